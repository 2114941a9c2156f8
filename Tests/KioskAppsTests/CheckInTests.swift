import CheckIn
import Foundation
import Geometry
import Gestures
import Kiosk
import KioskApps
import KioskConfig
import TestSupport
import Testing
import TouchdeckSupport
import TouchTrace

/// The check-in app: a form of SwiftUI controls, an alert and a sheet,
/// touched as a guest would through its bundled tour.
@Suite("Check-in app", .builtInApps)
struct CheckInTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let screen = Size(width: 800, height: 480)

    /// The app's instance with `values` for its config section, and its events as JSON text.
    static func make(_ values: [String: SettingValue] = [:]) -> (KioskAppInstance, () -> [String]) {
        let instance = KioskAppDefinition.checkIn.make(AppSettings(gestures: GestureSettings(), values: values),
                                                       AppLaunchOptions(date: "Monday, 23 November"))
        let events = EventBox()
        instance.reportEvents { members in events.lines.append(JSONValue.object(members).text) }
        return (instance, { events.lines })
    }

    final class EventBox: @unchecked Sendable {
        var lines: [String] = []
    }

    @Test("the tour fills the form (2 guests, 3 nights, a suite, breakfast), confirms in the alert and is handed room 214")
    func tour() throws {
        let (instance, events) = Self.make()
        let tour = Self.root.appendingPathComponent("recordings/checkin/tour.yaml").path
        let recording = try AppRecording.replay(instance.app, screen: Self.screen, reader: TraceReader.open(path: tour))
        #expect(events() == [
            #"{"event": "checkedIn", "guests": 2, "nights": 3, "room": "Suite", "breakfast": true, "roomNumber": 214, "total": 855}"#,
        ])
        #expect(JSONValue.object(instance.finalState()).text.contains(#""checkIns": 1, "rooms": [214]"#))
        let texts = AppRecording.texts(in: recording.frames.last?.layers ?? [])
        #expect(texts.contains("Guests: 1"), "Done dismissed the sheet and the form started over: \(texts)")
        for (time, name) in [(7.0, "checkin-filled"), (8.6, "checkin-alert"), (10.5, "checkin-room")] {
            let problem = try recording.goldenMismatch(at: time, size: Self.screen, name: name, besides: #filePath)
            #expect(problem == nil, "\(problem ?? "")")
        }
    }

    @Test("the button takes no touch until the house rules are accepted; the config names the hotel and prices breakfast")
    func disabledUntilAccepted() throws {
        let (instance, events) = Self.make(["hotel": .string("Grand Lake"), "breakfastPrice": .number(20)])
        let layout = instance.layout(Self.screen).text
        #expect(layout.contains(#""id": "submit", "frame": "#))
        #expect(layout.contains(#""id": "submit", "frame": ["#) && layout.contains(#""touches": false, "text": "Check in""#))
        let recording = try AppRecording.replay(instance.app, screen: Self.screen, script: "screen 800x480\n")
        #expect(AppRecording.texts(in: recording.frames.last?.layers ?? []).contains("Welcome to Grand Lake"))
        #expect(AppRecording.texts(in: recording.frames.last?.layers ?? []).contains("Breakfast (20 a guest a night)"))
        #expect(events().isEmpty)
    }

    @Test("a stay's total is the room each night and breakfast for each guest each night")
    func total() {
        let desk = FrontDesk(breakfastPrice: 18)
        #expect(desk.total(guests: 2, nights: 3, room: .suite, breakfast: true) == 3 * (249 + 2 * 18))
        #expect(desk.total(guests: 4, nights: 1, room: .single, breakfast: false) == 89)
        #expect(desk.checkIn(guests: 1, nights: 1, room: .double, breakfast: false).roomNumber == 214)
        #expect(desk.checkIn(guests: 1, nights: 1, room: .double, breakfast: false).roomNumber == 215)
    }
}
