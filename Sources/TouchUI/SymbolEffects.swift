/// SF Symbols' animations, as the Symbols framework's `SymbolEffect`
/// (developer.apple.com/documentation/symbols, iOS 17), taken by
/// `.symbolEffect(_:options:isActive:)` and `.symbolEffect(_:options:value:)`.
/// The icon set's symbols are glyphs of one font, not layered SF Symbols,
/// and a kiosk is to come to rest: the effects are accepted and the symbol
/// is drawn still (a bounce, a pulse or a variable colour is not played).
public protocol SymbolEffect: Hashable, Sendable {}

/// An effect that runs while it is active (`isActive:`).
public protocol IndefiniteSymbolEffect {}

/// An effect that runs once each time a value changes (`value:`).
public protocol DiscreteSymbolEffect {}

/// An effect that shows or hides a symbol.
public protocol TransitionSymbolEffect {}

/// An effect that replaces one symbol with another.
public protocol ContentTransitionSymbolEffect {}

/// The options of a symbol effect, as `SymbolEffectOptions`.
public struct SymbolEffectOptions: Hashable, Sendable {
    var repeatCount: Int?
    var speed: Double = 1

    /// The effect's own repetition and speed.
    public static let `default` = SymbolEffectOptions()
    /// Repeats the effect.
    public static let repeating = SymbolEffectOptions(repeatCount: .max)
    /// Runs the effect once.
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)
    /// Repeats the effect `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count) }
    /// Runs the effect at `speed` times its own.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed) }
    /// These options, repeating.
    public var repeating: SymbolEffectOptions { var o = self; o.repeatCount = .max; return o }
    /// These options, once.
    public var nonRepeating: SymbolEffectOptions { var o = self; o.repeatCount = 1; return o }
    /// These options, `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { var o = self; o.repeatCount = count; return o }
    /// These options at `speed`.
    public func speed(_ speed: Double) -> SymbolEffectOptions { var o = self; o.speed = speed; return o }
}

/// A symbol's layers or the whole symbol, and a direction: what the
/// effects' modifiers (`.up`, `.byLayer`, …) choose; kept, not drawn.
public struct SymbolEffectVariant: Hashable, Sendable {
    var names: Set<String> = []
    func with(_ name: String) -> SymbolEffectVariant { var v = self; v.names.insert(name); return v }
}

/// A bounce, as `BounceSymbolEffect`.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect {
    var variant = SymbolEffectVariant()
    /// Bouncing up.
    public var up: BounceSymbolEffect { BounceSymbolEffect(variant: variant.with("up")) }
    /// Bouncing down.
    public var down: BounceSymbolEffect { BounceSymbolEffect(variant: variant.with("down")) }
    /// Layer by layer.
    public var byLayer: BounceSymbolEffect { BounceSymbolEffect(variant: variant.with("byLayer")) }
    /// The whole symbol at once.
    public var wholeSymbol: BounceSymbolEffect { BounceSymbolEffect(variant: variant.with("wholeSymbol")) }
}

/// A pulse of opacity, as `PulseSymbolEffect`.
public struct PulseSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
    var variant = SymbolEffectVariant()
    /// Layer by layer.
    public var byLayer: PulseSymbolEffect { PulseSymbolEffect(variant: variant.with("byLayer")) }
    /// The whole symbol at once.
    public var wholeSymbol: PulseSymbolEffect { PulseSymbolEffect(variant: variant.with("wholeSymbol")) }
}

/// Layers lit one after another, as `VariableColorSymbolEffect`.
public struct VariableColorSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
    var variant = SymbolEffectVariant()
    /// One layer at a time.
    public var iterative: VariableColorSymbolEffect { VariableColorSymbolEffect(variant: variant.with("iterative")) }
    /// Layers added one after another.
    public var cumulative: VariableColorSymbolEffect { VariableColorSymbolEffect(variant: variant.with("cumulative")) }
    /// Back and forth.
    public var reversing: VariableColorSymbolEffect { VariableColorSymbolEffect(variant: variant.with("reversing")) }
    /// Forth only.
    public var nonReversing: VariableColorSymbolEffect { VariableColorSymbolEffect(variant: variant.with("nonReversing")) }
    /// Unlit layers hidden.
    public var hideInactiveLayers: VariableColorSymbolEffect { VariableColorSymbolEffect(variant: variant.with("hideInactiveLayers")) }
    /// Unlit layers dimmed.
    public var dimInactiveLayers: VariableColorSymbolEffect { VariableColorSymbolEffect(variant: variant.with("dimInactiveLayers")) }
}

