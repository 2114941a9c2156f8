import Render
import Testing
import TestSupport
@testable import TouchUI

/// Column widths as SwiftUI's grids make them: the cases objc.io measured on
/// iOS (https://www.objc.io/blog/2020/11/23/grid-layout/) and Apple's
/// `GridItem.Size` documentation describes.
@Suite("TouchUI grids")
struct GridLayoutTests {
    private func lengths(_ items: [GridItem], _ width: Double) -> [Double] {
        GridItem.tracks(items, in: width).map(\.length)
    }

    @Test("fixed columns are exactly their width; an adaptive one fits as many of its minimum as its share takes")
    func fixedAndAdaptive() {
        // 200 − 70 − 8 = 122 for the adaptive item: two 40-pt columns fit (40 + 8 + 40), three do not; (122 − 8) / 2 each.
        let tracks = GridItem.tracks([GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], in: 200)
        #expect(tracks.map(\.length) == [70, 57, 57])
        #expect(tracks.map(\.offset) == [0, 78, 143])
        // 300 wide, 50 to 100: five columns, (300 − 4 × 8) / 5 = 53.6 each, not three at 100.
        let five = lengths([GridItem(.adaptive(minimum: 50, maximum: 100))], 300)
        #expect(five.count == 5)
        #expect(five.allSatisfy { abs($0 - 53.6) < 1e-9 })
        // At most `maximum`: one 40–50 column per 58 points, capped.
        #expect(lengths([GridItem(.adaptive(minimum: 40, maximum: 50))], 100) == [46, 46])
        #expect(lengths([GridItem(.adaptive(minimum: 40, maximum: 45))], 100) == [45, 45])
        // As many of the minimum as fit, not fewer at the maximum.
        #expect(lengths([GridItem(.adaptive(minimum: 20, maximum: 30), spacing: 0)], 100) == [20, 20, 20, 20, 20])
    }

