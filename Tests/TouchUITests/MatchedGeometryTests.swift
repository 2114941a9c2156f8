import Scene
import Testing
import TouchUI

/// Seed 002's move: a card leaves the deck's stack and lands in a hand; with
/// a shared `matchedGeometryEffect` id it flies across instead of fading.
nonisolated struct Table: View {
    @State private var deck = ["A", "B", "C"]
    @State private var hand: [String] = []
    @Namespace private var cards

    var body: some View {
        VStack(spacing: 100) {
            HStack(spacing: 10) {
                ForEach(deck, id: \.self) { card in
                    Color.red.frame(width: 40, height: 60).matchedGeometryEffect(id: card, in: cards)
                }
            }
            .frame(height: 60)
            HStack(spacing: 10) {
                ForEach(hand, id: \.self) { card in
                    Color.red.frame(width: 40, height: 60).matchedGeometryEffect(id: card, in: cards)
                }
            }
            .frame(height: 60)
        }
        .contentShape(Rectangle())
        .onTapGesture {
            withAnimation(.linear(duration: 1)) {
                if let card = deck.popLast() { hand.append(card) }
            }
        }
    }
}

@Suite("TouchUI matchedGeometryEffect")
struct MatchedGeometryTests {
    private func card(_ id: String, in h: Harness<Table>, at time: Double) -> Rect? {
        func find(_ layers: [PresentedLayer]) -> Rect? {
            for layer in layers {
                if layer.id.rawValue.hasSuffix("/\(id)") && layer.id.rawValue.hasPrefix("matched/") { return layer.screenBounds }
                if let found = find(layer.children) { return found }
            }
            return nil
        }
        return find(h.runner.scene.presented(at: time))
    }

    @Test("a card moved from one container to another flies from its old frame to its new one")
    func flies() throws {
        let h = Harness(Table(), screen: Size(width: 400, height: 400))
        let start = try #require(card("C", in: h, at: 0))
        h.tap(200, 200, at: 0.1)
        let end = try #require(card("C", in: h, at: 5))
        let middle = try #require(card("C", in: h, at: 0.65))
        #expect(end.minY - start.minY == 160)
        #expect(abs(middle.minY - (start.minY + 80)) < 2)
        #expect(h.ids.filter { $0.hasPrefix("matched/") }.count == 3)
    }
}
