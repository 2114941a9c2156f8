import Cards
import Kiosk
import KioskConfig
import TouchdeckSupport

extension KioskAppDefinition {
    /// Seed 002's playing cards (a seed: one of the SwiftUI tutorials the apps port): its
    /// `cards:` keys set `CardsSettings`.
    public static let cards = KioskAppDefinition(CardsKiosk.self)
}

/// The cards app as a kiosk app: `CardsView` over a `GameState` shuffled
/// with the configured seed; its moves reported as events; the deck and the
/// hands (card values, in order) as its final state.
struct CardsKiosk: ViewKioskApp {
    static let name = "cards"
    static let summary = "Seed 002: playing cards dealt from a deck to two hands and back, flying with matchedGeometryEffect."
    static let tourPath = "recordings/cards/tour.yaml"
    static var keys: [SettingSpec] {
        let defaults = CardsSettings()
        return [
            SettingSpec(key: "seed", type: .integer, unit: nil, range: .from(0, upTo: 1e9), defaultValue: .integer(defaults.seed),
                        summary: "The shuffle's seed: the same seed deals the same order."),
            SettingSpec(key: "response", type: .number, unit: "seconds", range: .from(0, upTo: 10), defaultValue: .number(defaults.response),
                        summary: "A moving card's spring response."),
            SettingSpec(key: "dampingFraction", type: .number, unit: nil, range: .from(0, upTo: 10),
                        defaultValue: .number(defaults.dampingFraction), summary: "A moving card's spring damping fraction."),
        ]
    }

    let settings: CardsSettings
    let game: GameState

    init(settings: AppSettings, options: AppLaunchOptions, events: AppEvents) {
        var cards = CardsSettings()
        if let seed = settings.integer("seed") { cards.seed = seed }
        if let response = settings.number("response") { cards.response = response }
        if let damping = settings.number("dampingFraction") { cards.dampingFraction = damping }
        self.settings = cards
        game = GameState(seed: UInt64(max(0, cards.seed)))
        game.onEvent = { event in
            switch event {
            case .dealt(let card, let hand):
                events.send("dealt", [("card", .number(Double(card))), ("hand", .number(Double(hand)))])
            case .returned(let card, let hand):
                events.send("returned", [("card", .number(Double(card))), ("hand", .number(Double(hand)))])
            case .reshuffled(let deck):
                events.send("reshuffled", [("deck", .array(deck.map { .number(Double($0)) }))])
            }
        }
    }

    var rootView: CardsView { CardsView(game: game, settings: settings) }

    var finalState: [(String, JSONValue)] {
        func values(_ hand: Hand) -> JSONValue { .array(hand.cards.map { .number(Double($0.value)) }) }
        return [("deck", values(game.deck)), ("hands", .array(game.hands.map(values)))]
    }
}
