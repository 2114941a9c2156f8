import Foundation
import Gestures
import KioskConfig
import Testing
import TestSupport
import TouchModel
import TouchTrace

@testable import GestureLanguage
import Kiosk
import TouchdeckSupport

@Suite("touchdeck recognize --explain", .builtInApps)
struct ExplainRunnerTests {
    /// Down at (100, 100), one jump to (146, 104) — 46.17 pt away — after 0.01 s, lift at 0.06 s.
    private static func wander(_ trace: inout TraceBuilder) {
        trace.down(at: Point(x: 100, y: 100))
        trace.move(to: Point(x: 146, y: 104), over: 0.01)
        trace.hold(for: 0.05)
        trace.up()
    }

    private static func tap(_ trace: inout TraceBuilder) {
        trace.down(at: Point(x: 100, y: 100))
        trace.hold(for: 0.1)
        trace.up()
    }

    @Test("a tap that wanders 46.2 pt fails movedTooFar at the jump, the distance beside the threshold")
    func movedTooFar() throws {
        let text = try explainText("TapGesture()", Self.wander)
        #expect(text.contains("movedTooFar 46.2 pt > 45"))
        #expect(text.contains("TapGesture()  [maximumDuration 0.75 s, maximumDistance 45 pt]"))
        let sequence = try #require(try explain("TapGesture()", Self.wander).first)
        let tap = try #require(sequence.candidate("TapGesture()"))
        guard case .failed(let time, .movedTooFar, let measurement?) = tap.decision else {
            Issue.record("expected movedTooFar, got \(tap.decision)")
            return
        }
        #expect(abs(time - 0.01) < 1e-9)
        #expect(abs(measurement.measured - (46.0 * 46 + 16).squareRoot()) < 1e-9)
        #expect(measurement.threshold == 45)
        #expect(sequence.outcome == .failed(time: time, reason: .movedTooFar, decidedBy: "TapGesture()"))
        #expect(sequence.touches.count == 1)
        #expect(abs((sequence.touches.first?.greatestDistance ?? 0) - measurement.measured) < 1e-9)
        #expect(sequence.end == 0.06)
    }

    @Test("a 0.81 s hold times out at 0.75 s; the reason carries the whole hold")
    func heldTooLong() throws {
        let build: (inout TraceBuilder) -> Void = { trace in
            trace.down(at: Point(x: 100, y: 100))
            trace.hold(for: 0.81)
            trace.up()
        }
        let text = try explainText("TapGesture()", build)
        #expect(text.contains("0.750 s (+0.750)  failed: timedOut 0.81 s > 0.75"))
        #expect(text.contains("touch 1: down 0.000 s (+0.000) at (100, 100), up 0.810 s (+0.810)"))
        let sequence = try #require(try explain("TapGesture()", build).first)
        #expect(sequence.end == 0.81)
    }

    @Test("a quick tap under TapGesture().exclusively(before: LongPressGesture()): the long press is excluded by the tap")
    func excludedByTap() throws {
        let expression = "TapGesture().exclusively(before: LongPressGesture())"
        let sequence = try #require(try explain(expression, Self.tap).first)
        let tap = try #require(sequence.candidate("exclusively.first: TapGesture()"))
        let press = try #require(sequence.candidate("exclusively.second: LongPressGesture()"))
        #expect(tap.decision == .ended(time: 0.1))
        guard case .excluded(_, let by, let own, let measurement) = press.decision else {
            Issue.record("expected excluded, got \(press.decision)")
            return
        }
        #expect(by == "TapGesture()")
        // It let go too early as well, at the very event the tap won.
        #expect(own == .releasedTooEarly)
        #expect(measurement?.text == "0.10 s < 0.5")
        #expect(press.changes.map(\.phase) == [.held, .failed(.releasedTooEarly)])
        let text = try explainText(expression, Self.tap)
        #expect(text.contains("decision: excluded by TapGesture() at 0.100 s (+0.100)"))
        #expect(text.contains("outcome: TapGesture() won, ended at 0.100 s (+0.100), value {\"first\": null}"))
    }

