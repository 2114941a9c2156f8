/// How long the screen has gone untouched: the one count behind every idle
/// timeout in Touchdeck, the kiosk's idle stages (`IdleMachine`: home,
/// attract loop, blank) and a view's `.onIdle(after:perform:)` alike.
///
/// Every touch frame starts it again, and it stands still while a finger is
/// down: a finger held still sends no events, yet nobody would call that
/// screen idle. It never reads a clock; the caller says what time it is.
public struct IdleCount: Sendable, Equatable {
    /// When the count last started: the last touch frame, or `restart(at:)`.
    public private(set) var since: Double
    /// Contacts down now, by id as delivered (across devices).
    private var down: Set<Int> = []

    /// A count starting at `time` with no finger down.
    public init(since time: Double) {
        since = time
    }

    /// Whether a finger is down (the count stands still).
    public var isTouching: Bool { !down.isEmpty }

    /// A touch frame delivered at `time`: the count starts again from it.
    public mutating func touch(_ frame: TouchFrame, at time: Double) {
        for contact in frame.contacts {
            if contact.isActive { down.insert(contact.id) } else { down.remove(contact.id) }
        }
        since = time
    }

    /// Starts the count again at `time` (a stage began); fingers down stay down.
    public mutating func restart(at time: Double) {
        since = time
    }

    /// When `seconds` without a touch run out; nil while a finger is down.
    public func deadline(after seconds: Double) -> Double? {
        isTouching ? nil : since + seconds
    }
}
