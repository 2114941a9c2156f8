import Foundation
import Scene

nonisolated extension View {
    /// Moves the drawn view without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        withEffect { $0.offset = Size(width: $0.offset.width + x, height: $0.offset.height + y) }
    }

    public func offset(_ offset: Size) -> some View { self.offset(x: offset.width, y: offset.height) }

    /// Multiplies the view's opacity.
    public func opacity(_ opacity: Double) -> some View {
        withEffect { $0.opacity *= opacity }
    }

    /// Drawing order among siblings: higher in front.
    public func zIndex(_ value: Double) -> some View {
        withEffect {
            $0.zIndex = value
            $0.zIndexSet = true
        }
    }

    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        withEffect(conflicts: { $0.scale != nil }) {
            $0.scale = Size(width: x, height: y)
            $0.scaleAnchor = anchor
        }
    }

    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        withEffect(conflicts: { $0.rotation != nil }) {
            $0.rotation = angle
            $0.rotationAnchor = anchor
        }
    }

    /// A rotation about an axis through `anchor`, with perspective. The
    /// renderer turns about the vertical axis: `axis` other than (0, 1, 0)
    /// is taken as that.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat) = (0, 1, 0),
                                 anchor: UnitPoint = .center) -> some View {
        let signed = axis.y < 0 ? Angle(radians: -angle.radians) : angle
        return withEffect(conflicts: { $0.rotation3D != nil }) {
            $0.rotation3D = signed
            $0.rotation3DAnchor = anchor
        }
    }

    public func shadow(color: Color = Color(.black).opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        withEffect(conflicts: { $0.shadow != nil }) {
            $0.shadow = Shadow(color: color.rgba, radius: radius, x: x, y: y)
        }
    }

    /// Clips the view (its own drawing and what it contains) to its frame.
    public func clipped() -> some View {
        withEffect(conflicts: Self.clipConflicts) { $0.clipCornerRadius = 0 }
    }

    /// Clips the view (its own drawing and what it contains) to its frame with rounded corners.
    public func cornerRadius(_ radius: CGFloat) -> some View {
        withEffect(conflicts: Self.clipConflicts) { $0.clipCornerRadius = radius }
    }

    /// Clips to a rectangle, rounded rectangle, capsule or circle (the
    /// renderer clips to rounded rectangles; other shapes clip to their frame),
    /// as SwiftUI's `clipShape(_:style:)`; `style` (the fill rule) changes
    /// nothing for these shapes, whose insides are the same by either rule.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifyingNodes { nodes in
            nodes.map { node in
                let target = Self.clipConflicts(node.effects) ? ViewNode(id: node.id.child("e"), kind: .wrapper, children: [node]) : node.writable()
                target.effects.clipShape = shape.shapeKind
                target.effects.clipCornerRadius = 0
                return target
            }
        }
    }

    /// Whether a clip added to a view with `effects` needs a layer of its own
    /// around it: a clip there already, or a shadow, which a clip applied
    /// after it cuts (`.shadow(…).cornerRadius(…)`), where a shadow applied
    /// after the clip is cast by the clipped shape (one layer, clip and shadow).
    static func clipConflicts(_ effects: LayerEffects) -> Bool {
        // A filter set already filters the view before the clip: the clip cuts the filtered drawing.
        effects.clipCornerRadius != nil || effects.shadow != nil || !effects.filters.isEmpty || effects.masksWithLastChild
    }

    /// How the view enters and leaves when its identity appears or goes.
    public func transition(_ transition: AnyTransition) -> some View {
        withEffect { $0.transition = transition }
    }

    /// Changes of this view animate with `animation` whenever `value` differs
    /// from the last evaluation's, as SwiftUI's `animation(_:value:)`.
    public func animation<Value: Hashable & Sendable>(_ animation: Animation?, value: Value) -> some View {
        withEffect(conflicts: { $0.animation != nil }) { $0.animation = (animation, AnyHashableSendable(value)) }
    }

    /// Every change of this view animates with `animation`, as the
    /// `animation(_:)` SwiftUI deprecated in iOS 15 (seed code still uses it;
    /// prefer `animation(_:value:)`).
    public func animation(_ animation: Animation?) -> some View {
        AlwaysAnimated(content: self, animation: animation)
    }

    /// Whether touches reach the view and its subviews.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        withEffect { $0.allowsHitTesting = $0.allowsHitTesting && enabled }
    }

    /// Makes the whole frame take touches, also where nothing is drawn (the
    /// gaps of a stack, padding), as SwiftUI's `contentShape(Rectangle())`.
    /// Touchdeck takes any shape as its frame.
    public func contentShape<S: Shape>(_ shape: S) -> some View {
        withEffect { $0.hitTestsFrame = true }
    }

    /// Draws the view into one cached surface, as SwiftUI's `drawingGroup()`:
    /// for content that changes rarely and moves as a whole.
    public func drawingGroup() -> some View {
        withEffect { $0.cached = true }
    }
}

/// The deprecated `animation(_:)`: a value that changes on every evaluation,
/// so the scene animates each change of the view with the animation.
nonisolated struct AlwaysAnimated<Content: View>: PrimitiveView, ResolvableView {
    let content: Content
    let animation: Animation?

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        graph.resolve(content, at: id).map { node in
            let target = node.effects.animation != nil ? ViewNode(id: node.id.child("e"), kind: .wrapper, children: [node]) : node.writable()
            target.effects.animation = (animation, AnyHashableSendable(graph.pass))
            return target
        }
    }
}
