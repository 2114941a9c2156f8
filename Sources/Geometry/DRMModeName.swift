/// A display mode as a user writes it and the kernel lists it: `1920x1080`
/// or `1920x1080@60` (width × height in pixels, refresh in Hz, the form
/// `modetest` and the kernel's `video=` parameter use).
public struct DRMModeName: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    /// Hz, rounded as the kernel rounds `vrefresh`; nil in a name written without one.
    public var refresh: Int?

    public init(width: Int, height: Int, refresh: Int? = nil) {
        self.width = width
        self.height = height
        self.refresh = refresh
    }

    /// Parses `WxH` or `WxH@R`; nil for anything else (sizes up to 16384, refresh up to 1000).
    public init?(parsing text: String) {
        let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        let size = parts[0].split(separator: "x", omittingEmptySubsequences: false)
        guard size.count == 2, let width = Self.number(size[0], upTo: 16384), let height = Self.number(size[1], upTo: 16384)
        else { return nil }
        var refresh: Int?
        if parts.count == 2 {
            guard let hertz = Self.number(parts[1], upTo: 1000) else { return nil }
            refresh = hertz
        }
        self.init(width: width, height: height, refresh: refresh)
    }

    /// Whether `mode` (a listed one, with its refresh) is what this name asks for.
    public func matches(_ mode: DRMModeName) -> Bool {
        width == mode.width && height == mode.height && (refresh == nil || refresh == mode.refresh)
    }

    public var description: String { refresh.map { "\(width)x\(height)@\($0)" } ?? "\(width)x\(height)" }

    /// Plain decimal digits (no sign, no spaces), 1 through `limit`.
    private static func number(_ text: Substring, upTo limit: Int) -> Int? {
        guard !text.isEmpty, text.count <= 5, text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text),
              value >= 1, value <= limit else { return nil }
        return value
    }
}
