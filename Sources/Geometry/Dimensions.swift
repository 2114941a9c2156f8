/// A `WIDTHxHEIGHT` text that is not a size: the one rule every option and
/// file that takes a screen size follows (`--screen`, a labels file's
/// `screen:`, bench sizes).
public struct DimensionsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rejected text.
    public var text: String
    /// The sides it had to be within.
    public var range: ClosedRange<Double>

    public init(text: String, range: ClosedRange<Double> = Size.dimensionsRange) {
        self.text = text
        self.range = range
    }

    public var description: String {
        "expected WIDTHxHEIGHT, each side \(range.lowerBound.dimensionText)…\(range.upperBound.dimensionText) (e.g. 800x480); found '\(text)'"
    }
}

extension Size {
    /// The sides `init(parsingDimensions:)` accepts: a screen of at least a
    /// point and no more than cairo's largest surface each way.
    public static let dimensionsRange: ClosedRange<Double> = 1...16384

    /// Parses `800x480`: two numbers (fractions allowed) joined by `x`, `X`
    /// or `×`, spaces around them ignored, each within `range` (a screen's
    /// ``dimensionsRange`` unless the caller measures something else, as a
    /// touch script's device units).
    public init(parsingDimensions text: String, within range: ClosedRange<Double> = Size.dimensionsRange) throws(DimensionsError) {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" })
            .map { $0.filter { $0 != " " } }
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              range.contains(width), range.contains(height)
        else { throw DimensionsError(text: text, range: range) }
        self.init(width: width, height: height)
    }

    /// `800x480` (`800.5x480` for a fraction): what `init(parsingDimensions:)` reads back.
    public var dimensionsDescription: String { "\(Double(width).dimensionText)x\(Double(height).dimensionText)" }
}

extension Double {
    /// Whole numbers without a fraction, others as Swift prints them.
    fileprivate var dimensionText: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
