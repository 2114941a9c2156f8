import Scene

/// A size proposal, as SwiftUI's `ProposedViewSize`: nil asks for the
/// view's ideal size in that dimension, `.infinity` for its largest.
struct ProposedSize: Equatable {
    var width: Double?
    var height: Double?

    static let unspecified = ProposedSize(width: nil, height: nil)

    func inset(by insets: EdgeInsets) -> ProposedSize {
        ProposedSize(width: width.map { max(0, $0 - insets.leading - insets.trailing) },
                     height: height.map { max(0, $0 - insets.top - insets.bottom) })
    }
}

/// Lays out a node tree the way SwiftUI's layout works: a parent proposes a
/// size, the child answers with the size it takes, the parent places it.
struct LayoutEngine {
    let measurer: TextMeasuring?
    /// The part of the node being placed that is in sight of the enclosing
    /// scroll view, in its parent's coordinates while it is placed (nil
    /// outside a scroll view): what a lazy container resolves.
    let visible = VisibleRect()

    /// A rectangle kept through a layout pass.
    final class VisibleRect {
        var rect: Rect?

        /// The part of `area` within `rect` (all of it when nothing is known to be out of sight).
        func clipped(_ area: Rect) -> Rect {
            guard let rect else { return area }
            let x = max(area.minX, rect.minX), y = max(area.minY, rect.minY)
            return Rect(x: x, y: y, width: max(0, min(area.maxX, rect.maxX) - x), height: max(0, min(area.maxY, rect.maxY) - y))
        }
    }
    /// Where the node being placed is on the screen, for `GeometryProxy.frame(in:)`.
    let placement = PlacementOrigin()
    /// The containers `containerRelativeFrame` sizes views to.
    let containers = ContainerSizes()

    func size(_ node: ViewNode, _ proposal: ProposedSize) -> Size {
        if let cached = node.sizeCache.first(where: { $0.0 == proposal }) { return cached.1 }
        let size = computeSize(node, proposal)
        node.sizeCache.append((proposal, size))
        return size
    }

    private func computeSize(_ node: ViewNode, _ p: ProposedSize) -> Size {
        switch node.kind {
        case .drawing(let drawing):
            return drawingSize(drawing, p)
        case .stack(let stack):
            return stackSize(node, stack, p).size
        case .zstack:
            return unionSize(node.children, p)
        case .spacer(let minLength, let axis):
            let width = axis == .vertical ? 0 : max(p.width ?? minLength, minLength)
            let height = axis == .horizontal ? 0 : max(p.height ?? minLength, minLength)
            return Size(width: width, height: height)
        case .frame(let frame):
            return frame.resolved(in: containers.current).size(proposal: p) { size(node.children[0], $0) }
        case .padding(let insets):
            let inner = node.children.isEmpty ? .zero : size(node.children[0], p.inset(by: insets))
            return Size(width: inner.width + insets.leading + insets.trailing, height: inner.height + insets.top + insets.bottom)
        case .decorated(let primary, _):
            return node.children.indices.contains(primary) ? size(node.children[primary], p) : .zero
        case .position, .geometry:
            return Size(width: finite(p.width) ?? 10, height: finite(p.height) ?? 10)
        case .aspect(let ratio, let fill):
            guard let child = node.children.first else { return .zero }
            return size(child, aspectProposal(child, ratio: ratio, fill: fill, p))
        case .scroll(let model):
            guard let content = node.children.first else { return .zero }
            containers.push(model.containerSize(Size(width: finite(p.width) ?? 0, height: finite(p.height) ?? 0)))
            defer { containers.pop() }
            let inner = size(content, contentProposal(model.axis, p))
            return model.axis == .vertical
                ? Size(width: inner.width, height: finite(p.height) ?? inner.height)
                : Size(width: finite(p.width) ?? inner.width, height: inner.height)
        case .wrapper:
            return unionSize(node.children, p)
        case .lazy(let container):
            return container.size(p, engine: self)
        case .grid(let part):
            return gridSize(node, part, p)
        case .fits(let choice):
            return size(choice.choose(p, engine: self), p)
        }
    }

