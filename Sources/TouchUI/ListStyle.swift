import Scene

/// How a `List` draws its sections and rows, as SwiftUI's `ListStyle`
/// (developer.apple.com/documentation/swiftui/liststyle).
public protocol ListStyle {
    /// Which of the built-in looks this is.
    static var kind: ListStyleKind { get }
}

/// The built-in list looks, as iOS 17 draws them on an iPad.
public enum ListStyleKind: Hashable, Sendable {
    /// Rounded white section cards inset on the grey system background.
    case insetGrouped
    /// Full-width white sections on the grey system background.
    case grouped
    /// Sections inset on a white background.
    case inset
    /// Rows edge to edge on white, full-width separators.
    case plain
}

/// Rounded section cards inset on grey: `Form`'s look and, on iPad, a list's default.
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public static var kind: ListStyleKind { .insetGrouped }
}

/// Full-width sections on grey.
public struct GroupedListStyle: ListStyle {
    public init() {}
    public static var kind: ListStyleKind { .grouped }
}

/// Sections inset on white.
public struct InsetListStyle: ListStyle {
    public init() {}
    public static var kind: ListStyleKind { .inset }
}

/// Rows edge to edge on white.
public struct PlainListStyle: ListStyle {
    public init() {}
    public static var kind: ListStyleKind { .plain }
}

/// The platform's default: inset grouped, as on an iPad with iOS 17.
public struct DefaultListStyle: ListStyle {
    public init() {}
    public static var kind: ListStyleKind { .insetGrouped }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Rounded section cards inset on grey.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Full-width sections on grey.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Sections inset on white.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge on white.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == DefaultListStyle {
    /// The default (inset grouped on iPad).
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

nonisolated extension View {
    /// How the lists inside draw, as SwiftUI's `listStyle(_:)`. A `Form` keeps its inset grouped look.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        withEnvironment { $0.listStyle = S.kind }
    }
}

private enum ListStyleKey {}
private enum ListContextKey {}
private enum ButtonFillsListRowKey {}

extension ViewEnvironment {
    /// Set by `.listStyle(_:)`.
    var listStyle: ListStyleKind {
        get { custom.value(for: ObjectIdentifier(ListStyleKey.self)) ?? .insetGrouped }
        set { custom.set(newValue, for: ObjectIdentifier(ListStyleKey.self), presented: true) }
    }

    /// The style of the list whose rows are being resolved: a `Section`
    /// there draws as a list section, a `Button` fills its row.
    var listContext: ListStyleKind? {
        get { custom.value(for: ObjectIdentifier(ListContextKey.self)) ?? nil }
        set { custom.set(newValue, for: ObjectIdentifier(ListContextKey.self)) }
    }

    /// Resolving a list row's own view: a `Button` there fills the row (a stack clears it).
    var buttonFillsListRow: Bool {
        get { custom.value(for: ObjectIdentifier(ButtonFillsListRowKey.self)) ?? false }
        set { custom.set(newValue, for: ObjectIdentifier(ButtonFillsListRowKey.self)) }
    }
}

/// The measures and colours of a list style (UITableView's, iOS 17, regular width).
struct ListMetrics {
    let style: ListStyleKind

    /// Behind the sections: the grouped styles' system background.
    var background: Color {
        switch style {
        case .insetGrouped, .grouped: Color(red: 0.949, green: 0.949, blue: 0.969)
        case .inset, .plain: .white
        }
    }
    /// From the list's edges to a section's card.
    var cardInset: Double { style == .insetGrouped || style == .inset ? 20 : 0 }
    var cardRadius: Double { style == .insetGrouped || style == .inset ? 10 : 0 }
    /// From the card's edges to a row's content.
    var rowInset: Double { 20 }
    static let rowHeight = 44.0
    /// Where a separator starts: under the text, or at the edge (plain).
    var separatorInset: Double { style == .plain ? 0 : rowInset }
    static let separatorColor = Color(red: 0.776, green: 0.776, blue: 0.784)
    static let separatorThickness = 0.5
    /// Above a section without a header (none in a plain list).
    var sectionGap: Double { style == .plain ? 0 : 35 }
    /// Above a header's text, below it.
    var headerTop: Double { style == .plain ? 8 : 17 }
    static let headerBottom = 7.0
    static let footerTop = 7.0
    static let headerColor = Color(red: 0.427, green: 0.427, blue: 0.447)
    /// Headers shown upper case (SwiftUI's default `textCase` in a grouped list).
    var uppercasesHeaders: Bool { style != .plain }
}
