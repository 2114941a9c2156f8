import Geometry
import Motion

/// A drop shadow, as SwiftUI's `.shadow(color:radius:x:y:)`.
public struct Shadow: Hashable, Sendable {
    public var color: RGBAColor
    public var radius: Double
    public var x: Double
    public var y: Double

    public init(color: RGBAColor, radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}

/// One node of a scene: what an app's `layout(state)` returns, a value with a
/// stable id. Properties mirror SwiftUI's modifiers; the chainable methods
/// below return modified copies (`Layer(…).offset(y: 20).zIndex(2)`).
///
/// `frame` is in the parent's coordinates; `offset`, `scale` and the
/// rotations apply on top without affecting layout, as in SwiftUI.
public struct Layer: Sendable {
    public var id: LayerID
    public var frame: Rect
    public var content: LayerContent
    public var children: [Layer]
    public var offset: Size = .zero
    public var zIndex: Double = 0
    public var opacity: Double = 1
    public var rotation: Angle = .zero
    public var rotationAnchor: UnitPoint = .center
    /// Rotation about the vertical axis through `rotation3DAnchor`, with perspective.
    public var rotation3D: Angle = .zero
    public var rotation3DAnchor: UnitPoint = .center
    public var scale: Size = Size(width: 1, height: 1)
    public var scaleAnchor: UnitPoint = .center
    /// A 0…1 quantity content may show (the ring's sweep); animates like the rest.
    public var progress: Double = 0
    public var shadow: Shadow?
    /// Clip the layer (its content and children) to the bounds, rounded by `clipCornerRadius`.
    public var clipsToBounds = false
    public var clipCornerRadius: Double = 0
    /// With `clipsToBounds`, clip to the circle centred in the bounds whose
    /// diameter is the shorter side (SwiftUI's `clipShape(Circle())`), not to the
    /// bounds: a circle in a wider frame, as SwiftUI's `Circle` is drawn in one.
    public var clipsToCircle = false
    /// Drawn instead of `children` once the presented `rotation3D` turns the
    /// layer's back to the viewer (past 90°): the flip card.
    public var backFace: [Layer]?
    public var transition: AnyTransition = .opacity
    /// `.animation(_:value:)`: when `animationValue` differs from the previous
    /// layout's, changes of this layer animate with `animation`.
    public var animation: Animation?
    public var animationValue: AnyHashableSendable?
    public var allowsHitTesting = true
    /// For content hit testing (`SceneAnimator.hitTestContent`): the whole
    /// frame takes touches even where nothing is drawn (SwiftUI's `contentShape`).
    public var hitTestsFrame = false
    /// Touches outside the layer's bounds reach none of its children, as a
    /// `UIScrollView` hit-tests (its `hitTest(_:with:)` asks `point(inside:)`
    /// first): content scrolled out of a scroll view takes no touches over
    /// what lies beside it, such as a navigation bar.
    public var confinesHitTesting = false
    /// Whether the renderer may keep the drawn look of this layer (content and
    /// children) in its own surface. Set for layers whose inside changes rarely.
    public var cached = false
    /// Filters the layer's drawing (shadow, content and subtree, as one
    /// group) goes through before it is composited: SwiftUI's `blur`,
    /// `saturation`, `grayscale`, … Applied at once when they change.
    public var filters: [LayerFilter] = []
    /// The last child is a mask: the other children (and the layer's own
    /// drawing) show only where it is opaque, as SwiftUI's `mask`.
    public var masksWithLastChild = false
    /// Set by a producer that hands out unchanged subtrees as the very same
    /// value (TouchUI's view host): two layers carrying the same token are
    /// equal in everything but `frame.origin`, children included, so the
    /// animator skips the subtree instead of diffing it again. Nil (the
    /// default) diffs the layer and its children as usual.
    public var token: LayerToken?

    public init(id: LayerID, frame: Rect, content: LayerContent = .empty, children: [Layer] = []) {
        self.id = id
        self.frame = frame
        self.content = content
        self.children = children
    }
}

/// The identity of one emitted layer value (see `Layer.token`): compared by
/// reference, so checking it costs one pointer comparison however deep the
/// subtree is.
public final class LayerToken: Sendable {
    public init() {}
}

/// A hashable, sendable box for `.animation(_:value:)` values.
public struct AnyHashableSendable: Hashable {
    private let value: AnyHashable
    public init<Value: Hashable & Sendable>(_ value: Value) { self.value = AnyHashable(value) }
    public static func == (lhs: AnyHashableSendable, rhs: AnyHashableSendable) -> Bool { lhs.value == rhs.value }
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

// Only ever built from `Sendable` values (see the initialiser), so sharing it is safe.
extension AnyHashableSendable: @unchecked Sendable {}

extension Layer {
    public func offset(_ offset: Size) -> Layer { var l = self; l.offset = offset; return l }
    public func offset(x: Double = 0, y: Double = 0) -> Layer { offset(Size(width: x, height: y)) }
    public func zIndex(_ value: Double) -> Layer { var l = self; l.zIndex = value; return l }
    public func opacity(_ value: Double) -> Layer { var l = self; l.opacity = value; return l }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Layer {
        var l = self; l.rotation = angle; l.rotationAnchor = anchor; return l
    }
    /// Rotation about the y axis (SwiftUI's `rotation3DEffect(_:axis: (0, 1, 0))`).
    public func rotation3DEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Layer {
        var l = self; l.rotation3D = angle; l.rotation3DAnchor = anchor; return l
    }
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> Layer {
        var l = self; l.scale = Size(width: scale, height: scale); l.scaleAnchor = anchor; return l
    }
    public func shadow(color: RGBAColor, radius: Double, x: Double = 0, y: Double = 0) -> Layer {
        var l = self; l.shadow = Shadow(color: color, radius: radius, x: x, y: y); return l
    }
    public func clipped(cornerRadius: Double = 0) -> Layer {
        var l = self; l.clipsToBounds = true; l.clipCornerRadius = cornerRadius; return l
    }
    public func transition(_ transition: AnyTransition) -> Layer { var l = self; l.transition = transition; return l }
    public func animation<Value: Hashable & Sendable>(_ animation: Animation?, value: Value) -> Layer {
        var l = self; l.animation = animation; l.animationValue = AnyHashableSendable(value); return l
    }
    public func progress(_ value: Double) -> Layer { var l = self; l.progress = value; return l }
    public func backFace(_ layers: [Layer]) -> Layer { var l = self; l.backFace = layers; return l }
    public func allowsHitTesting(_ enabled: Bool) -> Layer { var l = self; l.allowsHitTesting = enabled; return l }
    public func drawingGroup() -> Layer { var l = self; l.cached = true; return l }
}
