import Foundation

/// A vector, as CoreGraphics' `CGVector` (Foundation on Linux has none):
/// what `ScrollTargetBehaviorContext.velocity` is.
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    public static let zero = CGVector(dx: 0, dy: 0)
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// A page (the scroll view's size) at a time.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles with a view of the `.scrollTargetLayout()` aligned to the scroll view's leading edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// `.viewAligned`, as far as `limitBehavior` lets a fling go.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// Whether a scroll view bounces past its ends, as SwiftUI's `ScrollBounceBehavior`.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let alwaysBounces: Bool?
    /// The platform's choice: iOS bounces always.
    public static let automatic = ScrollBounceBehavior(alwaysBounces: nil)
    /// Bounces even when the content fits.
    public static let always = ScrollBounceBehavior(alwaysBounces: true)
    /// Bounces only when the content is larger than the scroll view.
    public static let basedOnSize = ScrollBounceBehavior(alwaysBounces: false)
}

/// Where `contentMargins` apply, as SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable {
    let appliesToContent: Bool
    /// The content and the indicators alike (SwiftUI's default).
    public static let automatic = ContentMarginPlacement(appliesToContent: true)
    /// The scrolled content only.
    public static let scrollContent = ContentMarginPlacement(appliesToContent: true)
    /// The scroll indicators only (the indicator here keeps its 3 pt inset, so these change nothing).
    public static let scrollIndicators = ContentMarginPlacement(appliesToContent: false)
}

nonisolated extension View {
    /// How the scroll views inside settle after a fling, as SwiftUI's
    /// `scrollTargetBehavior(_:)`: `.paging` or `.viewAligned`.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        let boxed = AnyScrollTargetBehavior(behavior)
        return withEnvironment { $0.scrollTargetBehavior = boxed }
    }

    /// Marks the layout (an `HStack`, `LazyHStack`, `VStack`, …) whose
    /// subviews are the views `.viewAligned` aligns to and
    /// `scrollPosition(id:)` reports, as SwiftUI's `scrollTargetLayout(isEnabled:)`.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifyingNodes { nodes in
            guard isEnabled else { return nodes }
            return nodes.map { ViewNode(id: $0.id.child(ScrollTargetLayout.mark), kind: .wrapper, children: [$0]) }
        }
    }

    /// Binds the id of the view of the scroll view's `.scrollTargetLayout()`
    /// at its leading edge (nil until the scroll view is laid out), as
    /// SwiftUI's `scrollPosition(id:anchor:)`: scrolling sets it, and setting
    /// it (in `withAnimation` to animate) scrolls that view to `anchor`
    /// (nil: the leading edge).
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        let link: ScrollPositionLink = TypedScrollPositionLink(binding: id, anchor: anchor)
        return withEnvironment { $0.scrollPositionLink = link }
    }

    /// Lets the scroll views inside draw their content past their bounds, as
    /// SwiftUI's `scrollClipDisabled(_:)` (a carousel's shadows and the
    /// neighbouring cards show).
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        withEnvironment { $0.scrollClipDisabled = disabled }
    }

    /// Whether the scroll views inside bounce when their content fits, as
    /// SwiftUI's `scrollBounceBehavior(_:axes:)`.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        withEnvironment { $0.scrollBounceBehavior = behavior }
    }

    /// Where the scroll views inside start, as SwiftUI's `defaultScrollAnchor(_:)`:
    /// `.bottom` starts a chat at its last message.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        withEnvironment { $0.defaultScrollAnchor = anchor }
    }

    /// Margins around the scrolled content of the scroll views inside, which
    /// scroll with it, as SwiftUI's `contentMargins(_:_:for:)`.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        let margins = EdgeInsets(top: edges.contains(.top) ? insets.top : 0, leading: edges.contains(.leading) ? insets.leading : 0,
                                 bottom: edges.contains(.bottom) ? insets.bottom : 0, trailing: edges.contains(.trailing) ? insets.trailing : 0)
        return withEnvironment { if placement.appliesToContent { $0.scrollContentMargins = margins } }
    }

    /// `length` of margin on `edges` (nil: the platform's, 16 points).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(edges, EdgeInsets(edges: .all, length: length ?? 16), for: placement)
    }

    /// The same margin on every edge.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}

/// A scroll target behaviour as the environment holds it.
struct AnyScrollTargetBehavior {
    let update: (inout ScrollTarget, ScrollTargetBehaviorContext) -> Void
    /// The behaviour's type, so that an unchanged one compares equal.
    let type: ObjectIdentifier

    init<B: ScrollTargetBehavior>(_ behavior: B) {
        update = { behavior.updateTarget(&$0, context: $1) }
        type = ObjectIdentifier(B.self)
    }
}

/// A `scrollPosition(id:)` binding, with its ids as strings (as the identity paths hold them).
class ScrollPositionLink {
    let anchor: UnitPoint?

    init(anchor: UnitPoint?) { self.anchor = anchor }

    /// The bound id, as a path holds it.
    func get() -> String? { nil }
    /// Binds the id a path's key stands for.
    func set(_ key: String?) {}
}

/// A `scrollPosition(id:)` binding to ids of type `ID`.
final class TypedScrollPositionLink<ID: Hashable>: ScrollPositionLink {
    let binding: Binding<ID?>

