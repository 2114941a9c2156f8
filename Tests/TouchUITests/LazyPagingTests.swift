import Foundation
import Testing
@testable import TouchUI

/// The promo carousel of Tests/Fixtures/ExternalKiosk/Sources/promokiosk as
/// a unit: cards in a `LazyHStack`, each padded and container-relative,
/// named after their ids, paging, the position bound, a button advancing
/// the page with an animation as its timer does.
private nonisolated struct LazyPromos: View {
    @State var current: Int? = 0
    var body: some View {
        VStack(spacing: 0) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<4, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 12).fill(Color.gray)
                            .padding(.horizontal, 20)
                            .containerRelativeFrame(.horizontal)
                            .accessibilityIdentifier("promo.\(index)")
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $current)
            .scrollIndicators(.hidden)
            .frame(height: 100)
            .accessibilityIdentifier("carousel")
            Text("Promo \((current ?? 0) + 1) of 4")
            Button("next") {
                withAnimation(.spring(response: 0.4, dampingFraction: 0.85)) { current = ((current ?? 0) + 1) % 4 }
            }
            .frame(width: 100, height: 40)
            .accessibilityIdentifier("next")
        }
        .frame(width: 300, height: 200)
    }
}

@Suite("TouchUI paging over a LazyHStack with a position binding")
struct LazyPagingTests {
    private func entries<V: View>(_ h: Harness<V>) -> [LayoutEntry] { h.host.layoutEntries(screen: h.runner.screen) }
    private func frame<V: View>(_ h: Harness<V>, _ id: String) -> Rect? { entries(h).first { $0.id == id }?.frame }

    /// The card whose frame starts at the carousel's, and that there is exactly one.
    private func cardInPlace<V: View>(_ h: Harness<V>) -> [String] {
        guard let carousel = frame(h, "carousel") else { return [] }
        return entries(h).filter { $0.id.hasPrefix("promo.") && abs($0.frame.minX - carousel.minX) < 1 }.map(\.id)
    }

    private func fling<V: View>(_ h: Harness<V>, by dx: Double, at t: Double) {
        h.touch(1, 240, 50, .began, at: t)
        for step in 1...8 { h.touch(1, 240 + dx * Double(step) / 8, 50, .moved, at: t + 0.08 * Double(step) / 8) }
        h.touch(1, 240 + dx, 50, .ended, at: t + 0.09)
    }

    @Test("a fling turns exactly one page (PagingScrollTargetBehavior), the binding and --layout's names follow")
    func flingTurnsOne() throws {
        let h = Harness(LazyPromos(), screen: Size(width: 300, height: 200))
        #expect(cardInPlace(h) == ["promo.0"])
        fling(h, by: -90, at: 0.5)
        h.advance(to: 2)
        #expect(cardInPlace(h) == ["promo.1"], "one page on, one card there")
        #expect(h.texts().contains("Promo 2 of 4"))
        // Every card in sight is listed under its own name, once, at a frame of its own.
        let cards = entries(h).filter { $0.id.contains("promo") || $0.id.contains("[") && $0.frame.height > 50 }
        #expect(Set(cards.map(\.id)).count == cards.count)
        #expect(cards.allSatisfy { $0.id.hasPrefix("promo.") }, "\(cards.map(\.id))")
        #expect(Set(cards.map { Int($0.frame.minX) }).count == cards.count)
        fling(h, by: -90, at: 3)
        h.advance(to: 5)
        #expect(cardInPlace(h) == ["promo.2"])
        #expect(h.texts().contains("Promo 3 of 4"))
        fling(h, by: 90, at: 6)
        h.advance(to: 8)
        #expect(cardInPlace(h) == ["promo.1"], "back one")
        #expect(h.texts().contains("Promo 2 of 4"))
    }

    @Test("setting the binding in withAnimation (a timer's page turn) scrolls one page at a time, through the lazy cards")
    func bindingAdvances() throws {
        let h = Harness(LazyPromos(), screen: Size(width: 300, height: 200))
        for (turn, expected) in [(1, "promo.1"), (2, "promo.2"), (3, "promo.3"), (4, "promo.0")] {
            let next = try #require(frame(h, "next"))
            h.tap(next.midX, next.midY, at: Double(turn) * 2)
            h.advance(to: Double(turn) * 2 + 1.5)
            #expect(cardInPlace(h) == [expected], "turn \(turn)")
            #expect(h.texts().contains("Promo \(turn % 4 + 1) of 4"), "turn \(turn)")
        }
    }
}