    @Test("a tap standing behind an active long press shows failed(excluded) while the press is active, and is excluded when it ends")
    func excludedByPressAhead() throws {
        let sequence = try #require(try explain("LongPressGesture().exclusively(before: TapGesture())") { trace in
            trace.down(at: Point(x: 100, y: 100))
            trace.hold(for: 0.6)
            trace.up()
        }.first)
        let tap = try #require(sequence.candidate("TapGesture()"))
        #expect(tap.changes.first?.excludedBy == "LongPressGesture()")
        #expect(tap.decision == .excluded(time: 0.5, by: "LongPressGesture()", ownFailure: nil, measurement: nil))
        #expect(sequence.candidate("LongPressGesture()")?.decision == .ended(time: 0.5))
        // The tree is decided at 0.5 s; the sequence lasts until the lift.
        #expect(sequence.end == 0.6)
    }

    @Test("a second tap that comes too late: the lift-to-lift gap against multiTapInterval")
    func lateSecondTap() throws {
        let build: (inout TraceBuilder) -> Void = { trace in
            Self.tap(&trace)          // lift at 0.1
            trace.hold(for: 0.4)      // down again at 0.5, after the interval (0.45) ran out
            Self.tap(&trace)          // lift at 0.6
        }
        let sequences = try explain("TapGesture(count: 2)", build)
        #expect(sequences.count == 2)
        let first = try #require(sequences.first?.candidates.first)
        guard case .failed(let time, .timedOut, let measurement?) = first.decision else {
            Issue.record("expected timedOut, got \(first.decision)")
            return
        }
        #expect(abs(time - 0.45) < 1e-9)
        #expect(measurement.text == "0.50 s > 0.35")
        #expect(measurement.thresholdName == "multiTapInterval")
        // The lone second tap waits in vain: it says so, with the interval it waited.
        let second = try #require(sequences.last?.candidates.first)
        #expect(second.decision == .failed(
            time: 0.95, reason: .timedOut, measurement: second.changes.last?.measurement))
        #expect(try explainText("TapGesture(count: 2)", build).contains(
            "failed: timedOut 0.35 s >= 0.35 (waited after the lift of tap 1, no further tap in the trace; against multiTapInterval)"))
    }

    @Test("a second tap down in time but lifted late fails at the interval, in the same sequence")
    func secondTapLiftedLate() throws {
        let sequences = try explain("TapGesture(count: 2)") { trace in
            Self.tap(&trace)          // lift at 0.1
            trace.hold(for: 0.2)      // down at 0.3
            trace.down(at: Point(x: 104, y: 100))
            trace.hold(for: 0.3)      // lift at 0.6: 0.5 s after the first lift
            trace.up()
        }
        #expect(sequences.count == 1)
        let sequence = try #require(sequences.first)
        #expect(sequence.touches.count == 2)
        #expect(sequence.end == 0.6)
        let tap = try #require(sequence.candidates.first)
        guard case .failed(let time, .timedOut, let measurement?) = tap.decision else {
            Issue.record("expected timedOut, got \(tap.decision)")
            return
        }
        #expect(abs(time - 0.45) < 1e-9)
        #expect(measurement.text == "0.50 s > 0.35")
        #expect(measurement.quantity == "from the lift of tap 1 to the next lift")
    }

    @Test("a long press released after 0.32 s")
    func releasedTooEarly() throws {
        let text = try explainText("LongPressGesture()") { trace in
            trace.down(at: Point(x: 100, y: 100))
            trace.hold(for: 0.32)
            trace.up()
        }
        #expect(text.contains("LongPressGesture()  [minimumDuration 0.5 s, maximumDistance 10 pt]"))
        #expect(text.contains("0.320 s (+0.320)  failed: releasedTooEarly 0.32 s < 0.5 (held before the lift; against minimumDuration)"))
        #expect(text.contains("outcome: nothing won: failed at 0.320 s (+0.320): releasedTooEarly; decided when LongPressGesture() failed"))
    }

    @Test("a drag that never reaches its minimum distance")
    func dragTooShort() throws {
        let text = try explainText("DragGesture()") { trace in
            trace.down(at: Point(x: 100, y: 100))
            trace.move(to: Point(x: 106, y: 100), over: 0.05)
            trace.up()
        }
        #expect(text.contains("releasedTooEarly 6.0 pt < 10 (greatest distance from the start; against minimumDistance)"))
    }

    @Test("a second finger fails a tap: tooManyTouches 2 > 1, and both fingers belong to the sequence")
    func secondFinger() throws {
        let sequence = try #require(try explain("TapGesture()") { trace in
            trace.down(at: Point(x: 100, y: 100))
            trace.hold(for: 0.05)
            trace.down(at: Point(x: 300, y: 100), finger: 1)
            trace.hold(for: 0.05)
            trace.upAll()
        }.first)
        #expect(sequence.touches.count == 2)
        guard case .failed(let time, .tooManyTouches, let measurement?) = sequence.candidates.first?.decision else {
            Issue.record("expected tooManyTouches, got \(String(describing: sequence.candidates.first?.decision))")
            return
        }
        #expect(time == 0.05)
        #expect(measurement.text == "2 > 1")
    }

    @Test("the second of a sequence whose first failed is not reached")
    func notReached() throws {
        let sequence = try #require(try explain("LongPressGesture().sequenced(before: DragGesture())", Self.tap).first)
        #expect(sequence.candidate("sequenced.second: DragGesture()")?.decision == .notReached(waitingFor: "LongPressGesture()"))
        #expect(sequence.candidate("LongPressGesture()")?.changes.last?.measurement?.text == "0.10 s < 0.5")
    }

    @Test("a pinch that never spreads enough, and one finger where two are needed")
    func twoFingers() throws {
        let pinch = try #require(try explain("MagnifyGesture(minimumScaleDelta: 0.5)") { trace in
            trace.down(at: Point(x: 100, y: 100))
            trace.down(at: Point(x: 200, y: 100), finger: 1)
            trace.move([1: Point(x: 220, y: 100)], over: 0.05)
            trace.upAll()
        }.first)
        #expect(pinch.candidates.first?.changes.last?.measurement?.text == "0.200 < 0.5")
        let lone = try #require(try explain("RotateGesture()", Self.tap).first)
        #expect(lone.candidates.first?.decision == .failed(
            time: 0.1, reason: .notEnoughTouches, measurement: lone.candidates.first?.changes.last?.measurement))
        #expect(lone.candidates.first?.changes.last?.measurement?.text == "1 < 2")
    }

    @Test("JSON lines parse, and carry the same numbers as the text")
    func jsonLines() throws {
        let objects = try explainJSON("TapGesture().exclusively(before: LongPressGesture())", Self.wander)
        #expect(objects.count == 1)
        let sequence = try #require(objects.first)
        #expect(sequence["sequence"] as? Int == 1)
        let candidates = try #require(sequence["candidates"] as? [[String: Any]])
        #expect(candidates.map { $0["path"] as? String } == ["exclusively.first", "exclusively.second"])
        #expect(candidates.map { $0["gesture"] as? String } == ["TapGesture()", "LongPressGesture()"])
        let tapThresholds = try #require(candidates.first?["thresholds"] as? [String: Double])
        #expect(tapThresholds == ["maximumDuration": 0.75, "maximumDistance": 45])
        let decision = try #require(candidates.first?["decision"] as? [String: Any])
        #expect(decision["kind"] as? String == "failed")
        #expect(decision["reason"] as? String == "movedTooFar")
        let measurement = try #require(decision["measurement"] as? [String: Any])
        let measured = try #require(measurement["measured"] as? Double)
        #expect(abs(measured - 46.173586) < 1e-6)
        #expect(measurement["threshold"] as? Double == 45)
        #expect(measurement["comparison"] as? String == ">")
        #expect(measurement["text"] as? String == "46.2 pt > 45")
        // The press behind it had already failed (moved 10 pt at the same jump): its own reason, with its number.
        let press = try #require(candidates.last?["decision"] as? [String: Any])
        #expect(press["kind"] as? String == "failed")
        #expect((press["measurement"] as? [String: Any])?["text"] as? String == "46.2 pt > 10")
        let touches = try #require(sequence["touches"] as? [[String: Any]])
        #expect(touches.first?["downLocation"] as? [Double] == [100, 100])
        let changes = try #require(candidates.first?["changes"] as? [[String: Any]])
        #expect(changes.map { $0["phase"] as? String } == ["possible", "failed"])
        #expect(changes.last?["sinceStart"] as? Double == 0.01)
    }

    @Test("thresholds from the config file are the ones printed and applied")
    func configThresholds() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("touchdeck.yaml", "gestures:\n  tap:\n    maximumDistance: 60\n")
        let settings = try SettingsLoader(environment: [:]).load(path: path).gestures(forApp: nil)
        let text = try explainText("TapGesture()", settings: settings, Self.wander)
        #expect(text.contains("TapGesture()  [maximumDuration 0.75 s, maximumDistance 60 pt]"))
        #expect(text.contains("decision: ended at 0.060 s (+0.060)"))
        let far = try explainText("TapGesture()", settings: settings) { trace in
            trace.down(at: Point(x: 100, y: 100))
            trace.move(to: Point(x: 100, y: 161), over: 0.01)
            trace.up()
        }
        #expect(far.contains("movedTooFar 61.0 pt > 60"))
    }

    @Test("a distance exactly at the threshold fails, shown as >=")
    func exactlyAtThreshold() throws {
        let text = try explainText("TapGesture()") { trace in
            trace.down(at: Point(x: 100, y: 100))
            trace.move(to: Point(x: 145, y: 100), over: 0.01)
            trace.up()
        }
        #expect(text.contains("movedTooFar 45.0 pt >= 45"))
    }

    @Test("explaining changes nothing the gesture does: outcomes match recognize's callbacks")
    func outcomesMatchRecognize() throws {
        let expression = "TapGesture().exclusively(before: LongPressGesture(minimumDuration: 0.05).sequenced(before: DragGesture()))"
        let build: (inout TraceBuilder) -> Void = { trace in
            Self.tap(&trace)
            trace.hold(for: 1)
            trace.down(at: Point(x: 100, y: 100))
            trace.hold(for: 0.8)
            trace.move(to: Point(x: 100, y: 200), over: 0.2)
            trace.up()
        }
        let lines = try recognize(expression, build).filter { !$0.contains(#""changed""#) }
        let sequences = try explain(expression, build)
        #expect(sequences.map(\.recognizeLine) == lines)
    }

    @Test("no touches: the text says so, JSON prints nothing")
    func noTouches() throws {
        let sequences = try explain("TapGesture()") { _ in }
        #expect(sequences.isEmpty)
        #expect(ExplainFormat.text.lines(sequences, gesture: .tap(count: nil)) == ["gesture: TapGesture()", "no touch sequences in the trace"])
        #expect(ExplainFormat.json.lines(sequences, gesture: .tap(count: nil)).isEmpty)
    }
}

extension SequenceExplanation {
    /// The terminal line `recognize` prints for the same sequence.
    var recognizeLine: String {
        let (time, event, payload): (Double, String, String) = switch outcome {
        case .ended(let time, let value): (time, "ended", #""value": \#(value.text)"#)
        case .failed(let time, let reason, _): (time, "failed", #""reason": "\#(reason.rawValue)""#)
        case .cancelled(let time, let reason): (time, "cancelled", #""reason": "\#(reason.rawValue)""#)
        }
        return #"{"time": \#(JSONValue.format(time, decimals: 6, trimmed: false)), "event": "\#(event)", \#(payload)}"#
    }
}
