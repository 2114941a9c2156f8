/// The views a lazy `ForEach` made for its rows the last time it made any,
/// with the element and the closures each came from: while its owner's body
/// has not run again (so the closures are the very ones), a row whose
/// element is unchanged is handed out as the view made then instead of
/// being made again, as SwiftUI does not run a `ForEach`'s content again
/// while the `ForEach` is unchanged. A row made again is a new value (new
/// text buffers, new closures) that compares changed, so each frame of a
/// push animation ran every row's body and resolved it anew; handed out as
/// it was, it compares equal and its subtree is reused.
///
/// Kept as the `ForEach`'s state; it holds only the rows of one making (those
/// in sight), and keeps the closures and elements it compares alive, so
/// their bytes cannot be those of new ones.
final class MadeRows<Element, ID, Content> {
    private var content: ((Element) -> Content)?
    private var identify: ((Element) -> ID)?
    /// The offset (in the data) of the first row kept.
    private var first = 0
    private var rows: [(element: Element, id: ViewID, view: Content)] = []

    /// The rows at `range` (offsets in the data) as made last time, when every
    /// one of them was and its element and the closures are the same; else nil.
    func rows<Data: RandomAccessCollection>(_ range: Range<Int>, of data: Data, content: @escaping (Element) -> Content,
                                            identify: @escaping (Element) -> ID) -> [(ViewID, Content)]?
    where Data.Element == Element {
        guard range.lowerBound >= first, range.upperBound <= first + rows.count,
              let kept = self.content, CopiedBytes.equal(kept, content),
              let keptIdentify = self.identify, CopiedBytes.equal(keptIdentify, identify) else { return nil }
        var index = data.index(data.startIndex, offsetBy: range.lowerBound)
        var found: [(ViewID, Content)] = []
        found.reserveCapacity(range.count)
        for offset in range {
            let row = rows[offset - first]
            guard CopiedBytes.equal(row.element, data[index]) else { return nil }
            found.append((row.id, row.view))
            index = data.index(after: index)
        }
        return found
    }

    /// Keeps the rows just made, from offset `first` on (the last making's only).
    func keep(_ made: [(element: Element, id: ViewID, view: Content)], from first: Int, content: @escaping (Element) -> Content,
              identify: @escaping (Element) -> ID) {
        self.first = first
        rows = made
        self.content = content
        self.identify = identify
    }
}
