import TouchUI

/// A hotel's self check-in kiosk, written as an iPad screen is written in
/// SwiftUI: a name typed on the on-screen keyboard, steppers for the guests
/// and nights, a segmented picker for the room, toggles, a prominent button
/// disabled until there is a name and the house rules are accepted, an
/// alert to confirm and a sheet with the room number.
public struct CheckInView: View {
    let hotel: String
    let desk: FrontDesk
    let onCheckIn: (CheckIn) -> Void

    @State private var name = ""
    @FocusState private var editingName: Bool
    @State private var guests = 1
    @State private var nights = 1
    @State private var room = RoomType.double
    @State private var breakfast = false
    @State private var acceptedRules = false
    @State private var confirming = false
    @State private var handedOut: CheckIn?

    /// `onCheckIn` hears each confirmed check-in.
    public init(hotel: String = "Harbour Hotel", desk: FrontDesk = FrontDesk(), onCheckIn: @escaping (CheckIn) -> Void = { _ in }) {
        self.hotel = hotel
        self.desk = desk
        self.onCheckIn = onCheckIn
    }

    public var body: some View {
        let total = desk.total(guests: guests, nights: nights, room: room, breakfast: breakfast)
        return VStack(alignment: .leading, spacing: 12) {
            Text("Welcome to \(hotel)").font(.title).bold()
            TextField("Your name", text: $name)
                .textFieldStyle(.roundedBorder)
                .textInputAutocapitalization(.words)
                .submitLabel(.done)
                .focused($editingName)
                .accessibilityIdentifier("name")
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
            Toggle("Breakfast (\(desk.breakfastPrice) a guest a night)", isOn: $breakfast)
                .accessibilityIdentifier("breakfast")
            Toggle("I accept the house rules", isOn: $acceptedRules)
                .accessibilityIdentifier("rules")
            Divider()
            HStack {
                Text("Total: \(total)").font(.headline)
                Spacer()
                Button("Check in") {
                    editingName = false   // the keyboard goes away under the alert
                    confirming = true
                }
                .buttonStyle(.borderedProminent)
                .disabled(!acceptedRules || name.trimmingCharacters(in: .whitespaces).isEmpty)
                .accessibilityIdentifier("submit")
            }
        }
        .padding(24)
        .frame(maxWidth: 600)
        .alert(confirmationTitle,
               isPresented: $confirming) {
            Button("Cancel", role: .cancel) {}
                .accessibilityIdentifier("cancel")
            Button("Confirm") { confirm() }
                .accessibilityIdentifier("confirm")
        } message: {
            Text("\(room.rawValue) room, \(total) in all.")
        }
        .sheet(item: $handedOut, onDismiss: startOver) { stay in
            RoomKeyView(stay: stay, name: name)
        }
    }

    /// "Check in Ada for 1 night?", "Check in Ada and 2 more for 3 nights?"
    private var confirmationTitle: String {
        let party = guests == 1 ? name : "\(name) and \(guests - 1) more"
        return "Check in \(party) for \(nights) \(nights == 1 ? "night" : "nights")?"
    }

    private func confirm() {
        let stay = desk.checkIn(guests: guests, nights: nights, room: room, breakfast: breakfast)
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
        acceptedRules = false
    }
}

extension CheckIn: Identifiable {
    public var id: Int { roomNumber }
}

/// The sheet after a check-in: the room number and how to get the key.
struct RoomKeyView: View {
    let stay: CheckIn
    let name: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Text("Welcome, \(name)").font(.title2)
            Text("Room \(stay.roomNumber)").font(.largeTitle).bold()
            Text("Take your key card from the slot below the screen.")
                .multilineTextAlignment(.center)
            ProgressView(value: 1.0)
                .frame(width: 200)
            Button("Done") { dismiss() }
                .buttonStyle(.bordered)
                .accessibilityIdentifier("done")
        }
        .padding(32)
    }
}
