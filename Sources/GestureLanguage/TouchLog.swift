import TouchModel

/// Every finger of a replay as the engine saw it: when and where it touched
/// down, when it lifted, and how far from its touch-down point it went.
final class TouchLog {
    /// One finger (contact) from touch-down to lift.
    struct Finger {
        var id: Int
        /// Seconds since the trace's first event.
        var down: Double
        var downLocation: Point
        /// When it lifted or was cancelled; nil while down.
        var up: Double?
        /// Cancelled rather than lifted (the trace ended with it down).
        var cancelled = false
        /// The greatest distance from `downLocation`, in points.
        var greatestDistance = 0.0
    }

    private(set) var fingers: [Int: Finger] = [:]

    /// Records one frame (time relative to the trace's first event, positions mapped).
    func observe(_ frame: TouchFrame) {
        let time = Double(frame.time) / 1_000_000
        for contact in frame.contacts {
            var finger = fingers[contact.id]
                ?? Finger(id: contact.id, down: time, downLocation: contact.position)
            finger.greatestDistance = max(finger.greatestDistance, contact.position.distance(to: finger.downLocation))
            if !contact.isActive, finger.up == nil {
                finger.up = time
                finger.cancelled = contact.change.contains(.cancelled)
            }
            fingers[contact.id] = finger
        }
    }

    /// The first lift at or after `time` of a finger that touched down at or after it.
    func firstLift(after time: Double) -> Double? {
        fingers.values.compactMap { $0.down >= time ? $0.up : nil }.min()
    }
}
