/// Single-touch devices: `ABS_X`/`ABS_Y` and a button that says the surface is
/// touched (`BTN_TOUCH`; on devices without it `BTN_LEFT` or a tool button;
/// on devices without any button, a pressure above zero).
final class SingleTouchDecoder: ContactDecoder {
    private enum TouchSignal { case button(UInt16), pressure }

    private let signal: TouchSignal
    private var x: Int32, y: Int32
    private var pressure: Int32?
    private var touching = false
    private var moved = false
    private var contact: TouchContact?
    private let hasPressure: Bool

    init(device: DeviceDescription) {
        let candidates = [KeyCode.btnTouch, KeyCode.btnLeft, KeyCode.btnToolFinger, KeyCode.btnToolPen]
        if let button = candidates.first(where: { device.has(type: EventType.key, code: $0) }) {
            signal = .button(button)
        } else if device.absInfo[AbsCode.pressure] != nil {
            signal = .pressure
        } else {
            signal = .button(KeyCode.btnTouch)
        }
        x = device.absInfo[AbsCode.x]?.value ?? 0
        y = device.absInfo[AbsCode.y]?.value ?? 0
        hasPressure = device.absInfo[AbsCode.pressure] != nil
    }

    func apply(_ event: InputEvent) -> Bool {
        switch (event.type, event.code) {
        case (EventType.abs, AbsCode.x): x = event.value; moved = true
        case (EventType.abs, AbsCode.y): y = event.value; moved = true
        case (EventType.abs, AbsCode.pressure):
            pressure = event.value
            if case .pressure = signal { touching = event.value > 0 }
        case (EventType.key, let code):
            if case .button(let button) = signal, button == code { touching = event.value != 0 }
        default: break
        }
        return true
    }

    func contactSeparator() {}

    func commit(time: Int64, ids: inout ContactIDSource) -> TouchFrame? {
        defer { moved = false }
        let position = Point(x: Double(x), y: Double(y))
        switch (contact, touching) {
        case (nil, true):
            let began = TouchContact(id: ids.take(), position: position, pressure: hasPressure ? pressure : nil, change: .began)
            contact = began
            return TouchFrame(time: time, contacts: [began])
        case (var current?, true):
            guard moved, position != current.position else { return nil }
            current.position = position
            current.pressure = hasPressure ? pressure : nil
            current.change = .moved
            contact = current
            return TouchFrame(time: time, contacts: [current])
        case (var current?, false):
            current.position = position
            current.change = .ended
            contact = nil
            return TouchFrame(time: time, contacts: [current])
        case (nil, false):
            return nil
        }
    }

    /// The position may be half updated: no move is reported until the next
    /// frame, but a touch or lift before the drop is.
    func discardPending() { moved = false }

    func cancelAll(time: Int64) -> TouchFrame? {
        guard var current = contact else { return nil }
        current.change = .cancelled
        contact = nil
        touching = false
        return TouchFrame(time: time, contacts: [current])
    }

    var activeContacts: [TouchContact] { contact.map { [$0] } ?? [] }
}
