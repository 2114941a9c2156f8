/// Turns a device's raw evdev events into `TouchFrame`s, one per `SYN_REPORT`
/// that changed any contact. One assembler serves every source: trace files,
/// libevdev and uinput round trips alike.
///
/// The protocol is chosen from the description: multitouch protocol B (slots),
/// protocol A (`SYN_MT_REPORT` groups) or single touch (`ABS_X`/`ABS_Y` and a
/// touch button). Contact ids are assigned here, counting up from 1, and are
/// never reused within one assembler, unlike kernel tracking ids.
public final class FrameAssembler {
    public let device: DeviceDescription
    private let decoder: any ContactDecoder
    private var ids = ContactIDSource()
    /// Set by `SYN_DROPPED`: events up to the next `SYN_REPORT` are incomplete and skipped.
    /// That `SYN_REPORT` still closes a frame with what came before the drop.
    private var dropping = false

    /// How many events were ignored because they referred to state the device
    /// does not have (a slot beyond the slot count, more contacts than slots).
    public private(set) var ignoredEvents = 0

    public init(device: DeviceDescription) {
        self.device = device
        switch device.touchProtocol {
        case .b: decoder = SlotDecoder(device: device)
        case .a: decoder = AnonymousContactDecoder(device: device)
        case .single, .none: decoder = SingleTouchDecoder(device: device)
        }
    }

    /// Feeds one event; returns a frame when it closes one that changed contacts.
    public func feed(_ event: InputEvent) -> TouchFrame? {
        if event.type == EventType.syn {
            switch event.code {
            case SynCode.report:
                if dropping {
                    // The events since SYN_DROPPED were skipped; each decoder
                    // forgets what cannot stand without them. What it keeps
                    // (a lift before the drop) is reported now, not lost.
                    dropping = false
                    decoder.discardPending()
                }
                return decoder.commit(time: event.time, ids: &ids)
            case SynCode.dropped:
                dropping = true
                return nil
            case SynCode.mtReport:
                if !dropping { decoder.contactSeparator() }
                return nil
            default:
                return nil
            }
        }
        if dropping { return nil }
        if !decoder.apply(event) { ignoredEvents += 1 }
        return nil
    }

    /// Ends every contact as cancelled: the device vanished or its state is unknown.
    public func cancelAll(time: Int64) -> TouchFrame? {
        dropping = false
        return decoder.cancelAll(time: time)
    }

    /// Contacts currently down.
    public var activeContacts: [TouchContact] { decoder.activeContacts }
}

/// Hands out contact ids.
struct ContactIDSource {
    private var next = 1
    mutating func take() -> Int {
        defer { next += 1 }
        return next
    }
}

/// One touch protocol's state machine. Implementations are classes so the
/// assembler mutates them in place, without copying their slot arrays.
protocol ContactDecoder: AnyObject {
    /// Applies a non-`EV_SYN` event; false when the event was ignored as invalid.
    func apply(_ event: InputEvent) -> Bool
    /// `SYN_MT_REPORT` (protocol A only).
    func contactSeparator()
    /// `SYN_REPORT`: the frame, when any contact changed.
    func commit(time: Int64, ids: inout ContactIDSource) -> TouchFrame?
    /// Forgets what cannot be committed without the events a `SYN_DROPPED`
    /// skipped; the commit that follows reports the rest.
    func discardPending()
    func cancelAll(time: Int64) -> TouchFrame?
    var activeContacts: [TouchContact] { get }
}

/// Builds the frame for contacts that were flagged in a commit.
func makeFrame(time: Int64, _ contacts: [TouchContact]) -> TouchFrame? {
    guard contacts.contains(where: { !$0.change.isEmpty }) else { return nil }
    return TouchFrame(time: time, contacts: contacts.sorted { $0.id < $1.id })
}
