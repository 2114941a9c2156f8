/// The state of all contacts at one `SYN_REPORT`: one touch scan, the
/// device's report of every contact it sensed in one pass over the surface.
///
/// `contacts` holds every contact still down after the frame plus those that
/// ended or were cancelled in it (flagged in `change`), in a stable order:
/// ascending id.
public struct TouchFrame: Hashable, Sendable {
    /// Microseconds, on the source's clock.
    public var time: Int64
    public var contacts: [TouchContact]

    public init(time: Int64, contacts: [TouchContact]) {
        self.time = time
        self.contacts = contacts
    }

    /// Contacts that are down after this frame.
    public var active: [TouchContact] { contacts.filter(\.isActive) }
    public var began: [TouchContact] { contacts.filter { $0.change.contains(.began) } }
    public var moved: [TouchContact] { contacts.filter { $0.change.contains(.moved) } }
    public var ended: [TouchContact] { contacts.filter { $0.change.contains(.ended) } }
    public var cancelled: [TouchContact] { contacts.filter { $0.change.contains(.cancelled) } }

    /// Time in seconds relative to `origin` microseconds.
    public func seconds(since origin: Int64) -> Double { Double(time - origin) / 1_000_000 }
}
