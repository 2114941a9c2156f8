import Scene

/// A bar that the toolbar modifiers address, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable { case automatic, navigationBar, bottomBar, tabBar }
    let bar: Bar

    /// The platform's bar: the navigation bar on iPadOS.
    public static let automatic = ToolbarPlacement(bar: .automatic)
    /// The navigation bar at the top of a `NavigationStack`'s screen.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// The bar of `.bottomBar` items.
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
    /// A `TabView`'s bar.
    public static let tabBar = ToolbarPlacement(bar: .tabBar)

    /// Whether this addresses the navigation bar.
    var isNavigationBar: Bool { bar == .automatic || bar == .navigationBar }
}

/// How a screen's title shows, as SwiftUI's `ToolbarTitleDisplayMode`.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let mode: NavigationBarItem.TitleDisplayMode

    /// The previous screen's mode (large for the first screen).
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    /// Centred in the bar.
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    /// Big and bold under the bar.
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    /// Large, in the bar itself on macOS; iOS draws it as `.large`.
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
}

/// The purpose of a toolbar, as SwiftUI's `ToolbarRole`. iPadOS's
/// `.editor` moves the title to the leading side of the bar; a kiosk keeps
/// every role's bar as `.automatic`'s.
public struct ToolbarRole: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarRole(name: "automatic")
    public static let browser = ToolbarRole(name: "browser")
    public static let editor = ToolbarRole(name: "editor")
    public static let navigationStack = ToolbarRole(name: "navigationStack")
}

/// Content of a toolbar, as SwiftUI's `ToolbarContent`: here toolbar items
/// are views, so a type declared `struct Items: ToolbarContent` with a
/// `var body: some ToolbarContent` is a view placing its items.
public typealias ToolbarContent = View
/// Toolbar content a user could rearrange (a kiosk's cannot), as SwiftUI's `CustomizableToolbarContent`.
public typealias CustomizableToolbarContent = View
/// Builds toolbar content, as SwiftUI's `ToolbarContentBuilder`: the view builder.
public typealias ToolbarContentBuilder = ViewBuilder

/// What a screen's modifiers ask of its bars.
struct NavigationBarOptions {
    var navigationBarHidden = false
    var bottomBarHidden = false
    /// `.toolbarBackground(_:for:)`: the bar's fill in place of iOS's light grey.
    var background: AnyView?
    /// `.toolbarBackground(.hidden, for:)`: no fill and no hairline.
    var backgroundHidden = false
    /// `.toolbarColorScheme(.dark, for:)`: the title in white.
    var colorScheme: ColorScheme?
}

nonisolated extension View {
    func navigationBarOption(_ change: @escaping (inout NavigationBarOptions) -> Void) -> some View {
        NavigationItemView(content: self, kind: .barOptions(change))
    }

    /// Shows or hides bars of the screen this view is in, as SwiftUI's
    /// `toolbar(_:for:)`: `.hidden` for `.navigationBar` takes the navigation
    /// bar away (its title and items with it; the content fills its room),
    /// for `.bottomBar` the bottom bar. A `TabView`'s bar stays (hide it by
    /// not using a `TabView`).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let bars = bars.isEmpty ? [ToolbarPlacement.automatic] : bars
        return navigationBarOption { options in
            for bar in bars {
                if bar.isNavigationBar { options.navigationBarHidden = visibility == .hidden }
                if bar.bar == .bottomBar { options.bottomBarHidden = visibility == .hidden }
            }
        }
    }

    /// The fill of bars of the screen this view is in, as SwiftUI's `toolbarBackground(_:for:)`.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let fill = AnyView(Rectangle().fill(style))
        let bars = bars
        return navigationBarOption { options in
            if bars.contains(where: \.isNavigationBar) || bars.contains(.bottomBar) { options.background = fill }
        }
    }

    /// Shows or hides the fill of bars of the screen this view is in, as
    /// SwiftUI's `toolbarBackground(_:for:)`: `.hidden` leaves the bar clear
    /// over the content's background, without its hairline.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        navigationBarOption { $0.backgroundHidden = visibility == .hidden }
    }

    /// The colour scheme of bars of the screen this view is in, as SwiftUI's
    /// `toolbarColorScheme(_:for:)`: `.dark` draws the title white (for a dark `toolbarBackground`).
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        navigationBarOption { $0.colorScheme = colorScheme }
    }

    /// How the title of the screen this view is in shows, as SwiftUI's `toolbarTitleDisplayMode(_:)`.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.mode)
    }

    /// The purpose of the toolbar (see `ToolbarRole`: no change on a kiosk).
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }

    /// Hides the navigation bar, as SwiftUI's (deprecated) `navigationBarHidden(_:)`.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        navigationBarOption { $0.navigationBarHidden = hidden }
    }

    /// A toolbar a user could customise, as SwiftUI's `toolbar(id:content:)`:
    /// a kiosk's is fixed, so this is `toolbar(content:)`.
    public func toolbar<Content: View>(id: String, @ViewBuilder content: () -> Content) -> some View {
        toolbar(content: content)
    }
}
