import Scene

/// A label that shows or hides content under it, as SwiftUI's
/// `DisclosureGroup` (developer.apple.com/documentation/swiftui/disclosuregroup).
///
/// iOS 17's look: the label leading and a chevron (`chevron.right`, in the
/// tint) trailing; a tap anywhere on the label row expands or collapses it,
/// the chevron turning a quarter turn down and the content fading in under
/// the label (animated, 0.3 s ease in and out, as SwiftUI animates the
/// toggle its own row makes). In a `List` or `Form` the label and each
/// view of the content are rows of their own (at least 44 pt tall, a
/// hairline between them); elsewhere the content stacks under the label,
/// 8 pt apart. Named with `.accessibilityIdentifier("more")`, the group is
/// `more` and its label row `more.label`. Without an `isExpanded` binding
/// it keeps its own state, collapsed at first.
public nonisolated struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var ownExpansion = false
    @ControlIdentifier private var identifier

    /// A group showing `content` under `label` once tapped open.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        isExpanded = nil
    }

    /// A group whose expansion is `isExpanded`.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.isExpanded = isExpanded
    }

    public var body: some View {
        let expanded = isExpanded ?? $ownExpansion
        return VStack(alignment: .leading, spacing: 0) {
            DisclosureLabelRow(label: label, isExpanded: expanded)
                .accessibilityIdentifier(ifAny: _identifier.part("label"))
            if expanded.wrappedValue {
                DisclosureContent(content: content)
                    .transition(.opacity)
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group labelled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A group labelled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(String(title)) })
    }

    /// A group labelled `titleKey` whose expansion is `isExpanded`.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }

    /// A group labelled `title` whose expansion is `isExpanded`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(String(title)) })
    }
}

/// The label and the chevron, the whole row a button that flips the expansion.
private nonisolated struct DisclosureLabelRow<Label: View>: View {
    let label: Label
    let isExpanded: Binding<Bool>
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.isScrollContent) private var inScrollView
    @Environment(\.tintColor) private var tint
    @Environment(\.isInListContent) private var inList

    var body: some View {
        let expanded = isExpanded
        return HStack(spacing: 8) {
            label
            Spacer(minLength: 0)
            Image(systemName: "chevron.right")
                .font(.footnote.weight(.semibold))
                .foregroundColor(isEnabled ? tint : Color.gray)
                .rotationEffect(.degrees(expanded.wrappedValue ? 90 : 0))
        }
        .frame(minHeight: inList ? CGFloat(ListMetrics.rowHeight) : nil)
        .contentShape(Rectangle())
        .gestureIf(isEnabled, ButtonGesture(inScrollView: inScrollView, onPressedChanged: { _ in })
            .onEnded { withAnimation(.easeInOut(duration: 0.3)) { expanded.wrappedValue.toggle() } })
    }
}

/// The content of an expanded group: in a list each of its views a row
/// under a hairline; elsewhere stacked under the label.
private nonisolated struct DisclosureContent<Content: View>: PrimitiveView, ResolvableView {
    let content: Content

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        guard graph.environment.listContext != nil else {
            return graph.resolve(VStack(alignment: .leading, spacing: 8) { content }.padding(.top, 8), at: id)
        }
        // The content's views are rows here: a `Section` in it is not one of the list's.
        let saved = graph.environment
        graph.environment.listContext = nil
        let nodes = graph.resolve(content, at: id.child("rows"))
        graph.environment = saved
        let rows = VStack(alignment: .leading, spacing: 0) {
            ForEach(nodes.indices, id: \.self) { index in
                ResolvedNodes(nodes: [nodes[index]])
                    .frame(maxWidth: .infinity, minHeight: ListMetrics.rowHeight, alignment: .leading)
                    .overlay(alignment: .top) {
                        Rectangle().fill(ListMetrics.separatorColor).frame(height: ListMetrics.separatorThickness)
                    }
            }
        }
        return graph.resolve(rows, at: id)
    }
}

extension EnvironmentValues {
    /// Resolving a list's rows (a row's view or a view inside it).
    var isInListContent: Bool { base.listContext != nil }
}
