import Testing
import TouchUI

// Seed 000 ("Apple Wallet" tutorial): its WalletView's state, card-stack
// layout, transitions and gesture, ported with only the changes docs/apps.md
// lists (a drawn card face instead of the tutorial's bitmaps; no navigation
// bar or history view). Everything else is the tutorial's code.

struct SeedCard: Identifiable, Equatable {
    let id: String
    let color: Color
}

let seedCards = [
    SeedCard(id: "visa", color: .blue), SeedCard(id: "master", color: .orange),
    SeedCard(id: "discover", color: .purple), SeedCard(id: "amex", color: .green),
]

nonisolated struct SeedCardView: View {
    let card: SeedCard

    var body: some View {
        RoundedRectangle(cornerRadius: 10)
            .fill(card.color)
            .frame(height: 120)
            .overlay(alignment: .bottomLeading) {
                Text(card.id).font(.system(size: 17, weight: .bold)).foregroundColor(.white).padding()
            }
    }
}

enum DragState {
    case inactive
    case pressing(index: Int? = nil)
    case dragging(index: Int? = nil, translation: CGSize)

    var index: Int? {
        switch self {
        case .pressing(let index), .dragging(let index, _):
            return index
        case .inactive:
            return nil
        }
    }

    var translation: CGSize {
        switch self {
        case .inactive, .pressing:
            return .zero
        case .dragging(_, let translation):
            return translation
        }
    }

    var isPressing: Bool {
        switch self {
        case .pressing, .dragging:
            return true
        case .inactive:
            return false
        }
    }
}

nonisolated struct SeedWalletView: View {
    @State var cards: [SeedCard] = seedCards
    @State private var isCardPresented = false
    @State var isCardPressed = false
    @State var selectedCard: SeedCard?
    @GestureState private var dragState = DragState.inactive

    private static let cardOffset: CGFloat = 50.0

    var body: some View {
        VStack {
            Spacer()

            ZStack {
                    ForEach(cards) { card in
                        SeedCardView(card: card)
                            .offset(self.offset(for: card))
                            .padding(.horizontal, 35)
                            .zIndex(self.zIndex(for: card))
                            .id(isCardPresented)
                            .transition(AnyTransition.slide.combined(with: .move(edge: .leading)).combined(with: .opacity))
                            .animation(self.transitionAnimation(for: card), value: isCardPresented)
                            .gesture(
                                TapGesture()
                                    .onEnded({ _ in
                                        withAnimation(.easeOut(duration: 0.15).delay(0.1)) {
                                            self.isCardPressed.toggle()
                                            self.selectedCard = self.isCardPressed ? card : nil
                                        }
                                    })
                                    .exclusively(before: LongPressGesture(minimumDuration: 0.05)
                                    .sequenced(before: DragGesture())
                                    .updating(self.$dragState, body: { (value, state, transaction) in
                                        switch value {
                                        case .first(true):
                                            state = .pressing(index: self.index(for: card))
                                        case .second(true, let drag):
                                            state = .dragging(index: self.index(for: card), translation: drag?.translation ?? .zero)
                                        default:
                                            break
                                        }
                                    })
                                    .onEnded({ (value) in
                                        guard case .second(true, let drag?) = value else {
                                            return
                                        }
                                        withAnimation(.spring()) {
                                            self.rearrangeCards(with: card, dragOffset: drag.translation)
                                        }
                                    })
                                )
                            )
                    }
            }
            .onAppear {
                isCardPresented.toggle()
            }

            Spacer()
        }
    }

    private func zIndex(for card: SeedCard) -> Double {
        guard let cardIndex = index(for: card) else {
            return 0.0
        }
        let defaultZIndex = -Double(cardIndex)
        if let draggingIndex = dragState.index,
            cardIndex == draggingIndex {
            return defaultZIndex + Double(dragState.translation.height/Self.cardOffset)
        }
        return defaultZIndex
    }

    private func index(for card: SeedCard) -> Int? {
        guard let index = cards.firstIndex(where: { $0.id == card.id }) else {
            return nil
        }
        return index
    }

    private func offset(for card: SeedCard) -> CGSize {
        guard let cardIndex = index(for: card) else {
            return CGSize()
        }
        if isCardPressed {
            guard let selectedCard = self.selectedCard,
                let selectedCardIndex = index(for: selectedCard) else {
                    return .zero
            }
            if cardIndex >= selectedCardIndex {
                return .zero
            }
            let offset = CGSize(width: 0, height: 1400)
            return offset
        }
        var pressedOffset = CGSize.zero
        var dragOffsetY: CGFloat = 0.0
        if let draggingIndex = dragState.index,
            cardIndex == draggingIndex {
            pressedOffset.height = dragState.isPressing ? -20 : 0
            switch dragState.translation.width {
            case let width where width < -10: pressedOffset.width = -20
            case let width where width > 10: pressedOffset.width = 20
            default: break
            }
            dragOffsetY = dragState.translation.height
        }
        return CGSize(width: 0 + pressedOffset.width, height: -50 * CGFloat(cardIndex) + pressedOffset.height + dragOffsetY)
    }

    private func transitionAnimation(for card: SeedCard) -> Animation {
        var delay = 0.0
        if let index = index(for: card) {
            delay = Double(cards.count - index) * 0.1
        }
        return Animation.spring(response: 0.1, dampingFraction: 0.8, blendDuration: 0.02).delay(delay)
    }

    private func rearrangeCards(with card: SeedCard, dragOffset: CGSize) {
        guard let draggingCardIndex = index(for: card) else {
            return
        }
        var newIndex = draggingCardIndex + Int(-dragOffset.height / Self.cardOffset)
        newIndex = newIndex >= cards.count ? cards.count - 1 : newIndex
        newIndex = newIndex < 0 ? 0 : newIndex
        let removedCard = cards.remove(at: draggingCardIndex)
        cards.insert(removedCard, at: newIndex)
    }
}

