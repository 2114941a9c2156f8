import Foundation
import Geometry
import GestureTuning
import Testing
import TouchTrace

@Suite struct LabelsFileTests {
    @Test func rendersWhatItParses() throws {
        let file = LabelsFile(recording: "tap.yml", screen: Size(width: 800, height: 480), labels: [
            GestureLabel(kind: .tap, start: 0.25, end: 0.5, target: Point2(x: 400, y: 240)),
            GestureLabel(kind: .pinch, start: 1, end: 2.5),
        ])
        let parsed = try LabelsFile.parse(file.render(), path: "tap.labels.yaml")
        #expect(parsed.recording == "tap.yml")
        #expect(parsed.screen == Size(width: 800, height: 480))
        #expect(parsed.labels.map(\.kind) == [.tap, .pinch])
        #expect(parsed.labels.map(\.start) == [0.25, 1])
        #expect(parsed.labels[0].target == Point2(x: 400, y: 240))
        #expect(parsed.labels[0].line == 6)
    }

    @Test(arguments: [
        ("version: 1\nrecording: a.yml\nlabels:\n  - gesture: flick\n    start: 0\n    end: 1\n",
         "l.yaml:4: unknown gesture 'flick': expected one of tap, doubleTap, longPress, drag, swipe, pinch, taps, shortDrag"),
        ("version: 1\nrecording: a.yml\nlabels:\n  - gesture: tap\n    start: 0.5\n    end: 0.2\n",
         "l.yaml:6: expected `end:` in seconds, after start (0.5)"),
        ("version: 1\nrecording: a.yml\nlabels:\n  - {gesture: tap, start: 0, end: 1}\n  - {gesture: tap, start: 0.5, end: 2}\n",
         "l.yaml:5: overlaps the label on line 4 (starts at 0.5 s, before 1.0 s)"),
        ("version: 2\nrecording: a.yml\nlabels: []\n", "l.yaml:1: expected `version: 1`"),
        ("version: 1\nlabels: []\n", "l.yaml:1: expected `recording:` naming the recording file"),
        ("version: 1\nrecording: a.yml\nscreen: big\nlabels: []\n", "l.yaml:3: `screen`: expected WIDTHxHEIGHT, each side 1…16384 (e.g. 800x480); found 'big'"),
        ("version: 1\nrecording: a.yml\nlabels:\n  - {gesture: tap, start: 0, end: 1, target: [1]}\n",
         "l.yaml:4: expected `target: [x, y]` in points"),
        ("version: 1\nrecording: [a\n", "l.yaml:3: not YAML: did not find expected ',' or ']'"),
    ])
    func badFilesNameTheLine(text: String, message: String) {
        #expect(throws: TraceError.self) { try LabelsFile.parse(text, path: "l.yaml") }
        do { _ = try LabelsFile.parse(text, path: "l.yaml") } catch { #expect("\(error)" == message) }
    }

    @Test func aLabelThatCutsATouchIsRejectedWithItsLine() throws {
        var set = LabelledSetBuilder()
        set.hold(at: .init(x: 100, y: 100), duration: 1)
        let path = try set.write(name: "cut")
        var file = try LabelsFile.load(path: path)
        file.labels[0].start += 0.3  // after the finger went down
        try file.render().write(toFile: path, atomically: true, encoding: .utf8)
        do {
            _ = try LabelledTouchLoader.load(labelsPath: path)
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".hasPrefix("\(path):6: a finger is already down at "))
        }
        file.labels[0].start -= 0.3
        file.labels[0].end -= 0.5  // before the lift
        try file.render().write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: TraceError.self) { try LabelledTouchLoader.load(labelsPath: path) }
    }

    @Test func theSegmenterPairsDoubleTapsAndLeavesGapsBetweenLabels() throws {
        var set = LabelledSetBuilder()
        set.doubleTap(at: .init(x: 100, y: 100), interval: 0.2)
        set.doubleTap(at: .init(x: 200, y: 100), interval: 0.25)
        let path = try set.write(name: "pairs")
        let recording = path.replacingOccurrences(of: ".labels.yaml", with: ".yml")
        let labels = try TouchSegmenter(kind: .doubleTap).labels(recordingPath: recording, recording: "pairs.yml", screen: nil)
        #expect(labels.labels.count == 2)
        #expect(labels.labels.allSatisfy { $0.kind == .doubleTap })
        #expect(labels.labels[0].end < labels.labels[1].start)
        // And what it wrote loads: the touches inside are whole.
        try labels.render().write(toFile: path, atomically: true, encoding: .utf8)
        let touches = try LabelledTouchLoader.load(labelsPath: path)
        #expect(touches.map { $0.frames.count > 2 } == [true, true])
    }
}
