import Foundation
import Gestures
import Testing
import TouchModel
import TouchTrace

@testable import GestureLanguage

/// `recognize --explain` for the winner: every decision in words, the
/// outcome by name, and the smallest change of each key that flips it —
/// which, applied, really does flip it.
@Suite("recognize --explain: the winner and the flips")
struct ExplainWinnerTests {
    /// A short drag: down at (100, 100), 0.3 s to (130, 110) — 31.6 pt away — held there, lifted at 0.69 s.
    static func shortDrag(_ trace: inout TraceBuilder) {
        trace.down(at: Point(x: 100, y: 100))
        trace.move(to: Point(x: 130, y: 110), over: 0.3)
        trace.hold(for: 0.39)
        trace.up()
    }

    /// A finger held still for 0.69 s.
    static func press(_ trace: inout TraceBuilder) {
        trace.down(at: Point(x: 100, y: 100))
        trace.hold(for: 0.69)
        trace.up()
    }

    /// Held still 0.6 s, then 100 pt to the right over 0.3 s.
    static func pressThenDrag(_ trace: inout TraceBuilder) {
        trace.down(at: Point(x: 100, y: 100))
        trace.hold(for: 0.6)
        trace.move(to: Point(x: 200, y: 100), over: 0.3)
        trace.up()
    }

