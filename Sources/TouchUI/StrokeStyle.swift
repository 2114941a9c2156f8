import Foundation
import Scene

/// How a line ends, as Core Graphics' `CGLineCap` (which SwiftUI's
/// `StrokeStyle` takes; Foundation on Linux has no Core Graphics).
public enum CGLineCap: Int32, Hashable, Sendable {
    case butt, round, square
}

/// How the segments of a line meet, as Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Hashable, Sendable {
    case miter, round, bevel
}

/// The line a shape is outlined with, as SwiftUI's `StrokeStyle`: width,
/// caps, joins and dashes. `StrokeStyle(lineWidth: 2, dash: [6, 3])` draws
/// 6 pt dashes with 3 pt gaps.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The renderer's stroke in `color`. A plain `stroke(lineWidth:)` keeps
    /// round joins, the look Touchdeck's outlines have always had; a
    /// `StrokeStyle` that asks for dashes, caps or another join gets them.
    func stroke(_ color: RGBAColor) -> Stroke {
        var stroke = Stroke(color, lineWidth: lineWidth.isFinite ? max(0, lineWidth) : 0)
        guard self != StrokeStyle(lineWidth: lineWidth) else { return stroke }
        stroke.cap = switch lineCap { case .butt: .butt; case .round: .round; case .square: .square }
        stroke.join = switch lineJoin { case .miter: .miter; case .round: .round; case .bevel: .bevel }
        stroke.miterLimit = miterLimit.isFinite ? max(1, miterLimit) : 10
        stroke.dash = dash.map(Double.init)
        stroke.dashPhase = dashPhase.isFinite ? dashPhase : 0
        return stroke
    }
}

/// How a shape's inside is decided, as SwiftUI's `FillStyle`. Touchdeck
/// fills by the non-zero winding rule whatever `isEOFilled` says.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A style already resolved to a fill (a bare shape's foreground).
struct _ResolvedStyle: ShapeStyle {
    let fill: Fill
    var _fill: Fill { fill }
}
