import TouchModel

/// A two-finger pinch, as SwiftUI's `MagnifyGesture` (iOS 17).
///
/// Waits for two fingers in its region (a second finger landing on a region
/// whose gesture runs is offered to it), becomes active once the distance
/// between them has changed by `minimumScaleDelta`, and ends when one of them
/// lifts. Lifting before that fails it.
public struct MagnifyGesture: Gesture, Sendable {
    /// The value of a pinch.
    public struct Value: Hashable, Sendable {
        /// Seconds on the frame clock.
        public var time: Double
        /// Current finger distance ÷ distance when both came down.
        public var magnification: CGFloat
        /// Change of `magnification` per second.
        public var velocity: CGFloat
        /// Where the pinch started, as a unit point of the region.
        public var startAnchor: UnitPoint
        /// Where the pinch started (midway between the fingers), local coordinates.
        public var startLocation: Point

        public init(time: Double, magnification: CGFloat, velocity: CGFloat, startAnchor: UnitPoint, startLocation: Point) {
            self.time = time
            self.magnification = magnification
            self.velocity = velocity
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }
    }

    /// The change of scale needed before the gesture becomes active.
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public func makeRecognizer() -> Recognizer { Recognizer(minimumScaleDelta: minimumScaleDelta) }

    /// The recognizer behind `MagnifyGesture`.
    public struct Recognizer: GestureRecognizer, Sendable {
        let minimumScaleDelta: Double
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
                    let active = raw.isActive || abs(fingers.scale - 1) >= minimumScaleDelta
                    if lifted {
                        if active {
                            raw = .ended(value(event))
                        } else {
                            raw = .failed(.releasedTooEarly)
                            failureEvidence = .scaleReach(fingers.greatestScaleDelta)
                        }
                    } else if active {
                        raw = .active(value(event))
                    }
                }
            }
            return raw.applying(.none, inherited: inherited)
        }

        private func value(_ event: GestureEvent) -> Value {
            Value(time: event.time, magnification: fingers.scale, velocity: fingers.velocity(at: event.time).scale,
                  startAnchor: event.unitPoint(fingers.startCentroid),
                  startLocation: event.convert(fingers.startCentroid, to: .local))
        }

        public mutating func reset(_ reason: GestureEndReason) {
            raw = .failed(reason)
        }

        public var deadline: Double? { nil }
    }
}