    init(binding: Binding<ID?>, anchor: UnitPoint?) {
        self.binding = binding
        super.init(anchor: anchor)
    }

    override func get() -> String? { binding.wrappedValue.map { String(describing: $0) } }

    override func set(_ key: String?) { binding.wrappedValue = key.flatMap(value(of:)) }

    /// The id value a path's key stands for: a string, a number, a UUID,
    /// anything made from its description; otherwise nil, logged.
    private func value(of key: String) -> ID? {
        if let id = key as? ID { return id }
        if let type = ID.self as? any LosslessStringConvertible.Type, let id = type.init(key) as? ID { return id }
        if ID.self == UUID.self, let id = UUID(uuidString: key) as? ID { return id }
        ViewWarnings.once("scrollPosition(id:): a \(ID.self) cannot be made from the view id \"\(key)\"; the binding is set to nil")
        return nil
    }
}

/// The `.scrollTargetLayout()` mark and what a scroll view reads from it.
enum ScrollTargetLayout {
    static let mark = "scrollTargetLayout"

    /// The views of the marked layout in `content` (a scroll view's laid-out
    /// content): each one's id key (its `ForEach` element's or `.id`) and
    /// where it starts and how long it is along `axis`, in content coordinates.
    static func targets(in content: ViewNode, axis: Axis) -> [(key: String?, start: Double, length: Double)] {
        func along(_ rect: Rect) -> (Double, Double) { axis == .vertical ? (rect.minY, rect.height) : (rect.minX, rect.width) }
        func find(_ node: ViewNode, _ origin: Double, depth: Int) -> (ViewNode, Double)? {
            let start = origin + along(node.frame).0
            if node.id.path.hasSuffix("/" + mark) { return (node, start) }
            guard depth < 64 else { return nil }
            for child in node.children {
                if let found = find(child, start, depth: depth + 1) { return found }
            }
            return nil
        }
        // The content's own frame is where the scroll view placed it: its origin is the scrolled 0.
        guard let (marked, origin) = find(content, -along(content.frame).0, depth: 0), let layout = marked.children.first else { return [] }
        let base = origin + along(layout.frame).0
        let prefix = layout.id.path
        return layout.children.map { child in
            let (start, length) = along(child.frame)
            return (key(of: child.id.path, under: prefix), base + start, length)
        }
    }

    /// The `ForEach` element's or `.id` key nearest the layout at `layout`
    /// in `path` (`…/[3]/…` or `…/#intro/…`): only the components past those
    /// the two paths share count (a lazy stack's rows sit beside its `lazy`
    /// node, not under it, and the ids of `ForEach`es around the scroll view
    /// are in both).
    static func key(of path: String, under layout: String) -> String? {
        let components = path.split(separator: "/"), layoutComponents = layout.split(separator: "/")
        var shared = 0
        while shared < min(components.count, layoutComponents.count), components[shared] == layoutComponents[shared] { shared += 1 }
        for component in components[shared...] {
            if component.hasPrefix("["), component.hasSuffix("]") { return String(component.dropFirst().dropLast()) }
            if component.hasPrefix("#") { return String(component.dropFirst()) }
        }
        return nil
    }
}

private enum ScrollTargetBehaviorKey {}
private enum ScrollPositionKey {}
private enum ScrollClipKey {}
private enum ScrollBounceKey {}
private enum DefaultScrollAnchorKey {}
private enum ScrollMarginsKey {}

extension ViewEnvironment {
    /// `.scrollTargetBehavior(_:)`.
    var scrollTargetBehavior: AnyScrollTargetBehavior? {
        get { custom.value(for: ObjectIdentifier(ScrollTargetBehaviorKey.self)) ?? nil }
        set { custom.set(newValue, for: ObjectIdentifier(ScrollTargetBehaviorKey.self)) }
    }

    /// `.scrollPosition(id:anchor:)`.
    var scrollPositionLink: ScrollPositionLink? {
        get { custom.value(for: ObjectIdentifier(ScrollPositionKey.self)) ?? nil }
        set { custom.set(newValue, for: ObjectIdentifier(ScrollPositionKey.self)) }
    }

    /// `.scrollClipDisabled(_:)`.
    var scrollClipDisabled: Bool {
        get { custom.value(for: ObjectIdentifier(ScrollClipKey.self)) ?? false }
        set { custom.set(newValue, for: ObjectIdentifier(ScrollClipKey.self)) }
    }

    /// `.scrollBounceBehavior(_:axes:)`.
    var scrollBounceBehavior: ScrollBounceBehavior {
        get { custom.value(for: ObjectIdentifier(ScrollBounceKey.self)) ?? .automatic }
        set { custom.set(newValue, for: ObjectIdentifier(ScrollBounceKey.self)) }
    }

    /// `.defaultScrollAnchor(_:)`.
    var defaultScrollAnchor: UnitPoint? {
        get { custom.value(for: ObjectIdentifier(DefaultScrollAnchorKey.self)) ?? nil }
        set { custom.set(newValue, for: ObjectIdentifier(DefaultScrollAnchorKey.self)) }
    }

    /// `.contentMargins(_:_:for:)` for the scrolled content.
    var scrollContentMargins: EdgeInsets? {
        get { custom.value(for: ObjectIdentifier(ScrollMarginsKey.self)) ?? nil }
        set { custom.set(newValue, for: ObjectIdentifier(ScrollMarginsKey.self)) }
    }
}
