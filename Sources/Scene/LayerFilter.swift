import Foundation
import Geometry
import Motion

/// A filter a layer's drawing (its shadow, content and subtree, as one
/// group) goes through before it is composited, as SwiftUI's graphic
/// effects: `blur`, and the colour effects as a colour matrix.
public enum LayerFilter: Hashable, Sendable {
    /// A Gaussian blur of standard deviation `radius` points; `opaque` keeps
    /// the edges from fading to transparent (the edge pixels extend).
    case blur(radius: Double, opaque: Bool)
    /// A colour matrix on the unpremultiplied colour.
    case color(ColorMatrix)

    /// How far the filter spreads the drawing beyond its bounds, in points.
    public var reach: Double {
        if case .blur(let radius, let opaque) = self, !opaque { return radius * 3 }
        return 0
    }
}

/// A 4×5 colour matrix, as SVG's `feColorMatrix` and Core Image's colour
/// filters: each output channel (r, g, b, a) is a weighted sum of the input
/// channels plus a constant (0…1 units).
public struct ColorMatrix: Hashable, Sendable {
    /// Row-major: r′ = m[0]·r + m[1]·g + m[2]·b + m[3]·a + m[4], then g′, b′, a′.
    public var m: [Double]

    /// `m`'s first 20 entries; missing ones are the identity's.
    public init(_ m: [Double]) {
        let identity: [Double] = [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0]
        self.m = (0..<20).map { $0 < m.count ? m[$0] : identity[$0] }
    }

    public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    /// The luminance weights of Rec. 709, as the Filter Effects spec's `saturate` and `luminanceToAlpha` use.
    static let luma = (r: 0.2126, g: 0.7152, b: 0.0722)

    /// `saturate(s)` of the Filter Effects spec (w3.org/TR/filter-effects-1/#feColorMatrixElement):
    /// 0 grey, 1 unchanged, above 1 more intense.
    public static func saturation(_ s: Double) -> ColorMatrix {
        let (lr, lg, lb) = luma
        return ColorMatrix([lr + (1 - lr) * s, lg - lg * s, lb - lb * s, 0, 0,
                            lr - lr * s, lg + (1 - lg) * s, lb - lb * s, 0, 0,
                            lr - lr * s, lg - lg * s, lb + (1 - lb) * s, 0, 0,
                            0, 0, 0, 1, 0])
    }

    /// Adds `amount` to each colour channel (0 unchanged, 1 white).
    public static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
    }

    /// Scales each colour channel's distance from mid-grey by `amount`.
    public static func contrast(_ amount: Double) -> ColorMatrix {
        let t = 0.5 * (1 - amount)
        return ColorMatrix([amount, 0, 0, 0, t, 0, amount, 0, 0, t, 0, 0, amount, 0, t, 0, 0, 0, 1, 0])
    }

    /// Multiplies each channel by the colour's.
    public static func multiply(_ color: RGBAColor) -> ColorMatrix {
        ColorMatrix([color.red, 0, 0, 0, 0, 0, color.green, 0, 0, 0, 0, 0, color.blue, 0, 0, 0, 0, 0, color.alpha, 0])
    }

    /// `hueRotate(angle)` of the Filter Effects spec.
    public static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let c = cos(angle.radians), s = sin(angle.radians)
        return ColorMatrix([0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
                            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
                            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
                            0, 0, 0, 1, 0])
    }

    /// Black, as opaque as the colour is bright (`luminanceToAlpha` of the Filter Effects spec).
    public static let luminanceToAlpha = ColorMatrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                                      luma.r, luma.g, luma.b, 0, 0])

    /// 1 − each colour channel.
    public static let invert = ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])
}
