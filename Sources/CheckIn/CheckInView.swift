import TouchUI

/// A hotel's self check-in kiosk, written as an iPad screen is written in
/// SwiftUI: steppers for the guests and nights, a segmented picker for the
/// room, toggles, a prominent button disabled until the house rules are
/// accepted, an alert to confirm and a sheet with the room number.
public struct CheckInView: View {
    let hotel: String
    let desk: FrontDesk
    let onCheckIn: (CheckIn) -> Void

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
                Button("Check in") { confirming = true }
                    .buttonStyle(.borderedProminent)
                    .disabled(!acceptedRules)
                    .accessibilityIdentifier("submit")
            }
        }
        .padding(24)
        .frame(maxWidth: 600)
        .alert("Check in \(guests) \(guests == 1 ? "guest" : "guests") for \(nights) \(nights == 1 ? "night" : "nights")?",
               isPresented: $confirming) {
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

    private func confirm() {
        let stay = desk.checkIn(guests: guests, nights: nights, room: room, breakfast: breakfast)
        onCheckIn(stay)
        handedOut = stay
    }

    /// The next party starts from a fresh form.
    private func startOver() {
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
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
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
