import Foundation

/// How a paged `TabView`'s page dots look, as SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle {
    /// When the dots sit on a background.
    var _backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode { get }
}

/// `UIPageControl`'s dots, as SwiftUI's `PageIndexViewStyle`.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots sit on a translucent capsule, as SwiftUI's `BackgroundDisplayMode`.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let showsBackground: Bool
        /// The platform's choice: no background at rest.
        public static let automatic = BackgroundDisplayMode(showsBackground: false)
        /// Always on the capsule (`UIPageControl.BackgroundStyle.prominent`).
        public static let always = BackgroundDisplayMode(showsBackground: true)
        /// While the dots are touched: a kiosk's dots take no touches, so never.
        public static let interactive = BackgroundDisplayMode(showsBackground: false)
        /// Never.
        public static let never = BackgroundDisplayMode(showsBackground: false)
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }

    public var _backgroundDisplayMode: BackgroundDisplayMode { backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// The page dots.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// The page dots, on a capsule as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

private enum PageIndexBackgroundKey {}

extension ViewEnvironment {
    /// `.indexViewStyle(.page(backgroundDisplayMode: .always))`: the page dots on a capsule.
    var pageIndexBackground: Bool {
        get { custom.value(for: ObjectIdentifier(PageIndexBackgroundKey.self)) ?? false }
        set { custom.set(newValue, for: ObjectIdentifier(PageIndexBackgroundKey.self)) }
    }
}

nonisolated extension View {
    /// How the paged `TabView`s inside draw their page dots, as SwiftUI's `indexViewStyle(_:)`.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        let background = style._backgroundDisplayMode.showsBackground
        return withEnvironment { $0.pageIndexBackground = background }
    }
}
