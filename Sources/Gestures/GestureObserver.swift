import Geometry

/// Watches what a `GestureEngine` decides, for diagnostics: the on-screen
/// overlay of `touchdeck run --overlay`, a log, a test.
///
/// Set it with `GestureEngine.observer`. It is nil by default, and then the
/// engine does no observation work at all. When set, the engine reports:
/// - `touchSequenceBegan(_:)` when a finger touching down starts a touch
///   sequence (a group of gestures: those attached to the hit region and its
///   ancestors), before any of them has seen the touch;
/// - `gesturePhaseChanged(_:)` for every attached gesture of the sequence,
///   first `.possible` as the sequence begins, then each time its phase
///   changes (values aside: a drag that keeps moving stays `.active`), and a
///   last `.failed(reason)` for one that had not ended when the sequence was
///   decided without it (`.excluded`) or cut short (`.touchCancelled`, …).
///
/// The reports come synchronously from inside `handle`, `advance` and
/// `cancelAll`, in order, with the engine's time (the frame clock: never a
/// wall clock). An observer may read the engine but must not change it.
/// The engine holds it strongly.
public protocol GestureObserver: AnyObject {
    /// A finger touched down on a region with gestures and started `sequence`.
    func touchSequenceBegan(_ sequence: ObservedTouchSequence)
    /// One attached gesture of a sequence reached a new phase.
    func gesturePhaseChanged(_ change: ObservedPhaseChange)
}

/// The phase of an attached gesture as an observer sees it: `GesturePhase`
/// without its value.
public enum ObservedGesturePhase: Hashable, Sendable, CustomStringConvertible {
    case possible
    case active
    case ended
    case failed(GestureEndReason)

    /// `ended` or `failed`.
    public var isTerminal: Bool {
        switch self {
        case .ended, .failed: true
        case .possible, .active: false
        }
    }

    /// `possible`, `active`, `ended` or `failed(movedTooFar)`.
    public var description: String {
        switch self {
        case .possible: "possible"
        case .active: "active"
        case .ended: "ended"
        case .failed(let reason): "failed(\(reason.rawValue))"
        }
    }

    init(_ phase: ArenaPhase) {
        switch phase {
        case .possible: self = .possible
        case .active: self = .active
        case .ended: self = .ended
        case .failed(let reason): self = .failed(reason)
        }
    }
}

/// One gesture attached to a region, as an observer sees it.
public struct ObservedGesture: Hashable, Sendable {
    /// The region it is attached to.
    public var region: RegionID
    /// Its name (`Gesture.diagnosticName`): the type, seen through modifiers,
    /// e.g. `TapGesture` or `ExclusiveGesture<TapGesture, DragGesture>`.
    public var name: String
    /// How it was attached (`.gesture`, `.highPriorityGesture`, `.simultaneousGesture`).
    public var priority: GesturePriority

    public init(region: RegionID, name: String, priority: GesturePriority) {
        self.region = region
        self.name = name
        self.priority = priority
    }
}

/// A touch sequence that began: a finger touched down and the gestures it
/// reaches started watching it.
public struct ObservedTouchSequence: Hashable, Sendable {
    /// Numbers the sequences of one engine: 1, 2, 3, …
    public var id: Int
    /// Seconds on the frame clock.
    public var time: Double
    /// The contact id of the finger that started it.
    public var touch: Int
    /// Where it touched down (screen points).
    public var location: Point
    /// The region the touch hit (the innermost one with gestures).
    public var region: RegionID
    /// The gestures taking part, in the order they rank (one that takes
    /// precedence before those behind it; the hit region's own before its
    /// ancestors' unless attached with `highPriorityGesture`). An
    /// `ObservedPhaseChange.member` indexes this list.
    public var gestures: [ObservedGesture]

    public init(id: Int, time: Double, touch: Int, location: Point, region: RegionID, gestures: [ObservedGesture]) {
        self.id = id
        self.time = time
        self.touch = touch
        self.location = location
        self.region = region
        self.gestures = gestures
    }
}

/// An attached gesture's new phase.
public struct ObservedPhaseChange: Hashable, Sendable {
    /// The sequence (`ObservedTouchSequence.id`).
    public var sequence: Int
    /// The gesture's index in the sequence's `gestures`.
    public var member: Int
    public var gesture: ObservedGesture
    public var phase: ObservedGesturePhase
    /// Seconds on the frame clock.
    public var time: Double

    public init(sequence: Int, member: Int, gesture: ObservedGesture, phase: ObservedGesturePhase, time: Double) {
        self.sequence = sequence
        self.member = member
        self.gesture = gesture
        self.phase = phase
        self.time = time
    }
}
