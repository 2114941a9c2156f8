import TouchModel

/// One step of the fuzzed stream: an evdev event, or the device vanishing.
enum FuzzEvent {
    case event(InputEvent)
    /// `FrameAssembler.cancelAll`, as on an unplug.
    case cancelAll(time: Int64)

    /// The events touch devices send, so most bytes pick one of them rather
    /// than a code the assembler ignores.
    private static let common: [(type: UInt16, code: UInt16)] = [
        (EventType.syn, SynCode.report), (EventType.syn, SynCode.report), (EventType.syn, SynCode.mtReport),
        (EventType.syn, SynCode.dropped), (EventType.syn, SynCode.config),
        (EventType.abs, AbsCode.mtSlot), (EventType.abs, AbsCode.mtTrackingID),
        (EventType.abs, AbsCode.mtPositionX), (EventType.abs, AbsCode.mtPositionY),
        (EventType.abs, AbsCode.mtPressure), (EventType.abs, AbsCode.mtTouchMajor), (EventType.abs, AbsCode.mtTouchMinor),
        (EventType.abs, AbsCode.mtToolType), (EventType.abs, AbsCode.mtOrientation),
        (EventType.abs, AbsCode.x), (EventType.abs, AbsCode.y), (EventType.abs, AbsCode.pressure),
        (EventType.key, KeyCode.btnTouch), (EventType.key, KeyCode.btnLeft),
        (EventType.key, KeyCode.btnToolFinger), (EventType.key, KeyCode.btnToolPen), (EventType.key, KeyCode.btnToolDoubleTap),
        (EventType.msc, 0x05),
    ]

    /// Decodes the next step: one byte picks the event (or a raw type and
    /// code, or `cancelAll`), the next ones its value: usually a small
    /// number, so slots and tool types hit their ranges, sometimes any 32 bits.
    static func next(_ input: inout FuzzBytes, time: inout Int64) -> FuzzEvent {
        let selector = Int(input.byte())
        let value: Int32
        if selector & 0x80 == 0 {
            value = Int32(Int8(bitPattern: input.byte()))
        } else {
            value = input.int32()
        }
        let pick = selector & 0x7F
        if pick < common.count {
            let (type, code) = common[pick]
            if type == EventType.syn, code == SynCode.report { time += 8_000 }
            return .event(InputEvent(time: time, type: type, code: code, value: value))
        }
        if pick == common.count {
            return .cancelAll(time: time)
        }
        // Any type and code, including ones no touch device sends.
        let type = UInt16(input.byte() & 0x1F)
        let code = input.uint16() & 0x3FF
        return .event(InputEvent(time: time, type: type, code: code, value: value))
    }

    /// The bytes `next` decodes back to `event` (its time aside), for seeds made from recordings.
    static func encode(_ event: InputEvent) -> [UInt8] {
        let pick = common.firstIndex { $0.type == event.type && $0.code == event.code } ?? common.count + 1
        let value: [UInt8]
        var selector = UInt8(pick)
        if let small = Int8(exactly: event.value) {
            value = [UInt8(bitPattern: small)]
        } else {
            selector |= 0x80
            let bits = UInt32(bitPattern: event.value)
            value = (0..<4).map { UInt8(truncatingIfNeeded: bits >> ($0 * 8)) }
        }
        guard pick > common.count else { return [selector] + value }
        let code = event.code & 0x3FF
        return [selector] + value + [UInt8(event.type & 0x1F), UInt8(code & 0xFF), UInt8(code >> 8)]
    }
}
