#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A colour as sRGB components in 0…1 with straight (not premultiplied) alpha.
///
/// It animates in linear light, as SwiftUI's `Color.Resolved` does, so a fade
/// from black to white passes through a perceptually even grey rather than a
/// dark one; the alpha animates linearly.
public struct RGBAColor: Hashable, Sendable {
    /// Red, sRGB-encoded, 0…1.
    public var red: Double
    /// Green, sRGB-encoded, 0…1.
    public var green: Double
    /// Blue, sRGB-encoded, 0…1.
    public var blue: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// A colour from sRGB-encoded components.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from 8-bit sRGB components (as written in a design file).
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha: Double = 1) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, alpha: alpha)
    }

    /// Opaque black.
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
    /// Fully transparent black.
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The IEC 61966-2-1 transfer function, sRGB-encoded to linear light.
    static func linear(fromEncoded value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// The inverse transfer function, linear light to sRGB-encoded.
    static func encoded(fromLinear value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }
}

extension RGBAColor: Animatable {
    /// ((linear red, linear green), (linear blue, alpha)).
    public var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
        get {
            AnimatablePair(
                AnimatablePair(Self.linear(fromEncoded: red), Self.linear(fromEncoded: green)),
                AnimatablePair(Self.linear(fromEncoded: blue), alpha)
            )
        }
        set {
            red = Self.encoded(fromLinear: newValue.first.first)
            green = Self.encoded(fromLinear: newValue.first.second)
            blue = Self.encoded(fromLinear: newValue.second.first)
            alpha = newValue.second.second
        }
    }
}
