import Foundation

nonisolated extension View {
    /// A fixed size in either dimension, as SwiftUI's `frame(width:height:alignment:)`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        wrappingNodes("frame", .frame(FrameLayout(width: width.length, height: height.length, alignment: alignment)))
    }

    /// Bounds on the size, as SwiftUI's flexible frame; `maxWidth: .infinity`
    /// takes all the width offered.
    public func frame(minWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        wrappingNodes("frame", .frame(FrameLayout(minWidth: minWidth.length, maxWidth: maxWidth.length, minHeight: minHeight.length,
                                                  maxHeight: maxHeight.length, alignment: alignment)))
    }

    /// The view at its ideal size in the dimensions asked, whatever the space
    /// offered, as SwiftUI's `fixedSize(horizontal:vertical:)`: a `Text` with
    /// `fixedSize(horizontal: false, vertical: true)` wraps at the width
    /// offered and takes all the lines it needs.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        wrappingNodes("fixed", .frame(FrameLayout(alignment: .center, fixesWidth: horizontal, fixesHeight: vertical)))
    }

    /// The view at its ideal size in both dimensions, as SwiftUI's `fixedSize()`.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// The priority by which a stack gives the view room, as SwiftUI's
    /// `layoutPriority(_:)`: a stack offers its higher-priority children
    /// what is left once the lower ones have their minimum sizes, and 0 is
    /// the default.
    public func layoutPriority(_ value: Double) -> some View {
        modifyingNodes { nodes in
            nodes.map { node in
                let target = node.writable()
                target.layoutPriority = value
                return target
            }
        }
    }

    /// Space around the view.
    public func padding(_ insets: EdgeInsets) -> some View {
        wrappingNodes("pad", .padding(insets))
    }

    /// Space on `edges` (16 points, SwiftUI's default, when `length` is nil).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l: CGFloat = length ?? 16
        return padding(EdgeInsets(top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                                  bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
    }

    /// The same space on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Keeps the view at `ratio` (width / height; nil: its own ideal
    /// proportions), as large as fits the space offered (`.fit`) or as small
    /// as covers it (`.fill`), as SwiftUI's `aspectRatio(_:contentMode:)`.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        wrappingNodes("aspect", .aspect(ratio: ratio.length, fill: contentMode == .fill))
    }

    public func aspectRatio(_ size: Size, contentMode: ContentMode) -> some View {
        aspectRatio(size.height > 0 ? size.width / size.height : nil, contentMode: contentMode)
    }

    /// `aspectRatio(contentMode: .fit)`.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// `aspectRatio(contentMode: .fill)`.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Centres the view on `point` of its parent, taking all the space offered.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        wrappingNodes("pos", .position(Point(x: x, y: y)))
    }

    public func position(_ point: Point) -> some View { position(x: point.x, y: point.y) }

    /// `background` behind the view, sized to it.
    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder _ background: () -> Background) -> some View {
        Decorated(content: self, decoration: background(), alignment: alignment, behind: true)
    }

    /// A `Color` or gradient is taken as a style (`background(_:ignoresSafeAreaEdges:)`), as in SwiftUI.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        Decorated(content: self, decoration: background, alignment: alignment, behind: true)
    }

    /// The view on a fill of `style`. A kiosk's screen has no safe-area
    /// insets, so `ignoresSafeAreaEdges` changes nothing.
    public func background<Style: ShapeStyle>(_ style: Style, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        Decorated(content: self, decoration: Rectangle().fill(style), alignment: .center, behind: true)
    }

    /// The view on the window's background (white), as SwiftUI's `background()`.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(.background)
    }

    /// The view on `shape` filled with `style`, as SwiftUI's `background(_:in:fillStyle:)`.
    public func background<Style: ShapeStyle, S: Shape>(_ style: Style, in shape: S,
                                                        fillStyle: FillStyle = FillStyle()) -> some View {
        Decorated(content: self, decoration: shape.fill(style), alignment: .center, behind: true)
    }

    /// The view on `shape` filled with the window's background, as SwiftUI's `background(in:fillStyle:)`.
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background(.background, in: shape, fillStyle: fillStyle)
    }

    /// `style` over the view, as SwiftUI's `overlay(_:ignoresSafeAreaEdges:)`.
    public func overlay<Style: ShapeStyle>(_ style: Style, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        Decorated(content: self, decoration: Rectangle().fill(style), alignment: .center, behind: false)
    }

    /// `shape` filled with `style` over the view, as SwiftUI's `overlay(_:in:fillStyle:)`.
    public func overlay<Style: ShapeStyle, S: Shape>(_ style: Style, in shape: S,
                                                     fillStyle: FillStyle = FillStyle()) -> some View {
        Decorated(content: self, decoration: shape.fill(style), alignment: .center, behind: false)
    }

    /// A line of `width` along the inside of the view's frame, as SwiftUI's `border(_:width:)`.
    public func border<Style: ShapeStyle>(_ content: Style, width: CGFloat = 1) -> some View {
        Decorated(content: self, decoration: Rectangle().strokeBorder(content, lineWidth: width), alignment: .center, behind: false)
    }

    /// `overlay` in front of the view, sized to it.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder _ overlay: () -> Overlay) -> some View {
        Decorated(content: self, decoration: overlay(), alignment: alignment, behind: false)
    }

    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        Decorated(content: self, decoration: overlay, alignment: alignment, behind: false)
    }
}

/// How `aspectRatio` sizes a view, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable {
    case fit, fill
}

/// A view with a background or overlay: the view sets the size.
nonisolated struct Decorated<Content: View, Decoration: View>: PrimitiveView, ResolvableView {
    let content: Content
    let decoration: Decoration
    let alignment: Alignment
    let behind: Bool

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        graph.resolve(content, at: id).map { node in
            let decorations = graph.resolve(decoration, at: node.id.child(behind ? "bg" : "ov"))
            let children = behind ? decorations + [node] : [node] + decorations
            return ViewNode(id: node.id.child(behind ? "withbg" : "withov"),
                            kind: .decorated(primary: behind ? decorations.count : 0, alignment: alignment),
                            children: children)
        }
    }
}
