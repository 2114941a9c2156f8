import Foundation
import Geometry
import TouchModel
import TouchTrace

/// The soak's touches: one segment at a time, a seeded random mix of what
/// fingers do on a kiosk — taps, double taps, long presses, drags, flicks,
/// pinches, rotations, three-finger drags and one finger tapping while
/// another drags — at 120 scans a second, always within the screen, every
/// finger lifted before the segment ends.
struct SoakTouches {
    /// What one gesture of a segment is.
    enum Kind: String, CaseIterable, Sendable {
        case tap, doubleTap, longPress, drag, flick, pinch, rotate, threeFingers, overlapping
    }

    /// A segment: its trace, and what it did.
    struct Segment {
        var trace: TraceBuilder
        var kinds: [Kind]
        /// The most fingers down at once.
        var mostFingers: Int
        /// Seconds from the first event to the last (every finger up).
        var duration: Double { trace.seconds }
    }

    /// The screen in points; the touchscreen's units are the same (its range is mapped 1:1).
    let width: Double
    let height: Double
    /// In-app touches stay this far from the left edge, so only the closing swipe goes home.
    let leftMargin = 40.0
    let margin = 4.0

    /// The touchscreen the segments are played into: 800×480 units, no resolution, ten slots.
    var device: DeviceDescription {
        .syntheticTouchscreen(name: "Touchdeck Soak Touchscreen", width: Int32(width), height: Int32(height))
    }

    /// Segment number `index` of the run seeded `seed`: a tap at `opening`
    /// first (an app's row on the home screen) when given, random gestures
    /// for `seconds` (a range: the length is drawn too), and a swipe in from
    /// the left edge at the end when `returnHome`.
    func segment(index: Int, seed: UInt64, opening: Point? = nil, seconds: ClosedRange<Double> = 3...6,
                 returnHome: Bool = false) -> Segment {
        var random = SoakRandom(seed: seed, stream: UInt64(index))
        var segment = Segment(trace: TraceBuilder(device: device), kinds: [], mostFingers: 0)
        if let opening {
            tap(at: opening, into: &segment, random: &random)
            segment.trace.hold(for: 0.8)  // the app comes in
        }
        let end = segment.trace.seconds + Double.random(in: seconds, using: &random)
        while segment.trace.seconds < end {
            let kind = Kind.allCases.randomElement(using: &random) ?? .tap
            segment.kinds.append(kind)
            add(kind, to: &segment, random: &random)
            segment.trace.hold(for: Double.random(in: 0.08...0.5, using: &random))
        }
        if returnHome {
            let y = Double.random(in: 100...(height - 100), using: &random)
            segment.trace.down(at: Point(x: 3, y: y))
            segment.trace.move(to: Point(x: min(width - margin, 260), y: y), over: 36.0 / 120)
            segment.trace.up()
            segment.mostFingers = max(segment.mostFingers, 1)
        }
        return segment
    }

