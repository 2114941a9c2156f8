import TouchModel

/// A gesture that follows a finger once it has moved a minimum distance, as
/// SwiftUI's `DragGesture`.
///
/// It becomes active when the finger is `minimumDistance` or more from where
/// it touched down (at once for 0), reports a value on every move, and ends
/// when the finger lifts. Lifting before it is active fails it
/// (`releasedTooEarly`); a second finger fails it (`tooManyTouches`).
///
/// The velocity is SwiftUI's (`VelocitySampler`: the last three samples,
/// the lift counting as one) and `predictedEndLocation` is `location +
/// velocity × 0.25 s` (`GestureSettings.dragPredictionTime`). A config can
/// switch to a least-squares fit instead (`velocityLeastSquares`).
///
/// In `.local` coordinates both `location` and `startLocation` are in the
/// region's frame *now*: a region moved during the drag moves its space, as
/// SwiftUI's, so `translation` stays the finger's own movement (a view that
/// follows the drag with `.offset` does not feed back into it) while
/// `location` shifts with the region.
///
/// Standing second in an exclusive combination it is paused until the first
/// gesture fails; standing second in a sequence it starts from wherever the
/// inherited finger is when the first gesture ends.
public struct DragGesture: Gesture, Sendable {
    /// The state of a drag, as SwiftUI's `DragGesture.Value`.
    public struct Value: Hashable, Sendable {
        /// Seconds on the frame clock of the event that produced this value
        /// (SwiftUI uses a `Date`).
        public var time: Double
        /// Where the finger is, in the gesture's coordinate space.
        public var location: Point
        /// Where the finger touched down (or where the drag took the finger
        /// over, in a sequence).
        public var startLocation: Point
        /// `location - startLocation`.
        public var translation: Size
        /// Points per second.
        public var velocity: Size
        /// Where the finger would come to rest if it were flung now.
        public var predictedEndLocation: Point
        /// `predictedEndLocation - startLocation`.
        public var predictedEndTranslation: Size

        public init(time: Double, location: Point, startLocation: Point, velocity: Size, predictedEndLocation: Point) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.translation = location.difference(from: startLocation)
            self.velocity = velocity
            self.predictedEndLocation = predictedEndLocation
            self.predictedEndTranslation = predictedEndLocation.difference(from: startLocation)
        }
    }

    /// Points the finger must move before the drag starts; `nil` takes
    /// `GestureSettings.dragMinimumDistance` (10 pt).
    public var minimumDistance: CGFloat?
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat? = nil, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public func makeRecognizer() -> Recognizer {
        Recognizer(minimumDistance: minimumDistance.map { Double($0) }, space: coordinateSpace)
    }

    /// The recognizer behind `DragGesture`.
    public struct Recognizer: GestureRecognizer, Sendable {
        let minimumDistance: Double?
        let space: CoordinateSpace
        var distance = 10.0
        var projection = 0.25
        var leastSquares = false
        var sampler = VelocitySampler()
        var tracker = VelocityTracker()
        var finger = -1
        var start = Point.zero
        var started = false
        /// The greatest distance from the start reached before the drag was active.
        var reach = 0.0
        var raw: GesturePhase<Value> = .possible(nil)
        public private(set) var failureEvidence: GestureFailureEvidence?

        init(minimumDistance: Double?, space: CoordinateSpace) {
            self.minimumDistance = minimumDistance
            self.space = space
        }

        public mutating func begin(_ context: GestureContext) {
            let settings = context.settings
            distance = minimumDistance ?? settings.dragMinimumDistance * settings.distanceScale
            projection = settings.dragPredictionTime
            leastSquares = settings.velocityLeastSquares
            tracker.window = settings.velocityWindow
            tracker.maximumSamples = settings.velocitySamples
            tracker.reset()
            sampler.reset()
            started = false
            reach = 0
            raw = .possible(nil)
            failureEvidence = nil
        }

        public mutating func update(_ event: GestureEvent, inherited: InheritedPhase) -> GesturePhase<Value> {
            if !raw.isTerminal { step(event) }
            return raw.applying(.pausedUntilFailed, inherited: inherited)
        }

        private mutating func step(_ event: GestureEvent) {
            if !started {
                guard let touch = event.touches.firstDown else {
                    fail(.releasedTooEarly, .dragReach(0))
                    return
                }
                started = true
                finger = touch.id
                start = touch.location
                sample(event.time, touch.location, lift: false)
            }
            guard let touch = event.touches.touch(id: finger) else {
                fail(.abandoned, nil)
                return
            }
            if touch.change.contains(.cancelled) {
                fail(.touchCancelled, nil)
                return
            }
            let contacts = event.touches.contactCount
            if contacts > 1 {
                fail(.tooManyTouches, .touches(contacts))
                return
            }
            if touch.change.contains(.moved) || !touch.isDown {
                sample(event.time, touch.location, lift: !touch.isDown)
            }
            var isActive = raw.isActive
            if !isActive {
                let moved = touch.location.distance(to: start)
                reach = max(reach, moved)
                isActive = moved >= distance
            }
            if !touch.isDown {
                if isActive {
                    raw = .ended(value(event, touch.location))
                } else {
                    fail(.releasedTooEarly, .dragReach(reach))
                }
            } else if isActive && (!raw.isActive || !touch.change.isEmpty) {
                // A tick (no change) keeps the last value, so `onChanged` stays quiet.
                raw = .active(value(event, touch.location))
            }
        }

        private mutating func fail(_ reason: GestureEndReason, _ evidence: GestureFailureEvidence?) {
            raw = .failed(reason)
            failureEvidence = evidence
        }

        private mutating func sample(_ time: Double, _ location: Point, lift: Bool) {
            if leastSquares {
                // The fit keeps its own rule (Flutter's): only movement is a sample.
                if !lift { tracker.add(time: time, x: location.x, y: location.y) }
            } else {
                sampler.add(time: time, x: location.x, y: location.y)
            }
        }

        private func value(_ event: GestureEvent, _ location: Point) -> Value {
            let (vx, vy) = leastSquares ? tracker.velocity(at: event.time) : sampler.velocity
            let local = event.convert(location, to: space)
            let predicted = Point(x: local.x + vx * projection, y: local.y + vy * projection)
            return Value(time: event.time, location: local, startLocation: event.convert(start, to: space),
                         velocity: Size(width: vx, height: vy), predictedEndLocation: predicted)
        }

        public mutating func reset(_ reason: GestureEndReason) {
            raw = .failed(reason)
        }

        public var deadline: Double? { nil }
    }
}
