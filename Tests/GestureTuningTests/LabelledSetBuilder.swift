import Foundation
import Geometry
import GestureTuning
import TouchTrace

/// Builds a synthetic recording of labelled gestures with known answers and
/// writes it with its labels file into a fresh folder. The synthetic
/// touchscreen's units are points (1280×800 onto 1280×800).
struct LabelledSetBuilder {
    private(set) var trace = TraceBuilder()
    private(set) var labels: [GestureLabel] = []
    /// Quiet time between attempts.
    var gap = 0.6

    /// One attempt: `perform` moves the fingers; the label spans it with a margin.
    mutating func attempt(_ kind: GestureKind, _ perform: (inout TraceBuilder) -> Void) {
        trace.hold(for: gap)
        let start = trace.seconds - gap / 2
        perform(&trace)
        labels.append(GestureLabel(kind: kind, start: start, end: trace.seconds + gap / 2))
    }

    /// A tap whose finger wanders `distance` points over 0.3 s and rests 0.1 s before lifting.
    mutating func wanderingTap(at point: Point, distance: Double, angle: Double = 0, as kind: GestureKind = .tap) {
        attempt(kind) { trace in
            trace.down(at: point)
            trace.move(to: Point(x: point.x + distance * cos(angle), y: point.y + distance * sin(angle)), over: 0.3)
            trace.hold(for: 0.1)
            trace.up()
        }
    }

    /// A drag of `distance` points over `duration`, resting `rest` seconds before the lift.
    mutating func drag(from point: Point, distance: Double, duration: Double = 0.5, rest: Double = 0.15, as kind: GestureKind = .drag) {
        attempt(kind) { trace in
            trace.down(at: point)
            trace.move(to: Point(x: point.x + distance, y: point.y), over: duration)
            trace.hold(for: rest)
            trace.up()
        }
    }

    /// A finger held still for `duration`.
    mutating func hold(at point: Point, duration: Double, as kind: GestureKind = .longPress) {
        attempt(kind) { trace in
            trace.down(at: point)
            trace.hold(for: duration)
            trace.up()
        }
    }

    /// Two quick taps `interval` apart (lift to lift).
    mutating func doubleTap(at point: Point, interval: Double) {
        attempt(.doubleTap) { trace in
            trace.down(at: point)
            trace.hold(for: 0.06)
            trace.up()
            trace.hold(for: max(0.01, interval - 0.07))
            trace.down(at: point)
            trace.hold(for: 0.06)
            trace.up()
        }
    }

    /// Writes `NAME.yml` and `NAME.labels.yaml` into a new temporary folder;
    /// returns the labels file's path.
    func write(name: String, person: String? = nil) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tune-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var finished = trace
        finished.hold(for: gap)
        try finished.write(to: folder.appendingPathComponent("\(name).yml").path)
        // Label times count from the recording's first event.
        let origin = Double(trace.events.first?.time ?? 0) / 1_000_000
        let shifted = labels.map { label in
            GestureLabel(kind: label.kind, start: max(0, label.start - origin), end: label.end - origin, target: label.target)
        }
        let file = LabelsFile(recording: "\(name).yml", screen: Size(width: 1280, height: 800), person: person, labels: shifted)
        let path = folder.appendingPathComponent("\(name).labels.yaml").path
        try file.render().write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