    private func add(_ kind: Kind, to segment: inout Segment, random: inout SoakRandom) {
        switch kind {
        case .tap:
            tap(at: point(&random), into: &segment, random: &random)
        case .doubleTap:
            let at = point(&random)
            tap(at: at, into: &segment, random: &random)
            segment.trace.hold(for: Double.random(in: 0.05...0.2, using: &random))
            tap(at: at, into: &segment, random: &random)
        case .longPress:
            segment.trace.down(at: point(&random))
            segment.trace.hold(for: Double.random(in: 0.6...1.2, using: &random))
            segment.trace.up()
            segment.mostFingers = max(segment.mostFingers, 1)
        case .drag:
            segment.trace.down(at: point(&random))
            segment.trace.move(to: point(&random), over: scans(0.2...1.0, &random))
            segment.trace.up()
            segment.mostFingers = max(segment.mostFingers, 1)
        case .flick:
            let from = point(&random)
            let angle = Double.random(in: 0..<(2 * .pi), using: &random)
            let length = Double.random(in: 100...300, using: &random)
            segment.trace.down(at: from)
            segment.trace.move(to: clamped(Point(x: from.x + length * cos(angle), y: from.y + length * sin(angle))),
                               over: scans(0.05...0.12, &random))
            segment.trace.up()
            segment.mostFingers = max(segment.mostFingers, 1)
        case .pinch, .rotate:
            let center = point(&random)
            let start = Double.random(in: 30...120, using: &random)
            let scale = kind == .pinch ? Double.random(in: 0.4...2.2, using: &random) : 1
            let turn = kind == .rotate ? Double.random(in: -1.2...1.2, using: &random) : 0
            let angle = Double.random(in: 0..<(.pi), using: &random)
            func finger(_ sign: Double, _ radius: Double, _ at: Double) -> Point {
                clamped(Point(x: center.x + sign * radius * cos(at), y: center.y + sign * radius * sin(at)))
            }
            segment.trace.down(at: finger(1, start, angle), finger: 0)
            segment.trace.down(at: finger(-1, start, angle), finger: 1)
            segment.trace.move([0: finger(1, start * scale, angle + turn), 1: finger(-1, start * scale, angle + turn)],
                               over: scans(0.3...0.8, &random))
            lift([0, 1], &segment, random: &random)
            segment.mostFingers = max(segment.mostFingers, 2)
        case .threeFingers:
            var targets: [Int: Point] = [:]
            let dx = Double.random(in: -150...150, using: &random), dy = Double.random(in: -100...100, using: &random)
            for finger in 0..<3 {
                let at = point(&random)
                segment.trace.down(at: at, finger: finger)
                targets[finger] = clamped(Point(x: at.x + dx, y: at.y + dy))
            }
            segment.trace.move(targets, over: scans(0.2...0.7, &random))
            lift([0, 1, 2], &segment, random: &random)
            segment.mostFingers = max(segment.mostFingers, 3)
        case .overlapping:
            segment.trace.down(at: point(&random), finger: 0)
            segment.trace.move([0: point(&random)], over: 30.0 / 120)
            segment.trace.down(at: point(&random), finger: 1)
            segment.trace.move([0: point(&random)], over: 18.0 / 120)
            segment.trace.up(finger: 1)
            segment.trace.move([0: point(&random)], over: 24.0 / 120)
            segment.trace.up(finger: 0)
            segment.mostFingers = max(segment.mostFingers, 2)
        }
    }

    private func tap(at point: Point, into segment: inout Segment, random: inout SoakRandom) {
        segment.trace.down(at: point)
        segment.trace.hold(for: Double.random(in: 0.04...0.15, using: &random))
        segment.trace.up()
        segment.mostFingers = max(segment.mostFingers, 1)
    }

    /// Lifts `fingers`, in a random order, up to two scans apart.
    private func lift(_ fingers: [Int], _ segment: inout Segment, random: inout SoakRandom) {
        for finger in fingers.shuffled(using: &random) {
            segment.trace.hold(for: Double(Int.random(in: 0...2, using: &random)) / 120)
            segment.trace.up(finger: finger)
        }
    }

    /// A random duration in whole scans (1/120 s), so moving fingers are scanned exactly 120 times a second.
    private func scans(_ seconds: ClosedRange<Double>, _ random: inout SoakRandom) -> Double {
        max(1, (Double.random(in: seconds, using: &random) * 120).rounded()) / 120
    }

    private func point(_ random: inout SoakRandom) -> Point {
        Point(x: Double.random(in: leftMargin...(width - 1 - margin), using: &random),
              y: Double.random(in: margin...(height - 1 - margin), using: &random))
    }

    private func clamped(_ point: Point) -> Point {
        Point(x: min(max(point.x, leftMargin), width - 1 - margin), y: min(max(point.y, margin), height - 1 - margin))
    }
}
