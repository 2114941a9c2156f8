/// tslib `median`: each contact's position is the median of its last
/// `window` samples, per axis, which removes single-sample spikes.
public final class MedianFilter: TouchFilter {
    public let window: Int
    private var history: [Int: [Point]] = [:]

    public init(window: Int) { self.window = max(1, window) }

    public func filter(_ frame: TouchFrame) -> TouchFrame? {
        var out = frame
        for index in out.contacts.indices {
            let contact = out.contacts[index]
            var samples = contact.change.contains(.began) ? [] : history[contact.id] ?? []
            if contact.change.contains(.moved) || contact.change.contains(.began) || samples.isEmpty {
                samples.append(contact.position)
                if samples.count > window { samples.removeFirst(samples.count - window) }
            }
            out.contacts[index].position = Point(x: Self.median(samples.map { Double($0.x) }), y: Self.median(samples.map { Double($0.y) }))
            history[contact.id] = contact.isActive ? samples : nil
        }
        return out
    }

    public func reset() { history.removeAll() }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }
}

/// tslib `dejitter`: small movements are averaged over the last four samples
/// with tslib's weights (newest heaviest); a jump of more than `threshold`
/// points restarts the history so fast moves are not smeared.
public final class DejitterFilter: TouchFilter {
    public let threshold: Double
    private var history: [Int: [Point]] = [:]
    /// tslib's weights by number of samples, newest first, over their sum.
    private static let weights: [[Double]] = [[1], [5, 3], [8, 5, 3], [6, 4, 3, 3]]

    public init(threshold: Double) { self.threshold = threshold }

    public func filter(_ frame: TouchFrame) -> TouchFrame? {
        var out = frame
        for index in out.contacts.indices {
            let contact = out.contacts[index]
            var samples = contact.change.contains(.began) ? [] : history[contact.id] ?? []
            if let last = samples.first, last.distance(to: contact.position) > threshold { samples.removeAll() }
            if contact.change.contains(.moved) || samples.isEmpty {
                samples.insert(contact.position, at: 0)
                if samples.count > 4 { samples.removeLast() }
            }
            let weights = Self.weights[samples.count - 1]
            let total = weights.reduce(0, +)
            var x = 0.0, y = 0.0
            for (weight, sample) in zip(weights, samples) {
                x += weight * sample.x
                y += weight * sample.y
            }
            out.contacts[index].position = Point(x: x / total, y: y / total)
            history[contact.id] = contact.isActive ? samples : nil
        }
        return out
    }

    public func reset() { history.removeAll() }
}
