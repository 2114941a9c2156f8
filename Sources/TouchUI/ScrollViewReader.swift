import Scene

/// Gives its content a proxy that scrolls the scroll views inside it to a
/// view, as SwiftUI's `ScrollViewReader`
/// (developer.apple.com/documentation/swiftui/scrollviewreader): call
/// `proxy.scrollTo(id, anchor:)` from an action (not while the body runs),
/// inside `withAnimation` to animate it.
public nonisolated struct ScrollViewReader<Content: View>: PrimitiveView, ResolvableView {
    let content: (ScrollViewProxy) -> Content

    /// A reader whose `content` is made with its proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let targets = graph.storage(for: id.path + ".reader") { ScrollTargets() }
        let proxy = ScrollViewProxy(targets: targets)
        let view = graph.content(at: id, owner: graph.currentOwner) { content(proxy) }
        return graph.resolve(view, at: id.child("content")) { $0.scrollTargets = targets }
    }
}

/// What scrolls a `ScrollViewReader`'s scroll views, as SwiftUI's `ScrollViewProxy`.
public struct ScrollViewProxy {
    let targets: ScrollTargets

    /// Scrolls the scroll view holding the view identified by `id` (its
    /// `.id(_:)`, or its element's id in a `ForEach`) so that the view is in
    /// sight: with `anchor`, its anchor point on the scroll view's
    /// (`.top`: at the top; `.center`: in the middle); without, moved the
    /// least that shows it whole. A view no scroll view of the reader holds
    /// is logged and nothing scrolls.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        targets.scrollTo(String(describing: id), anchor: anchor)
    }
}

/// A reader's scroll views (those resolved in its content, kept while
/// they live: a reused subtree's are not resolved again); a `scrollTo`
/// looks for the view in their laid-out content.
final class ScrollTargets {
    private var models: [WeakScrollModel] = []

    /// The most scroll views a reader keeps track of.
    static let limit = 64

    func register(_ model: ScrollModel) {
        guard !models.contains(where: { $0.model === model }) else { return }
        models.removeAll { $0.model == nil }
        guard models.count < Self.limit else { return }
        models.append(WeakScrollModel(model: model))
    }

    func scrollTo(_ key: String, anchor: UnitPoint?) {
        for entry in models {
            guard let model = entry.model, let content = model.content,
                  let part = Self.find(key, in: content, axis: model.axis) else { continue }
            model.scroll(toPart: part.start, length: part.length, anchor: anchor)
            return
        }
        ViewWarnings.once("ScrollViewProxy.scrollTo(\(key)): no scroll view of the reader holds a view with that id; nothing scrolls")
    }

    /// Where the outermost view identified by `key` (an `.id` value or a
    /// `ForEach` element's id) lies in `content` along `axis`: found in the
    /// laid-out views, or, in a lazy stack, from its element's place.
    static func find(_ key: String, in content: ViewNode, axis: Axis) -> (start: Double, length: Double)? {
        let explicit = "/#" + key, element = "/[" + key + "]"
        // Only the path below the content counts: a scroll view in a `ForEach`'s row has that row's id in all its paths.
        let outside = content.id.path
        func matches(_ whole: String) -> Bool {
            let path = whole.hasPrefix(outside) ? whole.dropFirst(outside.count) : Substring(whole)
            return path.hasSuffix(explicit) || path.hasSuffix(element) || path.contains(explicit + "/") || path.contains(element + "/")
        }
        func walk(_ node: ViewNode, _ origin: Double) -> (Double, Double)? {
            let start = origin + (axis == .vertical ? node.frame.minY : node.frame.minX)
            if matches(node.id.path) { return (start, axis == .vertical ? node.frame.height : node.frame.width) }
            if case .lazy(let container) = node.kind, let place = container.place(ofElement: key) {
                return (start + place.start, place.length)
            }
            for child in node.children {
                if let found = walk(child, start) { return found }
            }
            return nil
        }
        // The content's own frame is where the scroll view placed it: its origin is the scrolled 0.
        let base = axis == .vertical ? -content.frame.minY : -content.frame.minX
        return walk(content, base)
    }
}

private struct WeakScrollModel {
    weak var model: ScrollModel?
}

/// Whether a scroll view shows its indicators, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let shows: Bool
    /// The platform's default: shown while scrolling.
    public static let automatic = ScrollIndicatorVisibility(shows: true)
    /// Shown while scrolling (iOS shows them only then).
    public static let visible = ScrollIndicatorVisibility(shows: true)
    /// Not shown.
    public static let hidden = ScrollIndicatorVisibility(shows: false)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(shows: false)
}

private enum ScrollTargetsKey {}
private enum ScrollEnabledKey {}
private enum ScrollIndicatorsKey {}

extension ViewEnvironment {
    /// The `ScrollViewReader` whose content is being resolved.
    var scrollTargets: ScrollTargets? {
        get { custom.value(for: ObjectIdentifier(ScrollTargetsKey.self)) ?? nil }
        set { custom.set(newValue, for: ObjectIdentifier(ScrollTargetsKey.self)) }
    }

    /// Cleared by `.scrollDisabled(true)`.
    var isScrollEnabled: Bool {
        get { custom.value(for: ObjectIdentifier(ScrollEnabledKey.self)) ?? true }
        set { custom.set(newValue, for: ObjectIdentifier(ScrollEnabledKey.self)) }
    }

    /// Set by `.scrollIndicators(_:axes:)`.
    var scrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { custom.value(for: ObjectIdentifier(ScrollIndicatorsKey.self)) ?? .automatic }
        set { custom.set(newValue, for: ObjectIdentifier(ScrollIndicatorsKey.self)) }
    }
}

extension EnvironmentValues {
    /// Whether scroll views here scroll with a drag, as SwiftUI's `isScrollEnabled`.
    public var isScrollEnabled: Bool {
        get { base.isScrollEnabled }
        set { base.isScrollEnabled = newValue }
    }
}

nonisolated extension View {
    /// Stops the scroll views inside scrolling with a drag, as SwiftUI's
    /// `scrollDisabled(_:)`: their content's buttons then act as outside
    /// a scroll view. An enclosing `scrollDisabled(true)` wins.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        withEnvironment { if disabled { $0.isScrollEnabled = false } }
    }

    /// Shows or hides the scroll indicators of the scroll views inside, as
    /// SwiftUI's `scrollIndicators(_:axes:)`.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        withEnvironment { $0.scrollIndicatorVisibility = visibility }
    }
}
