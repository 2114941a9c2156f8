/// Multitouch protocol B: per-slot state, contacts keyed by `ABS_MT_TRACKING_ID`.
///
/// Kernel rules this follows: axis values persist in a slot across contacts
/// (the kernel only sends what changed); a tracking id replaced by another
/// without a -1 in between ends one contact and begins the next; values for a
/// slot without a tracking id never create a contact; `MT_TOOL_PALM` cancels.
final class SlotDecoder: ContactDecoder {
    private struct Slot {
        var trackingID: Int32 = -1
        var contact: TouchContact?
        /// A palm: the contact is hidden from consumers until its tracking id ends.
        var suppressed = false
        /// The contact was part of an emitted frame (so it must be ended or cancelled visibly).
        var published = false
        var x: Int32 = 0, y: Int32 = 0
        var pressure: Int32?, major: Int32?, minor: Int32?
        var tool: Int32 = MTToolType.finger
        var axesChanged = false
    }

    private var slots: [Slot]
    private var current: Int
    /// Contacts that ended mid-frame (tracking id replaced or -1), emitted at the commit.
    private var finished: [TouchContact] = []
    private let hasPressure: Bool, hasMajor: Bool, hasMinor: Bool

    /// The most slots a device can have: the kernel's limit (`input_mt_init_slots`).
    static let maximumSlots = 1024

    init(device: DeviceDescription) {
        // A description can declare any range (a trace file can say anything):
        // slots beyond the kernel's limit are never made, and their events are
        // ignored like those of any slot out of range.
        let count = min(max(1, device.slotCount), Self.maximumSlots)
        slots = Array(repeating: Slot(), count: count)
        let first = device.absInfo[AbsCode.mtSlot].map { Int64($0.value) - Int64($0.minimum) } ?? 0
        current = (0..<Int64(count)).contains(first) ? Int(first) : 0
        hasPressure = device.absInfo[AbsCode.mtPressure] != nil
        hasMajor = device.absInfo[AbsCode.mtTouchMajor] != nil
        hasMinor = device.absInfo[AbsCode.mtTouchMinor] != nil
    }

    func apply(_ event: InputEvent) -> Bool {
        guard event.type == EventType.abs else { return true }
        if event.code == AbsCode.mtSlot {
            guard event.value >= 0, Int(event.value) < slots.count else {
                current = -1
                return false
            }
            current = Int(event.value)
            return true
        }
        guard event.code >= AbsCode.mtTouchMajor, event.code <= AbsCode.max else { return true }
        guard current >= 0 else { return false }
        switch event.code {
        case AbsCode.mtTrackingID: setTrackingID(event.value)
        case AbsCode.mtPositionX: slots[current].x = event.value; slots[current].axesChanged = true
        case AbsCode.mtPositionY: slots[current].y = event.value; slots[current].axesChanged = true
        case AbsCode.mtPressure: slots[current].pressure = event.value; slots[current].axesChanged = true
        case AbsCode.mtTouchMajor: slots[current].major = event.value; slots[current].axesChanged = true
        case AbsCode.mtTouchMinor: slots[current].minor = event.value; slots[current].axesChanged = true
        case AbsCode.mtToolType: slots[current].tool = event.value
        default: break
        }
        return true
    }

    private func setTrackingID(_ value: Int32) {
        var slot = slots[current]
        if value == slot.trackingID, slot.contact != nil { return }
        if slot.contact != nil { endContact(in: &slot, change: .ended) }
        slot.trackingID = value
        if value >= 0 {
            // The id is assigned at the commit, so a contact that begins and
            // ends within one frame still gets one.
            slot.contact = TouchContact(id: 0, position: .zero, change: .began)
            slot.suppressed = false
            slot.published = false
        }
        slots[current] = slot
    }

    /// Moves the slot's contact to `finished`, or drops it silently if nobody saw it yet and it was a palm.
    private func endContact(in slot: inout Slot, change: ContactChange) {
        guard var contact = slot.contact else { return }
        slot.contact = nil
        if slot.suppressed { return }
        refresh(&contact, from: slot)
        if slot.tool == MTToolType.palm {
            // A palm is cancelled, not lifted; one nobody saw is not reported at all.
            guard slot.published else { return }
            contact.change = .cancelled
            finished.append(contact)
            return
        }
        contact.change.insert(change)
        finished.append(contact)
    }

    private func refresh(_ contact: inout TouchContact, from slot: Slot) {
        contact.position = Point(x: Double(slot.x), y: Double(slot.y))
        contact.pressure = hasPressure ? slot.pressure : nil
        contact.touchMajor = hasMajor ? slot.major : nil
        contact.touchMinor = hasMinor ? slot.minor : nil
        contact.tool = ToolType(rawValue: slot.tool) ?? .unknown
    }

    func contactSeparator() {}

    func commit(time: Int64, ids: inout ContactIDSource) -> TouchFrame? {
        var out = finished
        finished.removeAll(keepingCapacity: true)
        for index in out.indices where out[index].id == 0 { out[index].id = ids.take() }
        for index in slots.indices {
            guard var contact = slots[index].contact, !slots[index].suppressed else {
                slots[index].axesChanged = false
                continue
            }
            if contact.id == 0 { contact.id = ids.take() }
            refresh(&contact, from: slots[index])
            if slots[index].tool == MTToolType.palm {
                slots[index].suppressed = true
                if slots[index].published {
                    contact.change = .cancelled
                    out.append(contact)
                }
                slots[index].contact = contact
                slots[index].axesChanged = false
                continue
            }
            if slots[index].axesChanged, !contact.change.contains(.began) { contact.change.insert(.moved) }
            out.append(contact)
            slots[index].published = true
            // Stored flags describe the next frame: nothing happened yet.
            var stored = contact
            stored.change = []
            slots[index].contact = stored
            slots[index].axesChanged = false
        }
        return makeFrame(time: time, out)
    }

    func discardPending() {
        // Slot state only ever changes by what the device sent: the events
        // before the drop still happened (a lift, a new tracking id) and are
        // committed with this frame. Positions may be stale until the next
        // complete frame brings the new state.
    }

    func cancelAll(time: Int64) -> TouchFrame? {
        // Contacts that ended in the unfinished frame were reported down
        // (if at all) and must not simply vanish: they are cancelled too.
        var out: [TouchContact] = finished.filter { $0.id != 0 }.map { contact in
            var contact = contact
            contact.change = .cancelled
            return contact
        }
        for index in slots.indices {
            if var contact = slots[index].contact, slots[index].published, !slots[index].suppressed {
                contact.change = .cancelled
                out.append(contact)
            }
            slots[index] = Slot()
        }
        finished.removeAll()
        return makeFrame(time: time, out)
    }

    var activeContacts: [TouchContact] {
        slots.compactMap { slot in
            guard let contact = slot.contact, slot.published, !slot.suppressed else { return nil }
            return contact
        }
    }
}
