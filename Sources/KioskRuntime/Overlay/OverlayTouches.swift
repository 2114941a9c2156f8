import Geometry
import TouchModel

/// One touch the overlay shows: where it went down, where it has been lately,
/// and when it lifted.
struct OverlayTouch {
    /// A position on the trail; `serial` names its layer for as long as it is shown.
    struct Sample {
        var point: Point
        var time: Double
        var serial: Int
    }

    let id: Int
    let down: Point
    let downTime: Double
    /// The thresholds in effect when it went down.
    let tolerances: OverlayTolerances
    /// Recent positions, oldest first; the last is where the touch is.
    private(set) var samples: [Sample]
    /// When it lifted or was cancelled; nil while down.
    var lifted: Double?
    var cancelled = false
    private var nextSerial = 1

    init(id: Int, at point: Point, time: Double, tolerances: OverlayTolerances) {
        self.id = id
        down = point
        downTime = time
        self.tolerances = tolerances
        samples = [Sample(point: point, time: time, serial: 0)]
    }

    var position: Point { samples.last?.point ?? down }

    mutating func move(to point: Point, at time: Double, capacity: Int) {
        guard point != position else { return }
        samples.append(Sample(point: point, time: time, serial: nextSerial))
        nextSerial += 1
        if samples.count > capacity { samples.removeFirst(samples.count - capacity) }
    }

    /// Drops the positions older than `oldest`, keeping the current one.
    mutating func forget(before oldest: Double) {
        let stale = samples.prefix { $0.time < oldest }.count
        if stale > 0 { samples.removeFirst(min(stale, samples.count - 1)) }
    }
}

/// The touches the overlay shows, from the touch frames the gestures see:
/// bounded in touches and in trail positions, so memory does not grow with
/// run time.
struct OverlayTouches {
    let style: OverlayStyle
    /// In touch-down order.
    private(set) var touches: [OverlayTouch] = []

    init(style: OverlayStyle) { self.style = style }

    /// Follows a frame: new touches start with `tolerances`, moves extend trails, lifts start fading.
    mutating func touched(_ frame: TouchFrame, at time: Double, tolerances: OverlayTolerances) {
        // A position no screen has (a wild calibration) is not drawn.
        for contact in frame.contacts where contact.position.x.isFinite && contact.position.y.isFinite {
            let index = touches.firstIndex { $0.id == contact.id }
            if contact.change.contains(.began) || index == nil {
                if let index { touches.remove(at: index) }
                touches.append(OverlayTouch(id: contact.id, at: contact.position, time: time, tolerances: tolerances))
            } else if let index {
                touches[index].move(to: contact.position, at: time, capacity: max(2, style.trailPoints))
            }
            if !contact.isActive, let last = touches.indices.last(where: { touches[$0].id == contact.id }) {
                touches[last].lifted = touches[last].lifted ?? time
                touches[last].cancelled = contact.change.contains(.cancelled)
            }
        }
        if touches.count > style.maximumTouches {
            // Lifted ones go first, then the oldest.
            while touches.count > style.maximumTouches, let lifted = touches.firstIndex(where: { $0.lifted != nil }) {
                touches.remove(at: lifted)
            }
            if touches.count > style.maximumTouches { touches.removeFirst(touches.count - style.maximumTouches) }
        }
        prune(at: time)
    }

    /// Forgets what has faded by `time`.
    mutating func prune(at time: Double) {
        touches.removeAll { $0.lifted.map { time - $0 >= style.linger } ?? false }
        for index in touches.indices { touches[index].forget(before: time - style.trailDuration) }
    }

    /// How opaque a touch's marks are at `time`: fading out after it lifted.
    func fade(_ touch: OverlayTouch, at time: Double) -> Double {
        guard let lifted = touch.lifted else { return 1 }
        guard style.linger > 0 else { return 0 }
        return max(0, min(1, 1 - (time - lifted) / style.linger))
    }

    /// `.nextFrame` while a trail or a lifted touch fades.
    var isFading: Bool { touches.contains { $0.lifted != nil || $0.samples.count > 1 } }
}
