import Kiosk
import KioskConfig
import Playground
import TouchdeckSupport

extension KioskAppDefinition {
    /// Seed 003's heart and gestures (a seed: one of the SwiftUI tutorials the apps port).
    /// Named `playground`: `gestures:` is the config file's section for the gesture thresholds.
    public static let playground = KioskAppDefinition(PlaygroundKiosk.self)
}

/// The gestures app as a kiosk app: `PlaygroundView` with its long-press
/// time from the config, its presses and drops reported as events.
struct PlaygroundKiosk: ViewKioskApp {
    static let name = "playground"
    static let summary = "Seed 003: the heart to long-press and drag, with the gestures' live values beside it."
    static let tourPath = "recordings/playground/tour.yaml"
    static var keys: [SettingSpec] {
        [SettingSpec(key: "longPressDuration", type: .number, unit: "seconds", range: .from(0, upTo: 10),
                     defaultValue: .number(PlaygroundSettings().longPressDuration),
                     summary: "The heart's LongPressGesture(minimumDuration:).")]
    }

    let settings: PlaygroundSettings
    let dropped: DroppedAt
    let events: AppEvents

    init(settings: AppSettings, options: AppLaunchOptions, events: AppEvents) {
        var playground = PlaygroundSettings()
        if let duration = settings.number("longPressDuration") { playground.longPressDuration = duration }
        self.settings = playground
        dropped = DroppedAt()
        self.events = events
    }

    var rootView: PlaygroundView {
        PlaygroundView(settings: settings) { [dropped, events] event in
            switch event {
            case .pressed:
                events.send("pressed")
            case .dropped(let x, let y):
                dropped.position = (x, y)
                events.send("dropped", [("x", .number(x)), ("y", .number(y))])
            }
        }
    }

    var finalState: [(String, JSONValue)] {
        [("position", .array([.number(dropped.position.x), .number(dropped.position.y)]))]
    }
}

/// Where the events left the heart.
final class DroppedAt {
    var position = (x: 0.0, y: 0.0)
}
