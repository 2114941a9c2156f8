import KioskRuntime
/// A screen size in points, as given to `--screen WxH`.
public struct ScreenSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    /// A screen `width` by `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Parses `1280x800` (also `1280X800`, `1280×800`, fractions allowed).
    /// - Throws: `ScreenSizeError` quoting the text.
    public init(parsing text: String) throws(ScreenSizeError) {
        let parts = text.split(whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" }).map {
            $0.trimmingCharacters(in: " ")
        }
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width > 0, height > 0
        else { throw ScreenSizeError(text: text) }
        self.init(width: width, height: height)
    }

    /// `1280x800`.
    public var description: String { "\(formatNumber(width))x\(formatNumber(height))" }
}

/// A `--screen` value that is not `WIDTHxHEIGHT`.
public struct ScreenSizeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rejected value.
    public var text: String

    public var description: String {
        "--screen must be WIDTHxHEIGHT in points, both more than 0 (e.g. 1280x800); found '\(text)'"
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
