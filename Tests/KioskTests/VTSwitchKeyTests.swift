import Display
import Foundation
import Geometry
import Gestures
import Kiosk
import KioskApps
import KioskConfig
import KioskRuntime
import Logging
import Seat
import Testing
import TouchDevices

/// A keyboard scripted by the test: `press` queues key events (evdev codes)
/// and makes the descriptor readable; the loop reads them as libinput's.
private final class KeyboardDouble: LiveInputSource {
    let node = "/dev/input/event9"
    private let readEnd: Int32, writeEnd: Int32
    private var queued: [InputUpdate] = []
    private var time: Int64 = 1_000_000

    init() throws {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw POSIXError(.EMFILE) }
        _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
        (readEnd, writeEnd) = (fds[0], fds[1])
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Presses `codes` in order, then releases them in reverse.
    func chord(_ codes: [UInt32]) {
        for code in codes { key(code, pressed: true) }
        for code in codes.reversed() { key(code, pressed: false) }
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    private func key(_ code: UInt32, pressed: Bool) {
        time += 10_000
        queued.append(.key(node: node, code: code, pressed: pressed, time: time))
    }

    var descriptors: [Int32] { [readEnd] }
    func start(_ emit: (InputUpdate) -> Void) throws {}
    func readable(fd: Int32, _ emit: (InputUpdate) -> Void) throws {
        var byte: UInt8 = 0
        while read(readEnd, &byte, 1) > 0 {}
        let updates = queued
        queued = []
        updates.forEach(emit)
    }
}

@Suite("Ctrl+Alt+Fn switches VTs from the kiosk's own keyboard events", .builtInApps)
struct VTSwitchKeyTests {
    static let leftCtrl: UInt32 = 29, rightCtrl: UInt32 = 97, leftAlt: UInt32 = 56, f1: UInt32 = 59, f2: UInt32 = 60, f10: UInt32 = 68,
               f11: UInt32 = 87, f12: UInt32 = 88, keyA: UInt32 = 30

    @Test("Ctrl+Alt+F1…F12 name VTs 1…12; either Ctrl; the F-key alone, with Ctrl or with Alt alone, names none")
    func chords() {
        var keys = VTSwitchKeys()
        func chord(_ codes: [UInt32], device: String = "kbd") -> [Int] {
            var found: [Int] = []
            for code in codes { if let vt = keys.key(code: code, pressed: true, device: device) { found.append(vt) } }
            for code in codes.reversed() { _ = keys.key(code: code, pressed: false, device: device) }
            return found
        }
        #expect(chord([Self.leftCtrl, Self.leftAlt, Self.f2]) == [2])
        #expect(chord([Self.leftAlt, Self.rightCtrl, Self.f1]) == [1])
        #expect(chord([Self.leftCtrl, Self.leftAlt, Self.f10]) == [10])
        #expect(chord([Self.leftCtrl, Self.leftAlt, Self.f11]) == [11])
        #expect(chord([Self.leftCtrl, Self.leftAlt, Self.f12]) == [12])
        #expect(chord([Self.f2]).isEmpty)
        #expect(chord([Self.leftCtrl, Self.f2]).isEmpty)
        #expect(chord([Self.leftAlt, Self.f2]).isEmpty)
        #expect(chord([Self.leftCtrl, Self.leftAlt, Self.keyA]).isEmpty)
        // Released modifiers count no more.
        #expect(chord([Self.f3]).isEmpty)
        // Ctrl+Alt held on one keyboard, F2 on another (a scanner): nothing.
        _ = keys.key(code: Self.leftCtrl, pressed: true, device: "kbd")
        _ = keys.key(code: Self.leftAlt, pressed: true, device: "kbd")
        #expect(keys.key(code: Self.f2, pressed: true, device: "scanner") == nil)
        // A keyboard unplugged with its modifiers held forgets them.
        keys.removeKeyboard("kbd")
        #expect(keys.key(code: Self.f2, pressed: true, device: "kbd") == nil)
    }

    static let f3: UInt32 = 61

    @Test("the live kiosk asks for the switch once per chord and types nothing for it")
    func liveKioskSwitches() throws {
        let keyboard = try KeyboardDouble()
        let output = try FrameOutput(sink: RecordingSink(width: 320, height: 240))
        let definition = try #require(KioskAppDefinition.named("wallet"))
        let instance = definition.make(AppSettings(gestures: GestureSettings()), AppLaunchOptions(date: "Saturday, 21 November"))
        let runner = AppRunner(app: instance.app, screen: output.screen)
        let kiosk = LiveKiosk(runner: runner, output: output, input: LiveInput(sources: [keyboard]), logger: Logger(label: "test.vt"))
        var switched: [Int] = []
        kiosk.switchVT = { switched.append($0) }
        var turn = 0
        kiosk.isFinished = {
            turn += 1
            switch turn {
            case 1: keyboard.chord([Self.leftCtrl, Self.leftAlt, Self.f2])
            case 2: keyboard.chord([Self.leftAlt, Self.f3])
            case 3: keyboard.chord([Self.rightCtrl, Self.leftAlt, Self.f1])
            default: return true
            }
            return false
        }
        try kiosk.run()
        #expect(switched == [2, 1])
    }
}
