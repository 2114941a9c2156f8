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

/// The check-in app: a SwiftUI form typed on the on-screen keyboard, an
/// alert and a sheet, touched as a guest would through its bundled tour.
@Suite("Check-in app", .builtInApps)
struct CheckInTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let screen = Size(width: 800, height: 480)

    /// The app's instance with `values` for its config section, and its events as JSON text.
    static func make(_ values: [String: SettingValue] = [:]) -> (KioskAppInstance, () -> [String]) {
        let instance = KioskAppDefinition.checkIn.make(AppSettings(gestures: GestureSettings(), values: values),
                                                       AppLaunchOptions(date: "Monday, 23 November"))
        let events = EventBox()
        instance.reportEvents { members in
            guard case .string(let name) = members.first?.1, name != "pressing" else { return }
            events.lines.append(JSONValue.object(members).text)
        }
        return (instance, { events.lines })
    }

    final class EventBox: @unchecked Sendable {
        var lines: [String] = []
    }

    /// `--layout`'s entry named `id` as the app was last laid out: its frame, whether it takes touches, its text.
    static func entry(_ id: String, in instance: KioskAppInstance) -> (frame: [Double], touches: Bool, text: String?)? {
        guard case .object(let report) = instance.layout(screen),
              case .array(let views)? = report.first(where: { $0.0 == "views" })?.1 else { return nil }
        for case .object(let fields) in views {
            let field = { (name: String) in fields.first(where: { $0.0 == name })?.1 }
            guard case .string(id)? = field("id") else { continue }
            var frame: [Double] = []
            if case .array(let numbers)? = field("frame") {
                for case .number(let value) in numbers { frame.append(value) }
            }
            var text: String?
            if case .string(let string)? = field("text") { text = string }
            return (frame, field("touches").map { $0 == .bool(true) } ?? false, text)
        }
        return nil
    }

    @Test("the tour types a name, fills the form (2 guests, 3 nights, a suite, breakfast, a 6:00 wake-up), confirms and is handed room 214")
    func tour() throws {
        let (instance, events) = Self.make()
        let tour = Self.root.appendingPathComponent("recordings/checkin/tour.yaml").path
        let recording = try AppRecording.replay(instance.app, screen: Self.screen, reader: TraceReader.open(path: tour))
        #expect(events() == [
            #"{"event": "checkedIn", "name": "Ada Lovelace", "guests": 2, "nights": 3, "room": "Suite", "breakfast": true, "wakeUp": "06:00", "roomNumber": 214, "total": 855}"#,
        ])
        #expect(JSONValue.object(instance.finalState()).text.hasSuffix(#""checkIns": 1, "rooms": [214]}"#))
        // Done dismissed the sheet and the form started over: a double for one, nothing to check in.
        #expect(Self.entry("total", in: instance)?.text == "129")
        #expect(Self.entry("submit", in: instance)?.touches == false)
        #expect(Self.entry("wakeup.time", in: instance) == nil && Self.entry("sheet", in: instance) == nil)
        // The name while it is typed, the wheels of the wake-up time, the form filled, the alert, the room.
        for (time, name) in [(3.05, "checkin-keyboard"), (10.45, "checkin-wheels"), (15.35, "checkin-filled"),
                             (16.45, "checkin-alert"), (17.75, "checkin-room")] {
            let problem = try recording.goldenMismatch(at: time, size: Self.screen, name: name, besides: #filePath)
            #expect(problem == nil, "\(problem ?? "")")
        }
        let pushed = AppRecording.texts(in: recording.frame(at: 13.0) ?? [])
        #expect(pushed.contains("Quiet hours are from 22:00 to 07:00."), "the house rules pushed: \(pushed)")
    }

    @Test("the portrait tour (480×800, display.rotation 90 or 270) tells the same story on the portrait form: room 214, the form started over")
    func portraitTour() throws {
        let (instance, events) = Self.make()
        let tour = Self.root.appendingPathComponent("recordings/checkin/tour-portrait.yaml").path
        _ = try AppRecording.replay(instance.app, screen: Size(width: 480, height: 800), reader: TraceReader.open(path: tour))
        #expect(events() == [
            #"{"event": "checkedIn", "name": "Ada Lovelace", "guests": 2, "nights": 3, "room": "Suite", "breakfast": true, "wakeUp": "06:00", "roomNumber": 214, "total": 855}"#,
        ])
        // Done dismissed the sheet and the form started over (the name empty again).
        #expect(Self.entry("name", in: instance)?.text == "Full name")
        #expect(Self.entry("sheet", in: instance) == nil)
    }

    @Test("Check in takes no touch until there is a name and the rules are accepted; Cancel in the alert checks nobody in")
    func requiredAndCancelled() throws {
        let (instance, events) = Self.make(["hotel": .string("Grand Lake"), "breakfastPrice": .number(20)])
        #expect(Self.entry("name", in: instance)?.text == "Full name")
        let scrollDown = "down 400 420\nmove 400 170 over 0.5\nhold 0.1\nup\nhold 1\n"
        let tap = { (x: Int, y: Int, after: Double) in "down \(x) \(y)\nhold 0.1\nup\nhold \(after)\n" }
        let recording = try AppRecording.replay(instance.app, screen: Self.screen, script:
            scrollDown
            + tap(400, 300, 0.6)        // the rules accepted, but no name: Check in stays disabled
            + tap(88, 423, 0.6)         // so this tap asks nothing
            + "down 400 150\nmove 400 450 over 0.5\nhold 0.1\nup\nhold 1\n"
            + tap(400, 112, 0.6)        // the name field
            + tap(65, 359, 0.2) + tap(634, 359, 0.2)   // A, l
            + tap(735, 359, 0.8)        // return
            + scrollDown
            + tap(88, 423, 1)           // Check in: the alert asks
            + tap(332, 279, 1))         // Cancel
        let asked = try #require(recording.frames.first { frame in
            AppRecording.texts(in: frame.layers).contains("Check in Al for 1 night?")
        }?.time)
        #expect(asked - recording.traceStart > 6, "the alert came only after the name was typed: \(asked - recording.traceStart) s")
        let last = AppRecording.texts(in: recording.frames.last?.layers ?? [])
        #expect(last.contains("Welcome to Grand Lake") && last.contains("Breakfast is 20 a guest a night."), "\(last)")
        #expect(!last.contains("Confirm"), "Cancel dismissed the alert")
        #expect(Self.entry("submit", in: instance)?.touches == true)
        #expect(events().isEmpty)
        #expect(JSONValue.object(instance.finalState()).text.hasSuffix(#""checkIns": 0, "rooms": []}"#))
    }

    @Test("a stay's total is the room each night and breakfast for each guest each night; rooms are handed out in turn")
    func total() {
        let desk = FrontDesk(breakfastPrice: 18)
        #expect(desk.total(guests: 2, nights: 3, room: .suite, breakfast: true) == 3 * (249 + 2 * 18))
        #expect(desk.total(guests: 4, nights: 1, room: .single, breakfast: false) == 89)
        #expect(desk.checkIn(name: "Ada", guests: 1, nights: 1, room: .double, breakfast: false).roomNumber == 214)
        let second = desk.checkIn(name: "Bo", guests: 1, nights: 2, room: .double, breakfast: true, wakeUp: ClockTime(hour: 6, minute: 5))
        #expect(second.roomNumber == 215 && second.total == 2 * (129 + 18) && second.wakeUp?.description == "06:05")
    }
}