    /// The size of the ratio (width / height) that fits in (or fills) the proposal.
    private func aspectProposal(_ child: ViewNode, ratio: Double?, fill: Bool, _ p: ProposedSize) -> ProposedSize {
        let ideal = size(child, .unspecified)
        let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard r > 0, r.isFinite else { return p }
        switch (finite(p.width), finite(p.height)) {
        case let (w?, h?):
            let wide = w / h > r
            return (wide != fill) ? ProposedSize(width: h * r, height: h) : ProposedSize(width: w, height: w / r)
        case let (w?, nil): return ProposedSize(width: w, height: w / r)
        case let (nil, h?): return ProposedSize(width: h * r, height: h)
        case (nil, nil): return ProposedSize(width: ideal.width, height: ideal.width / r)
        }
    }

    /// A scroll view offers its content no limit along the axis.
    private func contentProposal(_ axis: Axis, _ p: ProposedSize) -> ProposedSize {
        axis == .vertical ? ProposedSize(width: p.width, height: nil) : ProposedSize(width: nil, height: p.height)
    }

    private func finite(_ value: Double?) -> Double? {
        guard let value, value.isFinite else { return nil }
        return value
    }

    private func drawingSize(_ drawing: Drawing, _ p: ProposedSize) -> Size {
        switch drawing {
        case .shape:
            return Size(width: p.width ?? 10, height: p.height ?? 10)
        case .text(let text):
            let wrap = finite(p.width)
            let font = text.leadingFont
            let measured = measurer?.size(of: text, width: wrap, height: finite(p.height))
                ?? Size(width: Double(text.string.count) * font.size * 0.55, height: font.size * 1.2 * Double(max(1, text.reservedLines)))
            return Size(width: wrap.map { min($0, measured.width) } ?? measured.width, height: measured.height)
        case .image(_, let natural, let resizable, _, _), .symbol(_, _, _, let natural, let resizable):
            let natural = natural ?? Size(width: 10, height: 10)
            guard resizable else { return natural }
            return Size(width: p.width ?? natural.width, height: p.height ?? natural.height)
        }
    }

    private func unionSize(_ children: [ViewNode], _ p: ProposedSize) -> Size {
        var width = 0.0, height = 0.0
        for child in children {
            let childSize: Size = self.size(child, p)
            width = max(width, childSize.width)
            height = max(height, childSize.height)
        }
        return Size(width: width, height: height)
    }

