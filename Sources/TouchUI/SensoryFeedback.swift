/// A haptic or sound the system plays as feedback, as SwiftUI's
/// `SensoryFeedback` (developer.apple.com/documentation/swiftui/sensoryfeedback,
/// iOS 17). A kiosk's touchscreen has no haptic engine and its speakers are
/// the app's own, so `.sensoryFeedback(_:trigger:)` plays nothing: the
/// modifiers are taken so that SwiftUI code compiles, and change nothing.
public struct SensoryFeedback: Equatable, Sendable {
    /// How heavy an impact feels.
    public struct Weight: Equatable, Sendable {
        let value: Int
        /// A light impact.
        public static let light = Weight(value: 0)
        /// A medium impact.
        public static let medium = Weight(value: 1)
        /// A heavy impact.
        public static let heavy = Weight(value: 2)
    }

    /// How flexible the objects of an impact feel.
    public enum Flexibility: Equatable, Sendable {
        case rigid, solid, soft
    }

    let name: String

    /// A task completed.
    public static let success = SensoryFeedback(name: "success")
    /// A task produced a warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// A task failed.
    public static let error = SensoryFeedback(name: "error")
    /// A selection changed.
    public static let selection = SensoryFeedback(name: "selection")
    /// A value grew.
    public static let increase = SensoryFeedback(name: "increase")
    /// A value shrank.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(name: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// Something snapped into alignment.
    public static let alignment = SensoryFeedback(name: "alignment")
    /// Moved between discrete levels.
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// A physical impact.
    public static let impact = SensoryFeedback(name: "impact")

    /// An impact of `weight` at `intensity` (0…1).
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact")
    }

    /// An impact of objects of `flexibility` at `intensity` (0…1).
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact")
    }
}

nonisolated extension View {
    /// Plays `feedback` when `trigger` changes, as SwiftUI's
    /// `sensoryFeedback(_:trigger:)`; a kiosk has no haptics: nothing is played.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Plays `feedback` when `trigger` changes and `condition(old, new)`
    /// holds; a kiosk has no haptics: nothing is played.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (T, T) -> Bool) -> some View { self }

    /// Plays the feedback `feedback(old, new)` returns when `trigger`
    /// changes; a kiosk has no haptics: nothing is played.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View { self }
}
