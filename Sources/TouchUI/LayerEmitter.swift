import Scene

/// Turns a laid-out node tree into Scene layers: one layer per node, with
/// the node's identity as its id, its frame in its parent's coordinates and
/// its effects as layer properties.
enum LayerEmitter {
    /// The screen's top-level layers: the root's own layer, or — when the
    /// root only lays out — its children's, as an app that returns layers
    /// would give them.
    static func layers(forRoot root: ViewNode) -> [Layer] {
        layers(for: root, shift: .zero, sole: true)
    }

    /// A node's layer with its subtree.
    static func layer(for node: ViewNode) -> Layer {
        if let emitted = node.emitted { return emitted }
        var layer = Layer(id: node.layerID, frame: node.frame)
        var children: [Layer] = []
        if case .drawing(let drawing) = node.kind {
            draw(drawing, size: node.frame.size, into: &layer, children: &children, id: node.layerID)
        } else if let text = node.framedText {
            // `Text(…).frame(…)`: one text layer the size of the frame, aligned
            // as the frame aligns it (the renderer centres text vertically).
            if case .text(var styled) = text.drawing {
                styled.alignment = text.alignment
                layer.content = .styledText(styled)
            }
        } else {
            // Through layout-only wrappers that fill the node (a ZStack that
            // is the view's body) to the views drawn in it.
            let bounds = Rect(origin: .zero, size: node.frame.size)
            var inner = node
            while inner.children.count == 1, inner.children[0].isTransparent, inner.children[0].frame.isIdentical(to: bounds) {
                inner = inner.children[0]
            }
            var childNodes = inner.children[...]
            if let first = childNodes.first, first.isPlainBackdrop(in: bounds) {
                // A shape filling the view behind the rest (`RoundedRectangle().fill(…)`
                // first in a ZStack) is the view's own content: its shadow then
                // follows the shape, as SwiftUI's does, and there is one layer less.
                let backdrop = self.layer(for: first)
                if backdrop.children.isEmpty, backdrop.frame.isIdentical(to: bounds) {
                    layer.content = backdrop.content
                    childNodes = childNodes.dropFirst()
                }
            }
            children = childNodes.flatMap { layers(for: $0, shift: .zero, sole: inner.children.count == 1) }
        }
        layer.children += children
        apply(node.effects, to: &layer)
        // Kept until layout moves the node: its subtree never changes in place.
        // The token tells the scene it is the same value when it comes back.
        layer.token = LayerToken()
        node.emitted = layer
        return layer
    }

    /// A node's layer — or, for a transparent node, its children's, shifted
    /// by its origin into the parent's coordinates. A node that only orders
    /// its children by zIndex is transparent too when it is its parent's sole
    /// child all the way up: its children's order is then the same among the
    /// parent's layers.
    private static func layers(for node: ViewNode, shift: Size, sole: Bool) -> [Layer] {
        if node.isTransparent || (sole && node.isTransparentButForOrder) {
            let inner = Size(width: shift.width + node.frame.origin.x, height: shift.height + node.frame.origin.y)
            return node.children.flatMap { layers(for: $0, shift: inner, sole: sole && node.children.count == 1) }
        }
        var layer = self.layer(for: node)
        layer.frame.origin = Point(x: layer.frame.origin.x + shift.width, y: layer.frame.origin.y + shift.height)
        return [layer]
    }

    private static func draw(_ drawing: Drawing, size: Size, into layer: inout Layer, children: inout [Layer], id: LayerID) {
        switch drawing {
        case .shape(let kind, let fill, let stroke, let trim):
            if case .circle = kind, let trim, stroke != nil {
                // A trimmed circle is the renderer's ring, turned so it starts
                // at 3 o'clock as SwiftUI's trim does; its end animates as progress.
                let side = min(size.width, size.height)
                var ring = Layer(id: id.child("ring"),
                                 frame: Rect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side),
                                 content: .shape(.ring(lineWidth: stroke?.lineWidth ?? 1), fill: nil, stroke: stroke))
                ring.progress = trim.upperBound - trim.lowerBound
                ring.rotation = .degrees(90 + 360 * trim.lowerBound)
                children.insert(ring, at: 0)
                return
            }
            switch kind {
            case .rectangle:
                layer.content = .shape(.roundedRectangle(cornerRadius: 0), fill: fill, stroke: stroke)
            case .roundedRectangle(let radius):
                layer.content = .shape(.roundedRectangle(cornerRadius: radius), fill: fill, stroke: stroke)
            case .capsule:
                layer.content = .shape(.roundedRectangle(cornerRadius: min(size.width, size.height) / 2), fill: fill, stroke: stroke)
            case .ellipse:
                layer.content = .shape(.ellipse, fill: fill, stroke: stroke)
            case .circle:
                let side = min(size.width, size.height)
                layer.frame = Rect(x: layer.frame.origin.x + (size.width - side) / 2, y: layer.frame.origin.y + (size.height - side) / 2,
                                   width: side, height: side)
                layer.content = .shape(.ellipse, fill: fill, stroke: stroke)
            case .path(let make):
                layer.content = .shape(.path(make(Rect(origin: .zero, size: size))), fill: fill, stroke: stroke)
            }
        case .text(let text):
            layer.content = .styledText(text)
        case .image(let path, _, _, let tint, let interpolation):
            layer.content = .image(path: path, tint: tint, interpolation: interpolation)
        case .symbol(let glyph, let family, let color, _, _):
            layer.content = .symbol(glyph: glyph, family: family, color: color)
        }
    }

    private static func apply(_ effects: LayerEffects, to layer: inout Layer) {
        layer.offset = effects.offset
        layer.zIndex = effects.zIndex
        layer.opacity = effects.opacity
        if let rotation = effects.rotation {
            layer.rotation = rotation
            layer.rotationAnchor = effects.rotationAnchor
        }
        if let rotation3D = effects.rotation3D {
            layer.rotation3D = rotation3D
            layer.rotation3DAnchor = effects.rotation3DAnchor
        }
        if let scale = effects.scale {
            layer.scale = scale
            layer.scaleAnchor = effects.scaleAnchor
        }
        layer.shadow = effects.shadow
        if let radius = effects.clipCornerRadius {
            layer.clipsToBounds = true
            switch effects.clipShape {
            case .capsule?: layer.clipCornerRadius = min(layer.frame.width, layer.frame.height) / 2
            case .circle?:
                // SwiftUI's Circle in a wider frame: a circle of the shorter side, centred.
                layer.clipCornerRadius = min(layer.frame.width, layer.frame.height) / 2
                layer.clipsToCircle = true
            case .roundedRectangle(let r)?: layer.clipCornerRadius = r
            default: layer.clipCornerRadius = radius
            }
        }
        if let transition = effects.transition { layer.transition = transition }
        if let (animation, value) = effects.animation {
            layer.animation = animation
            layer.animationValue = value
        }
        layer.allowsHitTesting = effects.allowsHitTesting
        layer.hitTestsFrame = effects.hitTestsFrame
        layer.confinesHitTesting = effects.confinesHitTesting
        layer.cached = effects.cached
        layer.filters = effects.filters
        layer.masksWithLastChild = effects.masksWithLastChild
    }
}
