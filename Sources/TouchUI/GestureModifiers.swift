import Foundation

extension View {
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

    private func attaching(_ attach: @escaping (GestureEngine, RegionID) -> Void) -> _NodeModifiedView<Self> {
        let gesture = ViewGesture(attach: attach)
        return modifyingNodes { nodes in
            nodes.map { node in
                let target = node.writable()
                target.gestures.append(gesture)
                return target
            }
        }
    }
}