    /// Sizes of a stack's children along and across its axis, SwiftUI's way:
    /// the children of the highest `layoutPriority` first, offered what is
    /// left once the lower ones have their minimum lengths; within a
    /// priority the least flexible child first, each offered an equal share
    /// of what is left (SwiftUI's `HStack`/`VStack` as Apple documents
    /// `layoutPriority(_:)`: "the parent layout offers the child views with
    /// the highest layout priority all the space offered to the parent minus
    /// the minimum space required for all its lower-priority children").
    func stackSize(_ node: ViewNode, _ stack: StackLayout, _ p: ProposedSize) -> (size: Size, sizes: [Size]) {
        let children = node.children
        guard !children.isEmpty else { return (.zero, []) }
        let horizontal = stack.axis == .horizontal
        func along(_ s: Size) -> Double { horizontal ? s.width : s.height }
        func proposal(_ length: Double?) -> ProposedSize {
            horizontal ? ProposedSize(width: length, height: p.height) : ProposedSize(width: p.width, height: length)
        }
        let spacing = stack.spacing * Double(children.count - 1)
        var sizes = [Size](repeating: .zero, count: children.count)
        if let available = horizontal ? p.width : p.height, available.isFinite {
            let least = children.map { along(size($0, proposal(0))) }
            let flexibility = children.indices.map { along(size(children[$0], proposal(.infinity))) - least[$0] }
            let priorities = children.map(\.stackPriority)
            let order = children.indices.sorted { (a: Int, b: Int) -> Bool in
                if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
                let fa = flexibility[a], fb = flexibility[b]
                return fa < fb || (fa == fb && a < b)
            }
            var remaining = max(0, available - spacing)
            var start = 0
            while start < order.count {
                // One priority group: order[start..<end].
                let priority = priorities[order[start]]
                var end = start
                while end < order.count && priorities[order[end]] == priority { end += 1 }
                let reserved = order[end...].reduce(0.0) { $0 + least[$1] }
                var groupRemaining = max(0, remaining - reserved)
                for (k, index) in order[start..<end].enumerated() {
                    let share = groupRemaining / Double(end - start - k)
                    sizes[index] = size(children[index], proposal(share))
                    groupRemaining = max(0, groupRemaining - along(sizes[index]))
                    remaining = max(0, remaining - along(sizes[index]))
                }
                start = end
            }
        } else {
            for (index, child) in children.enumerated() { sizes[index] = size(child, proposal(horizontal ? p.width : p.height)) }
        }
        var total = spacing
        var cross = 0.0
        for s in sizes {
            total += along(s)
            cross = max(cross, horizontal ? s.height : s.width)
        }
        let stackSize = horizontal ? Size(width: total, height: cross) : Size(width: cross, height: total)
        return (stackSize, sizes)
    }

