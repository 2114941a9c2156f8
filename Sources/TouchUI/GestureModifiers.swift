import Foundation

nonisolated extension View {
    /// Attaches `gesture`, ranked after the gestures of the views inside
    /// (the innermost view's gesture wins), as SwiftUI's `gesture(_:including:)`.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        attaching { engine, region in engine.gesture(gesture, on: region, including: mask) }
    }

    /// Attaches `gesture` ahead of the gestures of the views inside.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        attaching { engine, region in engine.highPriorityGesture(gesture, on: region, including: mask) }
    }

    /// Attaches `gesture` to run alongside the gestures of the views inside.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        attaching { engine, region in engine.simultaneousGesture(gesture, on: region, including: mask) }
    }

    /// Performs `action` after `count` taps.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        attaching { engine, region in engine.onTapGesture(count: count, on: region, perform: action) }
    }

    /// Performs `action` after a long press; `onPressingChanged` follows the
    /// press (nil thresholds take the config's long-press defaults).
    public func onLongPressGesture(minimumDuration: Double? = nil, maximumDistance: CGFloat? = nil,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        attaching { engine, region in
            engine.onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, on: region,
                                      perform: action, onPressingChanged: onPressingChanged)
        }
    }

    /// Attaches `gesture` to the view's nodes when `condition` holds (a
    /// control attaches its gesture only while enabled).
    func gestureIf<G: Gesture>(_ condition: Bool, _ gesture: G) -> _GestureAttachedView<Self> {
        _GestureAttachedView(content: self, gesture: ViewGesture { engine, region in engine.gesture(gesture, on: region) }, condition: condition)
    }

    private func attaching(_ attach: @escaping (GestureEngine, RegionID) -> Void) -> _GestureAttachedView<Self> {
        _GestureAttachedView(content: self, gesture: ViewGesture(attach: attach), condition: true)
    }
}

/// A view with a gesture on its nodes. Views under `.disabled(true)` get
/// none: SwiftUI's `disabled(_:)` "controls whether users can interact with
/// this view" (Apple's documentation), and its tap and drag gestures stop firing.
public nonisolated struct _GestureAttachedView<Content: View>: PrimitiveView, ResolvableView {
    let content: Content
    let gesture: ViewGesture
    let condition: Bool

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let enabled = condition && graph.environment.isEnabled
        let nodes = graph.resolve(content, at: id)
        guard enabled else { return nodes }
        return nodes.map { node in
            let target = node.writable()
            target.gestures.append(gesture)
            return target
        }
    }
}
