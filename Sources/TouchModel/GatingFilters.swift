/// Keeps a contact away from consumers for its whole life once a filter drops
/// it, and ends visibly a contact it stops after consumers saw it.
struct ContactGate {
    /// Contacts dropped for the rest of their life (ids).
    private(set) var dropped: Set<Int> = []
    /// Contacts consumers have seen begin and not yet seen end (ids).
    private(set) var shown: Set<Int> = []

    /// Reports `contact` if `keep`; a shown contact that is no longer kept ends
    /// here and is dropped for the rest of its life.
    mutating func pass(_ contact: TouchContact, keep: Bool) -> TouchContact? {
        if dropped.contains(contact.id) {
            if !contact.isActive { dropped.remove(contact.id) }
            return nil
        }
        if !keep {
            if contact.isActive { dropped.insert(contact.id) }
            guard shown.remove(contact.id) != nil else { return nil }
            var ended = contact
            ended.change = .ended
            return ended
        }
        var out = contact
        if shown.contains(contact.id) {
            if !contact.isActive { shown.remove(contact.id) }
        } else {
            // First time consumers see it: whatever happened before, it begins now.
            out.change.remove(.moved)
            out.change.insert(.began)
            if contact.isActive { shown.insert(contact.id) }
        }
        return out
    }

    func isShown(_ id: Int) -> Bool { shown.contains(id) }

    mutating func reset() {
        dropped.removeAll()
        shown.removeAll()
    }
}

/// tslib `pthres`: a contact touches only while its pressure reaches
/// `minimum`. Contacts of devices without pressure pass unchanged. One that
/// starts too light appears once it presses hard enough; one that gets too
/// light after appearing ends and stays gone until lifted.
public final class PressureFilter: TouchFilter {
    public let minimum: Int32
    private var gate = ContactGate()
    private var waiting: Set<Int> = []

    public init(minimum: Int32) { self.minimum = minimum }

    public func filter(_ frame: TouchFrame) -> TouchFrame? {
        var out: [TouchContact] = []
        for contact in frame.contacts {
            guard let pressure = contact.pressure else {
                if let kept = gate.pass(contact, keep: true) { out.append(kept) }
                continue
            }
            let heavy = pressure >= minimum
            if !gate.isShown(contact.id), !heavy {
                // Not yet touching: wait, unless it already lifted.
                if contact.isActive { waiting.insert(contact.id) } else { waiting.remove(contact.id) }
                continue
            }
            waiting.remove(contact.id)
            if let kept = gate.pass(contact, keep: heavy) { out.append(kept) }
        }
        return filteredFrame(time: frame.time, out)
    }

    public func reset() {
        gate.reset()
        waiting.removeAll()
    }
}

/// tslib `crop`: a touch that begins off the screen is dropped; one that
/// moves off it is held at the edge.
public final class CropFilter: TouchFilter {
    public let screen: Size
    private var gate = ContactGate()

    public init(screen: Size) { self.screen = screen }

    public func filter(_ frame: TouchFrame) -> TouchFrame? {
        var out: [TouchContact] = []
        for var contact in frame.contacts {
            let p = contact.position
            let inside = p.x >= 0 && p.y >= 0 && p.x < screen.width && p.y < screen.height
            let keep = gate.isShown(contact.id) || (inside && contact.change.contains(.began))
            contact.position = Point(x: min(max(p.x, 0), max(0, screen.width - 1)),
                                     y: min(max(p.y, 0), max(0, screen.height - 1)))
            if let kept = gate.pass(contact, keep: keep) { out.append(kept) }
        }
        return filteredFrame(time: frame.time, out)
    }

    public func reset() { gate.reset() }
}

/// tslib `debounce`: a touch that begins within `seconds` of the last
/// release is a bounce of that release and is dropped for its life.
public final class DebounceFilter: TouchFilter {
    public let interval: Int64
    private var gate = ContactGate()
    private var lastRelease: Int64?

    public init(seconds: Double) { interval = Int64((seconds * 1_000_000).rounded()) }

    public func filter(_ frame: TouchFrame) -> TouchFrame? {
        var out: [TouchContact] = []
        for contact in frame.contacts {
            var keep = true
            if contact.change.contains(.began), let release = lastRelease, frame.time - release < interval { keep = false }
            let shown = gate.isShown(contact.id)
            if let kept = gate.pass(contact, keep: keep || shown) {
                out.append(kept)
                if kept.change.contains(.ended) { lastRelease = frame.time }
            }
        }
        return filteredFrame(time: frame.time, out)
    }

    public func reset() {
        gate.reset()
        lastRelease = nil
    }
}

/// Against ghost taps: a contact is reported only once it was seen in `count`
/// frames (it then begins at its latest position); one that lifts sooner is
/// dropped.
public final class MinimumSamplesFilter: TouchFilter {
    public let count: Int
    private var gate = ContactGate()
    private var samples: [Int: Int] = [:]

    public init(count: Int) { self.count = max(1, count) }

    public func filter(_ frame: TouchFrame) -> TouchFrame? {
        var out: [TouchContact] = []
        for contact in frame.contacts {
            if gate.isShown(contact.id) {
                if let kept = gate.pass(contact, keep: true) { out.append(kept) }
                continue
            }
            let seen = (samples[contact.id] ?? 0) + 1
            guard seen >= count else {
                if contact.isActive { samples[contact.id] = seen } else { samples[contact.id] = nil }
                continue
            }
            samples[contact.id] = nil
            if let kept = gate.pass(contact, keep: true) { out.append(kept) }
        }
        return filteredFrame(time: frame.time, out)
    }

    public func reset() {
        gate.reset()
        samples.removeAll()
    }
}
