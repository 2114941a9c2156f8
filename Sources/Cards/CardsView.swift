import TouchUI

/// Seed 002's table as views: the deck's top two cards stacked, two hands
/// each with a "+" that deals the deck's top card to it; a tap on a card in
/// a hand puts it back on the deck. Every card has a `matchedGeometryEffect`
/// id in one namespace and a `.scale(scale: 1)` transition, so a moved card
/// flies from its old place to its new one instead of cross-fading.
public nonisolated struct CardsView: View {
    let game: GameState
    let settings: CardsSettings
    @Namespace private var namespace

    public init(game: GameState, settings: CardsSettings = CardsSettings()) {
        self.game = game
        self.settings = settings
    }

    public var body: some View {
        // A hand's row is 700 wide where the screen allows (the seed's
        // landscape table), else the screen's width less a margin: on a
        // portrait 480×800 screen a 700-wide row centred put the "+" buttons
        // off the left edge. The seed's own screen is an iPhone's, whatever its width.
        GeometryReader { proxy in
            let row = Self.rowWidth(screen: proxy.size.width)
            VStack(spacing: 24) {
                Text("Tap + to deal a card to a hand; tap a card to put it back")
                    .font(.system(size: 17))
                    .foregroundColor(Color.gray)
                    .padding(.horizontal, 16)
                DeckView(deck: game.deck, namespace: namespace)
                ForEach(game.hands) { hand in
                    HStack(spacing: 16) {
                        PlusButton()
                            .onTapGesture {
                                withAnimation(.spring(response: settings.response, dampingFraction: settings.dampingFraction)) {
                                    game.deal(to: hand)
                                }
                            }
                            .accessibilityIdentifier("deal.\(hand.id)")
                        HandView(hand: hand, namespace: namespace, width: row - 80) { card in
                            withAnimation(.spring(response: settings.response, dampingFraction: settings.dampingFraction)) {
                                game.putBack(card, from: hand)
                            }
                        }
                    }
                    .frame(width: row, height: CardView.size.height, alignment: .leading)
                }
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
    }

    /// A hand's row: 700 wide, or the screen's width less 16 on each side when that is less.
    static func rowWidth(screen width: Double) -> Double { max(CardView.size.width + 80, min(700, width - 32)) }
}

/// A card: a white rounded rectangle with a blue border and its value.
nonisolated struct CardView: View {
    let card: Card
    let namespace: Namespace.ID

    static let size = Size(width: 50, height: 75)

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 6).fill(Color.white)
            RoundedRectangle(cornerRadius: 6).stroke(Color.blue, lineWidth: 2)
            Text("\(card.value)").font(.system(size: 20, weight: .bold)).foregroundColor(.black)
        }
        .frame(width: Self.size.width, height: Self.size.height)
        .matchedGeometryEffect(id: card.id, in: namespace)
        .transition(.scale(scale: 1))
    }
}

/// A hand's cards in a row; a tap on one calls `onCardTap`. The row closes
/// up as it fills, so twenty cards still fit.
nonisolated struct HandView: View {
    let hand: Hand
    let namespace: Namespace.ID
    /// The room the cards have (620 in a 700-wide row).
    var width: Double = 620
    let onCardTap: (Card) -> Void

    var body: some View {
        let count = Double(max(hand.cards.count, 1))
        let spacing = min(8, (width - count * CardView.size.width) / max(count - 1, 1))
        HStack(spacing: spacing) {
            ForEach(hand.cards) { card in
                CardView(card: card, namespace: namespace)
                    .onTapGesture { onCardTap(card) }
            }
        }
    }
}

/// The deck: its top two cards, one on the other.
nonisolated struct DeckView: View {
    let deck: Hand
    let namespace: Namespace.ID

    var body: some View {
        ZStack {
            ForEach(deck.cards.suffix(2)) { card in
                CardView(card: card, namespace: namespace)
            }
        }
        .frame(width: CardView.size.width, height: CardView.size.height)
    }
}

/// "+": a blue circle with a white plus (the seed's `Button` with an SF Symbol).
nonisolated struct PlusButton: View {
    var body: some View {
        ZStack {
            Circle().fill(Color.blue)
            Path { path in
                path.move(to: Point(x: 22, y: 12))
                path.addLine(to: Point(x: 22, y: 32))
                path.move(to: Point(x: 12, y: 22))
                path.addLine(to: Point(x: 32, y: 22))
            }
            .stroke(Color.white, lineWidth: 3)
        }
        .frame(width: 44, height: 44)
    }
}
