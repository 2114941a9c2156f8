import KeyboardInput
import Testing
import TouchModel

/// A scanner's or a paste's flood: coalesced into a few runs, bounded, nothing lost, in order.
@Suite("Typing floods and queue bounds")
struct TypingFloodTests {
    /// 100,000 key events (50,000 presses of a to z, every 37th an Enter) read at once: a handful of
    /// events, each run at most the cap, every character there in order.
    @Test func hundredThousandKeyEventsBecomeAFewBoundedRuns() throws {
        let typing = KeyboardTyping(keymap: try Keymap(KeyboardLayout(layout: "us")), keyRepeat: .off,
                                    queue: TypedEventQueue(maxRunLength: 4096, maxEvents: 64))
        // a..z in the qwerty rows' evdev codes.
        let letters: [UInt32] = [30, 48, 46, 32, 18, 33, 34, 35, 23, 36, 37, 38, 50, 49, 24, 25, 16, 19, 31, 20, 22, 47, 17, 45, 21, 44]
        var expected = ""
        var delivered: [TypedEventQueue.Entry] = []
        var time = 0.0
        for index in 0..<50_000 {
            let enter = index % 1000 == 999
            let code = enter ? Key.enter : letters[index % 26]
            typing.key(code: code, pressed: true, device: "scanner", at: time)
            typing.key(code: code, pressed: false, device: "scanner", at: time + 0.000_1)
            time += 0.000_2
            if !enter { expected.append(Character(Unicode.Scalar(UInt8(97 + index % 26)))) } else { expected += "\n" }
            // The kiosk's rule: take the queue at once when it is full.
            if typing.isFull { delivered += typing.take() }
        }
        delivered += typing.take()
        var text = ""
        for entry in delivered {
            switch entry.event {
            case .text(let run):
                #expect(run.count <= 4096)
                text += run
            case .key(let key):
                #expect(key == .return)
                text += "\n"
            }
        }
        #expect(text == expected)
        #expect(typing.dropped == 0)
        // 49,950 letters in 50 runs of at most 999 between the Enters, and 50 Enters: 100 events, not 50,000.
        #expect(delivered.count == 100)
        // Times stay in order.
        #expect(zip(delivered, delivered.dropFirst()).allSatisfy { $0.time <= $1.time })
    }

    @Test func runsAreCappedAndTheQueueIsBounded() {
        var queue = TypedEventQueue(maxRunLength: 10, maxEvents: 3)
        for index in 0..<25 {
            let accepted = queue.append(.text("x"), at: Double(index))
            #expect(accepted)
        }
        #expect(queue.count == 3)
        #expect(queue.isFull)
        // Text still joins the growing run while it has room (5 of 10 used) …
        let joined = queue.append(.text("yyyyy"), at: 25)
        #expect(joined)
        // … and what needs a fourth event is dropped, counted.
        let text = queue.append(.text("z"), at: 26), key = queue.append(.key(.return), at: 27)
        #expect(!text && !key)
        #expect(queue.dropped == 2)
        let entries = queue.take()
        #expect(entries.map(\.event) == [.text("xxxxxxxxxx"), .text("xxxxxxxxxx"), .text("xxxxxyyyyy")])
        #expect(entries.map(\.time) == [9, 19, 25])
        #expect(queue.isEmpty)
        let again = queue.append(.text("z"), at: 28)
        #expect(again)
    }

    /// A scanner's burst ending in Enter: the text in one run, then the Enter that submits it.
    @Test func scannerBurstEndsInReturn() throws {
        let typing = KeyboardTyping(keymap: try Keymap(KeyboardLayout(layout: "us")))
        let digits: [UInt32] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]  // 1234567890
        var time = 5.0
        for code in digits + [Key.enter] {
            typing.key(code: code, pressed: true, device: "scanner", at: time)
            typing.key(code: code, pressed: false, device: "scanner", at: time + 0.002)
            time += 0.004
        }
        #expect(typing.take().map(\.event) == [.text("1234567890"), .key(.return)])
        #expect(typing.nextRepeat == nil)
    }

    /// Unplugged mid-word: what was typed stays queued, the held key stops repeating, the
    /// keyboard that comes back starts with no modifier held.
    @Test func keyboardRemovedMidWordKeepsWhatItTyped() throws {
        let typing = KeyboardTyping(keymap: try Keymap(KeyboardLayout(layout: "us")))
        typing.key(code: Key.leftShift, pressed: true, device: "kbd", at: 0)
        typing.key(code: Key.q, pressed: true, device: "kbd", at: 0.1)
        typing.key(code: Key.q, pressed: false, device: "kbd", at: 0.15)
        typing.key(code: Key.w, pressed: true, device: "kbd", at: 0.2)
        #expect(typing.nextRepeat != nil)
        typing.removeKeyboard("kbd")
        #expect(typing.nextRepeat == nil)
        typing.advance(to: 10)
        #expect(typing.take().map(\.event) == [.text("QW")])
        typing.key(code: Key.a, pressed: true, device: "kbd", at: 11)
        #expect(typing.take().map(\.event) == [.text("a")])
    }
}
