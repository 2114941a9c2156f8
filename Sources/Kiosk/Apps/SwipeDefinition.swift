import Geometry
import KioskRuntime
import SwipeDeck

extension KioskAppDefinition {
    /// The swipe deck: its `swipe:` keys map onto `SwipeDeckSettings`.
    public static let swipe = KioskAppDefinition(
        name: "swipe", summary: "The swipe-deck app: profile cards to swipe right (like) or left (dislike).",
        keys: SwipeConfigKeys.specs, tourPath: "recordings/swipe/tour.yaml"
    ) { settings, options in
        let app = SwipeDeckApp(date: options.date, settings: SwipeConfigKeys.settings(from: settings))
        return KioskAppInstance(
            app: app,
            layout: { screen in
                let summary = app.layoutSummary(screen: screen)
                var buttons: [(String, JSONValue)] = [("like", .frame(summary.like)), ("dislike", .frame(summary.dislike))]
                if let reload = summary.reload { buttons.append(("reload", .frame(reload))) }
                return .object([
                    ("screen", .size(screen)), ("threshold", .number(summary.threshold)),
                    ("cards", .array(summary.cards.map { .object([("id", .string($0.id)), ("frame", .frame($0.frame))]) })),
                    ("buttons", .object(buttons)),
                ])
            },
            reportEvents: { emit in
                app.onEvent = { event in
                    switch event {
                    case .swiped(let profile, let direction, let trigger):
                        emit([("event", .string("swiped")), ("profile", .string(profile)), ("direction", .string(direction.rawValue)),
                              ("trigger", .string(trigger.rawValue))])
                    case .reloaded:
                        emit([("event", .string("reloaded"))])
                    }
                }
            },
            finalState: {
                [("event", .string("state")), ("remaining", .strings(app.remainingIDs)), ("visible", .strings(app.visibleIDs))]
            })
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
