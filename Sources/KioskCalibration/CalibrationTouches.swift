import TouchModel

/// Turns touch frames into calibration touches: one finger's positions from
/// down to lift, reduced to their median on each axis. The touch-down and lift
/// samples are left out when others remain (a finger lands and rolls off
/// askew), and the median ignores the odd wild sample a mean would follow —
/// as tslib's calibrator does (`getxy` in tslib's ts_getxy.c sorts a touch's
/// samples by x and by y and takes the middle ones). A touch with a second
/// finger, or a cancelled one, counts for nothing.
public struct CalibrationTouches: Sendable {
    private var samples: [Point] = []
    /// The touch under way counts for nothing (a second finger, a cancel).
    private var spoiled = false
    private var down = false

    public init() {}

    /// Takes a frame; returns the touch's median position when its finger lifted.
    public mutating func take(_ frame: TouchFrame) -> Point? {
        if frame.contacts.filter(\.isActive).count > 1 || frame.contacts.contains(where: { $0.change.contains(.cancelled) }) {
            spoiled = true
        }
        for contact in frame.contacts {
            if contact.change.contains(.began) {
                if !down { (samples, spoiled) = ([], spoiled && frame.contacts.count > 1) }
                down = true
            }
            if down, !contact.change.contains(.cancelled) { samples.append(contact.position) }
        }
        guard down, frame.contacts.allSatisfy({ !$0.isActive }) else { return nil }
        down = false
        defer { spoiled = false }
        guard !spoiled, !samples.isEmpty else { return nil }
        return Self.median(samples.count > 2 ? Array(samples.dropFirst().dropLast()) : samples)
    }

    /// The median of the x values and of the y values (the mean of the middle
    /// two for an even count).
    static func median(_ points: [Point]) -> Point {
        func middle(_ values: [CGFloat]) -> CGFloat {
            let sorted = values.sorted(), half = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2
        }
        return Point(x: middle(points.map(\.x)), y: middle(points.map(\.y)))
    }
}
