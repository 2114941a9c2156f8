import Foundation
import TouchUI

/// A hotel's self check-in kiosk, written as an iPad screen is written in
/// SwiftUI (nothing here but SwiftUI's names): a `Form` in a
/// `NavigationStack`, the guest's name typed on the on-screen keyboard,
/// steppers for the guests and nights, a segmented picker for the room,
/// toggles, a wake-up call's time, a link to the house rules, a prominent
/// button disabled until there is a name and the rules are accepted, an
/// alert to confirm and a sheet with the room number.
public nonisolated struct CheckInView: View {
    let hotel: String
    let desk: FrontDesk
    let onCheckIn: (CheckIn) -> Void

    @State private var name = ""
    @FocusState private var editingName: Bool
    @State private var guests = 1
    @State private var nights = 1
    @State private var room = RoomType.double
    @State private var breakfast = false
    @State private var wakeUpCall = false
    /// The wake-up time chosen; nil until the picker is turned (seven o'clock shown).
    @State private var wakeUp: Date?
    @State private var acceptedRules = false
    @State private var confirming = false
    @State private var handedOut: CheckIn?
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone

    /// `onCheckIn` hears each confirmed check-in.
    public init(hotel: String = "Harbour Hotel", desk: FrontDesk = FrontDesk(), onCheckIn: @escaping (CheckIn) -> Void = { _ in }) {
        self.hotel = hotel
        self.desk = desk
        self.onCheckIn = onCheckIn
    }

    public var body: some View {
        let total = desk.total(guests: guests, nights: nights, room: room, breakfast: breakfast)
        return NavigationStack {
            Form {
                Section("Guest") {
                    TextField("Full name", text: $name)
                        .textInputAutocapitalization(.words)
                        .textContentType(.name)
                        .submitLabel(.done)
                        .focused($editingName)
                        .accessibilityIdentifier("name")
                }
                Section("Stay") {
                    Stepper("Guests: \(guests)", value: $guests, in: 1...6)
                        .accessibilityIdentifier("guests")
                    Stepper("Nights: \(nights)", value: $nights, in: 1...14)
                        .accessibilityIdentifier("nights")
                    Picker("Room", selection: $room) {
                        ForEach(RoomType.allCases) { type in
                            Text(type.rawValue)
                        }
                    }
                    .pickerStyle(.segmented)
                    .accessibilityIdentifier("room")
                }
                Section {
                    Toggle("Breakfast", isOn: $breakfast)
                        .accessibilityIdentifier("breakfast")
                    Toggle("Wake-up call", isOn: $wakeUpCall)
                        .accessibilityIdentifier("wakeup")
                    if wakeUpCall {
                        DatePicker("Time", selection: wakeUpTime, displayedComponents: .hourAndMinute)
                            .accessibilityIdentifier("wakeup.time")
                    }
                } header: {
                    Text("Extras")
                } footer: {
                    Text("Breakfast is \(desk.breakfastPrice) a guest a night.")
                }
                Section {
                    NavigationLink("House rules") { HouseRulesView() }
                        .accessibilityIdentifier("rules.read")
                    Toggle("I accept the house rules", isOn: $acceptedRules)
                        .accessibilityIdentifier("rules")
                }
                Section {
                    HStack {
                        Text("Total").font(.headline)
                        Spacer()
                        Text("\(total)").font(.headline).monospacedDigit()
                            .accessibilityIdentifier("total")
                    }
                    Button("Check in") {
                        editingName = false   // the keyboard goes away under the alert
                        confirming = true
                    }
                    .buttonStyle(.borderedProminent)
                    .disabled(!acceptedRules || guestName.isEmpty)
                    .accessibilityIdentifier("submit")
                }
            }
            .navigationTitle("Welcome to \(hotel)")
            .navigationBarTitleDisplayMode(.inline)
        }
        .alert(confirmationTitle, isPresented: $confirming) {
            Button("Cancel", role: .cancel) {}
                .accessibilityIdentifier("cancel")
            Button("Confirm") { confirm() }
                .accessibilityIdentifier("confirm")
        } message: {
            Text("\(room.rawValue) room, \(total) in all.")
        }
        .sheet(item: $handedOut, onDismiss: startOver) { stay in
            RoomKeyView(stay: stay)
        }
    }

    /// The name as it will be printed: without the spaces around it.
    private var guestName: String { name.trimmingCharacters(in: .whitespaces) }

    /// The wake-up picker's value: seven o'clock until one is chosen, in the
    /// time zone the picker shows (the environment's, as `DatePicker`'s).
    private var wakeUpTime: Binding<Date> {
        Binding(get: { wakeUp ?? sevenOClock }, set: { wakeUp = $0 })
    }

    private var zonedCalendar: Calendar {
        var zoned = calendar
        zoned.timeZone = timeZone
        return zoned
    }

    private var sevenOClock: Date {
        zonedCalendar.date(from: DateComponents(year: 2026, month: 1, day: 1, hour: 7)) ?? Date(timeIntervalSince1970: 7 * 3600)
    }

    /// "Check in Ada for 1 night?", "Check in Ada and 2 more for 3 nights?"
    private var confirmationTitle: String {
        let party = guests == 1 ? guestName : "\(guestName) and \(guests - 1) more"
        return "Check in \(party) for \(nights) \(nights == 1 ? "night" : "nights")?"
    }

    private func confirm() {
        var time: ClockTime?
        if wakeUpCall {
            let parts = zonedCalendar.dateComponents([.hour, .minute], from: wakeUpTime.wrappedValue)
            time = ClockTime(hour: parts.hour ?? 7, minute: parts.minute ?? 0)
        }
        let stay = desk.checkIn(name: guestName, guests: guests, nights: nights, room: room, breakfast: breakfast, wakeUp: time)
        onCheckIn(stay)
        handedOut = stay
    }

    /// The next party starts from a fresh form.
    private func startOver() {
        name = ""
        guests = 1
        nights = 1
        room = .double
        breakfast = false
        wakeUpCall = false
        wakeUp = nil
        acceptedRules = false
    }
}

extension CheckIn: Identifiable {
    public var id: Int { roomNumber }
}

/// The house rules, pushed from the form.
nonisolated struct HouseRulesView: View {
    var body: some View {
        List {
            Text("Check-out is by 11:00.")
            Text("Quiet hours are from 22:00 to 07:00.")
            Text("No smoking in the rooms.")
            Text("Pets are welcome in Double rooms and Suites.")
        }
        .navigationTitle("House rules")
    }
}

/// The sheet after a check-in: the room number and how to get the key.
nonisolated struct RoomKeyView: View {
    let stay: CheckIn
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "key.fill").font(.largeTitle).foregroundColor(.blue)
            Text("Welcome, \(stay.name)").font(.title2)
            Text("Room \(stay.roomNumber)").font(.largeTitle).bold()
                .accessibilityIdentifier("roomNumber")
            if let wakeUp = stay.wakeUp {
                Label("Wake-up call at \(wakeUp.description)", systemImage: "alarm")
            }
            Text("Take your key card from the slot below the screen.")
                .multilineTextAlignment(.center)
            Button("Done") { dismiss() }
                .buttonStyle(.bordered)
                .accessibilityIdentifier("done")
        }
        .padding(32)
    }
}
