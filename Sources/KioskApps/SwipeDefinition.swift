import Kiosk
import KioskConfig
import SwipeDeck
import TouchdeckSupport

extension KioskAppDefinition {
    /// The swipe deck: its `swipe:` keys map onto `SwipeDeckSettings`.
    public static let swipe = KioskAppDefinition(SwipeKiosk.self)
}

/// The swipe deck as a kiosk app: `SwipeDeckView` over a `SwipeDeckModel`
/// with its settings from the config and the date from the launch options.
struct SwipeKiosk: ViewKioskApp {
    static let name = "swipe"
    static let summary = "The swipe-deck app: profile cards to swipe right (like) or left (dislike)."
    static var keys: [SettingSpec] { SwipeConfigKeys.specs }
    static let tourPath = "recordings/swipe/tour.yaml"

    let model: SwipeDeckModel

    init(settings: AppSettings, options: AppLaunchOptions, events: AppEvents) {
        model = SwipeDeckModel(date: options.date, settings: SwipeConfigKeys.settings(from: settings))
        model.onEvent = { event in
            switch event {
            case .swiped(let profile, let direction, let trigger):
                events.send("swiped", [("profile", .string(profile)), ("direction", .string(direction.rawValue)),
                                       ("trigger", .string(trigger.rawValue))])
            case .reloaded:
                events.send("reloaded")
            }
        }
    }

    var rootView: SwipeDeckView { SwipeDeckView(model: model) }

    var finalState: [(String, JSONValue)] {
        [("remaining", .strings(model.remainingIDs)), ("visible", .strings(model.visibleIDs))]
    }
}

/// The `swipe:` config keys.
enum SwipeConfigKeys {
    private static let defaults = SwipeDeckSettings()

    static let numbers: [(key: String, field: WritableKeyPath<SwipeDeckSettings, Double> & Sendable, unit: String?, range: SettingRange, summary: String)] = [
        ("threshold", \.threshold, "of the screen width", .from(0.05, upTo: 1),
         "A released card leaves when its horizontal translation passes this fraction of the screen width."),
        ("maximumRotation", \.maximumRotation, "degrees", .from(0, upTo: 90),
         "The dragged card's rotation about its bottom edge at a drag of one whole screen width."),
        ("cardSpacing", \.cardSpacing, "points", .from(0, upTo: 50),
         "Each card under the top one is this much narrower and lower per place."),
        ("interactive.response", \.interactiveResponse, "seconds", .from(0, upTo: 10), "The dragged card's interactiveSpring response."),
        ("interactive.dampingFraction", \.interactiveDampingFraction, nil, .from(0, upTo: 10), "The dragged card's interactiveSpring damping fraction."),
        ("interactive.blendDuration", \.interactiveBlendDuration, "seconds", .from(0, upTo: 10), "The dragged card's interactiveSpring blend duration."),
        ("deck.response", \.deckResponse, "seconds", .from(0, upTo: 10), "The deck's spring response when a card leaves or springs back."),
        ("deck.dampingFraction", \.deckDampingFraction, nil, .from(0, upTo: 10), "The deck's spring damping fraction."),
    ]

    static var specs: [SettingSpec] {
        numbers.map { SettingSpec(key: $0.key, type: .number, unit: $0.unit, range: $0.range,
                                  defaultValue: .number(defaults[keyPath: $0.field]), summary: $0.summary) }
            + [
                SettingSpec(key: "visibleCount", type: .integer, unit: "cards", range: .from(1, upTo: 10),
                            defaultValue: .integer(defaults.visibleCount), summary: "How many cards of the deck are drawn."),
                SettingSpec(key: "countsFlicks", type: .boolean, defaultValue: .boolean(defaults.countsFlicks),
                            summary: "Whether a fast flick whose predicted end passes the threshold also sends the card away."),
            ]
    }

    static func settings(from app: AppSettings) -> SwipeDeckSettings {
        var settings = SwipeDeckSettings()
        for entry in numbers {
            if let value = app.number(entry.key) { settings[keyPath: entry.field] = value }
        }
        if let count = app.integer("visibleCount") { settings.visibleCount = count }
        if let flicks = app.boolean("countsFlicks") { settings.countsFlicks = flicks }
        return settings
    }
}
