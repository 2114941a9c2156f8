import Kiosk
import KioskConfig
import TouchdeckSupport
import Wallet

extension KioskAppDefinition {
    /// The wallet: its `wallet:` keys map one to one onto `WalletSettings`.
    public static let wallet = KioskAppDefinition(WalletKiosk.self)
}

/// The wallet as a kiosk app: `WalletView` with its settings from the
/// config, its events reported as JSON, and the order and selection they
/// leave as the final state.
struct WalletKiosk: ViewKioskApp {
    static let name = "wallet"
    static let summary = "The wallet app: a stack of cards to open and reorder."
    static var keys: [SettingSpec] { WalletConfigKeys.bindings.map(\.spec) }
    static let tourPath = "recordings/wallet/tour.yaml"

    let settings: WalletSettings
    let state = WalletEventState(order: Card.testCards.map(\.id))
    let events: AppEvents

    init(settings: AppSettings, options: AppLaunchOptions, events: AppEvents) {
        self.settings = WalletConfigKeys.settings(from: settings)
        self.events = events
    }

    var rootView: WalletView {
        WalletView(settings: settings) { [state, events] event in
            state.apply(event)
            switch event {
            case .selected(let card): events.send("selected", [("card", .string(card))])
            case .deselected(let card): events.send("deselected", [("card", .string(card))])
            case .pressing(let card): events.send("pressing", [("card", .string(card))])
            case .reordered(let card, let from, let to, let order):
                events.send("reordered", [("card", .string(card)), ("from", .number(Double(from))),
                                          ("to", .number(Double(to))), ("order", .strings(order))])
            }
        }
    }

    var finalState: [(String, JSONValue)] {
        [("order", .strings(state.order)), ("selected", state.selected.map { .string($0) } ?? .null)]
    }
}

/// The `wallet:` config keys and the `WalletSettings` field each sets.
enum WalletConfigKeys {
    struct Binding: Sendable {
        let spec: SettingSpec
        let field: WritableKeyPath<WalletSettings, Double> & Sendable
    }

    static func number(_ key: String, _ field: WritableKeyPath<WalletSettings, Double> & Sendable, unit: String?,
                       range: SettingRange, _ summary: String) -> Binding {
        Binding(spec: SettingSpec(key: key, type: .number, unit: unit, range: range,
                                  defaultValue: .number(WalletSettings()[keyPath: field]), summary: summary), field: field)
    }

    static let bindings: [Binding] = [
        number("cardOffset", \.cardOffset, unit: "points", range: .positive(upTo: 500),
               "How much of each card behind the front one shows."),
        number("longPressDuration", \.longPressDuration, unit: "seconds", range: .from(0, upTo: 10),
               "The reorder gesture's LongPressGesture(minimumDuration:)."),
        number("pressedLift", \.pressedLift, unit: "points", range: .from(0, upTo: 200), "How far a pressed card lifts."),
        number("dragShift", \.dragShift, unit: "points", range: .from(0, upTo: 200),
               "Sideways shift of a dragged card once the drag's width passes dragShiftThreshold."),
        number("dragShiftThreshold", \.dragShiftThreshold, unit: "points", range: .from(0, upTo: 500),
               "How far sideways a drag goes before the card shifts."),
        number("offscreenOffset", \.offscreenOffset, unit: "points", range: .from(0, upTo: 10000),
               "How far down the cards in front of the selected one go (at least the screen's height)."),
        number("slideIn.response", \.slideInResponse, unit: "seconds", range: .from(0, upTo: 10), "Start-up slide-in spring's response."),
        number("slideIn.dampingFraction", \.slideInDampingFraction, unit: nil, range: .from(0, upTo: 10), "Start-up slide-in spring's damping fraction."),
        number("slideIn.blendDuration", \.slideInBlendDuration, unit: "seconds", range: .from(0, upTo: 10), "Start-up slide-in spring's blend duration."),
        number("slideIn.stagger", \.slideInStagger, unit: "seconds", range: .from(0, upTo: 10),
               "Card i's slide-in waits (count − i) × this."),
        number("select.duration", \.selectDuration, unit: "seconds", range: .from(0, upTo: 10), "Tap: easeOut(duration:)."),
        number("select.delay", \.selectDelay, unit: "seconds", range: .from(0, upTo: 10), "Tap: the ease-out's delay."),
        number("reorder.response", \.reorderResponse, unit: "seconds", range: .from(0, upTo: 10),
               "Reorder and settle-back spring's response (.spring(): 0.5)."),
        number("reorder.dampingFraction", \.reorderDampingFraction, unit: nil, range: .from(0, upTo: 10),
               "Reorder and settle-back spring's damping fraction (.spring(): 0.825)."),
    ]

    static func settings(from app: AppSettings) -> WalletSettings {
        var settings = WalletSettings()
        for binding in bindings {
            if let value = app.number(binding.spec.key) { settings[keyPath: binding.field] = value }
        }
        return settings
    }
}
