import Scene

/// A control for choosing one of a set of values, as SwiftUI's `Picker`:
/// its content's views are the options, each standing for the value of
/// its `.tag(_:)` (or, in a `ForEach`, its id). `.pickerStyle(.segmented)`
/// draws iOS's segmented control; `.menu` (the default, as on iOS 17) a
/// button showing the choice that opens the options; `.wheel` the
/// options in a column with the choice in the middle band.
///
/// Named with `.accessibilityIdentifier("size")`, a segmented picker's
/// options are `size.<option text>` in `--layout`. A selection that
/// matches no tag is logged once and no option shows as chosen.
public nonisolated struct Picker<Label: View, SelectionValue: Hashable, Content: View>: PrimitiveView, ResolvableView {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// A picker over `selection` with `content`'s options.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// A picker over `selection` labelled by `label`, as SwiftUI's
    /// `init(selection:label:content:)` (deprecated on iOS 17 yet still
    /// written, and still compiled by SwiftUI).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let scope = graph.environment.identifierScope
        let name = scope?.path == id.path ? scope?.name : nil
        let optionNodes = graph.resolve(content, at: id.child("options")) { $0.tagsRows = true }
        let chosen = AnyHashable(selection.wrappedValue)
        var options: [PickerOption] = []
        for node in optionNodes {
            guard let tag = node.tag else { continue }
            options.append(PickerOption(tag: tag, text: node.firstText ?? "\(tag)", node: node))
        }
        if !options.contains(where: { $0.tag == chosen }) {
            // Named by its identifier, else by its label's text, as the log's reader sees the screen.
            let title = name ?? (label as? Text).map { "\"\($0.plainString)\"" }
            ViewWarnings.once("Picker\(title.map { " \($0)" } ?? "") at \(id.path): the selection \(chosen) matches no option's tag; none is shown as chosen")
        }
        let binding = selection
        let choose: (AnyHashable) -> Void = { tag in
            if let value = tag.base as? SelectionValue { binding.wrappedValue = value }
        }
        let style = graph.environment.pickerStyle
        let control = PickerControl(options: options, chosen: chosen, choose: choose, name: name, style: style, label: AnyView(label))
        return graph.resolve(control, at: id.child("control"))
    }
}

extension Picker where Label == Text {
    /// A picker titled `title` over `selection`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(String(title)) }
    }
}

nonisolated extension View {
    /// The value this view stands for as an option of a `Picker`.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifyingNodes { nodes in nodes.changingFirst { $0.tag = AnyHashable(tag) } }
    }

    /// How the pickers inside draw their options.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        withEnvironment { $0.pickerStyle = S.kind }
    }
}

/// How a `Picker` draws, as SwiftUI's `PickerStyle`.
public protocol PickerStyle {
    /// Which of the built-in looks this is.
    static var kind: PickerKind { get }
}

/// The built-in picker looks.
public enum PickerKind: Hashable, Sendable {
    case segmented, menu, wheel, inline, navigationLink
}

/// iOS's segmented control.
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public static var kind: PickerKind { .segmented }
}

/// A button showing the choice that opens the options.
public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public static var kind: PickerKind { .menu }
}

/// The options in a column, the choice in the middle band.
public struct WheelPickerStyle: PickerStyle {
    public init() {}
    public static var kind: PickerKind { .wheel }
}

/// Each option a row among the container's other views, the choice
/// checked, as SwiftUI's `InlinePickerStyle`
/// (developer.apple.com/documentation/swiftui/inlinepickerstyle).
public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public static var kind: PickerKind { .inline }
}

/// A navigation link showing the choice that pushes a list of the options,
/// as SwiftUI's `NavigationLinkPickerStyle`
/// (developer.apple.com/documentation/swiftui/navigationlinkpickerstyle).
public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
    public static var kind: PickerKind { .navigationLink }
}

/// The platform's default: a menu, as on iOS 17.
public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public static var kind: PickerKind { .menu }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// iOS's segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A button that opens the options.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A column of options.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// Each option a row inline with the container's other views.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A navigation link that pushes the options as a list.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default (a menu).
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

/// One option of a picker: its value, its text (for names), its resolved view.
struct PickerOption {
    let tag: AnyHashable
    let text: String
    let node: ViewNode
}

/// Already resolved nodes, placed as a view.
nonisolated struct ResolvedNodes: PrimitiveView, ResolvableView {
    let nodes: [ViewNode]
    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { nodes }
}

extension ViewNode {
    /// The first text drawn in the subtree, depth first, a decorated view's
    /// own content before its backgrounds (a row swiped open shows its name,
    /// not the Delete button drawn behind it).
    var firstText: String? {
        if case .drawing(.text(let text)) = kind { return text.string }
        if case .decorated(let primary, _) = kind, primary < children.count, let text = children[primary].firstText { return text }
        for child in children {
            if let text = child.firstText { return text }
        }
        return nil
    }
}
