import TouchModel
import TouchTrace

/// The devices the assembler is fuzzed on, one picked by the input's first
/// bytes: every touch protocol, and slot ranges a driver could declare
/// (one slot, many, an offset range, an empty one).
enum FuzzDevice {
    static func make(_ input: inout FuzzBytes) -> DeviceDescription {
        let kind = input.byte()
        let parameter = input.byte()
        switch kind % 6 {
        case 0:
            // Protocol B like the synthetic touchscreen, 1 to 16 slots.
            return .syntheticTouchscreen(slots: Int32(parameter % 16) + 1)
        case 1:
            // Protocol B with an odd slot range: offset, reversed or empty, and a palm tool axis.
            let minimum = Int32(Int8(bitPattern: parameter & 0xF0) >> 4)
            let maximum = Int32(Int8(bitPattern: parameter << 4) >> 4)
            var device = DeviceDescription.syntheticTouchscreen(slots: 2)
            device.absInfo[AbsCode.mtSlot] = AbsInfo(value: Int32(input.byte() % 8), minimum: minimum, maximum: maximum)
            device.absInfo[AbsCode.mtToolType] = AbsInfo(minimum: 0, maximum: 2)
            device.absInfo[AbsCode.mtPressure] = AbsInfo(minimum: 0, maximum: 255)
            device.absInfo[AbsCode.mtTouchMajor] = AbsInfo(minimum: 0, maximum: 255)
            return device
        case 2:
            // Protocol A: anonymous contacts, tracking ids optional.
            var abs: [UInt16: AbsInfo] = [
                AbsCode.mtPositionX: AbsInfo(minimum: 0, maximum: 4095),
                AbsCode.mtPositionY: AbsInfo(minimum: 0, maximum: 4095),
            ]
            if parameter & 1 != 0 { abs[AbsCode.mtTrackingID] = AbsInfo(minimum: 0, maximum: 65535) }
            if parameter & 2 != 0 { abs[AbsCode.mtToolType] = AbsInfo(minimum: 0, maximum: 2) }
            if parameter & 4 != 0 { abs[AbsCode.mtPressure] = AbsInfo(minimum: 0, maximum: 255) }
            return DeviceDescription(name: "fuzz A", codes: [EventType.key: [KeyCode.btnTouch]], absInfo: abs)
        case 3:
            // Single touch with a touch button (BTN_TOUCH, BTN_LEFT or a tool button).
            let buttons = [KeyCode.btnTouch, KeyCode.btnLeft, KeyCode.btnToolFinger, KeyCode.btnToolPen]
            return DeviceDescription(
                name: "fuzz single", codes: [EventType.key: [buttons[Int(parameter) % buttons.count]]],
                absInfo: singleTouchAxes(pressure: parameter & 4 != 0))
        case 4:
            // Single touch with pressure and no button.
            return DeviceDescription(name: "fuzz pressure", absInfo: singleTouchAxes(pressure: true))
        default:
            // No position axes at all.
            return DeviceDescription(name: "fuzz none", codes: [EventType.key: [KeyCode.btnLeft]])
        }
    }

    /// The two bytes that make `make` pick the device most like `device`.
    static func encode(_ device: DeviceDescription) -> [UInt8] {
        switch device.touchProtocol {
        case .b: return [0, UInt8(min(16, max(1, device.slotCount)) - 1)]
        case .a:
            let flags = (device.absInfo[AbsCode.mtTrackingID] != nil ? 1 : 0) | (device.absInfo[AbsCode.mtToolType] != nil ? 2 : 0)
                | (device.absInfo[AbsCode.mtPressure] != nil ? 4 : 0)
            return [2, UInt8(flags)]
        case .single:
            let buttons = [KeyCode.btnTouch, KeyCode.btnLeft, KeyCode.btnToolFinger, KeyCode.btnToolPen]
            guard let button = buttons.firstIndex(where: { device.has(type: EventType.key, code: $0) }) else { return [4, 0] }
            return [3, UInt8(button) | (device.absInfo[AbsCode.pressure] != nil ? 4 : 0)]
        case .none: return [5, 0]
        }
    }

    private static func singleTouchAxes(pressure: Bool) -> [UInt16: AbsInfo] {
        var abs = [AbsCode.x: AbsInfo(minimum: 0, maximum: 4095), AbsCode.y: AbsInfo(minimum: 0, maximum: 4095)]
        if pressure { abs[AbsCode.pressure] = AbsInfo(minimum: 0, maximum: 255) }
        return abs
    }
}
