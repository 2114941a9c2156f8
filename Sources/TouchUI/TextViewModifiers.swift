import Foundation
import Scene

// SwiftUI's text modifiers on views: each sets the environment, so every
// `Text` inside takes it unless the text says otherwise.
nonisolated extension View {
    private func withTextAttributes(_ change: @escaping (inout TextAttributes) -> Void) -> some View {
        withEnvironment { change(&$0.textAttributes) }
    }

    /// Bold text inside, as SwiftUI's `View.bold(_:)`.
    public func bold(_ isActive: Bool = true) -> some View {
        withEnvironment { if isActive { $0.fontWeight = .bold } }
    }

    /// Italic text inside, as SwiftUI's `View.italic(_:)`.
    public func italic(_ isActive: Bool = true) -> some View {
        withTextAttributes { $0.italic = isActive }
    }

    /// The font design of text inside without a font of its own, as SwiftUI's `View.fontDesign(_:)`.
    public func fontDesign(_ design: FontDesign?) -> some View {
        withTextAttributes { $0.design = design }
    }

    /// Fixed-width text inside, as SwiftUI's `View.monospaced(_:)`.
    public func monospaced(_ isActive: Bool = true) -> some View {
        withTextAttributes { $0.design = isActive ? .monospaced : nil }
    }

    /// Digits of one width in text inside, as SwiftUI's `View.monospacedDigit()`.
    public func monospacedDigit() -> some View {
        withTextAttributes { $0.monospacedDigit = true }
    }

    /// A line under text inside, as SwiftUI's `View.underline(_:pattern:color:)` with a solid line.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        withTextAttributes { $0.underline = TextAttributes.TextLine(isActive: isActive, color: color?.rgba) }
    }

    /// A line through text inside, as SwiftUI's `View.strikethrough(_:pattern:color:)` with a solid line.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        withTextAttributes { $0.strikethrough = TextAttributes.TextLine(isActive: isActive, color: color?.rgba) }
    }

    /// Extra points between characters of text inside, as SwiftUI's `View.kerning(_:)`.
    public func kerning(_ kerning: CGFloat) -> some View {
        withTextAttributes { $0.kerning = Double(kerning) }
    }

    /// Extra points after each character of text inside, as SwiftUI's `View.tracking(_:)`.
    public func tracking(_ tracking: CGFloat) -> some View {
        withTextAttributes { $0.tracking = Double(tracking) }
    }

    /// Text inside raised by `baselineOffset` points, as SwiftUI's `View.baselineOffset(_:)`.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        withTextAttributes { $0.baselineOffset = Double(baselineOffset) }
    }

    /// The most lines text inside shows, the last one truncated (nil: no
    /// limit), as SwiftUI's `lineLimit(_:)`.
    public func lineLimit(_ number: Int?) -> some View {
        withEnvironment {
            $0.textOptions.lineLimit = number.map { max(1, $0) }
            $0.textOptions.reservedLines = 0
        }
    }

    /// At most `limit` lines; with `reservesSpace`, text takes the height of
    /// `limit` lines however few it has, as SwiftUI's `lineLimit(_:reservesSpace:)`.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        let limit = max(1, limit)
        return withEnvironment {
            $0.textOptions.lineLimit = limit
            $0.textOptions.reservedLines = reservesSpace ? limit : 0
        }
    }

    /// Between `limit.lowerBound` lines of height and `limit.upperBound` lines, as SwiftUI's `lineLimit(_:)` with a range.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        withEnvironment {
            $0.textOptions.lineLimit = max(1, limit.upperBound)
            $0.textOptions.reservedLines = max(0, limit.lowerBound)
        }
    }

    /// At least `limit.lowerBound` lines of height, as SwiftUI's `lineLimit(_:)` with a range.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        withEnvironment {
            $0.textOptions.lineLimit = nil
            $0.textOptions.reservedLines = max(0, limit.lowerBound)
        }
    }

    /// At most `limit.upperBound` lines, as SwiftUI's `lineLimit(_:)` with a range.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        withEnvironment {
            $0.textOptions.lineLimit = max(1, limit.upperBound)
            $0.textOptions.reservedLines = 0
        }
    }

    /// Where text inside that does not fit is cut (`.tail` unless set), as SwiftUI's `truncationMode(_:)`.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        withEnvironment { $0.textOptions.truncationMode = mode }
    }

    /// How far text inside may shrink to fit before it is truncated, as SwiftUI's `minimumScaleFactor(_:)`.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        let factor = EnvironmentValues.scaleFactor(Double(factor))
        return withEnvironment { $0.textOptions.minimumScaleFactor = factor }
    }

    /// Extra points between the lines of text inside, as SwiftUI's `lineSpacing(_:)`.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        let spacing = lineSpacing.isFinite ? max(0, Double(lineSpacing)) : 0
        return withEnvironment { $0.textOptions.lineSpacing = spacing }
    }

    /// Text inside in upper or lower case, as SwiftUI's `textCase(_:)`.
    public func textCase(_ textCase: Text.Case?) -> some View {
        withEnvironment { $0.textOptions.textCase = textCase }
    }
}
