import Foundation
import Testing
@testable import TouchUI

private struct Chore: Identifiable {
    let id: Int
    var title: String
    var done = false
    var count = 1
}

/// Rows editing their elements through `ForEach($chores) { $chore in … }`,
/// a total read from the array, and a list over the binding with deletion.
private nonisolated struct Chores: View {
    @State var chores = [Chore(id: 1, title: "Sweep"), Chore(id: 2, title: "Mop"), Chore(id: 3, title: "Dust")]
    var body: some View {
        VStack(spacing: 0) {
            ForEach($chores) { $chore in
                HStack {
                    Toggle(chore.title, isOn: $chore.done).accessibilityIdentifier("done.\(chore.id)")
                    Stepper("\(chore.count)", value: $chore.count, in: 1...5).accessibilityIdentifier("count.\(chore.id)")
                }
                .frame(height: 44)
            }
            Text("done \(chores.filter(\.done).count), total \(chores.reduce(0) { $0 + $1.count })")
            List($chores, editActions: .delete) { $chore in
                Text(chore.title).accessibilityIdentifier("row.\(chore.id)")
            }
            .frame(height: 200)
        }
        .frame(width: 400, height: 500)
    }
}

@Suite("TouchUI ForEach and List over a binding ($item rows)")
struct ForEachBindingTests {
    @Test("a row's Toggle and Stepper write through $item into the array; the other rows keep theirs")
    func rowsEditTheirElements() throws {
        let h = Harness(Chores(), screen: Size(width: 400, height: 500))
        #expect(h.texts().contains("done 0, total 3"))
        let toggle = try #require(h.frame(of: "done.2"))
        h.tap(toggle.maxX - 20, toggle.midY, at: 0.5)
        let plus = try #require(h.frame(of: "count.3.increment"))
        h.tap(plus.midX, plus.midY, at: 1.5)
        h.tap(plus.midX, plus.midY, at: 2.5)
        h.advance(to: 4)
        #expect(h.texts().contains("done 1, total 5"), "\(h.texts())")
        #expect(h.texts().contains("3"), "the third row's stepper label shows its count")
    }

    @Test("List($items, editActions: .delete): a swipe and Delete remove that element from the bound array")
    func editActionsDelete() throws {
        let h = Harness(Chores(), screen: Size(width: 400, height: 500))
        let mop = try #require(h.frame(of: "row.2"))
        h.touch(1, 300, mop.midY, .began, at: 1)
        for step in 1...10 { h.touch(1, 300 - Double(step) * 10, mop.midY, .moved, at: 1 + Double(step) * 0.05) }
        h.touch(1, 200, mop.midY, .ended, at: 1.6)
        h.advance(to: 3)
        let delete = try #require(h.frame(of: "row.2.delete"))
        h.tap(delete.midX, delete.midY, at: 3.5)
        h.advance(to: 5)
        #expect(h.frame(of: "row.2") == nil && h.frame(of: "done.2") == nil, "gone from the list and from the ForEach above")
        #expect(h.frame(of: "row.3") != nil)
        #expect(h.texts().contains("done 0, total 2"))
    }

    @Test("a binding to a deleted element reads the element it was made for and ignores writes")
    func staleBindingIsSafe() {
        var store = [Chore(id: 1, title: "A"), Chore(id: 2, title: "B")]
        let items = Binding(get: { store }, set: { store = $0 })
        let second = items[1]
        second.wrappedValue.title = "B2"
        #expect(store[1].title == "B2")
        store.removeLast()
        #expect(second.wrappedValue.title == "B", "out of range: the element it was made for")
        second.wrappedValue.title = "C"
        #expect(store.count == 1 && store[0].title == "A")
        #expect(items.map(\.wrappedValue.title) == ["A"], "a binding to a collection is a collection of bindings")
        #expect(items.first?.id == 1, "Binding is Identifiable by its value's id")
    }
}
