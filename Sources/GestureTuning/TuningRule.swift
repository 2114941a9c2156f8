import Gestures

/// Which labelled classes each threshold separates, and by what measure: the
/// search's knowledge of the recognizers (`TapTracker`, `LongPressGesture`,
/// `DragGesture`). Rules run in this order and each reads the values chosen
/// before it, so keys that interact are decided together: the tap's distance
/// only has to turn away drags that lift before `tap.maximumDuration` (later
/// ones fail the tap by time), and `longPress.maximumDistance` is measured
/// over the first `longPress.minimumDuration` of each press, as the
/// recognizer measures it.
struct TuningRule: Sendable {
    let key: String
    /// The two classes' evidence under the settings chosen so far.
    let boundary: @Sendable (_ data: TuningData, _ settings: GestureSettings) -> (below: [Evidence], above: [Evidence])
    /// Distances (pt, pt/s) scale with `pointsPerMillimetre`; durations do not.
    let isDistance: Bool

    static let tapLike: Set<GestureKind> = [.tap, .doubleTap, .taps]
    static let dragLike: Set<GestureKind> = [.drag, .swipe, .shortDrag]

    static let all: [TuningRule] = [
        // A tap lifts before tap.maximumDuration; a long press is held at least that long.
        TuningRule(key: "tap.maximumDuration", boundary: { data, _ in
            (data.strokes(of: tapLike) { $0.duration }, data.strokes(of: [.longPress], first: true) { $0.duration })
        }, isDistance: false),
        // LongPressGesture() must not fire on the longest tap, and must fire on the shortest press.
        // A tap bounds it only while the press could still fire on it: until
        // it lifts or strays longPress.maximumDistance (a tap wandering 30 pt
        // in 20 ms says nothing about 0.3 s).
        TuningRule(key: "longPress.minimumDuration", boundary: { data, settings in
            let still = settings.longPressMaximumDistance * settings.distanceScale
            return (data.strokes(of: tapLike) { $0.heldStill(within: still) }, data.strokes(of: [.longPress], first: true) { $0.duration })
        }, isDistance: false),
        // A double tap's second lift comes within the interval; separate taps' does not.
        TuningRule(key: "tap.multiTapInterval", boundary: { data, _ in
            (data.values(of: [.doubleTap]) { $0.liftInterval }, data.values(of: [.taps]) { $0.liftInterval })
        }, isDistance: false),
        // A tap moves less than tap.maximumDistance; a drag lifted while a tap is still possible moves farther.
        TuningRule(key: "tap.maximumDistance", boundary: { data, settings in
            (data.strokes(of: tapLike) { $0.moved },
             data.strokes(of: dragLike, first: true) { $0.duration < settings.tapMaximumDuration ? $0.moved : nil })
        }, isDistance: true),
        // A press drifts less than longPress.maximumDistance before it fires; a drag still down then has moved farther.
        TuningRule(key: "longPress.maximumDistance", boundary: { data, settings in
            let wait = settings.longPressMinimumDuration
            return (data.strokes(of: [.longPress], first: true) { $0.duration >= wait ? $0.moved(before: wait) : nil },
                    data.strokes(of: dragLike, first: true) { $0.duration >= wait ? $0.moved(before: wait) : nil })
        }, isDistance: true),
        // DragGesture() must begin on the shortest labelled drag.
        TuningRule(key: "drag.minimumDistance", boundary: { data, _ in
            ([], data.strokes(of: dragLike, first: true) { $0.moved })
        }, isDistance: true),
        // A drag is released slower than drag.swipeSpeed; a swipe at it or faster.
        TuningRule(key: "drag.swipeSpeed", boundary: { data, _ in
            (data.values(of: [.drag]) { $0.releaseSpeed }, data.values(of: [.swipe]) { $0.releaseSpeed })
        }, isDistance: true),
    ]
}

/// The labelled touches with their measurements, distances divided by the
/// base's `distanceScale` so evidence is in the unit the config uses.
struct TuningData: Sendable {
    let touches: [LabelledTouch]
    let measured: [TouchMeasurements]
    let scale: Double

    init(touches: [LabelledTouch], base: GestureSettings) {
        self.touches = touches
        measured = touches.map { TouchMeasurements(frames: $0.frames, settings: base) }
        scale = base.distanceScale
    }

    func name(_ index: Int) -> String { "\(touches[index].label.kind.rawValue) at \(touches[index].source)" }

    /// One value per touch of these kinds (nil: the touch says nothing).
    func values(of kinds: Set<GestureKind>, _ measure: (TouchMeasurements) -> Double?) -> [Evidence] {
        touches.indices.compactMap { index in
            guard kinds.contains(touches[index].label.kind), let value = measure(measured[index]) else { return nil }
            return Evidence(value: value, source: name(index))
        }
    }

    /// One value per stroke (or per touch's first stroke) of these kinds.
    func strokes(of kinds: Set<GestureKind>, first: Bool = false, _ measure: (Stroke) -> Double?) -> [Evidence] {
        touches.indices.flatMap { index -> [Evidence] in
            guard kinds.contains(touches[index].label.kind) else { return [] }
            let strokes = first ? Array(measured[index].strokes.prefix(1)) : measured[index].strokes
            return strokes.enumerated().compactMap { number, stroke in
                measure(stroke).map { Evidence(value: $0, source: name(index) + (strokes.count > 1 ? " (tap \(number + 1))" : "")) }
            }
        }
    }
}
