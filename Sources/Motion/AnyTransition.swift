import Geometry
/// How a layer enters and leaves the scene, as SwiftUI's `AnyTransition`,
/// described as data: for each direction, a list of primitive effects that
/// the scene evaluates at the transition's progress.
///
/// How a scene uses it: when an id appears, it animates a progress from 0 to
/// 1 with the transaction's animation (or `animation`, when the transition
/// has one) and draws the layer with `effect(.insertion, progress:)` applied;
/// when an id vanishes, it keeps the layer, animates a progress from 0 to 1
/// with `effect(.removal, progress:)` applied, and drops the layer once that
/// animation finishes. Progress may overshoot 1 under a bouncy spring; the
/// effects extrapolate (opacity is clamped to 0…1).
public struct AnyTransition: Sendable, Equatable {
    /// One elementary effect, written as the state it reaches when the layer is
    /// fully off; it is the identity when the layer is fully present.
    @usableFromInline
    enum Primitive: Sendable, Equatable {
        case opacity
        case move(Edge)
        case offset(Size)
        case scale(Double, anchor: UnitPoint)
    }

    @usableFromInline
    var insertion: [Primitive]
    @usableFromInline
    var removal: [Primitive]

    /// The animation this transition runs with instead of the transaction's,
    /// if set by `animation(_:)`.
    public private(set) var animation: Animation?

    init(insertion: [Primitive], removal: [Primitive], animation: Animation? = nil) {
        self.insertion = insertion
        self.removal = removal
        self.animation = animation
    }

    init(_ primitive: Primitive) {
        self.init(insertion: [primitive], removal: [primitive])
    }

    /// No effect: the layer appears and disappears at once.
    public static let identity = AnyTransition(insertion: [], removal: [])
    /// Fades in from transparent and out to transparent.
    public static let opacity = AnyTransition(.opacity)
    /// Slides in from the leading edge and out towards the trailing edge.
    public static let slide = AnyTransition(insertion: [.move(.leading)], removal: [.move(.trailing)])
    /// Grows from nothing about the centre and shrinks back.
    public static let scale = AnyTransition.scale(scale: 0)

    /// Moves in from `edge` and back out towards it, by the layer's size.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(.move(edge)) }

    /// Scales from `scale` about `anchor` to full size and back.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(.scale(scale, anchor: anchor))
    }

    /// Moves in from `offset` points away and back out to it.
    public static func offset(_ offset: Size) -> AnyTransition { AnyTransition(.offset(offset)) }

    /// Moves in from (`x`, `y`) points away and back out to it.
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition {
        offset(Size(width: x, height: y))
    }

    /// `insertion` when the layer appears and `removal` when it leaves.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(
            insertion: insertion.insertion, removal: removal.removal,
            animation: insertion.animation ?? removal.animation
        )
    }

    /// Both transitions at once: opacities and scales multiply, offsets add.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(
            insertion: insertion + other.insertion, removal: removal + other.removal,
            animation: animation ?? other.animation
        )
    }

    /// This transition, run with `animation` whatever the transaction says.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var copy = self
        copy.animation = animation
        return copy
    }

    /// Whether the transition does nothing in either direction.
    public var isIdentity: Bool { insertion.isEmpty && removal.isEmpty }

    /// The effect on a layer `progress` of the way through its insertion
    /// (0 just inserted, fully off; 1 in place) or removal (0 in place; 1
    /// fully off, about to be dropped).
    public func effect(_ direction: TransitionDirection, progress: Double) -> TransitionEffect {
        let presence = direction == .insertion ? progress : 1 - progress
        let absence = 1 - presence
        var effect = TransitionEffect.identity
        var anchored = false
        for primitive in direction == .insertion ? insertion : removal {
            switch primitive {
            case .opacity:
                effect.opacity *= presence
            case let .move(edge):
                effect.relativeOffset += edge.unitOffset.scaled(by: absence)
            case let .offset(offset):
                effect.offset += offset.scaled(by: absence)
            case let .scale(scale, anchor):
                effect.scale *= scale + (1 - scale) * presence
                // Scales about different anchors do not compose into one
                // scale; the first one's anchor is used.
                if !anchored {
                    effect.scaleAnchor = anchor
                    anchored = true
                }
            }
        }
        effect.opacity = min(max(effect.opacity, 0), 1)
        return effect
    }
}

/// Whether a layer is entering or leaving the scene.
public enum TransitionDirection: Hashable, Sendable {
    /// The layer's id has just appeared.
    case insertion
    /// The layer's id has vanished; the layer lives until the transition ends.
    case removal
}
