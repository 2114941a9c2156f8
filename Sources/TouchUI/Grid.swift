import Foundation

/// Views in rows and columns, as SwiftUI's `Grid`
/// (developer.apple.com/documentation/swiftui/grid): each `GridRow` gives a
/// cell per view, a column is as wide as its widest cell, a row as tall as
/// its tallest; a view not in a `GridRow` spans all the columns. Offered a
/// width, columns share it as an `HStack`'s views do (least flexible first),
/// and rows share an offered height the same way.
public nonisolated struct Grid<Content: View>: PrimitiveView, ResolvableView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// `alignment`: where each view sits in its cell. The spacings (nil: 8 points) go between columns and rows.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let layout = GridLayout(alignment: alignment, horizontalSpacing: Double(horizontalSpacing ?? Spacing.standard),
                                verticalSpacing: Double(verticalSpacing ?? Spacing.standard))
        return [ViewNode(id: id.child("grid"), kind: .grid(.grid(layout)), children: graph.resolve(content, at: id))]
    }
}

/// A row of a `Grid`, as SwiftUI's `GridRow`: each of its views is a cell.
/// Outside a `Grid` its views are drawn over each other (SwiftUI lays them out as an `HStack`).
public nonisolated struct GridRow<Content: View>: PrimitiveView, ResolvableView {
    let alignment: VerticalAlignment?
    let content: Content

    /// `alignment`: where its views sit up and down their cells (nil: the grid's alignment).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        [ViewNode(id: id.child("row"), kind: .grid(.row(GridRowLayout(alignment: alignment))), children: graph.resolve(content, at: id))]
    }
}

nonisolated extension View {
    /// Makes the view's cell in a `GridRow` span `count` columns, as SwiftUI's
    /// `gridCellColumns(_:)`; it does not widen the columns it spans.
    public func gridCellColumns(_ count: Int) -> some View {
        gridCell { $0.columns = max(1, count) }
    }

    /// Places the view at `anchor` of its cell, as SwiftUI's `gridCellAnchor(_:)`
    /// (in place of the grid's or row's alignment).
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        gridCell { $0.anchor = anchor }
    }

    /// Keeps the view's size along `axes` out of its column's width and row's
    /// height, as SwiftUI's `gridCellUnsizedAxes(_:)`: it takes what the
    /// others make (a `Divider` or a colour spanning the row).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        gridCell { $0.unsizedAxes = axes }
    }

    /// Aligns every view of the view's column horizontally by `guide`, as
    /// SwiftUI's `gridColumnAlignment(_:)` (in place of the grid's alignment).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        gridCell { $0.columnAlignment = guide }
    }

    /// Makes the view a grid cell (or changes the cell it already is).
    private func gridCell(_ change: @escaping (inout GridCellOptions) -> Void) -> some View {
        modifyingNodes { nodes in
            nodes.map { node in
                if case .grid(.cell(var options)) = node.kind {
                    let target = node.writable()
                    change(&options)
                    target.kind = .grid(.cell(options))
                    return target
                }
                var options = GridCellOptions()
                change(&options)
                return ViewNode(id: node.id.child("cell"), kind: .grid(.cell(options)), children: [node])
            }
        }
    }
}

/// What the grid cell modifiers set on a cell.
struct GridCellOptions {
    /// `gridCellColumns`.
    var columns = 1
    /// `gridCellAnchor`.
    var anchor: UnitPoint?
    /// `gridCellUnsizedAxes`.
    var unsizedAxes: Axis.Set = []
    /// `gridColumnAlignment`.
    var columnAlignment: HorizontalAlignment?

    /// The options of the cell `node` is: its own, or those of the one view
    /// its outer wrappers (an identifier, a padding, a frame) hold.
    static func of(_ node: ViewNode) -> GridCellOptions? {
        var node = node
        for _ in 0..<8 {
            switch node.kind {
            case .grid(.cell(let options)): return options
            case .frame where node.children.count == 1, .padding where node.children.count == 1, .wrapper where node.children.count == 1:
                node = node.children[0]
            case .decorated(let primary, _) where node.children.indices.contains(primary): node = node.children[primary]
            default: return nil
            }
        }
        return nil
    }
}

/// What a node of a `Grid` is.
enum GridPart {
    /// The grid, its children its rows.
    case grid(GridLayout)
    /// A `GridRow`, its children its cells.
    case row(GridRowLayout)
    /// A cell with options (`gridCellColumns`, `gridCellAnchor`, …), its one child the view.
    case cell(GridCellOptions)
}

/// A `Grid`'s alignment and spacings.
struct GridLayout {
    var alignment: Alignment
    var horizontalSpacing: Double
    var verticalSpacing: Double
}

