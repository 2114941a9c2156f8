import Testing
@testable import TouchUI

@Suite("TouchUI grids, ViewThatFits, safe-area insets and split views")
struct LayoutSurfaceTests {
    @Test("ViewThatFits shows the first view that fits the width, else the last")
    func viewThatFits() throws {
        nonisolated struct Header: View {
            let width: CGFloat
            var body: some View {
                ViewThatFits(in: .horizontal) {
                    Color.gray.frame(width: 300, height: 20).accessibilityIdentifier("wide")
                    Color.gray.frame(width: 150, height: 20).accessibilityIdentifier("narrow")
                    Color.gray.frame(width: 500, height: 20).accessibilityIdentifier("last")
                }
                .frame(width: width)
            }
        }
        func shown(_ width: CGFloat) -> [String] {
            let h = Harness(Header(width: width), screen: Size(width: 600, height: 100))
            return h.host.layoutEntries(screen: h.runner.screen).map(\.id).filter { ["wide", "narrow", "last"].contains($0) }
        }
        #expect(shown(350) == ["wide"])
        #expect(shown(200) == ["narrow"], "only the chosen view is laid out")
        #expect(shown(100) == ["last"], "none fits: the last")
    }

    @Test("Grid: gridColumnAlignment aligns a column, gridCellAnchor places a cell, gridCellUnsizedAxes keeps a divider from widening")
    func gridCells() throws {
        nonisolated struct Prices: View {
            var body: some View {
                Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 0) {
                    GridRow {
                        Color.gray.frame(width: 100, height: 20).accessibilityIdentifier("first")
                        Color.gray.frame(width: 40, height: 20).gridColumnAlignment(.trailing).accessibilityIdentifier("price")
                    }
                    GridRow {
                        Color.gray.frame(width: 50, height: 40)
                        Color.gray.frame(width: 80, height: 20).accessibilityIdentifier("second")
                    }
                    GridRow {
                        Color.gray.frame(width: 20, height: 20).gridCellAnchor(.bottomTrailing).accessibilityIdentifier("anchored")
                        Color.gray.frame(width: 10, height: 40)
                    }
                    GridRow {
                        Color.gray.frame(width: 1000, height: 2).gridCellUnsizedAxes(.horizontal)
                        Color.gray.frame(width: 10, height: 2)
                    }
                }
            }
        }
        let h = Harness(Prices(), screen: Size(width: 400, height: 200))
        let entries = Dictionary(h.host.layoutEntries(screen: h.runner.screen).map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
        let first = try #require(entries["first"]), price = try #require(entries["price"])
        let second = try #require(entries["second"]), anchored = try #require(entries["anchored"])
        // Columns 100 and 80 wide, 10 apart: the unsized 1000-wide view does not widen the first.
        #expect(second.maxX - first.minX == 190, "the second column ends 190 from the first's start")
        #expect(price.maxX == second.maxX, "gridColumnAlignment(.trailing): the column's cells end at its trailing edge")
        #expect(anchored.maxX == first.minX + 100 && anchored.maxY == first.minY + 20 + 40 + 40, "bottom trailing of its cell")
    }

    @Test("safeAreaInset(edge: .bottom) puts the bar at the bottom and the view above it")
    func safeAreaInset() throws {
        nonisolated struct Screen: View {
            var body: some View {
                Color.gray.accessibilityIdentifier("main")
                    .safeAreaInset(edge: .bottom, spacing: 0) { Color.black.frame(height: 60).accessibilityIdentifier("bar") }
            }
        }
        let h = Harness(Screen(), screen: Size(width: 400, height: 300))
        let entries = Dictionary(h.host.layoutEntries(screen: h.runner.screen).map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
        let bar = try #require(entries["bar"]), main = try #require(entries["main"])
        #expect(bar.minY == 240 && bar.height == 60)
        #expect(main.minY == 0 && main.height == 240)
    }

    @Test("NavigationSplitView: the sidebar 320 wide beside the detail; detailOnly shows the detail alone")
    func splitView() throws {
        nonisolated struct Split: View {
            @State var visibility = NavigationSplitViewVisibility.all
            var body: some View {
                NavigationSplitView(columnVisibility: $visibility) {
                    Button("hide") { visibility = .detailOnly }.accessibilityIdentifier("hide")
                } detail: {
                    Text("Detail").accessibilityIdentifier("detail")
                }
            }
        }
        let screen = Size(width: 1024, height: 768)
        let h = Harness(Split(), screen: screen)
        let frames = Dictionary(h.host.touchableFrames().map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
        let hide = try #require(frames["hide"])
        #expect(hide.maxX <= 320, "the sidebar's button is in the sidebar")
        h.tap(hide.midX, hide.midY, at: 0.5)
        h.advance(to: 2)
        let after = h.host.layoutEntries(screen: screen)
        #expect(!after.contains { $0.id == "hide" })
    }
}
