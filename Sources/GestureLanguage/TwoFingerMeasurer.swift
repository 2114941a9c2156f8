#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Gestures
import TouchModel

/// `TwoFingerTracker`'s rules (Gestures/TwoFingerTracker.swift) with
/// `MagnifyGesture`'s or `RotateGesture`'s activation, keeping what they
/// measured: the most fingers down at once when the gesture lost its last
/// finger (`fingersDown`), and the greatest change of scale (`scaleReach`)
/// or turn (`angleReach`) reached before a finger lifted.
struct TwoFingerMeasurer: Sendable {
    private let rotation: Bool
    private let minimumScaleDelta: Double
    private let minimumAngle: Double
    private var started = false
    private var done = false
    private var active = false
    private var first = -1
    private var second = -1
    private var startDistance = 1.0
    private var lastAngle = 0.0
    private var scale = 1.0
    private var turned = 0.0
    private var mostDown = 0
    private var greatestScaleDelta = 0.0
    private var greatestTurn = 0.0

    init(rotation: Bool, _ thresholds: ResolvedThresholds) {
        self.rotation = rotation
        minimumScaleDelta = thresholds.minimumScaleDelta
        minimumAngle = thresholds.minimumAngle.radians
    }

    mutating func observe(_ event: GestureEvent) -> (GestureEndReason, FailureEvidence)? {
        guard !done else { return nil }
        let touches = event.touches
        mostDown = max(mostDown, touches.downCount)
        if !started {
            var down: [GestureTouch] = []
            var i = 0
            while i < touches.count {
                if touches[i].isDown && down.count < 2 { down.append(touches[i]) }
                i += 1
            }
            guard let a = down.first else { return finish(.notEnoughTouches, .fingersDown(mostDown)) }
            guard down.count == 2 else { return nil }
            let b = down[1]
            started = true
            first = a.id
            second = b.id
            startDistance = max(a.location.distance(to: b.location), 1)
            lastAngle = Self.angle(a.location, b.location)
            return decide(lifted: false)
        }
        guard let a = touches.touch(id: first), let b = touches.touch(id: second) else { return finish(.abandoned, nil) }
        if a.change.contains(.cancelled) || b.change.contains(.cancelled) { return finish(.touchCancelled, nil) }
        if !a.change.isEmpty || !b.change.isEmpty {
            scale = a.location.distance(to: b.location) / startDistance
            let angle = Self.angle(a.location, b.location)
            var delta = angle - lastAngle
            if delta > Double.pi { delta -= 2 * Double.pi } else if delta < -Double.pi { delta += 2 * Double.pi }
            turned += delta
            lastAngle = angle
        }
        return decide(lifted: !a.isDown || !b.isDown)
    }

    /// The recognizers' step after tracking: active once the change is big
    /// enough; a lift before that fails.
    private mutating func decide(lifted: Bool) -> (GestureEndReason, FailureEvidence)? {
        greatestScaleDelta = max(greatestScaleDelta, abs(scale - 1))
        greatestTurn = max(greatestTurn, abs(turned))
        active = active || (rotation ? abs(turned) >= minimumAngle : abs(scale - 1) >= minimumScaleDelta)
        guard lifted else { return nil }
        done = true
        guard !active else { return nil }
        return rotation
            ? (.releasedTooEarly, .angleReach(Angle.radians(greatestTurn).degrees))
            : (.releasedTooEarly, .scaleReach(greatestScaleDelta))
    }

    private mutating func finish(_ reason: GestureEndReason, _ evidence: FailureEvidence?) -> (GestureEndReason, FailureEvidence)? {
        done = true
        return evidence.map { (reason, $0) }
    }

    private static func angle(_ a: Point, _ b: Point) -> Double {
        atan2(b.y - a.y, b.x - a.x)
    }
}
