/// How a view's content changes when it is replaced in an animation, as
/// SwiftUI's `ContentTransition`
/// (developer.apple.com/documentation/swiftui/contenttransition). Touchdeck
/// takes every kind and keeps it in the environment
/// (`\.contentTransition`); a text whose string changes shows the new string
/// as Touchdeck draws any changed text, whatever the kind (the rolling
/// digits of `.numericText()` are not drawn).
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity, opacity, interpolate
        case numericText(countsDown: Bool)
        case numericValue(Double)
    }

    let kind: Kind

    /// No transition: the new content replaces the old at once.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(kind: .opacity)
    /// The content's properties interpolate where they can.
    public static let interpolate = ContentTransition(kind: .interpolate)

    /// Digits that roll to their new values (up, or down with `countsDown`).
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown))
    }

    /// Digits that roll up or down as `value` grows or shrinks (iOS 17).
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericValue(value))
    }
}

nonisolated extension View {
    /// How this view's content changes in an animation, as SwiftUI's `contentTransition(_:)`.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}

private struct ContentTransitionKey: EnvironmentKey {
    static var defaultValue: ContentTransition { .opacity }
}

extension EnvironmentValues {
    /// The content transition of the views here (`.opacity` unless set).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}
