import Foundation
import Gestures
import Testing
import TouchModel
import TouchTrace

@testable import GestureLanguage
import TouchdeckSupport

/// `recognize --explain` over the real touchscreen recordings in
/// `../shared/traces` (skipped when that folder is absent): whatever the
/// trace, every sequence is explained completely and consistently.
@Suite("touchdeck recognize --explain on real touchscreen traces")
struct ExplainSharedTraceTests {
    /// `../shared/traces/evemu-devices/touchscreens` beside the checkout, when present.
    static let folder: String? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = root.deletingLastPathComponent().appendingPathComponent("shared/traces/evemu-devices/touchscreens").path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }()

    static let traces: [String] = {
        guard let folder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { $0.hasSuffix(".events") }.sorted().map { folder + "/" + $0 }
    }()

    static let expressions = [
        "TapGesture().exclusively(before: LongPressGesture(minimumDuration: 0.05).sequenced(before: DragGesture()))",
        "TapGesture(count: 2).exclusively(before: LongPressGesture())",
        "DragGesture().simultaneously(with: MagnifyGesture().simultaneously(with: RotateGesture()))",
    ]

    @Test(.enabled(if: folder != nil, "../shared/traces is absent: real-hardware traces skipped"), arguments: traces)
    func everySequenceIsExplained(path: String) throws {
        for text in Self.expressions {
            let expression = try GestureExpressionParser.parse(text)
            let sequences = try ExplainRunner(gesture: expression).explain(tracePath: path)
            #expect(!sequences.isEmpty, "\(path): no touch sequence")
            let names = ExplainCandidate.all(in: expression).map(\.label)
            var previousStart = -Double.infinity
            for sequence in sequences {
                let context = "\(path), \(text), sequence \(sequence.number)"
                #expect(sequence.start >= previousStart && sequence.end >= sequence.start, "\(context)")
                previousStart = sequence.start
                #expect(!sequence.touches.isEmpty, "\(context): no touches")
                for touch in sequence.touches {
                    #expect(touch.down >= sequence.start && (touch.up ?? sequence.end) <= sequence.end, "\(context)")
                }
                // A final decision for each candidate, in the expression's order.
                #expect(sequence.candidates.map(\.label) == names, "\(context)")
                for candidate in sequence.candidates {
                    expectSoundExplanation(candidate, in: sequence, context: "\(context), \(candidate.label)")
                }
            }
            // Explaining leaves the gesture as it is: the outcomes are recognize's callbacks.
            var lines: [String] = []
            try RecognizeRunner(gesture: expression).run(tracePath: path) { lines.append($0) }
            #expect(sequences.map(\.recognizeLine) == lines.filter { !$0.contains(#""changed""#) }, "\(path), \(text)")
        }
    }
}
