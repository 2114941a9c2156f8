import Geometry

/// One property of a KMS object as `drmModeGetProperty` gives it.
public struct KMSProperty: Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case enumeration, bitmask, other }

    public var id: UInt32
    public var name: String
    public var kind: Kind
    /// Its named values. For a bitmask the value is the bit's number (the
    /// property's value sets bit `1 << value`), as the kernel lists them.
    public var entries: [(value: UInt64, name: String)]
    /// The object's current value of it.
    public var current: UInt64

    public init(id: UInt32, name: String, kind: Kind, entries: [(value: UInt64, name: String)] = [], current: UInt64 = 0) {
        self.id = id
        self.name = name
        self.kind = kind
        self.entries = entries
        self.current = current
    }

    public static func == (a: KMSProperty, b: KMSProperty) -> Bool {
        a.id == b.id && a.name == b.name && a.kind == b.kind && a.current == b.current
            && a.entries.map(\.value) == b.entries.map(\.value) && a.entries.map(\.name) == b.entries.map(\.name)
    }

    /// The value of the entry named `name`, if it has one.
    public func value(named name: String) -> UInt64? { entries.first { $0.name == name }?.value }
}

/// A KMS plane (universal planes: primary and cursor planes listed too) and its properties.
public struct KMSPlane: Sendable, Equatable {
    public var id: UInt32
    /// Bit n set: the plane can be on the card's n-th CRTC.
    public var possibleCRTCs: UInt32
    public var properties: [KMSProperty]

    public init(id: UInt32, possibleCRTCs: UInt32, properties: [KMSProperty]) {
        self.id = id
        self.possibleCRTCs = possibleCRTCs
        self.properties = properties
    }

    public func property(_ name: String) -> KMSProperty? { properties.first { $0.name == name } }

    /// Whether its "type" property says primary (`DRM_PLANE_TYPE_PRIMARY`).
    public var isPrimary: Bool {
        guard let type = property("type") else { return false }
        return type.value(named: "Primary") == type.current
    }
}

/// What the plane-rotation choice asks of a card (libdrm's calls on an open
/// card, or a test double following the kernel's documentation).
public protocol KMSPlaneDevice {
    /// The card's planes with their properties (`DRM_CLIENT_CAP_UNIVERSAL_PLANES`, so the primary ones too).
    func planes() -> [KMSPlane]
    /// Sets a plane's property (`drmModeObjectSetProperty`); throws the kernel's refusal.
    func setPlaneProperty(plane: UInt32, property: UInt32, value: UInt64) throws
    /// Switches the CRTC off (`drmModeSetCrtc` with no framebuffer and no connectors).
    func disableCRTC(_ crtc: UInt32) throws
}

/// The turn of a primary plane that shows a `display.rotation`: its
/// "rotation" property and the value for the wanted turn and the one it had.
public struct PlaneTurn: Sendable, Equatable {
    public var plane: UInt32
    public var property: UInt32
    public var value: UInt64
    /// The value before (put back on close, for the console).
    public var previous: UInt64
}

/// Whether KMS can turn the picture (the primary plane's "rotation" property
/// offers the turn) or the kiosk turns it in software (`RotatedDisplay`).
///
/// The kernel's documentation (drm-kms, "Plane Composition Properties",
/// `drm_plane_create_rotation_property`): "rotation" is a BITMASK property
/// whose entries are `rotate-0`, `rotate-90`, `rotate-180`, `rotate-270`,
/// `reflect-x`, `reflect-y`, the bits 0–5 (`DRM_MODE_ROTATE_*`,
/// `DRM_MODE_REFLECT_*`); a driver lists only the ones it supports, and
/// "rotate-<degrees>" turns the image counter-clockwise. `display.rotation`
/// turns it clockwise: 90 is `rotate-270`.
public enum PlaneRotation {
    public enum Choice: Sendable, Equatable {
        case plane(PlaneTurn)
        /// Why not: the log says it.
        case software(String)
    }

    /// The kernel's entry name for a clockwise `rotation`.
    public static func entryName(_ rotation: DisplayRotation) -> String {
        "rotate-\((360 - rotation.rawValue) % 360)"
    }

    /// The choice for the CRTC at `crtcIndex` (its place in the card's CRTC list).
    public static func choose(planes: [KMSPlane], crtcIndex: Int, rotation: DisplayRotation) -> Choice {
        guard crtcIndex >= 0, crtcIndex < 32,
              let primary = planes.first(where: { $0.isPrimary && $0.possibleCRTCs & (1 << UInt32(crtcIndex)) != 0 }) else {
            return .software("no primary plane found for CRTC \(crtcIndex)")
        }
        guard let property = primary.property("rotation"), property.kind == .bitmask else {
            return .software("its primary plane \(primary.id) has no \"rotation\" property")
        }
        let wanted = entryName(rotation)
        guard let bit = property.value(named: wanted), bit < 64 else {
            let offered = property.entries.map(\.name).joined(separator: ", ")
            return .software("its primary plane \(primary.id) offers \(offered.isEmpty ? "no rotations" : offered), not \(wanted)")
        }
        return .plane(PlaneTurn(plane: primary.id, property: property.id, value: 1 << bit, previous: property.current))
    }

    /// Turns the plane on `device`: the CRTC is switched off first (a lit
    /// plane's source is checked against its framebuffer, and a turned
    /// source of the unturned one is refused), then the rotation is set; the
    /// caller sets the CRTC with a framebuffer of the turned size (the
    /// kernel's legacy SetCrtc takes a 90°/270° plane's source with width and height swapped).
    public static func turn(_ turn: PlaneTurn, crtc: UInt32, on device: any KMSPlaneDevice) throws {
        try device.disableCRTC(crtc)
        try device.setPlaneProperty(plane: turn.plane, property: turn.property, value: turn.value)
    }

    /// Puts the plane's rotation back as it was (before the console's
    /// framebuffer is set again), the CRTC off first for the same reason.
    public static func undo(_ turn: PlaneTurn, crtc: UInt32, on device: any KMSPlaneDevice) throws {
        try device.disableCRTC(crtc)
        try device.setPlaneProperty(plane: turn.plane, property: turn.property, value: turn.previous)
    }
}
