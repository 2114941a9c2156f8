import Geometry
/// What a transition does to a layer at one moment: the modifiers the scene
/// applies on top of the layer's own, in this order: scale about
/// `scaleAnchor`, then offset, then multiply the opacity.
public struct TransitionEffect: Hashable, Sendable {
    /// Multiplies the layer's opacity (0 invisible, 1 unchanged).
    public var opacity: Double
    /// A displacement in points.
    public var offset: Size
    /// A displacement in units of the layer's own size: (−1, 0) moves the
    /// layer left by its width, just outside its leading edge.
    public var relativeOffset: Size
    /// A uniform scale factor (1 unchanged).
    public var scale: Double
    /// The point of the layer that stays put while it scales.
    public var scaleAnchor: UnitPoint

    /// An effect from its parts.
    public init(
        opacity: Double = 1, offset: Size = .zero, relativeOffset: Size = .zero,
        scale: Double = 1, scaleAnchor: UnitPoint = .center
    ) {
        self.opacity = opacity
        self.offset = offset
        self.relativeOffset = relativeOffset
        self.scale = scale
        self.scaleAnchor = scaleAnchor
    }

    /// The effect that changes nothing.
    public static let identity = TransitionEffect()

    /// The total displacement in points of a layer of size `size`.
    public func totalOffset(forLayerOfSize size: Size) -> Size {
        Size(width: offset.width + relativeOffset.width * size.width, height: offset.height + relativeOffset.height * size.height)
    }

    /// Whether applying the effect changes nothing.
    public var isIdentity: Bool { self == .identity }
}
