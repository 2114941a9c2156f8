import Scene

/// Turns a laid-out node tree into Scene layers: one layer per node, with
/// the node's identity as its id, its frame in its parent's coordinates and
/// its effects as layer properties.
enum LayerEmitter {
    /// The root's layer (always one, whatever the root is).
    static func layer(for node: ViewNode) -> Layer {
        var layer = Layer(id: node.layerID, frame: node.frame)
        var children = node.children.flatMap { layers(for: $0, shift: .zero) }
        if case .drawing(let drawing) = node.kind {
            draw(drawing, size: node.frame.size, into: &layer, children: &children, id: node.layerID)
        }
        layer.children = children
        apply(node.effects, to: &layer)
        return layer
    }

    /// A node's layer — or, for a transparent node, its children's, shifted
    /// by its origin into the parent's coordinates.
    private static func layers(for node: ViewNode, shift: Size) -> [Layer] {
        if node.isTransparent {
            let inner = Size(width: shift.width + node.frame.origin.x, height: shift.height + node.frame.origin.y)
            return node.children.flatMap { layers(for: $0, shift: inner) }
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
        case .text(let text, let font, let color, let alignment):
            layer.content = .text(text, font: font, color: color, alignment: alignment)
        case .image(let path, _, _):
            layer.content = .image(path: path)
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
            case .capsule?, .circle?: layer.clipCornerRadius = min(layer.frame.width, layer.frame.height) / 2
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
        layer.cached = effects.cached
    }
}
