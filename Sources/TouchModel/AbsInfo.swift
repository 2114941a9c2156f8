/// The range of one absolute axis (`struct input_absinfo`).
public struct AbsInfo: Hashable, Sendable {
    public var value: Int32
    public var minimum: Int32
    public var maximum: Int32
    public var fuzz: Int32
    public var flat: Int32
    /// Units per millimetre (0 when the device does not say).
    public var resolution: Int32

    public init(value: Int32 = 0, minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.fuzz = fuzz
        self.flat = flat
        self.resolution = resolution
    }

    /// Number of distinct positions, at least 1 (a `min == max` axis is degenerate, not fatal).
    public var span: Int64 { Swift.max(1, Int64(maximum) - Int64(minimum)) }

    /// Physical size in millimetres when the resolution is known.
    public var millimetres: Double? { resolution > 0 ? Double(span) / Double(resolution) : nil }
}
