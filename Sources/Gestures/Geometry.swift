import TouchModel

// Geometry the gesture values need beyond TouchModel's `Point`. SwiftUI spells
// these CGSize/CGRect/Angle/UnitPoint; an app that ports SwiftUI code can add
// `typealias CGSize = Size` and `typealias CGFloat = Double` in its own module.

/// A width and a height, in points: a translation, a velocity or a size.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle in screen points.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }

    /// Half-open on the far edges, so two adjacent rectangles never both contain a point.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}

/// A geometric angle, as SwiftUI's `Angle`.
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / Double.pi }
        set { radians = newValue * Double.pi / 180 }
    }

    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * Double.pi / 180 }

    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
    public static let zero = Angle()

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// A point in a rectangle's unit coordinate space: (0, 0) is its top-left
/// corner, (1, 1) its bottom-right one, as SwiftUI's `UnitPoint`.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension Point {
    @inlinable
    func offset(by size: Size) -> Point { Point(x: x + size.width, y: y + size.height) }

    @inlinable
    func difference(from origin: Point) -> Size { Size(width: x - origin.x, height: y - origin.y) }
}
