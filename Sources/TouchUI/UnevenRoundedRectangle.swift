import Foundation

// SwiftUI's (iOS 17) rectangle with a radius of its own at each corner
// (developer.apple.com/documentation/swiftui/unevenroundedrectangle) and its
// `Shape.rect(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)`
// member. Corners are circular arcs, each radius limited to half the shorter side.

/// The radii of a rectangle's four corners, as SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners are rounded by radii of their own, as SwiftUI's
/// `UnevenRoundedRectangle`. Clipped to (`clipShape`), one with four equal
/// radii clips as a `RoundedRectangle`; uneven radii clip to the frame (the
/// renderer clips to rounded rectangles only).
public struct UnevenRoundedRectangle: Shape, BuiltInShape, ResolvableView {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    var kind: ShapeKind {
        let r = cornerRadii
        if r.topLeading == r.bottomLeading && r.topLeading == r.bottomTrailing && r.topLeading == r.topTrailing {
            return .roundedRectangle(cornerRadius: r.topLeading)
        }
        return .path { rect in self.path(in: rect).scenePath }
    }

    public func path(in rect: Rect) -> Path {
        let limit = max(0, min(rect.width, rect.height) / 2)
        func radius(_ r: CGFloat) -> CGFloat { r.isFinite ? min(max(0, r), limit) : 0 }
        let tl = radius(cornerRadii.topLeading), tr = radius(cornerRadii.topTrailing)
        let br = radius(cornerRadii.bottomTrailing), bl = radius(cornerRadii.bottomLeading)
        var path = Path()
        path.move(to: Point(x: rect.minX + tl, y: rect.minY))
        // Clockwise on the screen: top edge, trailing, bottom, leading; an arc at each rounded corner.
        corner(&path, Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX - tr, y: rect.minY + tr), tr, from: -90)
        corner(&path, Point(x: rect.maxX, y: rect.maxY), Point(x: rect.maxX - br, y: rect.maxY - br), br, from: 0)
        corner(&path, Point(x: rect.minX, y: rect.maxY), Point(x: rect.minX + bl, y: rect.maxY - bl), bl, from: 90)
        corner(&path, Point(x: rect.minX, y: rect.minY), Point(x: rect.minX + tl, y: rect.minY + tl), tl, from: 180)
        path.closeSubpath()
        return path
    }

    /// The corner at `point`: a quarter arc around `centre` from `from` degrees, or the point itself when square.
    private func corner(_ path: inout Path, _ point: Point, _ centre: Point, _ r: CGFloat, from degrees: Double) {
        if r > 0 {
            path.addArc(center: centre, radius: r, startAngle: .degrees(degrees), endAngle: .degrees(degrees + 90), clockwise: false)
        } else {
            path.addLine(to: point)
        }
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { resolveFilled(in: graph, at: id) }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with corners of their own radii, as SwiftUI's `Shape.rect(cornerRadii:style:)`.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangle with corners of their own radii, as SwiftUI's
    /// `Shape.rect(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)`.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}
