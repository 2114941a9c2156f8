import Gestures
import PropertyBased
import Testing
import TestSupport
import TouchModel
import TouchTrace

@testable import GestureLanguage

/// `recognize --explain` on random touch activity: explaining never changes
/// what the gesture does (every sequence's outcome is plain `recognize`'s
/// line), and every failure a primitive's own rules decided carries the
/// number those rules compared, on the right side of its threshold.
@Suite("recognize --explain on random touches")
struct ExplainPropertyTests {
    /// Every primitive, alone and in each combinator, with thresholds the
    /// random durations and distances below straddle.
    static let expressions = [
        "TapGesture().exclusively(before: LongPressGesture(minimumDuration: 0.05).sequenced(before: DragGesture()))",
        "TapGesture(count: 2).exclusively(before: LongPressGesture())",
        "SpatialTapGesture(count: 3).simultaneously(with: DragGesture(minimumDistance: 30))",
        "LongPressGesture(minimumDuration: 0.3, maximumDistance: 20).sequenced(before: TapGesture())",
        "DragGesture().simultaneously(with: MagnifyGesture().simultaneously(with: RotateGesture()))",
        "MagnifyGesture(minimumScaleDelta: 0.2).exclusively(before: RotateGesture(minimumAngleDelta: .degrees(20)))",
    ]

    /// Seconds that fall either side of the default thresholds (0.05, 0.35, 0.5, 0.75 s).
    static let durations = [0.0, 0.02, 0.04, 0.06, 0.1, 0.2, 0.33, 0.37, 0.45, 0.55, 0.7, 0.8]
    /// Offsets in points either side of the distances (10, 20, 30, 45 pt).
    static let offsets = [0.0, 4, 9, 11, 19, 25, 31, 44, 46, 80, 200]

    /// Decodes random integers into the activity of three fingers: downs,
    /// moves, holds and lifts, every finger lifted at the end.
    static func trace(_ codes: [Int]) -> TraceBuilder {
        var trace = TraceBuilder()
        var down: [Int: Point] = [:]
        for code in codes {
            let finger = code % 3
            let duration = durations[(code / 3) % durations.count]
            let dx = offsets[(code / 36) % offsets.count] * ((code / 396) % 2 == 0 ? 1 : -1)
            let dy = offsets[(code / 792) % offsets.count] * ((code / 8_712) % 2 == 0 ? 1 : -1)
            switch (code / 17_424) % 5 {
            case 0, 1:
                if let at = down[finger] {
                    let to = Point(x: min(max(at.x + dx, 0), 1279), y: min(max(at.y + dy, 0), 799))
                    trace.move(to: to, over: max(duration, trace.frameInterval), finger: finger)
                    down[finger] = to
                } else {
                    let at = Point(x: 400 + Double(finger) * 150 + dx, y: 400 + dy)
                    trace.down(at: at, finger: finger)
                    down[finger] = at
                }
            case 2:
                trace.hold(for: duration)
            default:
                if down.removeValue(forKey: finger) != nil { trace.up(finger: finger) } else { trace.hold(for: duration) }
            }
        }
        trace.upAll()
        trace.hold(for: 1)
        return trace
    }

    @Test(arguments: expressions)
    func explainingChangesNothingAndEveryFailureHasItsNumber(expression text: String) async throws {
        let expression = try GestureExpressionParser.parse(text)
        await propertyCheck(count: 60, input: Gen.int(in: 0...87_119).array(of: 1...24)) { codes in
            let trace = Self.trace(codes)
            guard let sequences = try? ExplainRunner(gesture: expression).explain(records: BuiltTraceSource(trace), tracePath: "random.yaml")
            else {
                Issue.record("\(text): explaining \(codes) failed")
                return
            }
            var lines: [String] = []
            guard (try? RecognizeRunner(gesture: expression).run(records: BuiltTraceSource(trace), tracePath: "random.yaml", emit: { lines.append($0) })) != nil else {
                Issue.record("\(text): recognizing \(codes) failed")
                return
            }
            #expect(sequences.map(\.recognizeLine) == lines.filter { !$0.contains(#""changed""#) }, "\(text), codes \(codes)")
            for sequence in sequences {
                for candidate in sequence.candidates {
                    expectSoundExplanation(candidate, in: sequence, context: "\(text), codes \(codes), sequence \(sequence.number)")
                }
            }
        }
    }
}
