import CLibevdev

/// Event types of `linux/input-event-codes.h` that touch code refers to by name.
public enum EventType {
    public static let syn: UInt16 = 0x00
    public static let key: UInt16 = 0x01
    public static let rel: UInt16 = 0x02
    public static let abs: UInt16 = 0x03
    public static let msc: UInt16 = 0x04
    public static let max: UInt16 = 0x1f
}

/// `EV_SYN` codes.
public enum SynCode {
    public static let report: UInt16 = 0
    public static let config: UInt16 = 1
    public static let mtReport: UInt16 = 2
    public static let dropped: UInt16 = 3
}

/// `EV_KEY` codes used for touch.
public enum KeyCode {
    public static let btnLeft: UInt16 = 0x110
    public static let btnToolPen: UInt16 = 0x140
    public static let btnToolFinger: UInt16 = 0x145
    public static let btnToolRubber: UInt16 = 0x141
    public static let btnTouch: UInt16 = 0x14a
    public static let btnToolDoubleTap: UInt16 = 0x14d
}

/// `EV_ABS` codes used for touch.
public enum AbsCode {
    public static let x: UInt16 = 0x00
    public static let y: UInt16 = 0x01
    public static let pressure: UInt16 = 0x18
    public static let mtSlot: UInt16 = 0x2f
    public static let mtTouchMajor: UInt16 = 0x30
    public static let mtTouchMinor: UInt16 = 0x31
    public static let mtOrientation: UInt16 = 0x34
    public static let mtPositionX: UInt16 = 0x35
    public static let mtPositionY: UInt16 = 0x36
    public static let mtToolType: UInt16 = 0x37
    public static let mtTrackingID: UInt16 = 0x39
    public static let mtPressure: UInt16 = 0x3a
    public static let max: UInt16 = 0x3f
}

/// Input properties (`INPUT_PROP_*`).
public enum InputProperty {
    public static let pointer: UInt16 = 0x00
    public static let direct: UInt16 = 0x01
    public static let buttonpad: UInt16 = 0x02
    public static let semiMT: UInt16 = 0x03
    public static let max: UInt16 = 0x1f
}

/// `ABS_MT_TOOL_TYPE` values.
public enum MTToolType {
    public static let finger: Int32 = 0
    public static let pen: Int32 = 1
    public static let palm: Int32 = 2
}

/// Names and valid ranges of event types and codes, from libevdev's tables
/// (the kernel's own list, kept current by libevdev; no table is copied here).
public enum EventCodes {
    /// Whether `type` is an event type the kernel defines.
    public static func isKnown(type: UInt16) -> Bool {
        libevdev_event_type_get_max(UInt32(type)) >= 0
    }

    /// Whether `code` lies in the kernel's range for `type`.
    public static func isKnown(type: UInt16, code: UInt16) -> Bool {
        let max = libevdev_event_type_get_max(UInt32(type))
        return max >= 0 && Int32(code) <= max
    }

    /// The highest code of `type`, or nil for an unknown type.
    public static func maxCode(type: UInt16) -> UInt16? {
        let max = libevdev_event_type_get_max(UInt32(type))
        return max >= 0 ? UInt16(max) : nil
    }

    /// `EV_ABS`, or the number in decimal for a type without a name.
    public static func typeName(_ type: UInt16) -> String {
        guard let name = libevdev_event_type_get_name(UInt32(type)) else { return String(type) }
        return String(cString: name)
    }

    /// `ABS_MT_SLOT`, or the number in decimal for a code without a name.
    public static func codeName(type: UInt16, code: UInt16) -> String {
        guard let name = libevdev_event_code_get_name(UInt32(type), UInt32(code)) else { return String(code) }
        return String(cString: name)
    }

    /// `INPUT_PROP_DIRECT`, or the number for a property without a name.
    public static func propertyName(_ property: UInt16) -> String {
        guard let name = libevdev_property_get_name(UInt32(property)) else { return String(property) }
        return String(cString: name)
    }
}
