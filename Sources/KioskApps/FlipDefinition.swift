import Flip
import Kiosk
import KioskConfig
import TouchdeckSupport

extension KioskAppDefinition {
    /// Seed 004's flipping cards (a seed: one of the SwiftUI tutorials the apps port): its
    /// `flip:` keys set `FlipSettings`.
    public static let flip = KioskAppDefinition(FlipKiosk.self)
}

/// The flip app as a kiosk app: `FlipView` with its settings from the
/// config, its flips reported as events, the cards left face up as its final state.
struct FlipKiosk: ViewKioskApp {
    static let name = "flip"
    static let summary = "Seed 004: cards that flip in 3-D when tapped, each face with a countdown ring."
    static let tourPath = "recordings/flip/tour.yaml"
    static var keys: [SettingSpec] {
        let defaults = FlipSettings()
        return [
            SettingSpec(key: "cards", type: .integer, unit: nil, range: .from(1, upTo: 6), defaultValue: .integer(defaults.cards),
                        summary: "How many cards lie in the row."),
            SettingSpec(key: "flipDuration", type: .number, unit: "seconds", range: .from(0, upTo: 10),
                        defaultValue: .number(defaults.flipDuration), summary: "The flip's .linear(duration:)."),
            SettingSpec(key: "countdown", type: .number, unit: "seconds", range: .from(0, upTo: 600),
                        defaultValue: .number(defaults.countdown), summary: "How long a face's countdown ring takes to run down."),
        ]
    }

    let settings: FlipSettings
    let faceUp: FaceUpCards
    let events: AppEvents

    init(settings: AppSettings, options: AppLaunchOptions, events: AppEvents) {
        var flip = FlipSettings()
        if let cards = settings.integer("cards") { flip.cards = cards }
        if let duration = settings.number("flipDuration") { flip.flipDuration = duration }
        if let countdown = settings.number("countdown") { flip.countdown = countdown }
        self.settings = flip
        faceUp = FaceUpCards()
        self.events = events
    }

    var rootView: FlipView {
        FlipView(settings: settings) { [faceUp, events] event in
            switch event {
            case .flipped(let card, let up):
                if up { faceUp.cards.insert(card) } else { faceUp.cards.remove(card) }
                events.send("flipped", [("card", .number(Double(card))), ("faceUp", .bool(up))])
            }
        }
    }

    var finalState: [(String, JSONValue)] {
        [("faceUp", .array(faceUp.cards.sorted().map { .number(Double($0)) }))]
    }
}

/// The cards the events left face up.
final class FaceUpCards {
    var cards: Set<Int> = []
}
