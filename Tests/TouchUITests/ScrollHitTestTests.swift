import Testing
@testable import TouchUI

/// A button over a scroll view of buttons.
private nonisolated struct HeaderOverList: View {
    let log: ControlLog

    var body: some View {
        VStack(spacing: 0) {
            Button("Top") { log.lines.append("top") }
                .frame(maxWidth: .infinity).frame(height: 100)
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20) { row in
                        Button("Row \(row)") { log.lines.append("row \(row)") }
                            .frame(maxWidth: .infinity).frame(height: 60)
                    }
                }
            }
        }
    }
}

@Suite("Scrolled-out content takes no touches")
struct ScrollHitTestTests {
    @Test("a row scrolled above its scroll view lets a tap through to the button it lies over, and --layout leaves it out")
    func scrolledOutRowsTakeNoTouches() {
        let log = ControlLog()
        let h = Harness(HeaderOverList(log: log), screen: Size(width: 400, height: 300))
        // Drag the list up by 90 pt, slowly, and hold still before lifting: no fling.
        h.touch(1, 200, 260, .began, at: 1)
        for step in 1...18 { h.touch(1, 200, 260 - Double(step) * 5, .moved, at: 1 + Double(step) * 0.05) }
        h.touch(1, 200, 170, .moved, at: 2.2)
        h.touch(1, 200, 170, .ended, at: 2.3)
        h.advance(to: 4)
        let entries = h.host.layoutEntries(screen: Size(width: 400, height: 300))
        #expect(!entries.contains { $0.text == "Row 0" }, "row 0 lies under the header, out of its scroll view")
        #expect(entries.contains { $0.text == "Row 3" })
        // Row 0 is drawn (clipped away) where the header's button is: the header takes the tap.
        h.tap(200, 50, at: 5)
        h.advance(to: 6)
        #expect(log.lines == ["top"], "\(log.lines)")
        #expect(!entries.contains { $0.text == "Row 0" }, "a scroll view is not listed by its first row's text")
        // Inside the scroll view rows still take taps.
        let row3 = entries.first { $0.text == "Row 3" }?.frame
        h.tap(Double(row3?.midX ?? 0), Double(row3?.midY ?? 0), at: 7)
        h.advance(to: 8)
        #expect(log.lines == ["top", "row 3"], "\(log.lines)")
    }
}