    /// Places `node` with `frame` (in its parent's coordinates), then its children.
    func place(_ node: ViewNode, in frame: Rect) {
        if !node.frame.isIdentical(to: frame) { node.emitted = nil }
        node.frame = frame
        // As the gesture regions measure it: offsets move a view's coordinate space.
        let outer = placement.origin
        let global = Point(x: outer.x + frame.origin.x + node.effects.offset.width,
                           y: outer.y + frame.origin.y + node.effects.offset.height)
        let moved = node.placedOrigin != global
        node.placedOrigin = global
        // The subtree is as it was: at the same size its children stay put,
        // unless a GeometryReader in it has moved on the screen.
        if node.placedSize == frame.size && !(moved && node.subtreeHas(.geometry)) { return }
        node.placedSize = frame.size
        node.emitted = nil
        placement.origin = global
        let namedCount = placement.named.count
        if let name = node.coordinateSpaceName { placement.named.append((name, global)) }
        defer {
            placement.origin = outer
            if placement.named.count > namedCount { placement.named.removeSubrange(namedCount...) }
        }
        let bounds = Rect(origin: .zero, size: frame.size)
        // What is in sight, in this node's coordinates while its children are placed.
        let outerVisible = visible.rect
        defer { visible.rect = outerVisible }
        if let outerVisible {
            visible.rect = Rect(x: outerVisible.minX - frame.minX - node.effects.offset.width,
                                y: outerVisible.minY - frame.minY - node.effects.offset.height,
                                width: outerVisible.width, height: outerVisible.height)
        }
        switch node.kind {
        case .drawing, .spacer:
            break
        case .stack(let stack):
            // The children are sized as they were for the proposal that gave
            // the stack this size (SwiftUI places a stack's subviews with the
            // proposal it was sized for): distributing the stack's own, smaller,
            // size anew would give a child that took less than its share
            // less again (a padded label would wrap).
            let proposal = node.sizeCache.last(where: { $0.1 == frame.size })?.0 ?? ProposedSize(width: frame.width, height: frame.height)
            let (_, sizes) = stackSize(node, stack, proposal)
            var cursor = 0.0
            for (child, s) in zip(node.children, sizes) {
                if stack.axis == .horizontal {
                    let y = stack.alignment.vertical.offset(child: s.height, in: frame.height)
                    place(child, in: Rect(x: cursor, y: y, width: s.width, height: s.height))
                    cursor += s.width + stack.spacing
                } else {
                    let x = stack.alignment.horizontal.offset(child: s.width, in: frame.width)
                    place(child, in: Rect(x: x, y: cursor, width: s.width, height: s.height))
                    cursor += s.height + stack.spacing
                }
            }
        case .zstack(let alignment):
            for child in node.children { align(child, alignment, in: bounds) }
        case .frame(let layout) where layout.isFixedSize:
            // The child at the size it gave for the proposal the frame was sized for.
            let outer = node.sizeCache.last(where: { $0.1 == frame.size })?.0 ?? ProposedSize(width: frame.width, height: frame.height)
            for child in node.children {
                let s = size(child, layout.fixedProposal(outer))
                place(child, in: Rect(x: layout.alignment.horizontal.offset(child: s.width, in: frame.width),
                                      y: layout.alignment.vertical.offset(child: s.height, in: frame.height),
                                      width: s.width, height: s.height))
            }
        case .frame(let layout):
            for child in node.children { align(child, layout.alignment, in: bounds) }
        case .padding(let insets):
            let inner = Rect(x: insets.leading, y: insets.top,
                             width: max(0, frame.width - insets.leading - insets.trailing),
                             height: max(0, frame.height - insets.top - insets.bottom))
            for child in node.children { align(child, .center, in: inner) }
        case .decorated(let primary, let alignment):
            for (index, child) in node.children.enumerated() {
                if index == primary {
                    place(child, in: bounds)
                } else {
                    align(child, alignment, in: bounds)
                }
            }
        case .position(let point):
            for child in node.children {
                let s = size(child, ProposedSize(width: frame.width, height: frame.height))
                place(child, in: Rect(x: point.x - s.width / 2, y: point.y - s.height / 2, width: s.width, height: s.height))
            }
        case .geometry(let make):
            node.children = make(GeometryProxy(size: frame.size, origin: global, named: placement.named))
            for child in node.children { align(child, .topLeading, in: bounds) }
        case .aspect:
            for child in node.children { align(child, .center, in: bounds) }
        case .scroll(let model):
            guard let content = node.children.first else { break }
            containers.push(model.containerSize(frame.size))
            defer { containers.pop() }
            let inner = size(content, contentProposal(model.axis, ProposedSize(width: frame.width, height: frame.height)))
            visible.rect = visible.clipped(bounds)
            place(content, in: Rect(origin: .zero, size: inner))
            model.contentLength = model.axis == .vertical ? inner.height : inner.width
            model.viewportLength = model.axis == .vertical ? frame.height : frame.width
            model.screenFrame = Rect(origin: global, size: frame.size)
        case .wrapper:
            for child in node.children { align(child, .center, in: bounds) }
        case .lazy(let container):
            container.place(node, size: frame.size, visible: visible.rect, engine: self)
        case .grid(let part):
            placeGrid(node, part, bounds: bounds)
        case .fits(let choice):
            // As a stack, with the proposal it was sized for.
            let proposal = node.sizeCache.last(where: { $0.1 == frame.size })?.0 ?? ProposedSize(width: frame.width, height: frame.height)
            let chosen = choice.choose(proposal, engine: self)
            if node.children.count != 1 || node.children[0] !== chosen { node.children = [chosen] }
            align(chosen, .center, in: bounds)
        }
    }

    /// Sizes `child` for `rect`'s size and aligns it there.
    func align(_ child: ViewNode, _ alignment: Alignment, in rect: Rect) {
        let s = size(child, ProposedSize(width: rect.width, height: rect.height))
        let x = rect.origin.x + alignment.horizontal.offset(child: s.width, in: rect.width)
        let y = rect.origin.y + alignment.vertical.offset(child: s.height, in: rect.height)
        place(child, in: Rect(x: x, y: y, width: s.width, height: s.height))
    }
}

/// The screen origin of the node being placed and the named coordinate
/// spaces around it, outermost first: what a `GeometryReader`'s proxy reports.
final class PlacementOrigin {
    var origin = Point.zero
    var named: [(name: String, origin: Point)] = []
}
