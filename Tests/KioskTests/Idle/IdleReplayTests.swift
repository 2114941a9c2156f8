import Foundation
import Geometry
import Gestures
import Kiosk
import KioskApps
import KioskConfig
import KioskRuntime
import Testing
import TestSupport
import TouchdeckSupport
import TouchTrace

/// The idle logic in replays on a virtual clock: the same runner and idle
/// director the live kiosk uses, driven by trace time.
@Suite("Idle in replays", .builtInApps)
struct IdleReplayTests {
    static let screen = Size(width: 800, height: 480)

    /// Replays `script` into `app` with the idle schedule: the events (`time event detail`) and the final state.
    static func run(_ app: String, _ schedule: IdleSchedule, attract: AttractRecording? = nil,
                    script: String) throws -> (events: [String], final: String, blanks: [Bool]) {
        let definition = try #require(KioskAppDefinition.named(app))
        let instance = definition.make(AppSettings(gestures: GestureSettings()), AppLaunchOptions(date: "Monday, 23 November"))
        let runner = AppRunner(app: instance.app, screen: screen)
        let replay = AppReplay(runner: runner)
        let idle = IdleDirector(runner: runner, schedule: schedule,
                                attract: attract.map { AttractPlayer(recording: $0, pause: 1) }, start: 0)
        idle.resetApp = instance.reset
        var events: [String] = []
        var blanks: [Bool] = []
        func stamp(_ time: Double) -> String { String(format: "%.1f", time - (replay.traceStart ?? 0)) }
        idle.onStage = { stage, time in events.append("\(stamp(time)) idle \(stage.rawValue)") }
        idle.setBlanked = { blanks.append($0) }
        instance.reportEvents { members in
            guard case .string(let name) = members.first?.1, name != "pressing" else { return }
            let detail = members.dropFirst().map { "\($0.0)=\($0.1.text)" }.joined(separator: " ")
            events.append("\(stamp(runner.time)) \(name) \(detail)")
        }
        replay.idle = idle
        let trace = try TraceScript.build("screen 800x480\n" + script, file: "script")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("idle-\(UUID().uuidString).yaml").path
        try trace.write(to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        try replay.run(reader: TraceReader.open(path: path))
        return (events, JSONValue.object(instance.finalState()).text, blanks)
    }

    @Test("the wallet goes back to its first state after the timeout: its card deselected, as at start")
    func walletResets() throws {
        let (events, final, _) = try Self.run("wallet", IdleSchedule(timeout: 4), script: """
            down 400 400
            hold 0.1
            up
            hold 1
            """)
        #expect(events == ["0.1 selected card=\"visa\"", "4.1 idle home"])
        #expect(final.contains(#""selected": null"#), "\(final)")
    }

    @Test("the home app returns to its launcher: the open app is closed with the reset")
    func homeGoesToLauncher() throws {
        let (events, final, _) = try Self.run("home", IdleSchedule(timeout: 3), script: """
            down 400 82
            hold 0.1
            up
            hold 1
            """)
        #expect(events == ["0.1 opened app=\"wallet\"", "3.1 idle home"])
        #expect(final.contains(#""app": null"#), "\(final)")
    }

    @Test("blanked after home and a further delay; the touch that wakes it is no tap, the next one is")
    func wakeTouchIsNoTap() throws {
        let (events, final, blanks) = try Self.run("wallet", IdleSchedule(timeout: 2, blankAfter: 2), script: """
            down 400 400
            hold 0.1
            up
            hold 6
            down 400 400
            move 405 400 over 0.1
            up
            hold 1
            down 400 400
            hold 0.1
            up
            hold 1
            """)
        // After the trace the replay goes on to the last stage: home and blank again.
        #expect(events == ["0.1 selected card=\"visa\"", "2.1 idle home", "4.1 idle blank", "6.1 idle wake",
                           "7.3 selected card=\"visa\"", "9.3 idle home", "11.3 idle blank"], "\(events)")
        #expect(blanks == [true, false, true])
        #expect(final.contains(#""selected": null"#), "\(final)")
    }

    @Test("the attract loop replays a recording as touches from home; a touch stops it, goes home and is swallowed")
    func attractLoop() throws {
        // A tap on the visa card, as the attract recording.
        let tap = try TraceScript.build("screen 800x480\ndown 400 400\nhold 0.1\nup\n", file: "tap")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("attract-\(UUID().uuidString).yaml").path
        try tap.write(to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recording = try AttractRecording(reading: TraceReader.open(path: path), path: path, screen: Self.screen)
        let (events, _, _) = try Self.run("wallet", IdleSchedule(timeout: 1, attractAfter: 1), attract: recording, script: """
            down 400 100
            hold 0.1
            up
            hold 5
            down 400 400
            hold 0.1
            up
            hold 0.5
            """)
        // A user's tap (on unionpay), home after 1 s, the attract loop after 1 s more: each loop
        // (0.1 s of recording, 1 s pause) starts from home, so visa is selected anew every time.
        // The real touch at 5.1 s stops it and goes home; that touch selects nothing.
        #expect(Array(events.prefix(7)) == ["0.1 selected card=\"unionpay\"", "1.1 idle home", "2.1 idle attract",
                                            "2.2 selected card=\"visa\"", "3.3 selected card=\"visa\"", "4.4 selected card=\"visa\"",
                                            "5.1 idle home"], "\(events)")
        #expect(events.dropFirst(7).first == "7.2 idle attract", "back at home untouched, the loop comes again: \(events)")
    }
}
