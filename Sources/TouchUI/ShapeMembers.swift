import Foundation

// SwiftUI's static members for the built-in shapes (iOS 17), so a shape can
// be written where one is expected as `.rect(cornerRadius: 12)`, `.capsule`
// or `.circle`: `.clipShape(.rect(cornerRadius: 12))`, `.contentShape(.rect)`
// (developer.apple.com/documentation/swiftui/shape/rect(cornerradius:style:)).

extension Shape where Self == Rectangle {
    /// A rectangle, as SwiftUI's `Shape.rect`.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with corners rounded by `cornerRadius`, as SwiftUI's `Shape.rect(cornerRadius:style:)`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with corners of `cornerSize`, as SwiftUI's `Shape.rect(cornerSize:style:)`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule, as SwiftUI's `Shape.capsule`.
    public static var capsule: Capsule { Capsule() }

    /// A capsule with corners of `style`, as SwiftUI's `Shape.capsule(style:)`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
    /// A circle, as SwiftUI's `Shape.circle`.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse, as SwiftUI's `Shape.ellipse`.
    public static var ellipse: Ellipse { Ellipse() }
}
