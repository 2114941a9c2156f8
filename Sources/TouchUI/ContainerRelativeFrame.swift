import Foundation

nonisolated extension View {
    /// Sizes the view along `axes` to its nearest container — the scroll
    /// view it is in (less its content margins), or else the screen — as
    /// SwiftUI's `containerRelativeFrame(_:alignment:)`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Sizes the view along `axes` to `span` of `count` equal parts of its
    /// container, `spacing` apart, as SwiftUI's
    /// `containerRelativeFrame(_:count:span:spacing:alignment:)`: a part is
    /// (length − spacing × (count − 1)) / count, and the view spans
    /// `span` parts and the `span − 1` spacings between them.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        let count = max(1, count), span = min(max(1, span), max(1, count))
        return containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let part = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return max(0, part * CGFloat(span) + spacing * CGFloat(span - 1))
        }
    }

    /// Sizes the view along `axes` to what `length` makes of its container's
    /// length on each axis, as SwiftUI's `containerRelativeFrame(_:alignment:_:)`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        var frame = FrameLayout(width: nil, height: nil, alignment: alignment)
        frame.relative = ContainerRelativeLength(axes: axes, length: length)
        return wrappingNodes("crframe", .frame(frame))
    }
}

/// A `containerRelativeFrame`'s rule: which axes, and the length from the container's.
struct ContainerRelativeLength {
    let axes: Axis.Set
    let length: (CGFloat, Axis) -> CGFloat
}

/// The sizes of the containers around the node being laid out: the screen,
/// and each scroll view's visible size less its content margins.
final class ContainerSizes {
    var screen = Size.zero
    private var stack: [Size] = []

    /// The innermost container's size.
    var current: Size { stack.last ?? screen }

    func push(_ size: Size) { stack.append(size) }
    func pop() { _ = stack.popLast() }
}

extension FrameLayout {
    /// A `containerRelativeFrame`'s fixed width and height in `container`; other frames as they are.
    func resolved(in container: Size) -> FrameLayout {
        guard let relative else { return self }
        var frame = self
        if relative.axes.contains(.horizontal) { frame.width = max(0, relative.length(container.width, .horizontal)) }
        if relative.axes.contains(.vertical) { frame.height = max(0, relative.length(container.height, .vertical)) }
        return frame
    }
}