/// A change of scale, as `ScaleSymbolEffect`.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
    var variant = SymbolEffectVariant()
    /// Larger.
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(variant: variant.with("up")) }
    /// Smaller.
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(variant: variant.with("down")) }
    /// Layer by layer.
    public var byLayer: ScaleSymbolEffect { ScaleSymbolEffect(variant: variant.with("byLayer")) }
    /// The whole symbol at once.
    public var wholeSymbol: ScaleSymbolEffect { ScaleSymbolEffect(variant: variant.with("wholeSymbol")) }
}

/// The symbol appearing, as `AppearSymbolEffect`.
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    var variant = SymbolEffectVariant()
    /// Growing in.
    public var up: AppearSymbolEffect { AppearSymbolEffect(variant: variant.with("up")) }
    /// Shrinking in.
    public var down: AppearSymbolEffect { AppearSymbolEffect(variant: variant.with("down")) }
    /// Layer by layer.
    public var byLayer: AppearSymbolEffect { AppearSymbolEffect(variant: variant.with("byLayer")) }
    /// The whole symbol at once.
    public var wholeSymbol: AppearSymbolEffect { AppearSymbolEffect(variant: variant.with("wholeSymbol")) }
}

/// The symbol disappearing, as `DisappearSymbolEffect`.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    var variant = SymbolEffectVariant()
    /// Growing out.
    public var up: DisappearSymbolEffect { DisappearSymbolEffect(variant: variant.with("up")) }
    /// Shrinking out.
    public var down: DisappearSymbolEffect { DisappearSymbolEffect(variant: variant.with("down")) }
    /// Layer by layer.
    public var byLayer: DisappearSymbolEffect { DisappearSymbolEffect(variant: variant.with("byLayer")) }
    /// The whole symbol at once.
    public var wholeSymbol: DisappearSymbolEffect { DisappearSymbolEffect(variant: variant.with("wholeSymbol")) }
}

/// One symbol replacing another, as `ReplaceSymbolEffect`.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    var variant = SymbolEffectVariant()
    /// The old one down, the new one up.
    public var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect(variant: variant.with("downUp")) }
    /// Both up.
    public var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect(variant: variant.with("upUp")) }
    /// The old one off, the new one up.
    public var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect(variant: variant.with("offUp")) }
    /// Layer by layer.
    public var byLayer: ReplaceSymbolEffect { ReplaceSymbolEffect(variant: variant.with("byLayer")) }
    /// The whole symbol at once.
    public var wholeSymbol: ReplaceSymbolEffect { ReplaceSymbolEffect(variant: variant.with("wholeSymbol")) }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Layers lit in turn.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// A change of scale.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// Appearing.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// Disappearing.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// Replacing.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

nonisolated extension View {
    /// Runs `effect` on the symbols inside while `isActive`, as SwiftUI's
    /// `symbolEffect(_:options:isActive:)`; accepted, the symbols drawn still.
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                       isActive: Bool = true) -> some View { self }

    /// Runs `effect` on the symbols inside each time `value` changes, as
    /// SwiftUI's `symbolEffect(_:options:value:)`; accepted, the symbols drawn still.
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                                   value: U) -> some View { self }

    /// Removes the symbol effects inside, as SwiftUI's `symbolEffectsRemoved(_:)` (there are none to remove).
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

extension ContentTransition {
    /// A symbol replaced with `effect`, as SwiftUI's `.symbolEffect(_:options:)`.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T,
                                                                                     options: SymbolEffectOptions = .default) -> ContentTransition {
        .opacity
    }

    /// A symbol replaced with the default replace effect.
    public static var symbolEffect: ContentTransition { .opacity }
}
