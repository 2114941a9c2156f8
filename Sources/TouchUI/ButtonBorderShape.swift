import Scene

/// The shape of a bordered button, as SwiftUI's `ButtonBorderShape`
/// (developer.apple.com/documentation/swiftui/buttonbordershape), set with
/// `.buttonBorderShape(_:)`; `.bordered` and `.borderedProminent` buttons
/// draw their background in it. On iOS `.automatic` is a rounded rectangle
/// whose corners follow the control size.
public struct ButtonBorderShape: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(radius: Double?)
    }

    let shape: Kind

    /// The platform's default: a rounded rectangle on iOS.
    public static let automatic = ButtonBorderShape(shape: .automatic)
    /// A capsule: fully rounded ends.
    public static let capsule = ButtonBorderShape(shape: .capsule)
    /// A circle, as wide as the button is tall (at least).
    public static let circle = ButtonBorderShape(shape: .circle)
    /// A rounded rectangle with the control size's corners.
    public static let roundedRectangle = ButtonBorderShape(shape: .roundedRectangle(radius: nil))

    /// A rounded rectangle with corners of `radius` points.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(shape: .roundedRectangle(radius: Double(radius)))
    }
}

extension ButtonBorderShape: Shape, BuiltInShape, ResolvableView {
    /// An automatic or default rounded rectangle has the regular size's 8 pt corners.
    var kind: ShapeKind {
        switch shape {
        case .automatic: .roundedRectangle(cornerRadius: ControlMetrics(.regular).cornerRadius)
        case .roundedRectangle(let radius): .roundedRectangle(cornerRadius: radius ?? ControlMetrics(.regular).cornerRadius)
        case .capsule: .capsule
        case .circle: .circle
        }
    }

    /// The outline in `rect`.
    public func path(in rect: Rect) -> Path {
        switch shape {
        case .automatic, .roundedRectangle: RoundedRectangle(cornerRadius: radius(ControlMetrics(.regular))).path(in: rect)
        case .capsule: Capsule().path(in: rect)
        case .circle: Circle().path(in: rect)
        }
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { resolveFilled(in: graph, at: id) }

    /// The corner radius of a rounded rectangle at `metrics`.
    func radius(_ metrics: ControlMetrics) -> Double {
        if case .roundedRectangle(let radius?) = shape { return radius }
        return metrics.cornerRadius
    }

    /// The shape drawn at `metrics`: an automatic or default rounded
    /// rectangle takes the control size's corners.
    func resolved(_ metrics: ControlMetrics) -> ButtonBorderShape {
        switch shape {
        case .automatic, .roundedRectangle: .roundedRectangle(radius: radius(metrics))
        case .capsule, .circle: self
        }
    }
}

nonisolated extension View {
    /// The shape of the bordered buttons in this view, as SwiftUI's `buttonBorderShape(_:)`.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static var defaultValue: ButtonBorderShape { .automatic }
}

extension EnvironmentValues {
    /// The shape of bordered buttons here.
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}
