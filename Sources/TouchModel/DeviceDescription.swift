/// The identity of an input device (`struct input_id`).
public struct DeviceID: Hashable, Sendable {
    public var bustype: UInt16
    public var vendor: UInt16
    public var product: UInt16
    public var version: UInt16

    public init(bustype: UInt16 = 0, vendor: UInt16 = 0, product: UInt16 = 0, version: UInt16 = 0) {
        self.bustype = bustype
        self.vendor = vendor
        self.product = product
        self.version = version
    }
}

/// What a device is, for touch purposes.
public enum DeviceKind: String, Sendable, Codable {
    /// Direct touch: the contact is where the finger is (`INPUT_PROP_DIRECT`).
    case touchscreen
    /// Indirect touch (`INPUT_PROP_POINTER` or `INPUT_PROP_BUTTONPAD`).
    case touchpad
    case other
}

/// How a device reports contacts.
public enum TouchProtocol: String, Sendable, Codable {
    /// Multitouch protocol B: slots and tracking ids.
    case b = "B"
    /// Multitouch protocol A: anonymous contacts separated by `SYN_MT_REPORT`.
    case a = "A"
    /// `ABS_X`/`ABS_Y` and a touch button.
    case single
    /// The device reports no position at all.
    case none
}

/// Everything a reader knows about a device before its first event.
public struct DeviceDescription: Hashable, Sendable {
    public var name: String
    public var id: DeviceID
    /// Supported codes by event type.
    public var codes: [UInt16: [UInt16]]
    /// Absolute axes by code.
    public var absInfo: [UInt16: AbsInfo]
    /// Input properties (`INPUT_PROP_*`).
    public var properties: [UInt16]

    public init(name: String, id: DeviceID = DeviceID(), codes: [UInt16: [UInt16]] = [:],
                absInfo: [UInt16: AbsInfo] = [:], properties: [UInt16] = []) {
        self.name = name
        self.id = id
        self.codes = codes.mapValues { Array(Set($0)).sorted() }
        self.absInfo = absInfo
        self.properties = Array(Set(properties)).sorted()
    }

    /// Whether the device declares `code` of `type`.
    public func has(type: UInt16, code: UInt16) -> Bool {
        if type == EventType.abs, absInfo[code] != nil { return true }
        return codes[type]?.contains(code) ?? false
    }

    public func hasProperty(_ property: UInt16) -> Bool { properties.contains(property) }

    /// Number of multitouch slots (protocol B), 0 otherwise.
    public var slotCount: Int {
        guard let slot = absInfo[AbsCode.mtSlot] else { return 0 }
        return Int(max(0, Int64(slot.maximum) - Int64(slot.minimum) + 1))
    }

    public var touchProtocol: TouchProtocol {
        if absInfo[AbsCode.mtSlot] != nil, absInfo[AbsCode.mtPositionX] != nil { return .b }
        if absInfo[AbsCode.mtPositionX] != nil { return .a }
        if absInfo[AbsCode.x] != nil { return .single }
        return .none
    }

    public var kind: DeviceKind {
        if hasProperty(InputProperty.direct) { return .touchscreen }
        if hasProperty(InputProperty.pointer) || hasProperty(InputProperty.buttonpad) { return .touchpad }
        // Old kernels and drivers set no properties: a touchpad announces
        // finger-count tool buttons, a touchscreen only positions and a touch button.
        if touchProtocol == .none { return .other }
        if has(type: EventType.key, code: KeyCode.btnToolFinger) { return .touchpad }
        if has(type: EventType.key, code: KeyCode.btnTouch) || touchProtocol == .b || touchProtocol == .a {
            return .touchscreen
        }
        return .other
    }

    /// The horizontal and vertical position axes contacts are reported in.
    public var positionAxes: (x: AbsInfo, y: AbsInfo)? {
        let mt = touchProtocol == .a || touchProtocol == .b
        guard let x = absInfo[mt ? AbsCode.mtPositionX : AbsCode.x],
              let y = absInfo[mt ? AbsCode.mtPositionY : AbsCode.y] else { return nil }
        return (x, y)
    }
}
