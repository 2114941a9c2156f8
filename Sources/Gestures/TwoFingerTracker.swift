#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Motion
import TouchModel

/// Follows the first two fingers of a gesture and measures how their
/// distance and angle changed since both were down: the shared core of
/// `MagnifyGesture` and `RotateGesture`.
struct TwoFingerTracker: Sendable {
    enum Outcome {
        /// Fewer than two fingers so far.
        case waiting
        /// Both fingers down; `lifted` when one of them went up in this event.
        case tracking(lifted: Bool)
        case failed(GestureEndReason)
    }

    private(set) var started = false
    private var first = -1
    private var second = -1
    private var startDistance = 1.0
    private var lastAngle = 0.0
    /// Screen point midway between the fingers when both came down.
    private(set) var startCentroid = Point.zero
    /// Current distance ÷ starting distance.
    private(set) var scale = 1.0
    /// Radians turned since both fingers came down, unwrapped (can exceed ±π).
    private(set) var rotation = 0.0
    private var tracker = VelocityTracker()
    /// The most fingers down at once before both were (0 or 1): the evidence
    /// when the gesture fails for want of fingers.
    private var mostDown = 0
    /// The greatest |scale − 1| and |rotation| so far: the evidence when the
    /// gesture fails because a finger lifted before it was active.
    private(set) var greatestScaleDelta = 0.0
    private(set) var greatestTurn = 0.0
    /// What the tracker measured when it failed (`notEnoughTouches`: the fingers it had).
    private(set) var failureEvidence: GestureFailureEvidence?

    mutating func begin(_ context: GestureContext) {
        started = false
        scale = 1
        rotation = 0
        mostDown = 0
        greatestScaleDelta = 0
        greatestTurn = 0
        failureEvidence = nil
        tracker.window = context.settings.velocityWindow
        tracker.maximumSamples = context.settings.velocitySamples
        tracker.reset()
    }

    /// Velocity of (scale, rotation in radians) per second at `time`.
    func velocity(at time: Double) -> (scale: Double, rotation: Double) {
        let v = tracker.velocity(at: time)
        return (v.x, v.y)
    }

    mutating func update(_ event: GestureEvent) -> Outcome {
        let touches = event.touches
        if !started {
            var a: GestureTouch?
            var b: GestureTouch?
            var i = 0
            while i < touches.count {
                let touch = touches[i]
                if touch.isDown {
                    if a == nil { a = touch } else if b == nil { b = touch }
                }
                i += 1
            }
            guard let a else {
                failureEvidence = .fingersDown(mostDown)
                return .failed(.notEnoughTouches)
            }
            mostDown = 1
            guard let b else { return .waiting }
            started = true
            first = a.id
            second = b.id
            startDistance = max(a.location.distance(to: b.location), 1)
            lastAngle = Self.angle(a.location, b.location)
            startCentroid = Point(x: (a.location.x + b.location.x) / 2, y: (a.location.y + b.location.y) / 2)
            tracker.add(time: event.time, x: 1, y: 0)
            return .tracking(lifted: false)
        }
        guard let a = touches.touch(id: first), let b = touches.touch(id: second) else {
            return .failed(.abandoned)
        }
        if a.change.contains(.cancelled) || b.change.contains(.cancelled) { return .failed(.touchCancelled) }
        if !a.change.isEmpty || !b.change.isEmpty {
            scale = a.location.distance(to: b.location) / startDistance
            let angle = Self.angle(a.location, b.location)
            // Unwrap across ±π so a full turn reads 2π, not a jump back to 0.
            var delta = angle - lastAngle
            if delta > Double.pi { delta -= 2 * Double.pi } else if delta < -Double.pi { delta += 2 * Double.pi }
            rotation += delta
            lastAngle = angle
            tracker.add(time: event.time, x: scale, y: rotation)
            greatestScaleDelta = max(greatestScaleDelta, abs(scale - 1))
            greatestTurn = max(greatestTurn, abs(rotation))
        }
        return .tracking(lifted: !a.isDown || !b.isDown)
    }

    private static func angle(_ a: Point, _ b: Point) -> Double {
        atan2(b.y - a.y, b.x - a.x)
    }
}