@Suite("Seed 000 ported to TouchUI")
struct SeedWalletPortTests {
    /// The card layer of `id` (the seed's `CardView`, offset and padded).
    private func card(_ id: String, in h: Harness<SeedWalletView>) -> Rect? {
        h.frame(of: "v/b/1/[\(id)]/#true/b/frame/withov")
    }

    @Test("the cards slide in on appear and fan out 50 pt apart, the first in front")
    func slideInAndFan() throws {
        let h = Harness(SeedWalletView(), screen: Size(width: 400, height: 600))
        h.advance(to: 3)
        let visa = try #require(card("visa", in: h))
        let amex = try #require(card("amex", in: h))
        #expect(visa.minX == 35)
        #expect(abs((visa.minY - amex.minY) - 150) < 0.01)
    }

    @Test("a tap selects the front card; a hold then a drag up 130 pt moves it two places back")
    func tapAndReorder() throws {
        let h = Harness(SeedWalletView(), screen: Size(width: 400, height: 600))
        h.advance(to: 3)
        let visa = try #require(card("visa", in: h))
        let master = try #require(card("master", in: h))
        h.tap(visa.midX, visa.maxY - 10, at: 3.1)
        h.advance(to: 4)
        // Selected: the cards from the selected one on have no offset.
        #expect(card("master", in: h)?.minY == visa.minY)
        h.tap(visa.midX, visa.maxY - 10, at: 4.1)
        h.advance(to: 5)
        #expect(card("master", in: h)?.minY == master.minY)

        // Hold past the tap's 0.75 s, then drag up 130 pt: index 0 + Int(130 / 50) = 2.
        let x = visa.midX, y = visa.maxY - 10
        h.touch(1, x, y, .began, at: 5.1)
        h.advance(to: 6)
        for step in 1...13 { h.touch(1, x, y - Double(step) * 10, .moved, at: 6 + Double(step) * 0.02) }
        h.touch(1, x, y - 130, .ended, at: 6.3)
        h.advance(to: 8)
        let order = ["visa", "master", "discover", "amex"].compactMap { id in card(id, in: h).map { (id, $0.minY) } }
            .sorted { $0.1 > $1.1 }.map(\.0)
        #expect(order == ["master", "discover", "visa", "amex"])
    }
}
