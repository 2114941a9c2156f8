import Observation
import Testing
@testable import TouchUI

@Observable
private final class Labels {
    var names = ["first", "second", "third", "fourth"]
}

/// The rows whose bodies ran, in order.
private final class BodyLog {
    var numbers: [Int] = []
}

/// A row whose body records that it ran.
private nonisolated struct NumberRow: View {
    let number: Int
    var log: BodyLog?
    var body: some View {
        log?.numbers.append(number)
        return Color.gray.frame(height: 50).accessibilityIdentifier("row\(number)")
    }
}

private nonisolated struct LongList: View {
    let log: BodyLog
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 10) {
                ForEach(0..<10_000) { NumberRow(number: $0, log: log) }
            }
            .accessibilityIdentifier("list")
        }
    }
}

@Suite("TouchUI lazy stacks")
struct LazyStackTests {
    @Test("a 10,000-row LazyVStack in a ScrollView runs only the rows in sight, and is as long as all of them")
    func onlyVisibleRows() throws {
        let log = BodyLog()
        let h = Harness(LongList(log: log), screen: Size(width: 400, height: 300))
        // 60 pt a row: rows 0–4 fill the 300-pt screen; 50 pt of margin takes row 5. Each ran once.
        #expect(log.numbers.sorted() == Array(0...5))
        let list = try #require(h.frame(of: "list"))
        #expect(list.height == CGFloat(10_000 * 50 + 9_999 * 10))
        #expect(list.width == 400, "a LazyVStack takes all the width offered")
        #expect(h.frame(of: "row0") == Rect(x: 0, y: 0, width: 400, height: 50))
        #expect(h.frame(of: "row4")?.minY == 240)
        #expect(h.frame(of: "row7") == nil, "out of sight, not laid out")
    }

    @Test("scrolling brings the rows coming in sight in, and only those are run")
    func scrolling() throws {
        let log = BodyLog()
        let h = Harness(LongList(log: log), screen: Size(width: 400, height: 300))
        log.numbers.removeAll()
        h.touch(1, 200, 280, .began, at: 0)
        for step in 1...10 { h.touch(1, 200, 280 - Double(step) * 24, .moved, at: Double(step) * 0.05) }
        h.touch(1, 200, 40, .moved, at: 1.0)
        // 240 pt up: rows 4–9 in sight (row 3 ends at 230, within the margin); rows 6–9 are new, and run once each.
        #expect(log.numbers.sorted() == Array(6...9))
        #expect(h.frame(of: "row4")?.minY == 0)
        #expect(h.frame(of: "row9")?.minY == 300)
        #expect(h.frame(of: "row0") == nil, "scrolled out of sight and margin")
        h.touch(1, 200, 40, .ended, at: 1.2)
        h.advance(to: 5)
        #expect(h.frame(of: "row4")?.minY == 0)
    }

