import Foundation
import Geometry
import Gestures
import Testing
import TestSupport
import TouchModel
import TouchTrace

@testable import GestureLanguage
import TouchdeckSupport

@Suite("touchdeck recognize runner")
struct RecognizeRunnerTests {
    private static func tap(_ trace: inout TraceBuilder) {
        trace.down(at: Point(x: 100, y: 100))
        trace.hold(for: 0.1)
        trace.up()
    }

    @Test("a tap ends with null at the lift")
    func tapEnds() throws {
        #expect(try recognize("TapGesture()", Self.tap) == [#"{"time": 0.100000, "event": "ended", "value": null}"#])
    }

    @Test("a tap held too long fails with the reason at its deadline")
    func tapTimesOut() throws {
        let lines = try recognize("TapGesture()") { trace in
            trace.down(at: Point(x: 100, y: 100))
            trace.hold(for: 1)
            trace.up()
        }
        #expect(lines == [#"{"time": 0.750000, "event": "failed", "reason": "timedOut"}"#])
    }

    @Test("timers pending when the trace ends still run: a lone tap of a double tap times out")
    func pendingTimersRun() throws {
        let lines = try recognize("TapGesture(count: 2)", Self.tap)
        #expect(lines == [#"{"time": 0.450000, "event": "failed", "reason": "timedOut"}"#])
    }

    @Test("thresholds come from the settings")
    func settingsApply() throws {
        var settings = GestureSettings()
        settings.multiTapInterval = 0.2
        let lines = try recognize("TapGesture(count: 2)", settings: settings, Self.tap)
        #expect(lines == [#"{"time": 0.300000, "event": "failed", "reason": "timedOut"}"#])
    }

    @Test("a long press reports true while held and ends on its timer")
    func longPress() throws {
        let lines = try recognize("LongPressGesture(minimumDuration: 0.5)") { trace in
            trace.down(at: Point(x: 100, y: 100))
            trace.hold(for: 1)
            trace.up()
        }
        #expect(lines == [
            #"{"time": 0.000000, "event": "changed", "value": true}"#,
            #"{"time": 0.500000, "event": "ended", "value": true}"#,
        ])
    }

    @Test("a press that fails by moving hands the touch to the drag behind it, as SwiftUI does")
    func exclusiveReevaluates() throws {
        let lines = try recognize("LongPressGesture().exclusively(before: DragGesture())") { trace in
            trace.down(at: Point(x: 100, y: 100))
            trace.move(to: Point(x: 100, y: 130), over: 0.1)
            trace.hold(for: 0.2)
            trace.up()
        }
        #expect(lines.count >= 3)
        #expect(lines.first == #"{"time": 0.000000, "event": "changed", "value": {"first": true}}"#)
        #expect(lines.dropFirst().allSatisfy { $0.contains(#""second": {"#) })
        #expect(lines.last?.hasPrefix(#"{"time": 0.300000, "event": "ended", "value": {"second": {"#) == true)
        #expect(lines.last?.contains(#""translation": [0, 30]"#) == true)
    }

    @Test("a second finger fails a one-finger gesture")
    func secondFingerFails() throws {
        let lines = try recognize("TapGesture()") { trace in
            trace.down(at: Point(x: 100, y: 100))
            trace.hold(for: 0.05)
            trace.down(at: Point(x: 300, y: 100), finger: 1)
            trace.hold(for: 0.05)
            trace.upAll()
        }
        #expect(lines == [#"{"time": 0.050000, "event": "failed", "reason": "tooManyTouches"}"#])
    }

    @Test("a finger still down when the trace ends is cancelled at the last event")
    func unfinishedTouchIsCancelled() throws {
        let lines = try recognize("LongPressGesture(minimumDuration: 5)") { trace in
            trace.down(at: Point(x: 100, y: 100))
            trace.hold(for: 0.3)
            trace.move(to: Point(x: 101, y: 100), over: 0.01)
        }
        #expect(lines.last == #"{"time": 0.310000, "event": "cancelled", "reason": "touchCancelled"}"#)
    }

    @Test("--screen maps the device's full range onto the screen")
    func screenMapping() throws {
        let drag: (inout TraceBuilder) -> Void = { trace in
            trace.down(at: Point(x: 100, y: 100))
            trace.move(to: Point(x: 100, y: 160), over: 0.05)
            trace.up()
        }
        let native = try #require(try recognize("DragGesture()", drag).last)
        #expect(native.hasPrefix(
            #"{"time": 0.050000, "event": "ended", "value": {"location": [100, 160], "startLocation": [100, 100], "translation": [0, 60], "velocity": [0, "#))
        // The synthetic screen is 1280x800 units: half size halves every position.
        let half = try #require(try recognize("DragGesture(minimumDistance: 5)", screen: Size(width: 640, height: 400), drag).last)
        #expect(half.hasPrefix(
            #"{"time": 0.050000, "event": "ended", "value": {"location": [50, 80], "startLocation": [50, 50], "translation": [0, 30], "velocity": [0, "#))
    }

    @Test("the wallet's gesture: a quick tap fires the tap, never the long press")
    func walletTap() throws {
        let expression = "TapGesture().exclusively(before: LongPressGesture(minimumDuration: 0.05).sequenced(before: DragGesture()))"
        #expect(try recognize(expression, Self.tap) == [#"{"time": 0.100000, "event": "ended", "value": {"first": null}}"#])
    }

    @Test("a trace file on disk replays like the same trace in memory")
    func fromFile() throws {
        let directory = try TemporaryDirectory()
        var trace = TraceBuilder()
        Self.tap(&trace)
        let path = directory.path + "/tap.yaml"
        try trace.write(to: path)
        var lines: [String] = []
        try RecognizeRunner(gesture: .tap(count: nil)).run(tracePath: path) { lines.append($0) }
        #expect(lines == [#"{"time": 0.100000, "event": "ended", "value": null}"#])
    }

    @Test("time counts from the trace's first event, not from zero")
    func timeOrigin() throws {
        var trace = TraceBuilder(startTime: 1000)
        Self.tap(&trace)
        var lines: [String] = []
        try RecognizeRunner(gesture: .tap(count: nil)).run(records: BuiltTraceSource(trace), tracePath: "t") { lines.append($0) }
        #expect(lines == [#"{"time": 0.100000, "event": "ended", "value": null}"#])
    }

    @Test("a trace without a touch device is an error naming the file")
    func noTouchDevice() throws {
        let keyboard = DeviceDescription(name: "Keyboard", codes: [EventType.key: [30]])
        let source = BuiltTraceSource(records: [
            .device(index: 0, TraceDevice(description: keyboard)),
            .event(device: 0, InputEvent(time: 0, type: EventType.key, code: 30, value: 1)),
        ])
        #expect(throws: RecognizeError.noTouchDevice(tracePath: "keys.yaml")) {
            try RecognizeRunner(gesture: .tap(count: nil)).run(records: source, tracePath: "keys.yaml") { _ in }
        }
        #expect(RecognizeError.noTouchDevice(tracePath: "keys.yaml").description.hasPrefix("keys.yaml: no touch device"))
    }
}
