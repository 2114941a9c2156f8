import Foundation

/// The shape of a rounded corner, as SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

/// A shape that can be drawn inset within its frame, as SwiftUI's
/// `InsettableShape`: what `strokeBorder` outlines, so that the whole line
/// lies inside the frame.
nonisolated public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape drawn `amount` points in from each edge of its frame.
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn `amount` points inside its frame.
public struct _InsetShape<Base: Shape>: InsettableShape, ResolvableView {
    let base: Base
    let amount: CGFloat

    public func path(in rect: Rect) -> Path {
        let inner = rect.insetBy(dx: amount, dy: amount)
        guard inner.width >= 0, inner.height >= 0 else { return Path() }
        if let rounded = base as? RoundedRectangle {
            // An inset rounded rectangle's corners are concentric with the frame's.
            return Path(roundedRect: inner, cornerRadius: max(0, rounded.cornerRadius - amount))
        }
        return base.path(in: inner)
    }

    public func inset(by amount: CGFloat) -> _InsetShape<Base> {
        _InsetShape(base: base, amount: self.amount + amount)
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { resolveFilled(in: graph, at: id) }
}

extension Rectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }
}

extension Circle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

extension Capsule: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}

extension InsettableShape {
    /// Outlines the shape inside its frame with `content`, as SwiftUI's
    /// `strokeBorder(_:lineWidth:antialiased:)`: the line's outer edge on the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1,
                                            antialiased: Bool = true) -> _ShapeView<InsetShape> {
        inset(by: lineWidth / 2).stroke(content, lineWidth: lineWidth)
    }

    /// Outlines the shape inside its frame with `content` in `style`.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle,
                                            antialiased: Bool = true) -> _ShapeView<InsetShape> {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }
}