/// A `GridRow`'s alignment, and where its grid last placed its cells (in the row's coordinates).
final class GridRowLayout {
    let alignment: VerticalAlignment?
    /// Each cell's start and width, set by the grid before it places the row.
    var cells: [(x: Double, width: Double)] = []
    /// Where its views sit in their cells, set by the grid.
    var cellAlignment = Alignment.center
    /// Per cell: its alignment (a column's `gridColumnAlignment`) and its `gridCellAnchor`, set by the grid.
    var alignments: [Alignment] = []
    var anchors: [UnitPoint?] = []

    init(alignment: VerticalAlignment?) { self.alignment = alignment }
}

/// A grid's column widths and row heights for a proposal.
struct GridArrangement {
    /// A view in a row, and how many columns it spans.
    struct Cell {
        let node: ViewNode
        let columns: Int
        var options = GridCellOptions()
    }

    var widths: [Double]
    var heights: [Double]
    let layout: GridLayout
    /// Per row: its cells, or nil for a view spanning all columns.
    let rows: [[Cell]?]

    var width: Double { widths.reduce(0, +) + layout.horizontalSpacing * Double(max(0, widths.count - 1)) }
    var height: Double { heights.reduce(0, +) + layout.verticalSpacing * Double(max(0, heights.count - 1)) }

    /// The columns' starts.
    var columnStarts: [Double] {
        var starts: [Double] = []
        var x = 0.0
        for width in widths {
            starts.append(x)
            x += width + layout.horizontalSpacing
        }
        return starts
    }

    /// Sizes the grid `node` (of `layout`) for `p`.
    init(_ node: ViewNode, _ layout: GridLayout, _ p: ProposedSize, engine: LayoutEngine) {
        let rows = Self.rows(of: node)
        let columnCount = rows.map { row in row.map { Self.span($0) } ?? 0 }.max() ?? 0
        let cellsByColumn = Self.oneColumnCells(rows, columnCount: columnCount)
        // A column's width when offered `width`: its widest one-column cell's.
        var widths = Self.distribute(count: columnCount, available: p.width, spacing: layout.horizontalSpacing) { column, width in
            var widest = 0.0
            for cell in cellsByColumn[column] { widest = max(widest, engine.size(cell, ProposedSize(width: width, height: nil)).width) }
            return widest
        }
        let full = widths.reduce(0, +) + layout.horizontalSpacing * Double(max(0, columnCount - 1))
        let heights = Self.distribute(count: rows.count, available: p.height, spacing: layout.verticalSpacing) { index, height in
            guard let cells = rows[index] else {
                return engine.size(node.children[index], ProposedSize(width: columnCount == 0 ? p.width : full, height: height)).height
            }
            var column = 0, tallest = 0.0
            for cell in cells {
                defer { column += cell.columns }
                // `gridCellUnsizedAxes(.vertical)`: the row is as tall as the others make it.
                if cell.options.unsizedAxes.contains(.vertical) { continue }
                let first = min(column, widths.count), last = min(column + cell.columns, widths.count)
                var width = layout.horizontalSpacing * Double(max(0, last - first - 1))
                for spanned in first..<last { width += widths[spanned] }
                tallest = max(tallest, engine.size(cell.node, ProposedSize(width: width, height: height)).height)
            }
            return tallest
        }
        if columnCount == 0 {
            // Only views spanning all: the grid is as wide as the widest.
            var widest = 0.0
            for child in node.children { widest = max(widest, engine.size(child, ProposedSize(width: p.width, height: nil)).width) }
            widths = [widest]
        }
        self.layout = layout
        self.rows = rows
        self.widths = widths
        self.heights = heights
    }

    /// Per child of the grid: a row's cells, or nil for a view spanning all columns.
    private static func rows(of node: ViewNode) -> [[Cell]?] {
        node.children.map { child -> [Cell]? in
            guard case .grid(.row) = child.kind else { return nil }
            return child.children.map { cell -> Cell in
                if let options = GridCellOptions.of(cell) { return Cell(node: cell, columns: options.columns, options: options) }
                return Cell(node: cell, columns: 1)
            }
        }
    }

    private static func span(_ cells: [Cell]) -> Int { cells.reduce(0) { $0 + $1.columns } }

    /// Per column: the alignment a cell's `gridColumnAlignment` sets for it (the first set).
    var columnAlignments: [HorizontalAlignment?] {
        var result = [HorizontalAlignment?](repeating: nil, count: widths.count)
        for row in rows {
            var column = 0
            for cell in row ?? [] {
                if let alignment = cell.options.columnAlignment, result.indices.contains(column), result[column] == nil { result[column] = alignment }
                column += cell.columns
            }
        }
        return result
    }

