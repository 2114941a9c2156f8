import KeyboardInput
import Testing
import TouchModel

/// Held keys repeat on the kiosk's clock: 600 ms, then 25 a second, until released.
@Suite("Key repeat")
struct KeyRepeatTests {
    @Test func heldLetterRepeatsAfterTheDelayAtTheRate() throws {
        let typing = KeyboardTyping(keymap: try Keymap(KeyboardLayout(layout: "us")))
        typing.key(code: Key.a, pressed: true, device: "kbd", at: 10)
        #expect(abs((typing.nextRepeat ?? 0) - 10.6) < 1e-9)
        typing.advance(to: 10.599)
        #expect(typing.take().map(\.event) == [.text("a")])
        // 10.6, 10.64, 10.68, 10.72 (25 per second), not 10.76.
        typing.advance(to: 10.75)
        let repeats = typing.take()
        #expect(repeats.map(\.event) == [.text("aaaa")])
        #expect(abs((repeats.first?.time ?? 0) - 10.72) < 1e-9)
        #expect(abs((typing.nextRepeat ?? 0) - 10.76) < 1e-9)
        typing.key(code: Key.a, pressed: false, device: "kbd", at: 10.755)
        #expect(typing.nextRepeat == nil)
        typing.advance(to: 20)
        #expect(typing.take().isEmpty)
    }

    @Test func modifiersDoNotRepeatAndBackspaceDoes() throws {
        let typing = KeyboardTyping(keymap: try Keymap(KeyboardLayout(layout: "us")))
        typing.key(code: Key.leftShift, pressed: true, device: "kbd", at: 0)
        #expect(typing.nextRepeat == nil)
        typing.key(code: Key.backspace, pressed: true, device: "kbd", at: 1)
        typing.advance(to: 1.65)
        #expect(typing.take().map(\.event) == [.key(.backspace), .key(.backspace), .key(.backspace)])
    }

    /// A second key pressed while the first is held takes the repeat over; a paused kiosk
    /// catches up with at most 25 repeats.
    @Test func lastKeyPressedRepeatsAndCatchUpIsBounded() throws {
        let typing = KeyboardTyping(keymap: try Keymap(KeyboardLayout(layout: "us")))
        typing.key(code: Key.a, pressed: true, device: "kbd", at: 0)
        typing.key(code: Key.q, pressed: true, device: "kbd", at: 0.3)
        typing.advance(to: 0.9)
        #expect(typing.take().map(\.event) == [.text("aqq")])
        typing.advance(to: 1000)
        #expect(typing.take().map(\.event) == [.text(String(repeating: "q", count: 25))])
        #expect(abs((typing.nextRepeat ?? 0) - 1000.04) < 1e-9)
    }

    @Test func repeatOffTypesOnce() throws {
        let typing = KeyboardTyping(keymap: try Keymap(KeyboardLayout(layout: "us")), keyRepeat: .off)
        typing.key(code: Key.a, pressed: true, device: "kbd", at: 0)
        #expect(typing.nextRepeat == nil)
        typing.advance(to: 5)
        #expect(typing.take().map(\.event) == [.text("a")])
    }
}
