import Touchdeck

@main
nonisolated struct Counter: KioskApp {
    static let summary = "Counts the taps on a button."
    static let tourPath = "tour.yaml"

    let events: AppEvents

    init(settings: AppSettings, options: AppLaunchOptions, events: AppEvents) {
        self.events = events
    }

    var body: some Scene {
        WindowGroup {
            CounterView { count in
                events.send("tapped", [("count", .number(Double(count)))])
            }
        }
    }
}
