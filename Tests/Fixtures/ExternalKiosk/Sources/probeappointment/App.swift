import Touchdeck

// A salon's appointment form as an iPadOS 17 screen writes it (only the
// import changed): a menu picker, a date and a time picker, a slider with a
// step, a toggle, a button disabled until the form is complete, an alert that
// confirms, and a confirmation dialog before clearing.

struct AppointmentForm: View {
    enum Service: String, CaseIterable, Identifiable {
        case cut = "Haircut", color = "Colour", beard = "Beard Trim", style = "Styling"
        var id: Self { self }
    }

    @State private var name = ""
    @State private var service: Service = .cut
    @State private var day = Date.now
    @State private var time = Date.now
    @State private var minutes = 30.0
    @State private var reminder = true
    @State private var confirming = false
    @State private var clearing = false
    @State private var bookings = 0

    private var canBook: Bool { name.count >= 2 }

    var body: some View {
        NavigationStack {
            Form {
                Section("Client") {
                    TextField("Name", text: $name)
                        .textContentType(.name)
                }
                Section("Appointment") {
                    Picker("Service", selection: $service) {
                        ForEach(Service.allCases) { service in
                            Text(service.rawValue).tag(service)
                        }
                    }
                    .pickerStyle(.menu)
                    DatePicker("Day", selection: $day, in: Date.now..., displayedComponents: .date)
                    DatePicker("Time", selection: $time, displayedComponents: .hourAndMinute)
                    VStack(alignment: .leading) {
                        Text("Length: \(Int(minutes)) min")
                        Slider(value: $minutes, in: 15...120, step: 15)
                    }
                    Toggle("Text me a reminder", isOn: $reminder)
                }
                Section {
                    Button("Book Appointment") { confirming = true }
                        .disabled(!canBook)
                    Button("Clear Form", role: .destructive) { clearing = true }
                        .disabled(name.isEmpty)
                } footer: {
                    Text("Bookings today: \(bookings)")
                }
            }
            .navigationTitle("Book a Visit")
            .alert("Book \(service.rawValue)?", isPresented: $confirming) {
                Button("Book") {
                    bookings += 1
                    print("booked \(service.rawValue) for \(name), \(Int(minutes)) min, reminder \(reminder ? "on" : "off")")
                }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("\(Int(minutes)) minutes for \(name).")
            }
            .confirmationDialog("Clear the form?", isPresented: $clearing, titleVisibility: .visible) {
                Button("Clear", role: .destructive) {
                    name = ""
                    service = .cut
                    minutes = 30
                    print("cleared")
                }
            }
        }
    }
}

@main
struct AppointmentKiosk: App {
    var body: some Scene {
        WindowGroup { AppointmentForm() }
    }
}
