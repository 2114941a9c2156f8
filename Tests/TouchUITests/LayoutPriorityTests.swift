import Render
import Scene
import Testing
@testable import TouchUI

/// `fixedSize` and `layoutPriority`, as SwiftUI lays them out.
@Suite("TouchUI fixedSize and layoutPriority")
@MainActor
struct LayoutPriorityTests {
    @Test("fixedSize(): a text keeps its one-line width in a frame narrower than it, overflowing it centred")
    func fixedSizeKeepsTheIdealWidth() throws {
        let measurer = try #require(PangoTextMeasurer())
        let ideal = measurer.size(of: "A long label on one line", font: .body, width: nil)
        let h = Harness(Text("A long label on one line").accessibilityIdentifier("text").fixedSize().accessibilityIdentifier("fixed")
            .frame(width: 60))
        let text = try #require(h.frame(of: "text"))
        let fixed = try #require(h.frame(of: "fixed"))
        #expect(text.size == ideal, "the text at its ideal size, one line")
        #expect(fixed.size == ideal)
        // The 60 pt frame centres its wider child: it hangs out on both sides.
        #expect(abs(fixed.midX - 200) < 0.5 && fixed.width > 60)
    }

    @Test("fixedSize(horizontal: false, vertical: true): wraps at the width offered and takes every line")
    func fixedSizeVerticalOnly() throws {
        let words = "one two three four five six seven eight nine ten eleven twelve"
        // Without it, a 40 pt tall frame cuts the text to what fits; with it, the text is as tall as its lines.
        let h = Harness(VStack { Text(words).accessibilityIdentifier("text").fixedSize(horizontal: false, vertical: true) }
            .frame(width: 120, height: 40))
        let text = try #require(h.frame(of: "text"))
        #expect(text.width <= 120)
        #expect(text.height > 60, "several lines: \(text)")
    }

    @Test("layoutPriority: the higher-priority text gets the room it needs, the other what is left")
    func priorityWinsTheRoom() throws {
        let measurer = try #require(PangoTextMeasurer())
        let title = "A rather long order title here"
        let need = measurer.size(of: title, font: .body, width: nil).width
        func row(_ priority: Double) -> some View {
            HStack(spacing: 0) {
                Text(title).lineLimit(1).accessibilityIdentifier("title").layoutPriority(priority)
                Text("a trailing detail that also wants room").lineLimit(1).accessibilityIdentifier("detail")
            }
            .frame(width: 300)
        }
        let equal = Harness(row(0))
        let shared = try #require(equal.frame(of: "title"))
        #expect(shared.width < need, "equal priority: the title is cut to its share (\(shared.width) < \(need))")
        let favoured = Harness(row(1))
        let first = try #require(favoured.frame(of: "title"))
        #expect(abs(first.width - need) < 0.5, "priority 1: the whole title (\(first.width) vs \(need))")
        let second = try #require(favoured.frame(of: "detail"))
        #expect(abs(second.width - (300 - need)) < 1, "the rest for the detail")
    }

    @Test("layoutPriority passes through padding and backgrounds to the stack")
    func priorityThroughModifiers() throws {
        let h = Harness(HStack(spacing: 0) {
            Color.red.frame(minWidth: 10, maxWidth: .infinity).frame(height: 10).accessibilityIdentifier("red")
            Color.blue.frame(minWidth: 10, maxWidth: 250).frame(height: 10).accessibilityIdentifier("blue").layoutPriority(1)
                .padding(5).background(Color.gray)
        }.frame(width: 300))
        let blue = try #require(h.frame(of: "blue"))
        // 300 less the red one's 10 pt minimum, less the 10 pt of padding: the blue one takes its 250 maximum.
        #expect(blue.width == 250)
        #expect(h.frame(of: "red")?.width == 40)
    }
}
