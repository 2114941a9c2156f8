import Testing
import TouchdeckBench
import TouchUI

@Suite("bench views")
struct ViewBenchmarkSceneTests {
    @Test("the benchmark's drag really moves the third card: held, then dragged up 125 pt")
    func dragMovesTheCard() throws {
        let screen = Size(width: 800, height: 480)
        let h = Harness(ViewBenchmarkStack(), screen: screen)
        h.advance(to: 1)
        let id = try #require(h.ids.first { $0.hasPrefix("v/b/[amex]") && $0.hasSuffix("/pad") })
        let before = try #require(h.frame(of: id))
        let top = (screen.height - 190) / 2 - 2 * ViewBenchmarkStack.cardOffset
        h.touch(1, 400, top + 25, .began, at: 1.1)
        h.advance(to: 2)
        for step in 1...10 { h.touch(1, 400 + Double(step) * 3, top + 25 - Double(step) * 12.5, .moved, at: 2 + Double(step) / 120) }
        let after = try #require(h.frame(of: id))
        #expect(after.minY == before.minY - 125)
        #expect(after.minX == before.minX + 20)
    }
}
