import Geometry
import Gestures
import TouchModel

/// One finger's stroke, from touch-down to lift, as the recognizers see it:
/// times in seconds, distances in points from where the finger came down.
struct Stroke: Sendable {
    /// Seconds since the recording's first event, of the touch-down and of the lift.
    var down: Double
    var up: Double
    /// Every frame the finger was in: seconds since `down`, position.
    var samples: [(time: Double, position: Point)]

    var duration: Double { up - down }

    /// The farthest the finger got from where it came down, over the whole
    /// stroke: `TapGesture`'s and `DragGesture`'s measure (checked at every
    /// frame, the lift's included).
    var moved: Double { moved(before: .infinity) }

    /// Seconds from the touch-down until `LongPressGesture` would give up on
    /// the stroke: its lift, or the first frame `distance` or farther from
    /// where it came down (the recognizer fails it there, `movedTooFar`). A
    /// `minimumDuration` at or under it fires on the stroke; one above it does not.
    func heldStill(within distance: Double) -> Double {
        guard let start = samples.first?.position else { return duration }
        let strayed = samples.first { $0.position.distance(to: start) >= distance }?.time
        return min(duration, strayed ?? duration)
    }

    /// The farthest from the start among frames earlier than `elapsed` after
    /// the touch-down: `LongPressGesture`'s measure, which stops looking once
    /// its `minimumDuration` has passed.
    func moved(before elapsed: Double) -> Double {
        guard let start = samples.first?.position else { return 0 }
        var farthest = 0.0
        for sample in samples where sample.time < elapsed {
            farthest = max(farthest, sample.position.distance(to: start))
        }
        return farthest
    }
}

/// What the thresholds decide on, measured once per labelled touch: each
/// stroke's duration and distance, the lift-to-lift interval of two taps, the
/// release speed of a drag. The rules in `ThresholdTuner` read these instead
/// of replaying every candidate value, so a value can be placed in the middle
/// of the gap between two classes and its margin stated exactly.
struct TouchMeasurements: Sendable {
    /// One-finger strokes in order (empty when two fingers were ever down at once).
    var strokes: [Stroke] = []
    /// The most fingers down at once.
    var fingers = 0
    /// `DragGesture(minimumDistance: 0)`'s release speed (pt/s) under the
    /// base settings' velocity estimate, nil when it never ended.
    var releaseSpeed: Double?

    init(frames: [TouchFrame], settings: GestureSettings) {
        var open: [Int: Stroke] = [:]
        var finished: [Stroke] = []
        for frame in frames {
            let time = Double(frame.time) / 1_000_000
            for contact in frame.contacts {
                if open[contact.id] == nil, contact.change.contains(.began) || contact.isActive {
                    open[contact.id] = Stroke(down: time, up: time, samples: [])
                }
                guard var stroke = open[contact.id] else { continue }
                stroke.samples.append((time - stroke.down, contact.position))
                if !contact.isActive {
                    stroke.up = time
                    finished.append(stroke)
                    open[contact.id] = nil
                } else {
                    open[contact.id] = stroke
                }
            }
            fingers = max(fingers, frame.contacts.filter(\.isActive).count)
        }
        strokes = fingers == 1 ? finished.sorted { $0.down < $1.down } : []
        releaseSpeed = Self.releaseSpeed(frames, settings)
    }

    /// From the first tap's lift to the second's: what `TapGesture(count: 2)`
    /// holds against `multiTapInterval`.
    var liftInterval: Double? { strokes.count >= 2 ? strokes[1].up - strokes[0].up : nil }

    private static func releaseSpeed(_ frames: [TouchFrame], _ settings: GestureSettings) -> Double? {
        let engine = GestureEngine(settings: settings)
        let region = engine.addRegion(frame: Rect(x: 0, y: 0, width: 1, height: 1))
        engine.hitTest = { _ in region }
        var speed: Double?
        engine.gesture(DragGesture(minimumDistance: 0).onEnded { speed = $0.speed }, on: region)
        for frame in frames { engine.handle(frame) }
        return speed
    }
}

/// The panel's jitter, measured from the labelled touches themselves: for
/// positions sampled at a steady rate the second difference of smooth motion
/// is small while independent noise of spread σ gives a second difference of
/// spread σ·√6, so √(median(d²)/6) estimates σ whatever the fingers were
/// doing. Reported as 2σ (most frames land within it).
enum PanelNoise {
    /// 2σ of position noise in points; nil with too few frames to say.
    static func distance(_ all: [TouchMeasurements]) -> Double? {
        var squares: [Double] = []
        for stroke in all.flatMap(\.strokes) where stroke.samples.count >= 3 {
            let points = stroke.samples.map(\.position)
            for index in 1..<(points.count - 1) {
                let dx = points[index + 1].x - 2 * points[index].x + points[index - 1].x
                let dy = points[index + 1].y - 2 * points[index].y + points[index - 1].y
                squares.append(dx * dx)
                squares.append(dy * dy)
            }
        }
        guard squares.count >= 20 else { return nil }
        squares.sort()
        return 2 * (squares[squares.count / 2] / 6).squareRoot()
    }

    /// The median time between frames in seconds: durations are known to one frame.
    static func time(_ all: [TouchMeasurements]) -> Double? {
        var gaps: [Double] = []
        for stroke in all.flatMap(\.strokes) {
            for (a, b) in zip(stroke.samples, stroke.samples.dropFirst()) where b.time > a.time { gaps.append(b.time - a.time) }
        }
        guard gaps.count >= 10 else { return nil }
        gaps.sort()
        return gaps[gaps.count / 2]
    }
}
