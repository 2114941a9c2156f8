import Foundation
import Testing
@testable import TouchUI

/// A plan picker whose selection starts on a value no option is tagged with.
private nonisolated struct PlanPicker: View {
    @State var plan: Int
    let log: ControlLog
    var body: some View {
        log.lines.append("plan=\(plan)")
        return Picker("Plan", selection: $plan) {
            Text("Basic").tag(1)
            Text("Plus").tag(2)
            Text("Pro").tag(3)
        }
        .pickerStyle(.segmented)
        .frame(width: 300)
    }
}

@Suite("TouchUI bad input: logged naming the view, a fallback, no crash")
struct BadInputTests {
    @Test("a Picker whose selection matches no tag: logged naming it by its label, none shown chosen, a tap still chooses")
    func pickerSelectionMatchesNoTag() throws {
        let log = ControlLog()
        let h = Harness(PlanPicker(plan: 7, log: log), screen: Size(width: 400, height: 200))
        h.advance(to: 0.5)
        #expect(ViewWarnings.wasSaid(startingWith: "Picker \"Plan\" at "))
        let entries = h.host.layoutEntries(screen: h.runner.screen)
        let plus = try #require(entries.first { $0.text == "Plus" && $0.takesTouches })
        #expect(["Basic", "Plus", "Pro"].allSatisfy { h.texts().contains($0) }, "every option still drawn")
        h.tap(plus.frame.midX, plus.frame.midY, at: 1)
        h.advance(to: 2)
        #expect(log.lines.last == "plan=2")
    }

    @Test("a ForEach with duplicate ids: logged naming it, every element still drawn with a view of its own")
    func forEachDuplicateIDs() throws {
        nonisolated struct Names: View {
            var body: some View {
                VStack {
                    ForEach(["Ada", "Grace", "Ada"], id: \.self) { Text($0) }
                }
            }
        }
        let h = Harness(Names())
        h.advance(to: 0.5)
        #expect(ViewWarnings.wasSaid(startingWith: "ForEach at "))
        #expect(h.texts().filter { $0 == "Ada" }.count == 2)
        #expect(h.texts().contains("Grace"))
    }

    @Test("--layout's text of a row swiped open is its own, not the Delete button drawn behind it")
    func swipedRowKeepsItsText() throws {
        nonisolated struct Rows: View {
            @State var names = ["Flat White", "Mocha"]
            var body: some View {
                List {
                    ForEach(names, id: \.self) { Text($0) }
                        .onDelete { names.remove(atOffsets: $0) }
                }
            }
        }
        let h = Harness(Rows(), screen: Size(width: 400, height: 300))
        h.advance(to: 0.5)
        // The row: the smallest view showing its text (the list shows it first too).
        let row = try #require(h.host.layoutEntries(screen: h.runner.screen).filter { $0.text == "Flat White" }
            .min { $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height })
        // Swipe it open: a slow drag 100 pt leftwards, past half the Delete button's width.
        let y = row.frame.midY
        h.touch(1, 300, y, .began, at: 1)
        for step in 1...10 { h.touch(1, 300 - Double(step) * 10, y, .moved, at: 1 + Double(step) * 0.05) }
        h.touch(1, 200, y, .ended, at: 1.55)
        h.advance(to: 2.5)
        let entries = h.host.layoutEntries(screen: h.runner.screen)
        #expect(entries.contains { $0.text == "Delete" && $0.takesTouches }, "the Delete button is listed")
        #expect(entries.first { $0.text == "Delete" }.map { $0.frame.width < 200 } == true,
                "the first view showing Delete is the button, not the row")
        #expect(entries.contains { $0.text == "Flat White" && $0.frame.height < 100 }, "the row is still listed by its name")
    }
}
