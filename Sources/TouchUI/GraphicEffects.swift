import Foundation
import Scene

// SwiftUI's graphic effects (developer.apple.com/documentation/swiftui/view-graphics-and-rendering):
// each draws the view — its content and subviews, as one group — through a
// filter before it is composited. The renderer runs them on the group's
// pixels (`LayerPainter`): a blur as three box blurs per axis (≈ Gaussian),
// the colour effects as colour matrices. They apply at once when they change
// (an animated blur radius jumps to its new value).

nonisolated extension View {
    /// Blurs the view, as SwiftUI's `blur(radius:opaque:)`: a Gaussian-like
    /// blur of standard deviation about `radius` points; `opaque` keeps its
    /// edges from fading into what is behind.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        filtered(radius > 0 ? .blur(radius: radius, opaque: opaque) : nil)
    }

    /// Changes the colours' saturation, as SwiftUI's `saturation(_:)`: 0 grey, 1 unchanged.
    public func saturation(_ amount: Double) -> some View {
        filtered(.color(.saturation(amount)))
    }

    /// Takes the colour out, as SwiftUI's `grayscale(_:)`: 0 unchanged, 1 grey.
    public func grayscale(_ amount: Double) -> some View {
        filtered(.color(.saturation(1 - min(max(amount, 0), 1))))
    }

    /// Brightens the colours, as SwiftUI's `brightness(_:)`: 0 unchanged, 1 white, negative darker.
    public func brightness(_ amount: Double) -> some View {
        filtered(.color(.brightness(amount)))
    }

    /// Changes the contrast, as SwiftUI's `contrast(_:)`: 1 unchanged, 0 grey, negative inverted.
    public func contrast(_ amount: Double) -> some View {
        filtered(.color(.contrast(amount)))
    }

    /// Multiplies the colours by `color`, as SwiftUI's `colorMultiply(_:)`.
    public func colorMultiply(_ color: Color) -> some View {
        filtered(.color(.multiply(color.rgba)))
    }

    /// Turns the hues by `angle`, as SwiftUI's `hueRotation(_:)`.
    public func hueRotation(_ angle: Angle) -> some View {
        filtered(.color(.hueRotation(angle)))
    }

    /// Black, as opaque as the view is bright, as SwiftUI's `luminanceToAlpha()`: a mask from a picture.
    public func luminanceToAlpha() -> some View {
        filtered(.color(.luminanceToAlpha))
    }

    /// Inverts the colours, as SwiftUI's `colorInvert()`.
    public func colorInvert() -> some View {
        filtered(.color(.invert))
    }

    /// Shows the view only where `mask` is opaque, as SwiftUI's
    /// `mask(alignment:_:)`: the mask is laid out over the view at its size,
    /// as an overlay, and its alpha multiplies the view's.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        Masked(content: self, mask: mask(), alignment: alignment)
    }

    /// `mask(alignment: .center) { mask }`, as SwiftUI's deprecated `mask(_:)`.
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        Masked(content: self, mask: mask, alignment: .center)
    }

    /// Adds `filter` to the view's layer; a clip set there already is applied
    /// first (`.clipShape(…).blur(…)` blurs the clipped view), and a view
    /// blurred and then clipped gets a layer of its own for the clip.
    private func filtered(_ filter: LayerFilter?) -> some View {
        withEffect { effects in
            if let filter { effects.filters.append(filter) }
        }
    }
}

/// A view shown through a mask: one layer holding the view's layer and,
/// last, the mask's, which the renderer composites the view through.
nonisolated struct Masked<Content: View, Mask: View>: PrimitiveView, ResolvableView {
    let content: Content
    let mask: Mask
    let alignment: Alignment

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        graph.resolve(content, at: id).map { node in
            let maskNodes = graph.resolve(mask.allowsHitTesting(false), at: node.id.child("mask"))
            // Each side is one layer of its own (an effect set marks it), so the mask is exactly the last child layer.
            let shown = ViewNode(id: node.id.child("masked"), kind: .wrapper, children: [node])
            shown.effects.opacity = 1
            let masking = ViewNode(id: node.id.child("maskLayer"), kind: .zstack(alignment), children: maskNodes)
            masking.effects.allowsHitTesting = false
            let group = ViewNode(id: node.id.child("withmask"), kind: .decorated(primary: 0, alignment: alignment), children: [shown, masking])
            group.effects.masksWithLastChild = true
            return group
        }
    }
}
