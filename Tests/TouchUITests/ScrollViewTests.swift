import Testing
import TouchUI

nonisolated struct Rows: View {
    var body: some View {
        ScrollView {
            ForEach(0..<20) { row in
                Color.gray.frame(width: 200, height: 50)
            }
        }
        .frame(width: 300, height: 300)
    }
}

@Suite("TouchUI ScrollView")
struct ScrollViewTests {
    /// Where the content's top is, relative to the viewport's.
    private func scrolled(_ h: Harness<Rows>) -> Double? {
        guard let viewport = h.frame(of: "v/b"), let content = h.frame(of: "v/b/content/stack") else { return nil }
        return viewport.minY - content.minY
    }

    @Test("the content lays out at its ideal length; a slow drag scrolls it by the drag, and it stays")
    func slowDrag() throws {
        let h = Harness(Rows(), screen: Size(width: 400, height: 400))
        let content = try #require(h.frame(of: "v/b/content/stack"))
        #expect(content.height == CGFloat(20 * 50 + 19 * 8))
        #expect(scrolled(h) == 0)
        h.touch(1, 200, 300, .began, at: 0)
        for step in 1...10 { h.touch(1, 200, 300 - Double(step) * 15, .moved, at: Double(step) * 0.05) }
        h.touch(1, 200, 150, .moved, at: 1.0)
        h.touch(1, 200, 150, .ended, at: 1.2)
        h.advance(to: 5)
        #expect(scrolled(h) == 150)
    }

    @Test("a fling carries on as UIScrollView decelerates, and stops at the end")
    func fling() throws {
        let h = Harness(Rows(), screen: Size(width: 400, height: 400))
        h.touch(1, 200, 300, .began, at: 0)
        for step in 1...6 { h.touch(1, 200, 300 - Double(step) * 20, .moved, at: Double(step) * 0.01) }
        h.touch(1, 200, 180, .ended, at: 0.06)
        // 2000 pt/s up: 120 dragged, then 2000 × 0.499 ≈ 998 more, past the 1052 pt end.
        h.advance(to: 0.3)
        let moving = try #require(scrolled(h))
        #expect(moving > 120)
        h.advance(to: 6)
        #expect(abs((scrolled(h) ?? 0) - (20 * 50 + 19 * 8 - 300)) < 0.01)
    }

    @Test("pulled past the start it follows less than the finger and springs back")
    func rubberBand() throws {
        let h = Harness(Rows(), screen: Size(width: 400, height: 400))
        h.touch(1, 200, 100, .began, at: 0)
        for step in 1...10 { h.touch(1, 200, 100 + Double(step) * 20, .moved, at: Double(step) * 0.05) }
        let pulled = try #require(scrolled(h))
        #expect(pulled < 0 && pulled > -200)
        h.touch(1, 200, 300, .moved, at: 1.0)
        h.touch(1, 200, 300, .ended, at: 1.5)
        h.advance(to: 4)
        #expect(abs(scrolled(h) ?? 1) < 0.01)
    }
}