    @Test("a LazyHStack in a horizontal ScrollView lays out only the columns in sight")
    func horizontal() throws {
        nonisolated struct Columns: View {
            var body: some View {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 0) {
                        ForEach(0..<1_000) { NumberRow(number: $0).frame(width: 100) }
                    }
                    .accessibilityIdentifier("strip")
                }
            }
        }
        let h = Harness(Columns(), screen: Size(width: 400, height: 300))
        #expect(h.frame(of: "strip")?.width == 100_000)
        #expect(h.frame(of: "row3")?.minX == 300)
        #expect(h.frame(of: "row4") != nil, "within the margin")
        #expect(h.frame(of: "row5") == nil)
    }

    @Test("a LazyVGrid of 10,000 items lays out only the rows in sight")
    func lazyGrid() throws {
        nonisolated struct Cells: View {
            var body: some View {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))]) {
                        ForEach(0..<10_000) { NumberRow(number: $0) }
                    }
                    .accessibilityIdentifier("grid")
                }
            }
        }
        let h = Harness(Cells(), screen: Size(width: 400, height: 300))
        // Four columns of (400 − 24) / 4 = 94; 2,500 rows of 50, 8 between.
        #expect(abs((h.frame(of: "grid")?.height ?? 0) - (2_500 * 50 + 2_499 * 8)) < 0.01)
        #expect(h.frame(of: "row5") == Rect(x: 102, y: 58, width: 94, height: 50))
        let laidOut = h.ids.filter { $0.hasPrefix("row") }
        #expect(laidOut.count == 28, "rows 0–6 (the last two within the 50-pt margin), four cells each")
    }

    @Test("a row's content reads an observed model: changing what a row in sight read shows it")
    func observedRows() throws {
        nonisolated struct Named: View {
            let labels: Labels
            var body: some View {
                ScrollView {
                    LazyVStack {
                        ForEach(0..<4) { index in Text(labels.names[index]).frame(height: 40) }
                    }
                }
            }
        }
        let labels = Labels()
        let h = Harness(Named(labels: labels), screen: Size(width: 400, height: 300))
        #expect(h.texts().contains("third"))
        labels.names[2] = "changed"
        h.advance(to: 1)
        #expect(h.texts().contains("changed"))
        #expect(!h.texts().contains("third"))
        labels.names[0] = "again"
        h.advance(to: 2)
        #expect(h.texts().contains("again"), "still watched after the rows were made again")
    }

    @Test("a LazyHGrid fills its rows top to bottom, then the next column; a LazyVStack offered less than its length settles")
    func horizontalGridAndShortFrame() throws {
        nonisolated struct Sideways: View {
            var body: some View {
                VStack {
                    ScrollView(.horizontal) {
                        LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(60))], spacing: 10) {
                            ForEach(0..<1_000) { index in Color.gray.frame(width: 30, height: 20).accessibilityIdentifier("h\(index)") }
                        }
                        .accessibilityIdentifier("hgrid")
                    }
                    .frame(height: 120)
                    LazyVStack {
                        ForEach(0..<100) { index in Color.gray.frame(height: 30).accessibilityIdentifier("s\(index)") }
                    }
                    .frame(height: 100)
                    .clipped()
                }
            }
        }
        let h = Harness(Sideways(), screen: Size(width: 400, height: 300))
        let grid = try #require(h.frame(of: "hgrid"))
        // Rows 40 and 60 tall (8 between): 108; columns 30 wide, 10 between; cells centred in their row.
        #expect(grid.height == 108)
        #expect(abs(grid.width - (500 * 30 + 499 * 10)) < 0.01)
        func at(_ id: String) -> Rect? { h.frame(of: id).map { Rect(x: $0.minX - grid.minX, y: $0.minY - grid.minY, width: $0.width, height: $0.height) } }
        #expect(at("h0") == Rect(x: 0, y: 10, width: 30, height: 20))
        #expect(at("h1") == Rect(x: 0, y: 68, width: 30, height: 20))
        #expect(at("h2") == Rect(x: 40, y: 10, width: 30, height: 20))
        #expect(h.frame(of: "h40") == nil, "column 20 is out of sight")
        // A LazyVStack framed shorter than its rows (3,792 pt in 100, centred on it) lays out what the
        // screen shows, its middle rows, and asks for no more passes.
        #expect(h.frame(of: "s0") == nil)
        #expect(h.frame(of: "s47") != nil)
        #expect(!h.host.hasChanges)
        h.advance(to: 1)
        #expect(!h.host.hasChanges)
    }

    @Test("rows of different heights: each placed after the last as measured")
    func measuredRows() throws {
        nonisolated struct Mixed: View {
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<100) { index in
                            Color.gray.frame(height: index % 2 == 0 ? 20 : 60).accessibilityIdentifier("m\(index)")
                        }
                    }
                }
            }
        }
        let h = Harness(Mixed(), screen: Size(width: 400, height: 300))
        h.advance(to: 1)
        #expect(h.frame(of: "m1")?.minY == 20)
        #expect(h.frame(of: "m2")?.minY == 80)
        #expect(h.frame(of: "m7")?.minY == 260)
        #expect(!h.host.hasChanges, "measured, the rows ask for no more passes")
    }

    @Test("rows of different heights in a stack that tries several widths settle, and keep their places")
    func measuredRowsProbed() throws {
        nonisolated struct Probed: View {
            var body: some View {
                HStack(spacing: 0) {
                    Color.gray.frame(width: 100)
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(0..<100) { index in
                                Text(index % 2 == 0 ? "short" : "a longer line that wraps when narrow")
                                    .accessibilityIdentifier("p\(index)")
                            }
                        }
                    }
                }
            }
        }
        let h = Harness(Probed(), screen: Size(width: 400, height: 300))
        h.advance(to: 1)
        #expect(!h.host.hasChanges, "no pass asks for another")
        let first = try #require(h.frame(of: "p1")), second = try #require(h.frame(of: "p2"))
        #expect(second.minY == first.maxY, "each row right after the last")
    }
}
