import Gestures

/// Counts the gestures a `GestureEngine` recognizes and those that fail, by
/// reason, into `KioskMetrics`, and passes every report on to the observer
/// that was there before (the overlay of `run --overlay`), so both see them.
public final class GestureMetricsObserver: GestureObserver {
    private let metrics: KioskMetrics
    private let next: (any GestureObserver)?

    /// - Parameter next: the engine's previous observer, told everything after the count.
    public init(metrics: KioskMetrics, next: (any GestureObserver)?) {
        self.metrics = metrics
        self.next = next
    }

    public func touchSequenceBegan(_ sequence: ObservedTouchSequence) {
        next?.touchSequenceBegan(sequence)
    }

    public func gesturePhaseChanged(_ change: ObservedPhaseChange) {
        switch change.phase {
        case .ended: metrics.gestureRecognized(change.gesture.name)
        case .failed(let reason): metrics.gestureFailed(change.gesture.name, reason: reason)
        case .possible, .active: break
        }
        next?.gesturePhaseChanged(change)
    }
}