    @Test("flexible columns share what is left in order, each within its bounds, and may overrun the width")
    func flexible() {
        #expect(lengths([GridItem(), GridItem(), GridItem()], 316) == [100, 100, 100])
        // 192 to share: the first takes 96, the second its 120 minimum; 224 in all, wider than offered.
        #expect(lengths([GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 120))], 200) == [96, 120])
        #expect(lengths([GridItem(.flexible(maximum: 50)), GridItem()], 200) == [50, 142])
        // Fixed first whatever their place: 300 − 24 − 200 = 76, the flexible one takes its 100, the adaptive what is left (none).
        #expect(lengths([GridItem(.flexible(minimum: 100)), GridItem(.fixed(100)), GridItem(.adaptive(minimum: 100)), GridItem(.fixed(100))], 300)
            == [100, 100, 0, 100])
    }

    nonisolated struct Cells: View {
        let columns: [GridItem]
        /// The cell 40 tall; the others are 30.
        var tall = 1
        var body: some View {
            LazyVGrid(columns: columns, spacing: 10) {
                ForEach(0..<5) { index in
                    Color.blue.frame(width: 20, height: index == tall ? 40 : 30).accessibilityIdentifier("c\(index)")
                }
            }
            .frame(width: 200)
            .accessibilityIdentifier("grid")
        }
    }

    @Test("a LazyVGrid fills rows left to right, a row as tall as its tallest cell, each cell centred in it")
    func lazyVGridFrames() throws {
        let h = Harness(Cells(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]), screen: Size(width: 400, height: 300))
        let grid = try #require(h.frame(of: "grid"))
        // Columns at 0 (70 wide), 78 and 143 (57 wide); rows of 40 and 30 with 10 between.
        #expect(grid.height == 80)
        let origin = grid.origin
        func at(_ id: String) -> Rect? { h.frame(of: id).map { Rect(x: $0.minX - origin.x, y: $0.minY - origin.y, width: $0.width, height: $0.height) } }
        #expect(at("c0") == Rect(x: 25, y: 5, width: 20, height: 30))
        #expect(at("c1") == Rect(x: 96.5, y: 0, width: 20, height: 40))
        #expect(at("c2") == Rect(x: 161.5, y: 5, width: 20, height: 30))
        #expect(at("c3") == Rect(x: 25, y: 50, width: 20, height: 30))
        #expect(at("c4") == Rect(x: 96.5, y: 50, width: 20, height: 30))
    }

    @Test("a GridItem's alignment places its cells' views; fixed columns narrower than the grid sit as its alignment says")
    func alignments() throws {
        let columns = [GridItem(.fixed(50), alignment: .leading), GridItem(.fixed(50), alignment: .bottomTrailing)]
        let h = Harness(Cells(columns: columns, tall: 0), screen: Size(width: 400, height: 300))
        let grid = try #require(h.frame(of: "grid"))
        // 108 of columns centred in the 200-wide frame: from 46.
        let c0 = try #require(h.frame(of: "c0")), c1 = try #require(h.frame(of: "c1"))
        let left = grid.minX + 46
        #expect(c0.minX == left)
        #expect(c1.maxX == left + 108)
        let c2 = try #require(h.frame(of: "c2"))
        #expect(c1.maxY == grid.minY + 40, "bottom-trailing: on the bottom of the 40-pt row")
        #expect(c2.minY == grid.minY + 50 && c2.minX == left, "the next row, leading")
    }

    nonisolated struct Table: View {
        var body: some View {
            Grid(horizontalSpacing: 10, verticalSpacing: 5) {
                GridRow {
                    Color.red.frame(width: 50, height: 20).accessibilityIdentifier("a")
                    Color.red.frame(width: 30, height: 40).accessibilityIdentifier("b")
                }
                Color.green.frame(width: 60, height: 10).accessibilityIdentifier("line")
                GridRow(alignment: .top) {
                    Color.red.frame(width: 80, height: 10).accessibilityIdentifier("c")
                    Color.red.frame(width: 20, height: 20).accessibilityIdentifier("d")
                }
                GridRow {
                    Color.red.frame(width: 100, height: 10).gridCellColumns(2).accessibilityIdentifier("wide")
                }
            }
            .accessibilityIdentifier("table")
        }
    }

    @Test("a Grid's columns are as wide as their widest cell, rows as tall as their tallest; a view outside a GridRow spans the columns")
    func grid() throws {
        let h = Harness(Table(), screen: Size(width: 400, height: 300))
        let table = try #require(h.frame(of: "table"))
        // Columns 80 and 30 (10 between): 120 wide. Rows 40, 10, 20, 10 (5 between): 95 tall.
        #expect(table.size == Size(width: 120, height: 95))
        func at(_ id: String) -> Rect? { h.frame(of: id).map { Rect(x: $0.minX - table.minX, y: $0.minY - table.minY, width: $0.width, height: $0.height) } }
        #expect(at("a") == Rect(x: 15, y: 10, width: 50, height: 20))
        #expect(at("b") == Rect(x: 90, y: 0, width: 30, height: 40))
        #expect(at("line") == Rect(x: 30, y: 45, width: 60, height: 10), "centred across the whole width")
        #expect(at("c") == Rect(x: 0, y: 60, width: 80, height: 10), "a top-aligned row")
        #expect(at("d") == Rect(x: 95, y: 60, width: 20, height: 20))
        #expect(at("wide") == Rect(x: 10, y: 85, width: 100, height: 10), "centred across both columns")
    }

    @Test("a Grid of labels and swatches beside a LazyVGrid of tiles, drawn")
    func golden() throws {
        let view = HStack(alignment: .top, spacing: 24) {
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
                GridRow {
                    Text("Red")
                    Color.red.frame(width: 60, height: 24)
                }
                GridRow {
                    Text("Green, wider")
                    Color.green.frame(width: 30, height: 24)
                }
                Color.gray.frame(height: 2)
                GridRow {
                    Text("Spanning both").gridCellColumns(2)
                }
            }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))], spacing: 8) {
                ForEach(0..<7) { index in
                    RoundedRectangle(cornerRadius: 8).fill(index % 2 == 0 ? Color.blue : Color.orange).frame(height: 40)
                }
            }
            .frame(width: 180)
        }
        .padding(12)
        .position(x: 220, y: 80)
        let h = Harness(view, screen: Size(width: 440, height: 160))
        let renderer = try SceneRenderer(width: 440, height: 160, scale: 1, background: .white)
        _ = renderer.render(h.runner.presented())
        let problem = try GoldenImage(besides: #filePath).mismatch(renderer, name: "grids")
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test("a grid of coloured cells draws them in their columns, with white between")
    func drawnGrid() throws {
        let view = LazyVGrid(columns: [GridItem(), GridItem(), GridItem()], spacing: 10) {
            ForEach(0..<6) { index in
                (index % 2 == 0 ? Color.black : Color.red).frame(height: 40)
            }
        }
        .frame(width: 316, height: 90)
        .position(x: 158, y: 45)
        let screen = Size(width: 316, height: 90)
        let h = Harness(view, screen: screen)
        let renderer = try SceneRenderer(width: 316, height: 90, scale: 1, background: .white)
        _ = renderer.render(h.runner.presented())
        // Columns of 100 at 0, 108, 216; rows of 40 at 0 and 50; a colour fills its cell.
        func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let p = renderer.pixel(x: x, y: y)
            return (Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF))
        }
        #expect(rgb(50, 20) == (0, 0, 0), "cell 0 black")
        #expect(rgb(158, 20).0 > 200 && rgb(158, 20).1 < 60, "cell 1 red")
        #expect(rgb(266, 70) .0 > 200 && rgb(266, 70).1 < 60, "cell 5 red")
        #expect(rgb(158, 70) == (0, 0, 0), "cell 4 black")
        #expect(rgb(50, 45) == (255, 255, 255), "white between the rows")
        #expect(rgb(104, 20) == (255, 255, 255), "white between the columns")
    }
}
