import Scene

/// A lazy stack or grid for one pass: it knows how many items it has and how
/// to resolve any one of them, and resolves only those it places in sight.
///
/// Its length along the axis comes from its rows' lengths, those measured so
/// far (kept in its `LazyModel`) and the mean of them for the rest; the first
/// row is measured as it is first sized. Placed, it takes the part of it in
/// sight of the enclosing scroll view (`LayoutEngine.visible`; its own bounds
/// outside one), with a margin, and resolves, measures and places the rows
/// there, as a GeometryReader resolves its content as it is placed. Like a
/// GeometryReader it is resolved anew each pass (no subtree above it is
/// reused), so a scroll places the rows newly in sight; rows in sight keep
/// their resolved subtrees, as any view does.
///
/// Rows scrolled out of sight are dropped with their state at the end of the
/// pass (SwiftUI keeps a lazy stack's rows' state).
final class LazyContainer {
    /// Along which it grows: `.vertical` for `LazyVStack` and `LazyVGrid`.
    let axis: Axis
    /// Between rows (along the axis).
    let spacing: Double
    /// A grid's columns (`LazyVGrid`) or rows (`LazyHGrid`); nil for a stack.
    let gridItems: [GridItem]?
    /// A stack: where items sit across it. A grid: where its tracks sit across it, and its cells' default alignment.
    let alignment: Alignment
    /// How many items (views of the content) it has.
    let count: Int
    /// Makes the items in a range, in one go: each one's identity and how to resolve it.
    private let makeItems: (Range<Int>) -> [LazyItem]
    /// Row lengths measured in earlier passes.
    let model: LazyModel
    /// Marked when measuring rows changed its length: another pass lays it out at the right length.
    private let changes: ChangeFlag
    private let owner: String
    /// Items resolved in this pass, by index.
    private var items: [Int: ViewNode] = [:]
    /// Items made in this pass, not all resolved yet: those in `made`.
    private var madeItems: [LazyItem] = []
    private var made: Range<Int>?
    /// The grid's tracks for a cross length, last asked.
    private var knownTracks: (cross: Double?, tracks: [GridTrack])?

    /// How far past the visible part rows are resolved, in points.
    static let margin = 50.0
    /// The offset of the item whose element id reads a key (a `ForEach`'s), nil when none has it.
    var findItem: (String) -> Int? = { _ in nil }
    /// The thickness it was last placed at.
    private var placedThickness: Double?

    /// Where the item whose element id reads `key` lies along the axis (its
    /// row's start and length, as measured or estimated), resolved or not.
    func place(ofElement key: String) -> (start: Double, length: Double)? {
        guard let index = findItem(key), let thickness = placedThickness else { return nil }
        let per = perRow(thickness)
        guard per > 0, model.matches(rows: rowCount(thickness), crossLength: thickness) else { return nil }
        let row = index / per
        var start = 0.0
        for earlier in 0..<row { start += model.length(of: earlier) + spacing }
        return (start, model.length(of: row))
    }

    init(axis: Axis, spacing: Double, gridItems: [GridItem]?, alignment: Alignment, count: Int,
         model: LazyModel, changes: ChangeFlag, owner: String, makeItems: @escaping (Range<Int>) -> [LazyItem]) {
        self.axis = axis
        self.spacing = spacing
        self.gridItems = gridItems
        self.alignment = alignment
        self.count = count
        self.model = model
        self.changes = changes
        self.owner = owner
        self.makeItems = makeItems
    }

    // MARK: Axis

    private func along(_ s: Size) -> Double { axis == .vertical ? s.height : s.width }
    private func cross(_ s: Size) -> Double { axis == .vertical ? s.width : s.height }
    private func size(along: Double, cross: Double) -> Size {
        axis == .vertical ? Size(width: cross, height: along) : Size(width: along, height: cross)
    }
    private func rect(along: Double, cross: Double, length: Double, thickness: Double) -> Rect {
        axis == .vertical ? Rect(x: cross, y: along, width: thickness, height: length)
            : Rect(x: along, y: cross, width: length, height: thickness)
    }
    /// An item's proposal: `thickness` across (nil: its ideal), its ideal along.
    private func proposal(_ thickness: Double?) -> ProposedSize {
        axis == .vertical ? ProposedSize(width: thickness, height: nil) : ProposedSize(width: nil, height: thickness)
    }

    // MARK: Rows

    private func tracks(_ crossLength: Double?) -> [GridTrack] {
        if let known = knownTracks, known.cross == crossLength { return known.tracks }
        let made = GridItem.tracks(gridItems ?? [], in: crossLength)
        knownTracks = (crossLength, made)
        return made
    }

