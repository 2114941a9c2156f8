import Foundation

/// A column of a `LazyVGrid` or a row of a `LazyHGrid`, as SwiftUI's
/// `GridItem`: how wide it is, the space after it and how its cells align.
public struct GridItem: Sendable {
    /// How a grid item takes its length, as SwiftUI's `GridItem.Size`.
    public enum Size: Sendable {
        /// One track of exactly this length.
        case fixed(CGFloat)
        /// One track sharing the space left with the other non-fixed items, within the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit in the space of one
        /// flexible item, each at most `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The item's length rule.
    public var size: GridItem.Size
    /// The space to the next item; nil: the default, 8 points.
    public var spacing: CGFloat?
    /// How each cell's view sits in its cell; nil: the grid's alignment, centred vertically.
    public var alignment: Alignment?

    /// A grid item; SwiftUI's defaults: flexible, default spacing, the grid's alignment.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// One column (or row) of a lazy grid as laid out: an adaptive item is several.
struct GridTrack: Equatable {
    /// Where it starts across the grid, and its length.
    var offset: Double
    var length: Double
    /// How its cells' views sit in their cells (nil: the grid's).
    var alignment: Alignment?
}

extension GridItem {
    /// The tracks `items` make across `available` points (nil: no limit
    /// proposed, each item at its least), SwiftUI's way as objc.io measured it
    /// (https://www.objc.io/blog/2020/11/23/grid-layout/) and Apple documents
    /// `GridItem.Size` (developer.apple.com/documentation/swiftui/griditem/size-swift.enum):
    /// the spacing after every item but the last comes off first; fixed items
    /// take their length, then the others in order, each offered an equal
    /// share of what is left: a flexible item clamps the share to its bounds,
    /// an adaptive one splits it into as many tracks of at least `minimum`
    /// (with its spacing between them) as fit, at least one, each at most
    /// `maximum`. The tracks may overrun `available` (a flexible minimum);
    /// SwiftUI's grid then takes the wider width and lays its tracks out again in it.
    static func tracks(_ items: [GridItem], in available: Double?) -> [GridTrack] {
        guard !items.isEmpty else { return [] }
        let spacings = items.map { Double($0.spacing ?? Spacing.standard) }
        var spans = [Double](repeating: 0, count: items.count)
        var remaining = (available ?? 0) - spacings.dropLast().reduce(0, +)
        var unresolved = Double(items.count)
        let fixedFirst = items.indices.filter { items[$0].isFixed } + items.indices.filter { !items[$0].isFixed }
        for index in fixedFirst {
            let share = remaining / unresolved
            switch items[index].size {
            case .fixed(let length):
                spans[index] = Double(length)
            case .flexible(let minimum, let maximum):
                spans[index] = available == nil ? Double(minimum) : min(max(share, Double(minimum)), Double(maximum))
            case .adaptive(let minimum, _):
                spans[index] = available == nil ? Double(minimum) : max(share, 0)
            }
            remaining -= spans[index]
            unresolved -= 1
        }
        var tracks: [GridTrack] = []
        var offset = 0.0
        for (index, item) in items.enumerated() {
            for length in item.trackLengths(in: spans[index], spacing: spacings[index]) {
                tracks.append(GridTrack(offset: offset, length: length, alignment: item.alignment))
                offset += length + spacings[index]
            }
        }
        return tracks
    }

    private var isFixed: Bool {
        if case .fixed = size { return true }
        return false
    }

    /// The lengths of the tracks the item makes in `span` points.
    private func trackLengths(in span: Double, spacing: Double) -> [Double] {
        guard case .adaptive(let minimum, let maximum) = size else { return [span] }
        let least = max(Double(minimum), 0)
        let fitting = least + spacing > 0 ? ((span + spacing) / (least + spacing)).rounded(.down) : 1
        let count = Int(min(max(fitting, 1), 10_000))
        let each = max(0, (span - spacing * Double(count - 1)) / Double(count))
        return [Double](repeating: min(each, Double(maximum)), count: count)
    }
}

extension [GridTrack] {
    /// From the first track's start to the last one's end.
    var extent: Double { last.map { $0.offset + $0.length } ?? 0 }
}
