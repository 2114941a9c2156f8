import TouchModel

extension TraceBuilder {
    /// Appends `frame` as one scan at `time` (µs since the trace's start; never
    /// earlier than the last scan), positions multiplied by `scale` into
    /// device units. A contact it names for the first time touches down
    /// (whether or not it is flagged `began`: a ring that starts mid-touch
    /// still gives a trace that replays), one it knows moves, one that ended
    /// or was cancelled lifts. Contacts it does not name stay as they are, so
    /// frames of several sources merge into one device. A contact that began
    /// and ended in this frame lifts in a second scan right after (protocol B
    /// cannot say both in one). Contacts beyond the device's slots are
    /// dropped, and counted (`droppedContacts`).
    public mutating func append(_ frame: TouchFrame, at time: Int64, scale: Double = 1) {
        self.time = max(self.time, time)
        var liftAfter: [Int] = []
        var changed = false
        for contact in frame.contacts {
            let point = Point(x: contact.position.x * scale, y: contact.position.y * scale)
            let ends = !contact.isActive
            if fingers[contact.id] == nil {
                guard press(contact.id, at: point) else {
                    // Counted, so whoever writes the trace can say so (a trace cannot hold more fingers than slots).
                    dropped.insert(contact.id)
                    continue
                }
                changed = true
                if ends { liftAfter.append(contact.id) }
            } else {
                position(contact.id, at: point)
                if ends { lift(contact.id) }
                changed = true
            }
        }
        guard changed else { return }
        sync()
        guard !liftAfter.isEmpty else { return }
        self.time += 1
        for id in liftAfter { lift(id) }
        sync()
    }
}
