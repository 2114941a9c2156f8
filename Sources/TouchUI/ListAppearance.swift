import Scene

/// How prominent a section's header is, as SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable {
    /// The grouped style's small grey upper-case header.
    case standard
    /// A larger header in the label colour, as UIKit's prominent inset grouped header.
    case increased
}

/// The gap between a list's sections, as SwiftUI's `ListSectionSpacing`.
public struct ListSectionSpacing: Hashable, Sendable {
    let points: Double?

    /// The style's own gap (35 pt above a section without a header in the grouped styles).
    public static let `default` = ListSectionSpacing(points: nil)
    /// A tighter gap, as iOS 17's compact spacing (20 pt).
    public static let compact = ListSectionSpacing(points: 20)
    /// `spacing` points between sections.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

/// How a `Form` lays out its controls, as SwiftUI's `FormStyle`.
public protocol FormStyle {}

/// The platform's form style: grouped sections on iPadOS.
public struct AutomaticFormStyle: FormStyle {
    public init() {}
}

/// Sections of rows in the inset grouped list look.
public struct GroupedFormStyle: FormStyle {
    public init() {}
}

/// macOS's trailing-aligned label column. iPadOS draws a form in this style
/// grouped as well (SwiftUI's columns style lays out a macOS form), and so
/// does a kiosk.
public struct ColumnsFormStyle: FormStyle {
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    /// Grouped on iPadOS.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Rows in grouped sections.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Grouped on iPadOS (see `ColumnsFormStyle`).
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// The list options set around a list (`listRowSpacing`, …), read as it draws.
struct ListOptions {
    /// Points between rows: each row then is a card of its own.
    var rowSpacing: Double?
    var sectionSpacing = ListSectionSpacing.default
    var headerProminence = Prominence.standard
    /// `.scrollContentBackground(.hidden)`: no grey behind the sections.
    var backgroundHidden = false
}

private enum ListOptionsKey {}

extension ViewEnvironment {
    var listOptions: ListOptions {
        get { custom.value(for: ObjectIdentifier(ListOptionsKey.self)) ?? ListOptions() }
        set { custom.set(newValue, for: ObjectIdentifier(ListOptionsKey.self)) }
    }
}

extension EnvironmentValues {
    /// The prominence of the section headers inside, as SwiftUI's `headerProminence` value.
    public var headerProminence: Prominence {
        get { base.listOptions.headerProminence }
        set { base.listOptions.headerProminence = newValue }
    }
}

nonisolated extension View {
    /// The gap between the rows of the lists inside, as SwiftUI's
    /// `listRowSpacing(_:)`: with one, each row is a rounded card of its own
    /// (iOS 17's look); nil joins them in their section's card.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        withEnvironment { $0.listOptions.rowSpacing = spacing.map(Double.init) }
    }

    /// The gap between the sections of the lists inside, as SwiftUI's `listSectionSpacing(_:)`.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        withEnvironment { $0.listOptions.sectionSpacing = spacing }
    }

    /// `spacing` points between the sections of the lists inside.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        withEnvironment { $0.listOptions.sectionSpacing = .custom(spacing) }
    }

    /// How prominent the section headers inside are, as SwiftUI's `headerProminence(_:)`.
    public func headerProminence(_ prominence: Prominence) -> some View {
        withEnvironment { $0.listOptions.headerProminence = prominence }
    }

    /// Hides (or shows) the background of the scrolling views inside, as
    /// SwiftUI's `scrollContentBackground(_:)`: a `List` or `Form` without
    /// its grey shows what is behind it (`.background(…)`).
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        withEnvironment { $0.listOptions.backgroundHidden = visibility == .hidden }
    }

    /// The style of the forms inside, as SwiftUI's `formStyle(_:)`. All three
    /// draw grouped on iPadOS (see `ColumnsFormStyle`), so this changes nothing.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
