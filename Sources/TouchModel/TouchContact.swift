// Geometry's Point is part of TouchModel's own API (contact positions), so
// whoever imports TouchModel gets it too.
@_exported import Geometry

/// What happened to a contact in one frame. A contact can begin and end in
/// the same frame (a touch shorter than one scan), so these are flags.
public struct ContactChange: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let began = ContactChange(rawValue: 1 << 0)
    public static let moved = ContactChange(rawValue: 1 << 1)
    public static let ended = ContactChange(rawValue: 1 << 2)
    /// Ended without being a real lift: a palm, a vanished device, a resync.
    public static let cancelled = ContactChange(rawValue: 1 << 3)
}

/// The tool a contact is made with (`ABS_MT_TOOL_TYPE`).
public enum ToolType: Int32, Hashable, Sendable {
    case finger = 0
    case pen = 1
    case palm = 2
    case unknown = -1
}

/// One finger (or pen) on the surface as of a frame.
public struct TouchContact: Hashable, Sendable {
    /// Stable for the life of the contact and never reused within a stream.
    public var id: Int
    /// Position in the source's units (device units straight from a reader).
    public var position: Point
    /// `ABS_MT_PRESSURE` or `ABS_PRESSURE`, when the device reports it.
    public var pressure: Int32?
    /// `ABS_MT_TOUCH_MAJOR`, when reported.
    public var touchMajor: Int32?
    /// `ABS_MT_TOUCH_MINOR`, when reported.
    public var touchMinor: Int32?
    public var tool: ToolType
    /// What happened to it in this frame; empty for a contact that stayed put.
    public var change: ContactChange

    public init(id: Int, position: Point, pressure: Int32? = nil, touchMajor: Int32? = nil,
                touchMinor: Int32? = nil, tool: ToolType = .finger, change: ContactChange = []) {
        self.id = id
        self.position = position
        self.pressure = pressure
        self.touchMajor = touchMajor
        self.touchMinor = touchMinor
        self.tool = tool
        self.change = change
    }

    /// Still on the surface after this frame.
    public var isActive: Bool { !change.contains(.ended) && !change.contains(.cancelled) }
}
