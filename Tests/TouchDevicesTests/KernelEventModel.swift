import TouchModel

/// What the kernel's input core passes on of the events written to a device
/// (`input_handle_event`): repeated values and key states are dropped, an
/// `ABS_MT_SLOT` is sent only before the first changed value of another
/// slot, and a `SYN_REPORT` with nothing before it is dropped. Recordings
/// of replayed traces equal the trace after this.
struct KernelEventModel {
    private var abs: [UInt16: Int32] = [:]
    private var slots: [[UInt16: Int32]]
    private var slot = 0
    private var emittedSlot = 0
    private var keys: Set<UInt16> = []
    private var pending = 0
    private let multitouchB: Bool

    init(device: DeviceDescription) {
        for (code, info) in device.absInfo { abs[code] = info.value }
        multitouchB = device.touchProtocol == .b
        slots = Array(repeating: [AbsCode.mtTrackingID: -1], count: max(1, device.slotCount))
        slot = Int(device.absInfo[AbsCode.mtSlot]?.value ?? 0)
        emittedSlot = slot
    }

    /// The events of `events` the kernel passes on.
    static func passed(_ events: [InputEvent], device: DeviceDescription) -> [InputEvent] {
        var model = KernelEventModel(device: device)
        return events.flatMap { model.feed($0) }
    }

    mutating func feed(_ event: InputEvent) -> [InputEvent] {
        switch event.type {
        case EventType.syn:
            if event.code == SynCode.report {
                defer { pending = 0 }
                return pending > 0 ? [event] : []
            }
            if event.code == SynCode.mtReport { pending += 1; return [event] }
            return []
        case EventType.key:
            let down = event.value != 0
            guard keys.contains(event.code) != down else { return [] }
            if down { keys.insert(event.code) } else { keys.remove(event.code) }
            pending += 1
            return [event]
        case EventType.abs:
            if multitouchB, event.code == AbsCode.mtSlot {
                slot = Int(event.value)
                return []
            }
            if multitouchB, event.code >= AbsCode.mtTouchMajor, event.code <= AbsCode.max, slots.indices.contains(slot) {
                guard slots[slot][event.code, default: 0] != event.value else { return [] }
                slots[slot][event.code] = event.value
                pending += 1
                if slot != emittedSlot {
                    emittedSlot = slot
                    pending += 1
                    return [InputEvent(time: event.time, type: EventType.abs, code: AbsCode.mtSlot, value: Int32(slot)), event]
                }
                return [event]
            }
            if event.code >= AbsCode.mtTouchMajor, event.code <= AbsCode.max {
                pending += 1
                return [event]
            }
            guard abs[event.code] != event.value else { return [] }
            abs[event.code] = event.value
            pending += 1
            return [event]
        default:
            pending += 1
            return [event]
        }
    }
}
