import TouchModel

/// Turns touch frames into calibration touches: one finger's positions from
/// down to lift, averaged (a finger settles and wobbles; the mean is steadier
/// than the lift point). A touch with a second finger, or a cancelled one,
/// counts for nothing.
public struct CalibrationTouches: Sendable {
    private var sum = Point.zero
    private var count = 0
    /// The touch under way counts for nothing (a second finger, a cancel).
    private var spoiled = false
    private var down = false

    public init() {}

    /// Takes a frame; returns the touch's mean position when its finger lifted.
    public mutating func take(_ frame: TouchFrame) -> Point? {
        if frame.contacts.filter(\.isActive).count > 1 || frame.contacts.contains(where: { $0.change.contains(.cancelled) }) {
            spoiled = true
        }
        for contact in frame.contacts {
            if contact.change.contains(.began) {
                if !down { (sum, count, spoiled) = (.zero, 0, spoiled && frame.contacts.count > 1) }
                down = true
            }
            if down, !contact.change.contains(.cancelled) {
                sum = Point(x: sum.x + contact.position.x, y: sum.y + contact.position.y)
                count += 1
            }
        }
        guard down, frame.contacts.allSatisfy({ !$0.isActive }) else { return nil }
        down = false
        defer { spoiled = false }
        guard !spoiled, count > 0 else { return nil }
        return Point(x: sum.x / Double(count), y: sum.y / Double(count))
    }
}