    /// Per column: the cells in it that span no other.
    private static func oneColumnCells(_ rows: [[Cell]?], columnCount: Int) -> [[ViewNode]] {
        var result = [[ViewNode]](repeating: [], count: columnCount)
        for row in rows {
            var column = 0
            for cell in row ?? [] {
                // `gridCellUnsizedAxes(.horizontal)`: the column is as wide as the others make it.
                if cell.columns == 1, !cell.options.unsizedAxes.contains(.horizontal) { result[column].append(cell.node) }
                column += cell.columns
            }
        }
        return result
    }

    /// Lengths of `count` tracks offered `available` (with `spacing` between
    /// them), as a stack shares its length: the least flexible first, each
    /// offered an equal share of what is left. `length(track, offer)` is a
    /// track's length for an offer (nil: its ideal).
    private static func distribute(count: Int, available: Double?, spacing: Double,
                                   length: (Int, Double?) -> Double) -> [Double] {
        guard let available, available.isFinite else { return (0..<count).map { length($0, nil) } }
        let flexibility = (0..<count).map { length($0, .infinity) - length($0, 0) }
        let order = (0..<count).sorted { flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1) }
        var remaining = max(0, available - spacing * Double(max(0, count - 1)))
        var lengths = [Double](repeating: 0, count: count)
        for (k, track) in order.enumerated() {
            lengths[track] = length(track, remaining / Double(count - k))
            remaining = max(0, remaining - lengths[track])
        }
        return lengths
    }
}

extension LayoutEngine {
    /// The size of a grid's node for `p`.
    func gridSize(_ node: ViewNode, _ part: GridPart, _ p: ProposedSize) -> Size {
        switch part {
        case .grid(let layout):
            let arrangement = GridArrangement(node, layout, p, engine: self)
            return Size(width: arrangement.width, height: arrangement.height)
        case .row, .cell:
            var width = 0.0, height = 0.0
            for child in node.children {
                let s = size(child, p)
                width = max(width, s.width)
                height = max(height, s.height)
            }
            return Size(width: width, height: height)
        }
    }

    /// Places a grid's node's children in its bounds.
    func placeGrid(_ node: ViewNode, _ part: GridPart, bounds: Rect) {
        switch part {
        case .grid(let layout):
            let arrangement = GridArrangement(node, layout, ProposedSize(width: bounds.width, height: bounds.height), engine: self)
            let starts = arrangement.columnStarts
            let columnAlignments = arrangement.columnAlignments
            var y = 0.0
            for (index, child) in node.children.enumerated() {
                let height = arrangement.heights[index]
                let box = Rect(x: 0, y: y, width: arrangement.width, height: height)
                if case .grid(.row(let row)) = child.kind, let cells = arrangement.rows[index] {
                    var column = 0
                    let placed = cells.map { cell -> (x: Double, width: Double) in
                        defer { column += cell.columns }
                        let first = min(column, starts.count)
                        let last = min(column + cell.columns, starts.count)
                        guard first < last else { return (arrangement.width, 0) }
                        return (starts[first], starts[last - 1] + arrangement.widths[last - 1] - starts[first])
                    }
                    let alignment = Alignment(horizontal: layout.alignment.horizontal, vertical: row.alignment ?? layout.alignment.vertical)
                    var first = 0
                    let alignments = cells.map { cell -> Alignment in
                        defer { first += cell.columns }
                        let column = columnAlignments.indices.contains(first) ? columnAlignments[first] : nil
                        return Alignment(horizontal: column ?? alignment.horizontal, vertical: alignment.vertical)
                    }
                    let anchors = cells.map(\.options.anchor)
                    // The row may be placed at its size again with its columns moved.
                    if row.cellAlignment != alignment || !row.cells.elementsEqual(placed, by: { $0 == $1 }) || row.alignments != alignments
                        || row.anchors != anchors {
                        child.placedSize = nil
                    }
                    row.cells = placed
                    row.cellAlignment = alignment
                    row.alignments = alignments
                    row.anchors = anchors
                    place(child, in: box)
                } else {
                    align(child, layout.alignment, in: box)
                }
                y += height + layout.verticalSpacing
            }
        case .row(let row):
            for (index, child) in node.children.enumerated() {
                guard row.cells.indices.contains(index) else {
                    align(child, .center, in: bounds)
                    continue
                }
                let cell = row.cells[index]
                let rect = Rect(x: cell.x, y: 0, width: cell.width, height: bounds.height)
                if row.anchors.indices.contains(index), let anchor = row.anchors[index] {
                    // `gridCellAnchor`: the view's anchor point on the cell's.
                    let s = size(child, ProposedSize(width: rect.width, height: rect.height))
                    place(child, in: Rect(x: rect.minX + (rect.width - s.width) * anchor.x, y: rect.minY + (rect.height - s.height) * anchor.y,
                                          width: s.width, height: s.height))
                } else {
                    align(child, row.alignments.indices.contains(index) ? row.alignments[index] : row.cellAlignment, in: rect)
                }
            }
        case .cell:
            for child in node.children { align(child, .center, in: bounds) }
        }
    }
}
