import Kiosk
import TouchUI

struct CounterApp: ViewKioskApp {
    static let name = "counter"
    static let summary = "Counts the taps on a button."
    static let tourPath = "tour.yaml"

    let events: AppEvents

    init(settings: AppSettings, options: AppLaunchOptions, events: AppEvents) {
        self.events = events
    }

    var rootView: some View {
        CounterView { count in
            events.send("tapped", [("count", .number(Double(count)))])
        }
    }
}
