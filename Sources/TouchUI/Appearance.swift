import Foundation

/// Light or dark, as SwiftUI's `ColorScheme`.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

/// How much room there is along an axis, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

/// Which way text runs, as SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

/// Whether the app is in front, as SwiftUI's `ScenePhase`. A kiosk's one
/// scene is always `.active`.
public enum ScenePhase: Hashable, Sendable {
    case background, inactive, active
}

/// The reader's text size, as SwiftUI's `DynamicTypeSize`.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// What the environment says about the screen a kiosk draws on: iOS's
/// defaults for an iPad in landscape or portrait with nothing changed in
/// Settings. A kiosk has no Settings app, so they stay as they are unless
/// the app sets them.
struct Appearance: Equatable {
    var colorScheme = ColorScheme.light
    var horizontalSizeClass = UserInterfaceSizeClass.regular
    var verticalSizeClass = UserInterfaceSizeClass.regular
    var dynamicTypeSize = DynamicTypeSize.large
    var layoutDirection = LayoutDirection.leftToRight
}

extension EnvironmentValues {
    /// Light, unless the app says otherwise with `.environment(\.colorScheme, …)`.
    /// Touchdeck's controls are drawn light either way.
    public var colorScheme: ColorScheme {
        get { base.appearance.colorScheme }
        set { base.appearance.colorScheme = newValue }
    }

    /// `.regular`, as on an iPad in full screen.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { base.appearance.horizontalSizeClass }
        set { base.appearance.horizontalSizeClass = newValue ?? .regular }
    }

    /// `.regular`, as on an iPad in full screen.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { base.appearance.verticalSizeClass }
        set { base.appearance.verticalSizeClass = newValue ?? .regular }
    }

    /// `.large`, iOS's default text size, at which Touchdeck's text styles are sized.
    public var dynamicTypeSize: DynamicTypeSize {
        get { base.appearance.dynamicTypeSize }
        set { base.appearance.dynamicTypeSize = newValue }
    }

    /// Left to right.
    public var layoutDirection: LayoutDirection {
        get { base.appearance.layoutDirection }
        set { base.appearance.layoutDirection = newValue }
    }

    /// Always `.active`: a kiosk's one scene is always in front.
    public var scenePhase: ScenePhase {
        get { .active }
        set {}
    }
}

nonisolated extension View {
    /// The colour scheme the app asks for, as SwiftUI's `preferredColorScheme(_:)`.
    /// Touchdeck draws light: asking for `.dark` sets `\.colorScheme` for the
    /// app's own views to read and is logged once, since the built-in
    /// controls and bars have no dark look yet.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        if colorScheme == .dark {
            ViewWarnings.once("preferredColorScheme(.dark): Touchdeck draws its controls light; the app's own colours can follow \\.colorScheme")
        }
        return withEnvironment { if let colorScheme { $0.appearance.colorScheme = colorScheme } }
    }

    /// Fixes the text size, as SwiftUI's `dynamicTypeSize(_:)`. Touchdeck's
    /// text styles have iOS's Large sizes; a kiosk pins `.large` to keep them.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        withEnvironment { $0.appearance.dynamicTypeSize = size }
    }

    /// Keeps the text size within `range`, as SwiftUI's `dynamicTypeSize(_:)` with a range.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        withEnvironment { environment in
            let size = environment.appearance.dynamicTypeSize
            if !range.contains(size) {
                environment.appearance.dynamicTypeSize = DynamicTypeSize.allCases.first(where: range.contains) ?? size
            }
        }
    }

    /// Hides the status bar, as SwiftUI's `statusBarHidden(_:)`: a kiosk's
    /// screen has no status bar, so there is nothing to hide.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Hides system overlays such as the home indicator, as SwiftUI's
    /// `persistentSystemOverlays(_:)`: a kiosk draws none.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }

    /// Calls `action` when a pointer hovers over the view, as SwiftUI's
    /// `onHover(perform:)`. A touchscreen has no hover: it is never called.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

    /// A tooltip shown on pointer hover, as SwiftUI's `help(_:)`: a
    /// touchscreen has no hover, so it is never shown.
    public func help(_ text: String) -> some View { self }

    /// As SwiftUI's `help(_:)` with a `Text`.
    public func help(_ text: Text) -> some View { self }
}
