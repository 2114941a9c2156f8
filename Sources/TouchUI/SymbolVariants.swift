/// Variants of SF Symbols, as SwiftUI's `SymbolVariants`
/// (developer.apple.com/documentation/swiftui/symbolvariants): set with
/// `.symbolVariant(_:)`, they make `Image(systemName: "bell")` draw
/// `bell.fill`, `bell.circle`, `bell.slash.circle.fill`, … — SF Symbols'
/// order of suffixes (slash, then the enclosing shape, then fill). Where
/// the icon set has no such symbol the variant falls back (dropping the
/// shape, then the slash and the fill) to the plain name, as SwiftUI draws
/// the plain symbol when a variant does not exist.
public struct SymbolVariants: Hashable, Sendable {
    enum Shape: Hashable, Sendable { case circle, square, rectangle }

    var shape: Shape?
    var filled = false
    var slashed = false

    /// No variant.
    public static let none = SymbolVariants()
    /// Inside a circle.
    public static let circle = SymbolVariants(shape: .circle)
    /// Inside a square.
    public static let square = SymbolVariants(shape: .square)
    /// Inside a rectangle.
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// Filled.
    public static let fill = SymbolVariants(filled: true)
    /// With a slash through it.
    public static let slash = SymbolVariants(slashed: true)

    /// These variants inside a circle.
    public var circle: SymbolVariants { var v = self; v.shape = .circle; return v }
    /// These variants inside a square.
    public var square: SymbolVariants { var v = self; v.shape = .square; return v }
    /// These variants inside a rectangle.
    public var rectangle: SymbolVariants { var v = self; v.shape = .rectangle; return v }
    /// These variants filled.
    public var fill: SymbolVariants { var v = self; v.filled = true; return v }
    /// These variants with a slash.
    public var slash: SymbolVariants { var v = self; v.slashed = true; return v }

    /// Whether these variants include all of `other`'s.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.filled || filled) && (!other.slashed || slashed)
    }

    /// The name of `name`'s variant the icon set has: the fullest one
    /// `isKnown` accepts, else `name` itself. A name that already says a
    /// variant keeps it (`bell.fill` with `.fill` stays `bell.fill`).
    func apply(to name: String, isKnown: (String) -> Bool) -> String {
        guard self != .none else { return name }
        var parts = name.split(separator: ".").map(String.init)
        let said = Set(parts)
        func add(_ suffix: String, _ wanted: Bool) { if wanted, !said.contains(suffix) { parts.append(suffix) } }
        // Candidates from the fullest down.
        var candidates: [String] = []
        for (useShape, useSlash, useFill) in [(true, true, true), (false, true, true), (true, true, false), (false, true, false),
                                              (true, false, true), (false, false, true), (true, false, false)] {
            parts = name.split(separator: ".").map(String.init)
            add("slash", slashed && useSlash)
            if let shape, useShape { add("\(shape)", true) }
            add("fill", filled && useFill)
            candidates.append(parts.joined(separator: "."))
        }
        return candidates.first(where: isKnown) ?? name
    }
}

nonisolated extension View {
    /// The variant of the symbols inside, as SwiftUI's `symbolVariant(_:)`.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { variants in
            // Variants set further out stay, as SwiftUI's nested variants combine.
            if let shape = variant.shape { variants.shape = shape }
            if variant.filled { variants.filled = true }
            if variant.slashed { variants.slashed = true }
            if variant == .none { variants = .none }
        }
    }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static var defaultValue: SymbolVariants { .none }
}

extension ViewEnvironment {
    /// `.symbolVariant(_:)`.
    var symbolVariants: SymbolVariants { EnvironmentValues(self).symbolVariants }
}

extension EnvironmentValues {
    /// The symbol variants of the symbol images here (`.none` unless set).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}
