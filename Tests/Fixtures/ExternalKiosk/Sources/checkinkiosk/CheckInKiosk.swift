import Touchdeck

// A check-in screen as it is written for an iPad with SwiftUI, `import
// SwiftUI` replaced: a form of two sections with a stepper, a segmented
// picker, toggles, a button disabled until the terms are accepted, and an
// alert to confirm.
@main
struct CheckInKiosk: App {
    var body: some Scene {
        WindowGroup {
            CheckInView()
        }
    }
}

enum RoomType: String, CaseIterable, Identifiable {
    case single = "Single", double = "Double", suite = "Suite"
    var id: Self { self }
}

struct CheckInView: View {
    @State private var guests = 1
    @State private var room = RoomType.double
    @State private var breakfast = false
    @State private var acceptedTerms = false
    @State private var confirming = false

    var body: some View {
        Form {
            Section("Check in") {
                Stepper("Guests: \(guests)", value: $guests, in: 1...4)
                    .accessibilityIdentifier("guests")
                Picker("Room", selection: $room) {
                    ForEach(RoomType.allCases) { type in
                        Text(type.rawValue)
                    }
                }
                .pickerStyle(.segmented)
                .accessibilityIdentifier("room")
                Toggle("Breakfast", isOn: $breakfast)
                    .accessibilityIdentifier("breakfast")
            }
            Section {
                Toggle("I accept the house rules", isOn: $acceptedTerms)
                    .accessibilityIdentifier("terms")
                Button("Check in") {
                    confirming = true
                }
                .disabled(!acceptedTerms)
                .accessibilityIdentifier("submit")
            } footer: {
                Text("Breakfast is served from 7 to 10.")
            }
        }
        .alert("Check in \(guests) guests?", isPresented: $confirming) {
            Button("Cancel", role: .cancel) {}
                .accessibilityIdentifier("cancel")
            Button("Confirm") {
                print("checked in: \(guests) guests, \(room.rawValue), breakfast \(breakfast ? "yes" : "no")")
            }
            .accessibilityIdentifier("confirm")
        } message: {
            Text("Room: \(room.rawValue)")
        }
    }
}
