import Foundation
import Testing
@testable import TouchUI

/// What a test's list did, in order.
private final class SwipeLog: @unchecked Sendable {
    var lines: [String] = []
}

/// A list of fruit rows (buttons) that delete with `onDelete`, one with a leading pin action.
private nonisolated struct FruitList: View {
    let log: SwipeLog
    @State private var items = ["Apple", "Banana", "Cherry", "Damson"]

    var body: some View {
        List {
            ForEach(items, id: \.self) { item in
                Button(item) { log.lines.append("tap \(item)") }
                    .accessibilityIdentifier(item)
            }
            .onDelete { offsets in
                log.lines.append("delete \(offsets.map { $0 })")
                items.remove(atOffsets: offsets)
            }
            Text("Pinned")
                .accessibilityIdentifier("pinned")
                .swipeActions(edge: .leading, allowsFullSwipe: false) {
                    Button("Pin") { log.lines.append("pin") }.tint(.green).accessibilityIdentifier("pin")
                }
        }
    }
}

@Suite("TouchUI swipe to delete and swipe actions in a List (UITableView's trailing swipe)")
struct SwipeActionsTests {
    /// A slow sideways drag (200 pt/s, below a flick) on row `y` from `x0` to `x1`, lifted at `t + duration`.
    private func swipe<R: View>(_ h: Harness<R>, y: Double, from x0: Double, to x1: Double, at t: Double) -> Double {
        let steps = max(1, Int(abs(x1 - x0) / 10))
        h.touch(1, x0, y, .began, at: t)
        for step in 1...steps {
            h.touch(1, x0 + (x1 - x0) * Double(step) / Double(steps), y, .moved, at: t + Double(step) * 0.05)
        }
        let end = t + Double(steps) * 0.05 + 0.05
        h.touch(1, x1, y, .ended, at: end)
        return end
    }

    @Test("a row swiped left past half the Delete button stays open; a tap on Delete deletes it by its offset")
    func swipeOpenThenDelete() throws {
        let log = SwipeLog()
        let h = Harness(FruitList(log: log), screen: Size(width: 400, height: 500))
        let banana = try #require(h.frame(of: "Banana"))
        #expect(h.frame(of: "Banana.delete") == nil, "no Delete button at rest")
        let end = swipe(h, y: banana.midY, from: 300, to: 200, at: 1)
        h.advance(to: end + 1)
        let delete = try #require(h.frame(of: "Banana.delete"), "let go 100 pt in, the row stays open")
        #expect(delete.width == CGFloat(RowSwipeModel.actionWidth) && delete.maxX == 380, "the button fills the room at the card's trailing edge")
        #expect(abs(delete.midY - banana.midY) < 1)
        let moved = try #require(h.frame(of: "Banana"))
        #expect(moved.minX == banana.minX - CGFloat(RowSwipeModel.actionWidth), "the row's content moved left by the button's width")
        #expect(h.host.layoutEntries(screen: Size(width: 400, height: 500)).contains { $0.id == "Banana.delete" && $0.text == "Delete" && $0.takesTouches })
        h.tap(delete.midX, delete.midY, at: end + 2)
        h.advance(to: end + 4)
        #expect(log.lines == ["delete [1]"], "onDelete got Banana's offset; the row's own button did not run")
        #expect(h.frame(of: "Banana") == nil && h.frame(of: "Banana.delete") == nil)
        let cherry = try #require(h.frame(of: "Cherry"))
        #expect(abs(cherry.midY - banana.midY) < 1, "the rows below moved up")
    }

    @Test("let go short of half the button, the row closes; a vertical drag scrolls instead of opening it")
    func shortSwipeCloses() throws {
        let log = SwipeLog()
        let h = Harness(FruitList(log: log), screen: Size(width: 400, height: 500))
        let apple = try #require(h.frame(of: "Apple"))
        let end = swipe(h, y: apple.midY, from: 300, to: 270, at: 1)
        h.advance(to: end + 1)
        #expect(h.frame(of: "Apple.delete") == nil)
        #expect(h.frame(of: "Apple")?.minX == apple.minX, "back in place")
        // Up and down: the row does not follow.
        h.touch(1, 300, apple.midY, .began, at: 3)
        for step in 1...6 { h.touch(1, 296, apple.midY + Double(step) * 8, .moved, at: 3 + Double(step) * 0.05) }
        h.touch(1, 296, apple.midY + 48, .ended, at: 3.4)
        h.advance(to: 5)
        #expect(h.frame(of: "Apple.delete") == nil)
        #expect(log.lines.isEmpty, "neither tapped nor deleted")
    }

    @Test("while a row is open a tap on another row only closes it; a full swipe deletes at once")
    func tapElsewhereClosesAndFullSwipeDeletes() throws {
        let log = SwipeLog()
        let h = Harness(FruitList(log: log), screen: Size(width: 400, height: 500))
        let cherry = try #require(h.frame(of: "Cherry"))
        var end = swipe(h, y: cherry.midY, from: 300, to: 200, at: 1)
        h.advance(to: end + 1)
        #expect(h.frame(of: "Cherry.delete") != nil)
        let apple = try #require(h.frame(of: "Apple"))
        h.tap(apple.midX, apple.midY, at: end + 2)
        h.advance(to: end + 3)
        #expect(h.frame(of: "Cherry.delete") == nil, "the tap closed the open row")
        #expect(log.lines.isEmpty, "and did not tap Apple")
        h.tap(apple.midX, apple.midY, at: end + 4)
        #expect(log.lines == ["tap Apple"], "with no row open a tap taps")
        // Past half the 360 pt row: deleted on release, no tap on Delete.
        end = swipe(h, y: apple.midY, from: 370, to: 150, at: end + 6)
        h.advance(to: end + 2)
        #expect(log.lines == ["tap Apple", "delete [0]"])
        #expect(h.frame(of: "Apple") == nil)
    }

    @Test("swipeActions(edge: .leading) reveals its tinted button on a swipe right; a tap performs it and closes the row")
    func leadingSwipeActions() throws {
        let log = SwipeLog()
        let h = Harness(FruitList(log: log), screen: Size(width: 400, height: 500))
        let pinned = try #require(h.frame(of: "pinned"))
        let end = swipe(h, y: pinned.midY, from: 60, to: 160, at: 1)
        h.advance(to: end + 1)
        let pin = try #require(h.frame(of: "pin"))
        #expect(pin.minX == 20 && pin.width == CGFloat(RowSwipeModel.actionWidth), "at the card's leading edge")
        #expect(h.frame(of: "pinned.delete") == nil, "a row outside the ForEach has no Delete")
        h.tap(pin.midX, pin.midY, at: end + 2)
        h.advance(to: end + 4)
        #expect(log.lines == ["pin"])
        #expect(h.frame(of: "pin") == nil, "the row closed after the action")
        #expect(h.frame(of: "pinned")?.minX == pinned.minX)
    }

    @Test("remove(atOffsets:) and move(fromOffsets:toOffset:) as SwiftUI's")
    func offsetsHelpers() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: IndexSet([1, 3, 9]))
        #expect(letters == ["a", "c", "e"])
        var numbers = [0, 1, 2, 3, 4]
        numbers.move(fromOffsets: IndexSet([0, 1]), toOffset: 4)
        #expect(numbers == [2, 3, 0, 1, 4])
        numbers.move(fromOffsets: IndexSet([4]), toOffset: 0)
        #expect(numbers == [4, 2, 3, 0, 1])
    }
}
