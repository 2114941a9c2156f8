import TouchModel

/// A tap that reports where it happened, as SwiftUI's `SpatialTapGesture`.
/// Same rules as `TapGesture`; `Value.location` is where the last tap lifted,
/// in `coordinateSpace`.
public struct SpatialTapGesture: Gesture, Sendable {
    /// The value of a spatial tap.
    public struct Value: Hashable, Sendable {
        /// Where the (last) tap lifted.
        public var location: Point

        public init(location: Point) {
            self.location = location
        }
    }

    public var count: Int
    public var coordinateSpace: CoordinateSpace

    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    public var requiredTapCount: Int { max(1, count) }

    public func makeRecognizer() -> Recognizer {
        Recognizer(tracker: TapTracker(count: count), space: coordinateSpace)
    }

    /// The recognizer behind `SpatialTapGesture`.
    public struct Recognizer: GestureRecognizer, Sendable {
        var tracker: TapTracker
        let space: CoordinateSpace
        var raw: GesturePhase<Value> = .possible(nil)

        public mutating func begin(_ context: GestureContext) {
            tracker.begin(context)
            raw = .possible(nil)
        }

        public mutating func update(_ event: GestureEvent, inherited: InheritedPhase) -> GesturePhase<Value> {
            if !raw.isTerminal {
                switch tracker.update(event) {
                case .possible: break
                case .ended(let location): raw = .ended(Value(location: event.convert(location, to: space)))
                case .failed(let reason): raw = .failed(reason)
                }
            }
            return raw.applying(.failIfActive, inherited: inherited)
        }

        public mutating func reset(_ reason: GestureEndReason) {
            raw = .failed(reason)
        }

        public var deadline: Double? { raw.isTerminal ? nil : tracker.deadline }

        public var failureEvidence: GestureFailureEvidence? { tracker.failureEvidence }
    }
}