    /// Items per row: 1 for a stack, a grid's track count.
    private func perRow(_ crossLength: Double?) -> Int { gridItems == nil ? 1 : tracks(crossLength).count }

    private func rowCount(_ crossLength: Double?) -> Int {
        let per = perRow(crossLength)
        return per == 0 ? 0 : (count + per - 1) / per
    }

    /// The item at `index`, resolved once a pass; several views of one item
    /// go in one node (stacked as the stack stacks them; in a grid, one cell).
    private func item(_ index: Int) -> ViewNode {
        if let known = items[index] { return known }
        if made.map({ !$0.contains(index) }) ?? true { make(index..<index + 1) }
        guard let range = made, range.contains(index) else { preconditionFailure("item \(index) was not made") }
        let madeItem = madeItems[index - range.lowerBound]
        let id = madeItem.id, nodes = madeItem.resolve()
        let node: ViewNode = if nodes.count == 1 {
            nodes[0]
        } else if gridItems == nil {
            ViewNode(id: id.child("all"), kind: .stack(StackLayout(axis: axis, alignment: alignment, spacing: spacing)), children: nodes)
        } else {
            ViewNode(id: id.child("all"), kind: .zstack(.center), children: nodes)
        }
        items[index] = node
        return node
    }

    /// Makes the items in `range` and, next to it, those made before in this
    /// pass, in one go: the views of a `ForEach` are made under one
    /// observation, which each making replaces, so it covers the items shown.
    private func make(_ range: Range<Int>) {
        var all = range
        if let made, made.lowerBound <= range.upperBound, range.lowerBound <= made.upperBound {
            all = min(made.lowerBound, range.lowerBound)..<max(made.upperBound, range.upperBound)
        }
        madeItems = makeItems(all)
        made = all
    }

    /// Row `row`'s items with their proposals across, and its length along: its longest item's.
    private func measure(row: Int, crossLength: Double?, engine: LayoutEngine) -> (cells: [(ViewNode, ProposedSize)], length: Double) {
        let per = perRow(crossLength)
        let first = row * per
        var cells: [(ViewNode, ProposedSize)] = []
        var length = 0.0
        for index in first..<min(count, first + per) {
            let thickness = gridItems == nil ? crossLength : tracks(crossLength)[index - first].length
            let node = item(index), p = proposal(thickness)
            length = max(length, along(engine.size(node, p)))
            cells.append((node, p))
        }
        return (cells, length)
    }

    // MARK: Layout

    /// Its size for a proposal: the proposed thickness across (a stack; a
    /// grid's tracks made in it), its rows' lengths along.
    func size(_ p: ProposedSize, engine: LayoutEngine) -> Size {
        let offered = axis == .vertical ? p.width : p.height
        let crossLength = offered.flatMap { $0.isFinite ? $0 : nil }
        let rows = rowCount(crossLength)
        var thickness = crossLength ?? 0
        guard rows > 0 else { return size(along: 0, cross: gridItems == nil ? thickness : tracks(crossLength).extent) }
        // The rows' lengths are kept for the thickness last placed at; asked
        // about another (a parent trying proposals), it goes by its first row
        // and leaves them be, or each pass would measure them anew.
        let kept = model.isEmpty || model.matches(rows: rows, crossLength: crossLength)
        var along = 0.0
        if kept { model.prepare(rows: rows, crossLength: crossLength) }
        if !kept || model.measuredCount == 0 || crossLength == nil {
            let first = measure(row: 0, crossLength: crossLength, engine: engine)
            along = Double(rows) * first.length + spacing * Double(rows - 1)
            if kept { model.record(row: 0, length: first.length) }
            // Without a thickness proposed, a stack is as thick as its first item.
            if crossLength == nil, gridItems == nil, let cell = first.cells.first { thickness = cross(engine.size(cell.0, cell.1)) }
        }
        if kept { along = model.total(spacing: spacing) }
        if gridItems != nil { thickness = tracks(crossLength).extent }
        return size(along: along, cross: thickness)
    }

