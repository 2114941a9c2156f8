import CheckIn
import Kiosk
import KioskConfig
import TouchdeckSupport

extension KioskAppDefinition {
    /// A hotel's self check-in: a SwiftUI form, an alert and a sheet, as a kiosk builder writes them.
    public static let checkIn = KioskAppDefinition(CheckInKiosk.self)
}

/// The check-in screen as a kiosk app: the hotel's name and breakfast price
/// from the config, each check-in reported as an event.
struct CheckInKiosk: ViewKioskApp {
    static let name = "checkin"
    static let summary = "A hotel's self check-in: a SwiftUI form, the on-screen keyboard, an alert and a sheet."
    static let tourPath = "recordings/checkin/tour.yaml"
    static var keys: [SettingSpec] {
        [SettingSpec(key: "hotel", type: .string, defaultValue: .string("Harbour Hotel"), summary: "The hotel's name in the welcome."),
         SettingSpec(key: "breakfastPrice", type: .number, unit: "currency units", range: .from(0, upTo: 10_000),
                     defaultValue: .number(18), summary: "Breakfast's price a guest a night.")]
    }

    let hotel: String
    let desk: FrontDesk
    let events: AppEvents

    init(settings: AppSettings, options: AppLaunchOptions, events: AppEvents) {
        hotel = settings.string("hotel") ?? "Harbour Hotel"
        desk = FrontDesk(breakfastPrice: Int(settings.number("breakfastPrice") ?? 18))
        self.events = events
    }

    var rootView: CheckInView {
        CheckInView(hotel: hotel, desk: desk) { [events] stay in
            events.send("checkedIn", [("name", .string(stay.name)), ("guests", .number(Double(stay.guests))), ("nights", .number(Double(stay.nights))),
                                      ("room", .string(stay.room.rawValue)), ("breakfast", .bool(stay.breakfast)),
                                      ("wakeUp", stay.wakeUp.map { .string($0.description) } ?? .null),
                                      ("roomNumber", .number(Double(stay.roomNumber))), ("total", .number(Double(stay.total)))])
        }
    }

    var finalState: [(String, JSONValue)] {
        [("checkIns", .number(Double(desk.done.count))), ("rooms", .array(desk.done.map { .number(Double($0.roomNumber)) }))]
    }
}
