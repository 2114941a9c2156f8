import Motion
import TouchModel

/// A two-finger rotation, as SwiftUI's `RotateGesture` (iOS 17).
///
/// Waits for two fingers in its region, becomes active once the line between
/// them has turned by `minimumAngleDelta`, and ends when one of them lifts.
/// Lifting before that fails it. The rotation is unwrapped: turning twice
/// round reads 720°.
public struct RotateGesture: Gesture, Sendable {
    /// The value of a rotation.
    public struct Value: Hashable, Sendable {
        /// Seconds on the frame clock.
        public var time: Double
        /// The angle turned since both fingers came down (clockwise positive
        /// on a screen whose y axis points down).
        public var rotation: Angle
        /// Angle turned per second.
        public var velocity: Angle
        /// Where the rotation started, as a unit point of the region.
        public var startAnchor: UnitPoint
        /// Where the rotation started (midway between the fingers), local coordinates.
        public var startLocation: Point

        public init(time: Double, rotation: Angle, velocity: Angle, startAnchor: UnitPoint, startLocation: Point) {
            self.time = time
            self.rotation = rotation
            self.velocity = velocity
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }
    }

    /// The turn needed before the gesture becomes active.
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public func makeRecognizer() -> Recognizer { Recognizer(minimumAngleDelta: minimumAngleDelta.radians) }

    /// The recognizer behind `RotateGesture`.
    public struct Recognizer: GestureRecognizer, Sendable {
        let minimumAngleDelta: Double
        var fingers = TwoFingerTracker()
        var raw: GesturePhase<Value> = .possible(nil)
        public private(set) var failureEvidence: GestureFailureEvidence?

        public mutating func begin(_ context: GestureContext) {
            fingers.begin(context)
            raw = .possible(nil)
            failureEvidence = nil
        }

        public mutating func update(_ event: GestureEvent, inherited: InheritedPhase) -> GesturePhase<Value> {
            if !raw.isTerminal {
                switch fingers.update(event) {
                case .waiting:
                    break
                case .failed(let reason):
                    raw = .failed(reason)
                    failureEvidence = fingers.failureEvidence
                case .tracking(let lifted):
                    let active = raw.isActive || abs(fingers.rotation) >= minimumAngleDelta
                    if lifted {
                        if active {
                            raw = .ended(value(event))
                        } else {
                            raw = .failed(.releasedTooEarly)
                            failureEvidence = .angleReach(Angle.radians(fingers.greatestTurn).degrees)
                        }
                    } else if active {
                        raw = .active(value(event))
                    }
                }
            }
            return raw.applying(.none, inherited: inherited)
        }

        private func value(_ event: GestureEvent) -> Value {
            Value(time: event.time, rotation: .radians(fingers.rotation), velocity: .radians(fingers.velocity(at: event.time).rotation),
                  startAnchor: event.unitPoint(fingers.startCentroid),
                  startLocation: event.convert(fingers.startCentroid, to: .local))
        }

        public mutating func reset(_ reason: GestureEndReason) {
            raw = .failed(reason)
        }

        public var deadline: Double? { nil }
    }
}
