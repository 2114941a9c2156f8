import TouchModel

/// What `touchdeck trace inspect` reports about one device of a trace.
public struct TraceStatistics: Sendable {
    public var device: TraceDevice
    /// Every evdev event, `EV_SYN` included.
    public var events = 0
    /// `SYN_REPORT` events.
    public var frames = 0
    /// Contacts begun.
    public var touches = 0
    /// Most contacts down at once.
    public var maxContacts = 0
    public var firstTime: Int64?
    public var lastTime: Int64?
    /// Events the assembler ignored (slots beyond the slot count and the like).
    public var ignoredEvents = 0

    public var durationSeconds: Double {
        guard let firstTime, let lastTime else { return 0 }
        return Double(lastTime - firstTime) / 1_000_000
    }

    /// Streams a whole trace and gathers statistics per device.
    public static func gather(from reader: TraceReader) throws -> [TraceStatistics] {
        var stats: [TraceStatistics] = []
        var decoder = TouchFrameDecoder(choice: .every, mapping: .deviceUnits, path: reader.path)
        while let record = try reader.next() {
            switch record {
            case .device(let index, let device):
                guard index == stats.count else { throw TraceError(file: reader.path, "device \(index) out of order") }
                stats.append(TraceStatistics(device: device))
            case .event(let index, let event):
                stats[index].events += 1
                if stats[index].firstTime == nil { stats[index].firstTime = event.time }
                stats[index].lastTime = event.time
                if event.isSynReport { stats[index].frames += 1 }
            }
            guard let frame = try decoder.feed(record)?.frame, case .event(let index, _) = record else { continue }
            var began = 0, active = 0
            for contact in frame.contacts {
                if contact.change.contains(.began) { began += 1 }
                if contact.isActive { active += 1 }
            }
            stats[index].touches += began
            // A contact that began and ended within one frame was still down at once with the others.
            let momentary = frame.contacts.filter { $0.change.contains(.began) && !$0.isActive }.count
            stats[index].maxContacts = max(stats[index].maxContacts, active + momentary)
        }
        for index in stats.indices { stats[index].ignoredEvents = decoder.decoded[index]?.ignoredEvents ?? 0 }
        return stats
    }
}
