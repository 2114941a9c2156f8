/// The bounds on what browsers can make the kiosk's loop do: however many
/// messages a page (or a hostile client) sends, the loop's work per turn and
/// the memory kept for it stay within these.
///
/// The drop policy, applied as messages arrive (`WebInputQueue.push`):
/// - a `down` beyond `contactsPerClient` fingers of one browser, or beyond
///   `totalContacts` of all browsers, is refused (`reason="contacts"`); the
///   pointer's later moves and its lift are ignored with it;
/// - a `down` or `move` beyond `messagesPerSecond` (a token bucket holding
///   `burst`) is dropped (`reason="rate"`);
/// - moves of one pointer waiting for the same loop turn merge: the newest
///   position wins (not a drop: nothing is lost that a frame could show);
/// - a `down` or `move` arriving while `queueCapacity` items wait is dropped
///   (`reason="queue"`);
/// - a lift (`up`, `cancel`) of a pointer that is down is never dropped, and
///   neither is a browser's connection or disconnection, so no touch is
///   left stuck; they are bounded by the contacts and connections they end.
public struct WebInputLimits: Sendable, Equatable {
    /// Fingers down at once per browser (a real touch panel has at most 10).
    public var contactsPerClient: Int
    /// Fingers down at once over all browsers.
    public var totalContacts: Int
    /// Items waiting for the loop (one loop turn's work).
    public var queueCapacity: Int
    /// `down` and `move` messages a browser may send per second, sustained.
    public var messagesPerSecond: Double
    /// How many it may send at once above that rate.
    public var burst: Double

    /// - Parameters:
    ///   - contactsPerClient: 10, a touch panel's most.
    ///   - totalContacts: 20: two browsers' full hands, or one beside a teacher's.
    ///   - queueCapacity: 1024 items a loop turn.
    ///   - messagesPerSecond: 2400, twice ten fingers at 120 Hz (browsers send a
    ///     pointer's moves at most once per display frame).
    ///   - burst: 600.
    public init(contactsPerClient: Int = 10, totalContacts: Int = 20, queueCapacity: Int = 1024,
                messagesPerSecond: Double = 2400, burst: Double = 600) {
        self.contactsPerClient = max(1, contactsPerClient)
        self.totalContacts = max(1, totalContacts)
        self.queueCapacity = max(16, queueCapacity)
        self.messagesPerSecond = max(1, messagesPerSecond)
        self.burst = max(1, burst)
    }
}

/// Why `WebInputQueue` dropped a browser's message (`touchdeck_web_input_dropped_total{reason}`).
public enum WebInputDrop: String, Sendable, CaseIterable {
    /// A finger beyond the contact limits (with its moves and lift).
    case contacts
    /// A message beyond the browser's rate.
    case rate
    /// The queue was full.
    case queue

    /// For the log.
    var explanation: String {
        switch self {
        case .contacts: "more fingers down than the contact limits allow"
        case .rate: "more messages a second than the rate limit allows"
        case .queue: "the kiosk's input queue is full"
        }
    }
}