    /// Resolves and places the rows within `visible` (its own coordinates;
    /// nil: all of its bounds) as `node`'s children, for a frame of `frameSize`.
    func place(_ node: ViewNode, size frameSize: Size, visible: Rect?, engine: LayoutEngine) {
        let thickness = cross(frameSize)
        placedThickness = thickness
        let rows = rowCount(thickness)
        model.prepare(rows: rows, crossLength: thickness)
        // Measured afresh (a new thickness): the first row sets the estimate, as when first sized.
        if rows > 0, model.measuredCount == 0 {
            model.record(row: 0, length: measure(row: 0, crossLength: thickness, engine: engine).length)
        }
        let window = visible ?? Rect(origin: .zero, size: frameSize)
        let low = (axis == .vertical ? window.minY : window.minX) - Self.margin
        let high = (axis == .vertical ? window.maxY : window.maxX) + Self.margin
        let tracks = tracks(thickness)
        // A grid whose tracks do not fill it places them as its alignment says.
        let shift = gridItems == nil ? 0
            : max(0, axis == .vertical ? alignment.horizontal.offset(child: tracks.extent, in: thickness)
                                       : alignment.vertical.offset(child: tracks.extent, in: thickness))
        var row = 0, offset = 0.0
        while row < rows, offset + model.length(of: row) < low {
            offset += model.length(of: row) + spacing
            row += 1
        }
        // The rows likely in sight made in one go (more are made if the measured ones fall short).
        var last = row, end = offset
        while last < rows, end <= high {
            end += model.length(of: last) + spacing
            last += 1
        }
        let per = perRow(thickness)
        if last > row { make(row * per..<min(count, last * per)) }
        var children: [ViewNode] = []
        var remeasured = false
        while row < rows, offset <= high {
            let (cells, length) = measure(row: row, crossLength: thickness, engine: engine)
            if model.record(row: row, length: length) { remeasured = true }
            for (column, (cell, p)) in cells.enumerated() {
                let s = engine.size(cell, p)
                let box: Rect = gridItems == nil
                    ? rect(along: offset, cross: 0, length: length, thickness: thickness)
                    : rect(along: offset, cross: shift + tracks[column].offset, length: length, thickness: tracks[column].length)
                let cellAlignment = gridItems == nil ? alignment : tracks[column].alignment ?? alignment
                let x = box.minX + cellAlignment.horizontal.offset(child: s.width, in: box.width)
                let y = box.minY + cellAlignment.vertical.offset(child: s.height, in: box.height)
                engine.place(cell, in: Rect(x: x, y: y, width: s.width, height: s.height))
                children.append(cell)
            }
            offset += length + spacing
            row += 1
        }
        node.children = children
        // Rows measured other than taken: lay out again at the length they make.
        // (Not compared with the frame: a parent may give it any length.)
        if remeasured { changes.mark(Transaction(), view: owner) }
    }
}

/// What a lazy container keeps across passes (as state of its identity):
/// the lengths of the rows measured so far, for the thickness they were measured at.
final class LazyModel {
    /// Per row: its length when measured, NaN until then.
    private var lengths: [Double] = []
    private var crossLength: Double??
    private var measuredSum = 0.0
    private(set) var measuredCount = 0

    /// Whether nothing was measured yet for any thickness.
    var isEmpty: Bool { crossLength == nil }

    /// Whether the lengths kept are of `rows` rows `crossLength` thick.
    func matches(rows: Int, crossLength: Double?) -> Bool {
        lengths.count == rows && self.crossLength == .some(crossLength)
    }

    /// Keeps the lengths measured for `rows` rows `crossLength` thick; otherwise starts again.
    func prepare(rows: Int, crossLength: Double?) {
        guard !matches(rows: rows, crossLength: crossLength) else { return }
        lengths = [Double](repeating: .nan, count: rows)
        self.crossLength = .some(crossLength)
        measuredSum = 0
        measuredCount = 0
    }

    /// The mean of the rows measured: what the others are taken to be.
    var estimate: Double { measuredCount == 0 ? 0 : measuredSum / Double(measuredCount) }

    func length(of row: Int) -> Double {
        let known = lengths[row]
        return known.isNaN ? estimate : known
    }

    /// Records row `row`'s length; whether it differs from what it was taken to be.
    @discardableResult
    func record(row: Int, length: Double) -> Bool {
        let known = lengths[row]
        let differs = abs(length - (known.isNaN ? estimate : known)) > 0.5
        if known.isNaN {
            measuredCount += 1
        } else {
            measuredSum -= known
        }
        measuredSum += length
        lengths[row] = length
        return differs
    }

    /// All rows' lengths and the spacing between them.
    func total(spacing: Double) -> Double {
        guard !lengths.isEmpty else { return 0 }
        let unmeasured = Double(lengths.count - measuredCount)
        return measuredSum + unmeasured * estimate + spacing * Double(lengths.count - 1)
    }
}

/// An item of a lazy container, made but not yet resolved.
struct LazyItem {
    /// Its identity.
    let id: ViewID
    /// Resolves it: its nodes.
    let resolve: () -> [ViewNode]
}
