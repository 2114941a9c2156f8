import Foundation
import Geometry
import Gestures
import Kiosk
import KioskApps
import KioskConfig
import KioskRuntime
import Scene
import TouchdeckSupport
import TouchUI
import TestSupport
import Testing
import TouchTrace

/// The home screen: the apps one tap away, a swipe from the left edge back.
@Suite("Home screen", .builtInApps)
struct HomeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let screen = Size(width: 800, height: 480)

    /// Replays `reader` into a fresh home screen: its events (without times) and frames.
    static func replay(idleTimeout: Double = 0, _ play: (any TouchApp) throws -> AppRecording) throws -> (events: [String], recording: AppRecording) {
        let settings = AppSettings(gestures: GestureSettings(), values: ["idleTimeout": .number(idleTimeout)])
        let instance = KioskAppDefinition.home.make(settings, AppLaunchOptions(date: "Monday, 23 November"))
        var events: [String] = []
        instance.reportEvents { members in events.append(JSONValue.object(members).text) }
        let recording = try play(instance.app)
        return (events, recording)
    }

    @Test("the tour: each of the six apps opened from home, touched once, and left from the left edge")
    func tour() throws {
        let tour = Self.root.appendingPathComponent("recordings/home/tour.yaml").path
        let (events, recording) = try Self.replay { try AppRecording.replay($0, screen: Self.screen, reader: TraceReader.open(path: tour)) }
        #expect(events == [
            #"{"event": "opened", "app": "wallet"}"#, #"{"event": "selected", "card": "visa"}"#, #"{"event": "closed", "app": "wallet"}"#,
            #"{"event": "opened", "app": "swipe"}"#, #"{"event": "swiped", "profile": "p1", "direction": "like", "trigger": "button"}"#,
            #"{"event": "closed", "app": "swipe"}"#,
            #"{"event": "opened", "app": "cards"}"#, #"{"event": "dealt", "card": 2, "hand": 1}"#, #"{"event": "closed", "app": "cards"}"#,
            #"{"event": "opened", "app": "playground"}"#, #"{"event": "pressed"}"#, #"{"event": "closed", "app": "playground"}"#,
            #"{"event": "opened", "app": "flip"}"#, #"{"event": "flipped", "card": 0, "faceUp": true}"#, #"{"event": "closed", "app": "flip"}"#,
            #"{"event": "opened", "app": "checkin"}"#, #"{"event": "closed", "app": "checkin"}"#,
        ])
        for (time, name) in [(0, "home-list"), (2.5, "home-wallet-open"), (16.9, "home-flip-open"), (19.9, "home-checkin-open"), (99, "home-end")] {
            let problem = try recording.goldenMismatch(at: time, size: Self.screen, name: name, besides: #filePath)
            #expect(problem == nil, "\(problem ?? "")")
        }
    }

    @Test("every other view app is listed, each opened afresh; a short swipe from the edge does not go home")
    func listAndEdge() throws {
        let (events, recording) = try Self.replay {
            try AppRecording.replay($0, screen: Self.screen, script: """
                down 400 370
                hold 0.1
                up
                hold 1
                down 8 240
                move 60 240 over 0.2
                up
                hold 0.5
                down 8 240
                move 200 240 over 0.3
                up
                hold 1
                down 400 370
                hold 0.1
                up
                hold 1
                """)
        }
        #expect(events == [#"{"event": "opened", "app": "flip"}"#, #"{"event": "closed", "app": "flip"}"#, #"{"event": "opened", "app": "flip"}"#])
        let first = AppRecording.texts(in: recording.frames.first?.layers ?? [])
        #expect(["wallet", "swipe", "cards", "playground", "flip", "checkin"].allSatisfy(first.contains))
        #expect(!first.contains("home"))
    }

    @Test("with home.idleTimeout set, an open app goes home once nobody has touched the screen that long")
    func idleReturnsHome() throws {
        let (events, recording) = try Self.replay(idleTimeout: 3) {
            try AppRecording.replay($0, screen: Self.screen, script: """
                down 400 370
                hold 0.1
                up
                hold 2
                down 113 240
                hold 0.1
                up
                """)
        }
        // Opened at 0.1, touched again at 2.1–2.2: the idle time runs from the last touch.
        #expect(events.first == #"{"event": "opened", "app": "flip"}"#)
        #expect(events.last == #"{"event": "closed", "app": "flip"}"#)
        #expect(events.count == 3)
        let closedAt = try #require(recording.frames.first { frame in
            AppRecording.texts(in: frame.layers).contains("wallet") && frame.time > recording.traceStart + 1
        }?.time)
        #expect(abs(closedAt - recording.traceStart - 5.2) < 0.1, "home again 3 s after the last touch: \(closedAt - recording.traceStart)")
    }
}
