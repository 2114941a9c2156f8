import Scene

/// The top or bottom edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom

    /// A set of vertical edges, as SwiftUI's `VerticalEdge.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1 << 0)
        public static let bottom = Set(rawValue: 1 << 1)
        public static let all: Set = [.top, .bottom]
    }
}

/// What a list row's modifiers ask of the row's chrome: the row traits
/// SwiftUI keeps for `listRowBackground`, `listRowSeparator`,
/// `listRowInsets` and `badge`.
struct ListRowTraits {
    var background: AnyView?
    /// `.hidden` drops the row's separator (iOS draws a row's separator at its bottom).
    var separator = Visibility.automatic
    var separatorTint: Color?
    var insets: EdgeInsets?
    /// `.badge(_:)`: the text at the row's trailing end (or the tab item's count).
    var badge: Text?
    /// `.deleteDisabled(true)`: no swipe to Delete from the `ForEach`'s `onDelete`.
    var deleteDisabled = false
}

/// The preference key under which a row's view carries its trait changes.
private enum ListRowTraitsKey {}

/// A view whose rows get `change` applied to their traits: the nodes it
/// makes carry it (a row's own view), and rows resolved inside see it in the
/// environment (a `Section` or `ForEach` given the modifier).
nonisolated struct ListRowTraitView<Content: View>: PrimitiveView, ResolvableView {
    let content: Content
    /// Whether rows inside see it too (not a badge: a tab's badge is not its list rows').
    var inherits = true
    let change: (inout ListRowTraits) -> Void

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let change = self.change
        let nodes = inherits ? graph.resolve(content, at: id) { change(&$0.inheritedRowTraits) } : graph.resolve(content, at: id)
        return nodes.map { node in
            let marked = node.writable()
            marked.preferences.append(PreferenceValue(key: ObjectIdentifier(ListRowTraitsKey.self), value: change))
            return marked
        }
    }
}

extension ViewNode {
    /// The row traits of a list row whose view is this node: `inherited`
    /// (set around its section), then the changes found down the chain of
    /// single-child wrappers, outermost first, so the innermost wins.
    func listRowTraits(inherited: ListRowTraits) -> ListRowTraits {
        var changes: [(inout ListRowTraits) -> Void] = []
        var node: ViewNode? = self
        var depth = 0
        let key = ObjectIdentifier(ListRowTraitsKey.self)
        while let current = node, depth < 32 {
            for value in current.preferences where value.key == key {
                if let change = value.value as? (inout ListRowTraits) -> Void { changes.append(change) }
            }
            node = current.children.count == 1 ? current.children[0] : nil
            depth += 1
        }
        var traits = inherited
        for change in changes.reversed() { change(&traits) }
        return traits
    }
}

extension ViewEnvironment {
    /// Row traits set around the rows being resolved (a modifier on a `Section` or `List`).
    var inheritedRowTraits: ListRowTraits {
        get { custom.value(for: ObjectIdentifier(ListRowTraitsKey.self)) ?? ListRowTraits() }
        set { custom.set(newValue, for: ObjectIdentifier(ListRowTraitsKey.self)) }
    }
}

nonisolated extension View {
    /// The view behind the row this view is in, as SwiftUI's
    /// `listRowBackground(_:)`: it fills the whole row, under its insets
    /// and to the section card's rounded corners. Nil keeps the card's white.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let background = view.map { AnyView($0) }
        return ListRowTraitView(content: self) { $0.background = background }
    }

    /// Shows or hides the row's separator, as SwiftUI's
    /// `listRowSeparator(_:edges:)`. iOS draws one separator between two
    /// rows, at the bottom of the upper one: hiding `.bottom` (or both)
    /// removes it; `.top` alone concerns the separator above, which belongs
    /// to the row before and stays.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        ListRowTraitView(content: self) { traits in
            if edges.contains(.bottom) { traits.separator = visibility }
        }
    }

    /// The colour of the row's separator, as SwiftUI's `listRowSeparatorTint(_:edges:)`.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        ListRowTraitView(content: self) { traits in
            if edges.contains(.bottom) { traits.separatorTint = color }
        }
    }

    /// Shows or hides a section's separators, as SwiftUI's
    /// `listSectionSeparator(_:edges:)`. Only the plain style draws
    /// separators above and below a section, and this one draws none there,
    /// so it changes nothing that shows.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// The colour of a section's separators, as SwiftUI's
    /// `listSectionSeparatorTint(_:edges:)` (none drawn: see `listSectionSeparator`).
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

    /// The insets of the row's content from the row's edges, as SwiftUI's
    /// `listRowInsets(_:)`, in place of the default 20 pt at either side.
    /// The row stays at least 44 pt tall. Nil keeps the default.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        ListRowTraitView(content: self) { $0.insets = insets }
    }

    /// A count at the row's trailing end (or on the tab's item in a tab
    /// bar), as SwiftUI's `badge(_:)`; zero shows none.
    public func badge(_ count: Int) -> some View {
        let badge = count == 0 ? nil : Text("\(count)")
        return ListRowTraitView(content: self, inherits: false) { $0.badge = badge }
    }

    /// A text at the row's trailing end (or on the tab's item), as SwiftUI's `badge(_:)`; nil shows none.
    public func badge(_ label: Text?) -> some View {
        ListRowTraitView(content: self, inherits: false) { $0.badge = label }
    }

    /// A string at the row's trailing end (or on the tab's item), as SwiftUI's `badge(_:)`; nil shows none.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        let badge = label.map { Text(String($0)) }
        return ListRowTraitView(content: self, inherits: false) { $0.badge = badge }
    }

    /// A localized string at the row's trailing end, as SwiftUI's `badge(_:)`.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        let badge = key.map { Text($0) }
        return ListRowTraitView(content: self, inherits: false) { $0.badge = badge }
    }
}

/// Marks a row chrome drawn over a `listRowBackground`: its section clips
/// its card so the background keeps the card's rounded corners.
enum RowBackgroundMarker {
    static func mark(_ nodes: [ViewNode], if condition: Bool) -> [ViewNode] {
        guard condition else { return nodes }
        return nodes.changingFirst { $0.preferences.append(PreferenceValue(key: ObjectIdentifier(RowBackgroundMarker.self), value: true)) }
    }

    static func isMarked(_ node: ViewNode) -> Bool {
        node.preferences.contains { $0.key == ObjectIdentifier(RowBackgroundMarker.self) }
    }
}
