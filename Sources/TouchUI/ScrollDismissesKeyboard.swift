import Foundation

/// Whether scrolling dismisses the on-screen keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let dismissesOnDrag: Bool
    /// The platform's choice: on iPadOS a scroll view's drag leaves the keyboard up.
    public static let automatic = ScrollDismissesKeyboardMode(dismissesOnDrag: false)
    /// A drag that scrolls ends editing at once.
    public static let immediately = ScrollDismissesKeyboardMode(dismissesOnDrag: true)
    /// The keyboard follows the finger down in UIKit; here a drag that scrolls ends editing, as `.immediately`.
    public static let interactively = ScrollDismissesKeyboardMode(dismissesOnDrag: true)
    /// Scrolling never dismisses it.
    public static let never = ScrollDismissesKeyboardMode(dismissesOnDrag: false)
}

private enum ScrollDismissesKeyboardKey {}

extension ViewEnvironment {
    /// `.scrollDismissesKeyboard(_:)`.
    var scrollDismissesKeyboard: ScrollDismissesKeyboardMode {
        get { custom.value(for: ObjectIdentifier(ScrollDismissesKeyboardKey.self)) ?? .automatic }
        set { custom.set(newValue, for: ObjectIdentifier(ScrollDismissesKeyboardKey.self)) }
    }
}

nonisolated extension View {
    /// Whether a drag scrolling the scroll views inside ends text editing
    /// (the keyboard goes down), as SwiftUI's `scrollDismissesKeyboard(_:)`.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        withEnvironment { $0.scrollDismissesKeyboard = mode }
    }
}
