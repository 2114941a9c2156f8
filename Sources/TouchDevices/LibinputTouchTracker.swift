import TouchModel

/// Turns one device's libinput touch events (down, motion, up, cancel,
/// frame) into `TouchFrame`s with the same contract as the frame assembler:
/// own ids from 1, never reused; every contact down plus those that ended.
final class LibinputTouchTracker {
    private var contacts: [Int32: TouchContact] = [:]
    private var finished: [TouchContact] = []
    private var nextID = 1

    func down(slot: Int32, at position: Point) {
        if var old = contacts.removeValue(forKey: slot) {
            // A slot reused without an up: end the old contact first.
            old.change.insert(.ended)
            finished.append(old)
        }
        contacts[slot] = TouchContact(id: nextID, position: position, change: .began)
        nextID += 1
    }

    func motion(slot: Int32, to position: Point) {
        guard var contact = contacts[slot] else { return }
        contact.position = position
        if !contact.change.contains(.began) { contact.change.insert(.moved) }
        contacts[slot] = contact
    }

    func end(slot: Int32, cancelled: Bool) {
        guard var contact = contacts.removeValue(forKey: slot) else { return }
        contact.change.insert(cancelled ? .cancelled : .ended)
        if cancelled { contact.change.remove(.moved) }
        finished.append(contact)
    }

    /// `LIBINPUT_EVENT_TOUCH_FRAME`: the frame, when anything changed.
    func frame(time: Int64) -> TouchFrame? {
        var out = finished
        finished.removeAll(keepingCapacity: true)
        for (slot, contact) in contacts {
            out.append(contact)
            contacts[slot]?.change = []
        }
        guard out.contains(where: { !$0.change.isEmpty }) else { return nil }
        return TouchFrame(time: time, contacts: out.sorted { $0.id < $1.id })
    }

    /// The device went away: every contact still down is cancelled.
    func cancelAll(time: Int64) -> TouchFrame? {
        for slot in Array(contacts.keys) { end(slot: slot, cancelled: true) }
        return frame(time: time)
    }
}
