/// How large an image file may be before it is refused rather than read: a
/// picture comes from outside (an app's resources, a kiosk's images folder),
/// and a huge one must not take a kiosk's memory.
public struct ImageLimits: Sendable, Equatable {
    /// The most bytes a file may have (32 MiB).
    public var maxFileBytes: Int
    /// The most pixels a PNG or JPEG may have (4096 × 4096, 64 MiB decoded).
    public var maxPixels: Int

    public init(maxFileBytes: Int = 32 << 20, maxPixels: Int = 4096 * 4096) {
        self.maxFileBytes = maxFileBytes
        self.maxPixels = maxPixels
    }

    public static let standard = ImageLimits()
}
