import CLibevdev
import TouchModel

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
