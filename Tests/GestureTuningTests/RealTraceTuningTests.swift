import Foundation
import Geometry
import Gestures
import GestureTuning
import Testing

/// Tuning on real touchscreens' recordings from ../shared/traces, each
/// recording labelled as the gesture its name says.
@Suite struct RealTraceTuningTests {
    static let traces: URL? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let url = root.deletingLastPathComponent().appendingPathComponent("shared/traces/evemu-devices")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }()

    /// (file under evemu-devices, the gesture every touch in it is)
    static let sets: [(String, GestureKind)] = [
        ("touchscreens/Atmel maXTouch Touchscreen.1-finger-fast-taps.events", .tap),
        ("tablets/Wacom ISDv4 E6 Finger.single-tap-center.events", .tap),
        ("tablets/Wacom ISDv4 E6 Finger.double-tap-center.events", .doubleTap),
        ("touchscreens/Atmel maXTouch Touchscreen.1-finger-drag-up-down.events", .drag),
        ("touchscreens/EP0430M09.1-finger-drag-up-down.events", .drag),
        ("touchscreens/N-Trig MultiTouch.1-finger-drag-NW-SE.events", .drag),
    ]

    static func touches(in traces: URL) throws -> [LabelledTouch] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("real-tune-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var touches: [LabelledTouch] = []
        for (index, (file, kind)) in sets.enumerated() {
            let recording = traces.appendingPathComponent(file).path
            let labels = try TouchSegmenter(kind: kind).labels(recordingPath: recording, recording: recording,
                                                               screen: Size(width: 1280, height: 800))
            let path = folder.appendingPathComponent("\(index).labels.yaml").path
            try labels.render().write(toFile: path, atomically: true, encoding: .utf8)
            touches += try LabelledTouchLoader.load(labelsPath: path)
        }
        return touches
    }

    @Test(.enabled(if: traces != nil, "../shared/traces is absent: real-hardware tuning skipped"))
    func realTapsAndDragsAreRecognizedAndTuningKeepsThem() throws {
        let touches = try Self.touches(in: try #require(Self.traces))
        #expect(touches.filter { $0.label.kind == .tap }.count == 10)
        let result = ThresholdTuner(touches: touches).tune(base: GestureSettings())
        // SwiftUI's defaults already read these people's taps, double tap and drags right.
        #expect(result.before.correct == touches.count, "\(result.before.table())")
        #expect(result.after.correct == touches.count)
        // Every threshold keeps every labelled touch on its side.
        for choice in result.choices {
            #expect(choice.misplaced.isEmpty, "\(choice.key): \(choice.misplaced)")
        }
    }

    @Test(.enabled(if: traces != nil, "../shared/traces is absent: real-hardware tuning skipped"))
    func tooTightBaseThresholdsAreLoosenedToFitRealTaps() throws {
        let touches = try Self.touches(in: try #require(Self.traces))
        var tight = GestureSettings()
        tight.tapMaximumDuration = 0.06  // shorter than any real tap here
        let result = ThresholdTuner(touches: touches).tune(base: tight)
        #expect(result.before.count(label: .tap, recognized: .tap) < 10)
        #expect(result.after.correct == touches.count)
        #expect(result.tuned.tapMaximumDuration > 0.06)
    }
}
