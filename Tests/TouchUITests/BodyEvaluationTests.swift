import Testing
import TouchUI

/// Counts body evaluations per view.
final class Tally {
    var counts: [String: Int] = [:]
    func count(_ name: String) { counts[name, default: 0] += 1 }
}

nonisolated struct CardRow: View {
    let id: String
    let offset: Double
    let tally: Tally

    var body: some View {
        tally.count(id)
        return Color.red.frame(width: 100, height: 40).offset(x: offset)
    }
}

nonisolated struct Deck: View {
    @State private var offsets: [String: Double] = [:]
    let tally: Tally

    var body: some View {
        tally.count("deck")
        return VStack(spacing: 10) {
            ForEach(["a", "b", "c"], id: \.self) { id in
                CardRow(id: id, offset: offsets[id] ?? 0, tally: tally)
                    .onTapGesture { offsets[id] = 40 }
            }
        }
    }
}

nonisolated struct Switch: View {
    @State private var on = false
    let name: String
    let tally: Tally

    var body: some View {
        tally.count(name)
        return (on ? Color.green : Color.red).frame(width: 100, height: 40).onTapGesture { on.toggle() }
    }
}

nonisolated struct Panel: View {
    let tally: Tally

    var body: some View {
        tally.count("panel")
        return HStack(spacing: 0) {
            Switch(name: "left", tally: tally)
            Switch(name: "right", tally: tally)
        }
    }
}

@Suite("TouchUI re-evaluates only what changed")
struct BodyEvaluationTests {
    @Test("changing one card's offset runs the deck's body and that card's, not the other cards'")
    func oneCardsSubtree() throws {
        let tally = Tally()
        let h = Harness(Deck(tally: tally))
        #expect(tally.counts == ["deck": 1, "a": 1, "b": 1, "c": 1])
        let b = try #require(h.frame(of: "v/b/[b]/b/frame"))
        h.tap(b.midX, b.midY, at: 0.1)
        #expect(tally.counts == ["deck": 2, "a": 1, "b": 2, "c": 1])
        #expect(h.frame(of: "v/b/[b]/b/frame")?.minX == b.minX + 40)
    }

    @Test("a view's own state change runs its body alone, not its parent's or its sibling's")
    func ownStateOnly() throws {
        let tally = Tally()
        let h = Harness(Panel(tally: tally))
        #expect(tally.counts == ["panel": 1, "left": 1, "right": 1])
        let right = try #require(h.frame(of: "v/b/1/b/frame"))
        h.tap(right.midX, right.midY, at: 0.1)
        #expect(tally.counts == ["panel": 1, "left": 1, "right": 2])
        h.tap(right.midX, right.midY, at: 0.5)
        #expect(tally.counts == ["panel": 1, "left": 1, "right": 3])
    }
}

/// A label with a Bool and an enum beside a String: bytes padded with garbage.
nonisolated struct Badge: View {
    enum Tone { case calm, loud }
    let title: String
    let shown: Bool
    let tone: Tone
    let tally: Tally

    var body: some View {
        tally.count(title)
        return Text(title).foregroundColor(tone == .loud ? .red : .black).opacity(shown ? 1 : 0)
    }
}

nonisolated struct BadgeBoard: View {
    @State private var shift = 0.0
    let tally: Tally

    var body: some View {
        tally.count("board")
        return GeometryReader { proxy in
            VStack {
                Badge(title: "fixed", shown: true, tone: .loud, tally: tally)
                Counter()
                Color.blue.frame(width: 80, height: 40).offset(x: shift).onTapGesture { shift += 10 }.accessibilityIdentifier("box")
            }
            .frame(width: proxy.size.width)
        }
    }
}

/// An `Equatable` view whose `==` looks at its label only, as SwiftUI's
/// `EquatableView` compares a view by its own `==`.
nonisolated struct LabelRow: View, Equatable {
    let label: String
    let taps: Int
    let tally: Tally

    var body: some View {
        tally.count(label)
        return Text(label)
    }

    static func == (a: LabelRow, b: LabelRow) -> Bool { a.label == b.label }
}

nonisolated struct LabelBoard: View {
    @State private var taps = 0
    let tally: Tally

    var body: some View {
        tally.count("labels")
        return VStack {
            LabelRow(label: taps < 2 ? "one" : "two", taps: taps, tally: tally)
            Color.blue.frame(width: 80, height: 40).onTapGesture { taps += 1 }.accessibilityIdentifier("box")
        }
    }
}

@Suite("TouchUI reuses unchanged subtrees")
struct SubtreeReuseTests {
    @Test("an Equatable child is compared with its own ==, every pass: a field it ignores does not run its body, one it compares does")
    func equatableChildUsesItsEquals() throws {
        let tally = Tally()
        let h = Harness(LabelBoard(tally: tally), screen: Size(width: 400, height: 300))
        let box = try #require(h.frame(of: "box"))
        h.tap(box.midX, box.midY, at: 0.1)  // taps 1: the row's bytes differ, its == says equal
        #expect(tally.counts == ["labels": 2, "one": 1])
        h.tap(box.midX, box.midY, at: 0.5)  // taps 2: the label changes
        #expect(tally.counts == ["labels": 3, "one": 1, "two": 1])
        h.tap(box.midX, box.midY, at: 0.9)  // taps 3: equal again, by ==
        #expect(tally.counts == ["labels": 4, "one": 1, "two": 1])
        #expect(h.texts().contains("two"))
    }

    @Test("a child whose inputs are equal values (padding bytes aside) is not evaluated again when its parent is")
    func equalInputsAreReused() throws {
        let tally = Tally()
        let h = Harness(BadgeBoard(tally: tally), screen: Size(width: 400, height: 300))
        #expect(tally.counts == ["board": 1, "fixed": 1])
        let box = try #require(h.frame(of: "box"))
        h.tap(box.midX, box.midY, at: 0.1)
        h.tap(box.midX + 10, box.midY, at: 0.5)
        #expect(tally.counts == ["board": 3, "fixed": 1])
        #expect(h.frame(of: "box")?.minX == box.minX + 20)
        #expect(h.texts().contains("fixed"))
    }

    @Test("@State inside a GeometryReader's content keeps its value from one layout to the next")
    func stateInsideGeometryReader() throws {
        let tally = Tally()
        let h = Harness(BadgeBoard(tally: tally), screen: Size(width: 400, height: 300))
        let button = try #require(h.frame(of: "v/b/g/1/b/1/frame"))
        h.tap(button.midX, button.midY, at: 0.1)
        h.tap(button.midX, button.midY, at: 0.5)
        let box = try #require(h.frame(of: "box"))
        h.tap(box.midX, box.midY, at: 0.9)
        #expect(h.texts().contains("count 2"))
    }
}
