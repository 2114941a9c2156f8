import Foundation
import Scene

/// UIKit's colour type as far as SwiftUI code names it:
/// `Color(.systemGroupedBackground)`, `Color(uiColor: .secondaryLabel)`. The
/// system colours are UIKit's light-appearance values (Apple's "UI element
/// colors" and "Standard colors" documentation); a kiosk is drawn light.
public struct UIColor: Hashable, Sendable {
    let rgba: RGBAColor

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public init(white: CGFloat, alpha: CGFloat) {
        rgba = RGBAColor(red: white, green: white, blue: white, alpha: alpha)
    }

    private init(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) {
        rgba = RGBAColor(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
    }

    // Backgrounds.
    public static let systemBackground = UIColor(255, 255, 255)
    public static let secondarySystemBackground = UIColor(242, 242, 247)
    public static let tertiarySystemBackground = UIColor(255, 255, 255)
    public static let systemGroupedBackground = UIColor(242, 242, 247)
    public static let secondarySystemGroupedBackground = UIColor(255, 255, 255)
    public static let tertiarySystemGroupedBackground = UIColor(242, 242, 247)
    // Fills.
    public static let systemFill = UIColor(120, 120, 128, 0.2)
    public static let secondarySystemFill = UIColor(120, 120, 128, 0.16)
    public static let tertiarySystemFill = UIColor(118, 118, 128, 0.12)
    public static let quaternarySystemFill = UIColor(116, 116, 128, 0.08)
    // Text.
    public static let label = UIColor(0, 0, 0)
    public static let secondaryLabel = UIColor(60, 60, 67, 0.6)
    public static let tertiaryLabel = UIColor(60, 60, 67, 0.3)
    public static let quaternaryLabel = UIColor(60, 60, 67, 0.18)
    public static let placeholderText = UIColor(60, 60, 67, 0.3)
    public static let link = UIColor(0, 122, 255)
    // Separators.
    public static let separator = UIColor(60, 60, 67, 0.29)
    public static let opaqueSeparator = UIColor(198, 198, 200)
    // Greys.
    public static let systemGray = UIColor(142, 142, 147)
    public static let systemGray2 = UIColor(174, 174, 178)
    public static let systemGray3 = UIColor(199, 199, 204)
    public static let systemGray4 = UIColor(209, 209, 214)
    public static let systemGray5 = UIColor(229, 229, 234)
    public static let systemGray6 = UIColor(242, 242, 247)
    // Standard colours.
    public static let systemRed = UIColor(255, 59, 48)
    public static let systemOrange = UIColor(255, 149, 0)
    public static let systemYellow = UIColor(255, 204, 0)
    public static let systemGreen = UIColor(52, 199, 89)
    public static let systemMint = UIColor(0, 199, 190)
    public static let systemTeal = UIColor(48, 176, 199)
    public static let systemCyan = UIColor(50, 173, 230)
    public static let systemBlue = UIColor(0, 122, 255)
    public static let systemIndigo = UIColor(88, 86, 214)
    public static let systemPurple = UIColor(175, 82, 222)
    public static let systemPink = UIColor(255, 45, 85)
    public static let systemBrown = UIColor(162, 132, 94)
    // Fixed colours.
    public static let black = UIColor(0, 0, 0)
    public static let white = UIColor(255, 255, 255)
    public static let clear = UIColor(0, 0, 0, 0)
    public static let darkGray = UIColor(85, 85, 85)
    public static let lightGray = UIColor(170, 170, 170)
    public static let gray = UIColor(128, 128, 128)
}

extension Color {
    /// The colour of a UIKit colour, as SwiftUI's `Color(_ color: UIColor)`.
    /// `Color(.black)` stays Touchdeck's own black; `Color(.systemGray5)` finds UIKit's.
    @_disfavoredOverload
    public init(_ color: UIColor) { self.init(color.rgba) }

    /// As SwiftUI's `Color(uiColor:)`.
    public init(uiColor: UIColor) { self.init(uiColor.rgba) }

    /// A colour from hue, saturation and brightness (each 0…1), as SwiftUI's `Color(hue:saturation:brightness:opacity:)`.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
        let s = min(max(saturation.isFinite ? saturation : 0, 0), 1)
        let v = min(max(brightness.isFinite ? brightness : 0, 0), 1)
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// The colour spaces SwiftUI's `Color(_:red:green:blue:opacity:)` names.
    /// Touchdeck draws in sRGB: the linear and Display P3 spaces are taken as sRGB values.
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    /// As SwiftUI's `Color(_:red:green:blue:opacity:)`.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// As SwiftUI's `Color(_:white:opacity:)`.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }

    /// The app's accent colour: iOS's system blue unless the app sets a tint.
    public static let accentColor = Color(ViewEnvironment.systemBlue)
}
