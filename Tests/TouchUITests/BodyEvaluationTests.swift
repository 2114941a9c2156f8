import Testing
import TouchUI

/// Counts body evaluations per view.
final class Tally {
    var counts: [String: Int] = [:]
    func count(_ name: String) { counts[name, default: 0] += 1 }
}

struct CardRow: View {
    let id: String
    let offset: Double
    let tally: Tally

    var body: some View {
        tally.count(id)
        return Color.red.frame(width: 100, height: 40).offset(x: offset)
    }
}

struct Deck: View {
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

struct Switch: View {
    @State private var on = false
    let name: String
    let tally: Tally

    var body: some View {
        tally.count(name)
        return (on ? Color.green : Color.red).frame(width: 100, height: 40).onTapGesture { on.toggle() }
    }
}

struct Panel: View {
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