    /// Every flip re-run over the whole trace with its key set to its value: who wins is what it says.
    static func expectFlipsHold(_ expression: String, _ build: (inout TraceBuilder) -> Void, _ sequence: SequenceExplanation) throws {
        #expect(!sequence.flips.isEmpty)
        for flip in sequence.flips {
            let key = try #require(allKeys.first { $0.key == flip.key })
            let flipped = try #require(try explain(expression, settings: key.writing(flip.to, to: GestureSettings()), build).first)
            #expect(flipped.winners == flip.winners && flipped.outcomeKind == flip.outcome, "\(flip.text): got \(flipped.outcomeText)")
            #expect(flipped.winners != sequence.winners || flipped.outcomeKind != sequence.outcomeKind, "\(flip.text) flips nothing")
            // The nearest flip: no value between the one now and it changes who wins
            // (short of the last printed digit: 0.64 s stands for a flip at 0.633 s).
            let digit = pow(10, -Double(max(0, -Int(floor(log10(abs(flip.to) + 1e-12))) + 1)))
            for step in 1..<40 {
                let probe = flip.from + (flip.to - flip.from) * Double(step) / 40
                guard abs(probe - flip.to) > digit else { continue }
                let kept = try #require(try explain(expression, settings: key.writing(probe, to: GestureSettings()), build).first)
                #expect(kept.winners == sequence.winners && kept.outcomeKind == sequence.outcomeKind,
                        "\(flip.text): \(flip.key) = \(probe), nearer, already flips: \(kept.outcomeText)")
            }
        }
    }

    /// 300 pt to the right in 0.1 s: 25 pt a frame, the first 8.3 ms after the touch-down.
    static func fastDrag(_ trace: inout TraceBuilder) {
        trace.down(at: Point(x: 100, y: 100))
        trace.move(to: Point(x: 400, y: 100), over: 0.1)
        trace.up()
    }

    @Test("a fast drag: the long press loses unless it fires before the first move, 8.3 ms in — the flip says 0.0083 s, not 0")
    func aFlipNearTheEndOfTheRangeIsNotRoundedOntoIt() throws {
        let expression = "LongPressGesture().exclusively(before: DragGesture())"
        let sequence = try #require(try explain(expression, Self.fastDrag).first)
        #expect(sequence.winners == ["DragGesture()"])
        let flip = try #require(sequence.flips.first { $0.key == "longPress.minimumDuration" })
        #expect(flip.to > 0.008 && flip.to < 0.0084, "\(flip.text)")
        #expect(flip.winners == ["LongPressGesture()"])
        #expect(flip.text.hasPrefix("longPress.minimumDuration 0.5 → 0.0083 s"), "\(flip.text)")
        try Self.expectFlipsHold(expression, Self.fastDrag, sequence)
    }

    static let allKeys: [ThresholdKey] = [.tapMaximumDuration, .tapMaximumDistance, .multiTapInterval, .longPressMinimumDuration,
                                          .longPressMaximumDistance, .dragMinimumDistance]

    @Test("a short drag read as a tap: the tap won on 31.6 pt < 45 and 0.69 s < 0.75; lowering tap.maximumDistance to 31.6 lets the drag win")
    func dragReadAsTap() throws {
        let expression = "TapGesture().exclusively(before: DragGesture())"
        let sequence = try #require(try explain(expression, Self.shortDrag).first)
        #expect(sequence.winners == ["TapGesture()"])
        let text = try explainText(expression, Self.shortDrag)
        #expect(text.contains("outcome: TapGesture() won, ended at 0.690 s"), "\(text)")
        #expect(text.contains("why: TapGesture() won: moved 31.6 pt < 45 (tap.maximumDistance), held 0.69 s < 0.75 (tap.maximumDuration)"),
                "\(text)")
        #expect(text.contains("DragGesture() lost to TapGesture(): moved 31.6 pt ≥ 10 (drag.minimumDistance)"), "\(text)")
        let distance = try #require(sequence.flips.first { $0.key == "tap.maximumDistance" })
        #expect(distance.to == 31.6 && distance.from == 45, "\(distance.text)")
        #expect(distance.winners == ["DragGesture()"])
        #expect(text.contains("tap.maximumDistance 45 → 31.6 pt: DragGesture() would win"), "\(text)")
        let duration = try #require(sequence.flips.first { $0.key == "tap.maximumDuration" && $0.to < $0.from })
        #expect(duration.to > 0.6 && duration.to <= 0.69, "\(duration.text)")
        #expect(duration.winners == ["DragGesture()"])
        // The smallest is the one with the least relative change, printed first.
        #expect(text.contains("smallest: \(sequence.flips[0].text)"))
        #expect(sequence.flips[0].relativeChange <= sequence.flips.map(\.relativeChange).min() ?? 0)
        try Self.expectFlipsHold(expression, Self.shortDrag, sequence)
    }

    @Test("a 0.69 s press read as a tap: lowering tap.maximumDuration under 0.69 s lets the long press win")
    func longPressReadAsTap() throws {
        let expression = "TapGesture().exclusively(before: LongPressGesture())"
        let sequence = try #require(try explain(expression, Self.press).first)
        #expect(sequence.winners == ["TapGesture()"])
        let text = try explainText(expression, Self.press)
        #expect(text.contains("why: TapGesture() won: moved 0.0 pt < 45 (tap.maximumDistance), held 0.69 s < 0.75 (tap.maximumDuration)"),
                "\(text)")
        #expect(text.contains("LongPressGesture() lost to TapGesture(): held before the lift 0.69 s ≥ 0.5 (longPress.minimumDuration)"),
                "\(text)")
        let flip = try #require(sequence.flips.first)
        #expect(flip.key == "tap.maximumDuration" && flip.winners == ["LongPressGesture()"], "\(flip.text)")
        #expect(flip.to > 0.5 && flip.to <= 0.69, "\(flip.text)")
        // Raising the press's own duration past the hold changes nothing: the tap still wins.
        #expect(!sequence.flips.contains { $0.key == "longPress.minimumDuration" && $0.to > $0.from })
        try Self.expectFlipsHold(expression, Self.press, sequence)
    }

    @Test("a press then a drag under LongPressGesture().sequenced(before: DragGesture()): both won; a longer minimumDuration fails it")
    func sequenced() throws {
        let expression = "LongPressGesture().sequenced(before: DragGesture())"
        let sequence = try #require(try explain(expression, Self.pressThenDrag).first)
        #expect(sequence.winners == ["LongPressGesture()", "DragGesture()"])
        #expect(sequence.outcomeText.hasPrefix("LongPressGesture() and DragGesture() won, ended at"))
        let flip = try #require(sequence.flips.first { $0.key == "longPress.minimumDuration" })
        #expect(flip.to > 0.6 && flip.to < 0.7 && flip.winners.isEmpty && flip.outcome == "failed", "\(flip.text)")
        #expect(flip.text.hasSuffix("nothing would win (failed)"))
        try Self.expectFlipsHold(expression, Self.pressThenDrag, sequence)
        // The JSON names the winners and the flips; no first/second to unpick.
        let line = try #require(ExplainFormat.json.lines([sequence], gesture: try GestureExpressionParser.parse(expression)).first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let outcome = try #require(object["outcome"] as? [String: Any])
        #expect(outcome["winners"] as? [String] == ["LongPressGesture()", "DragGesture()"])
        let verdict = try #require(object["verdict"] as? [String: Any])
        let smallest = try #require(verdict["smallestFlip"] as? [String: Any])
        #expect(smallest["key"] as? String == sequence.flips.first?.key)
        #expect(smallest["to"] as? Double == sequence.flips.first?.to)
        let decisions = try #require(verdict["decisions"] as? [[String: Any]])
        let checks = try #require(decisions.first?["checks"] as? [[String: Any]])
        #expect(checks.first?["key"] as? String == "longPress.minimumDuration")
    }

    @Test("a 0.69 s press under TapGesture().simultaneously(with: LongPressGesture()): both won; a shorter tap duration leaves the press alone")
    func simultaneous() throws {
        let expression = "TapGesture().simultaneously(with: LongPressGesture())"
        let sequence = try #require(try explain(expression, Self.press).first)
        #expect(Set(sequence.winners) == ["TapGesture()", "LongPressGesture()"])
        let flip = try #require(sequence.flips.first { $0.key == "tap.maximumDuration" })
        #expect(flip.winners == ["LongPressGesture()"], "\(flip.text)")
        try Self.expectFlipsHold(expression, Self.press, sequence)
    }

    @Test("a key set by the expression's argument is not changed: it is named as an argument")
    func argumentsAreNotKeys() throws {
        let expression = "TapGesture().exclusively(before: LongPressGesture(minimumDuration: 0.3))"
        let sequence = try #require(try explain(expression, Self.press).first)
        #expect(!sequence.flipKeys.contains("longPress.minimumDuration"))
        #expect(sequence.flipKeys.contains("longPress.maximumDistance"))
        let text = try explainText(expression, Self.press)
        #expect(text.contains("0.69 s ≥ 0.3 (minimumDuration argument)"), "\(text)")
    }
}
