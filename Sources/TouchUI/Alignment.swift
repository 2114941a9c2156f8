import Foundation

/// Where a child sits across a container's width, as SwiftUI's `HorizontalAlignment`.
public enum HorizontalAlignment: Hashable, Sendable {
    case leading, center, trailing

    func offset(child: Double, in container: Double) -> Double {
        switch self {
        case .leading: 0
        case .center: (container - child) / 2
        case .trailing: container - child
        }
    }
}

/// Where a child sits across a container's height, as SwiftUI's `VerticalAlignment`.
public enum VerticalAlignment: Hashable, Sendable {
    case top, center, bottom

    /// SwiftUI's first-text-baseline guide, here views' bottoms: for one
    /// line of text of one size, its baseline (Touchdeck does not yet align
    /// text of different sizes by their baselines).
    public static let firstTextBaseline = VerticalAlignment.bottom
    /// SwiftUI's last-text-baseline guide, here views' bottoms (see `firstTextBaseline`).
    public static let lastTextBaseline = VerticalAlignment.bottom

    func offset(child: Double, in container: Double) -> Double {
        switch self {
        case .top: 0
        case .center: (container - child) / 2
        case .bottom: container - child
        }
    }
}

/// Both alignments, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Insets on each edge, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

extension Edge {
    /// A set of edges, as SwiftUI's `Edge.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }

        public static let top = Set(rawValue: 1 << 0)
        public static let leading = Set(rawValue: 1 << 1)
        public static let bottom = Set(rawValue: 1 << 2)
        public static let trailing = Set(rawValue: 1 << 3)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// A stack's direction.
public enum Axis: Hashable, Sendable {
    case horizontal, vertical
}

/// How a stack lays out its children.
struct StackLayout {
    var axis: Axis
    var alignment: Alignment
    var spacing: Double
}

/// `.frame(width:height:alignment:)` and `.frame(minWidth:…:alignment:)`.
struct FrameLayout {
    var width: Double?
    var height: Double?
    var minWidth: Double?
    var maxWidth: Double?
    var minHeight: Double?
    var maxHeight: Double?
    var alignment: Alignment
    /// A `containerRelativeFrame`: its width and height come from the container's.
    var relative: ContainerRelativeLength? = nil
    /// `.fixedSize(horizontal:vertical:)`: the child is asked for its ideal
    /// size in these dimensions, whatever the proposal, and the frame takes it.
    var fixesWidth = false
    var fixesHeight = false

    /// Whether this is a `fixedSize` frame.
    var isFixedSize: Bool { fixesWidth || fixesHeight }

    /// What a `fixedSize` frame proposes to its child for `proposal`: nil
    /// (the ideal size) in the fixed dimensions.
    func fixedProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: fixesWidth ? nil : p.width, height: fixesHeight ? nil : p.height)
    }

    /// The frame's size for `proposal`, given how its child sizes.
    func size(proposal p: ProposedSize, child: (ProposedSize) -> Size) -> Size {
        if isFixedSize { return child(fixedProposal(p)) }
        func clamp(_ value: Double?, _ low: Double?, _ high: Double?) -> Double? {
            guard var value else { return nil }
            if let high { value = min(value, high) }
            if let low { value = max(value, low) }
            return value
        }
        let proposedWidth = width ?? clamp(p.width, minWidth, maxWidth)
        let proposedHeight = height ?? clamp(p.height, minHeight, maxHeight)
        let inner = child(ProposedSize(width: proposedWidth, height: proposedHeight))
        return Size(width: width ?? dimension(inner.width, p.width, minWidth, maxWidth),
                    height: height ?? dimension(inner.height, p.height, minHeight, maxHeight))
    }

    /// A flexible frame grows from its child's size towards the proposal,
    /// within its bounds (`maxWidth: .infinity` takes the whole proposal).
    private func dimension(_ child: Double, _ proposed: Double?, _ low: Double?, _ high: Double?) -> Double {
        var value = child
        if let high, let proposed, proposed.isFinite { value = max(value, min(high, proposed)) }
        if let low { value = max(value, low) }
        if let high { value = min(value, high) }
        return value
    }
}

/// What a `GeometryReader`'s content learns: the size it was given and
/// where it is, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
    /// The size the reader was given.
    public let size: CGSize
    /// The reader's origin on the screen.
    let origin: CGPoint
    /// The named coordinate spaces around the reader, outermost first.
    let named: [(name: String, origin: CGPoint)]

    init(size: CGSize, origin: CGPoint = .zero, named: [(name: String, origin: CGPoint)] = []) {
        self.size = size
        self.origin = origin
        self.named = named
    }

    /// The reader's frame in `coordinateSpace`: at the origin in `.local`,
    /// where it is on the screen (offsets included, scale and rotation
    /// effects not) in `.global`, and from the origin of the nearest view
    /// around it named so with `.coordinateSpace(name:)` in `.named` (the
    /// screen's when there is none).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            return CGRect(origin: origin, size: size)
        case .named(let name):
            let space = named.last { $0.name == name }?.origin ?? .zero
            return CGRect(x: origin.x - space.x, y: origin.y - space.y, width: size.width, height: size.height)
        }
    }
}

extension Optional<CGFloat> {
    /// The length as the layout's `Double`: an optional `CGFloat` does not
    /// convert to an optional `Double` by itself, as a `CGFloat` does to a `Double`.
    var length: Double? { map { Double($0) } }
}
