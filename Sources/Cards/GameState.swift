import Observation

/// A playing card: its value is its identity (seed 002's `Card`).
public struct Card: Identifiable, Equatable, Hashable, Sendable {
    public let value: Int
    public var id: Int { value }
}

/// A hand of cards — or the deck, which is a hand too (seed 002's `Hand`,
/// an `@Observable` model where the seed's is an `ObservableObject`).
@Observable
public final class Hand: Identifiable {
    public let id: Int
    public internal(set) var cards: [Card]

    init(id: Int, cards: [Card] = []) {
        self.id = id
        self.cards = cards
    }
}

/// The game: a shuffled deck of 20 and two hands (seed 002's `GameState`).
/// Dealing from an empty deck first gathers every card back and reshuffles.
@Observable
public final class GameState {
    public let deck: Hand
    public let hands: [Hand]
    @ObservationIgnored private var shuffler: SeededShuffler
    /// Called for every deal, return and reshuffle, in order.
    @ObservationIgnored public var onEvent: ((CardsEvent) -> Void)?

    public init(seed: UInt64 = 2021, count: Int = 20) {
        shuffler = SeededShuffler(seed: seed)
        deck = Hand(id: 0, cards: shuffler.shuffled((1...max(1, count)).map { Card(value: $0) }))
        hands = [Hand(id: 1), Hand(id: 2)]
    }

    /// The deck's top card goes to `hand`. From an empty deck the hands' cards
    /// fly back and the deck is shuffled first.
    public func deal(to hand: Hand) {
        if deck.cards.isEmpty {
            let gathered = hands.flatMap(\.cards)
            for hand in hands { hand.cards.removeAll() }
            deck.cards = shuffler.shuffled(gathered)
            onEvent?(.reshuffled(deck: deck.cards.map(\.value)))
        }
        guard let card = deck.cards.popLast() else { return }
        hand.cards.append(card)
        onEvent?(.dealt(card: card.value, hand: hand.id))
    }

    /// `card` goes from `hand` back onto the deck.
    public func putBack(_ card: Card, from hand: Hand) {
        guard let index = hand.cards.firstIndex(of: card) else { return }
        hand.cards.remove(at: index)
        deck.cards.append(card)
        onEvent?(.returned(card: card.value, hand: hand.id))
    }
}

/// What the cards app reports (`touchdeck run cards --events`).
public enum CardsEvent: Hashable, Sendable {
    case dealt(card: Int, hand: Int)
    case returned(card: Int, hand: Int)
    /// The hands' cards went back and the deck was shuffled: its order, bottom first.
    case reshuffled(deck: [Int])
}

/// A shuffle that is the same for the same seed: a kiosk's replays must
/// give the same frames every time, so the system's random source is out.
/// SplitMix64 (Steele, Lea, Flood 2014), written here because the standard
/// library has no seedable generator.
struct SeededShuffler: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func shuffled<T>(_ items: [T]) -> [T] {
        var generator = self
        let result = items.shuffled(using: &generator)
        self = generator
        return result
    }
}
