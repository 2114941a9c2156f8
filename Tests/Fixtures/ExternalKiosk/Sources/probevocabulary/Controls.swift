import Touchdeck

struct ControlsScreen: View {
    enum Size: String, CaseIterable, Identifiable {
        case small, medium, large
        var id: Self { self }
    }

    @State private var taps = 0
    @State private var wifi = false
    @State private var sound = true
    @State private var volume: Double = 0.5
    @State private var brightness: CGFloat = 40
    @State private var count = 2
    @State private var level = 0
    @State private var size: Size = .medium
    @State private var flavour = "Vanilla"
    @State private var hour = 9
    @State private var room = 1
    @State private var date = Date(timeIntervalSince1970: 1_700_000_000)
    @State private var time = Date(timeIntervalSince1970: 1_700_000_000)
    @State private var editing = false
    @State private var showMore = false

    private let flavours = ["Vanilla", "Chocolate", "Strawberry"]
    private var range: ClosedRange<Date> {
        Date(timeIntervalSince1970: 1_600_000_000)...Date(timeIntervalSince1970: 1_800_000_000)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Button("Tap me") {
                        taps += 1
                        print("tapped \(taps)")
                    }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                    .buttonBorderShape(.capsule)
                    .tint(.orange)
                    Button(role: .destructive) {
                        print("deleted")
                    } label: {
                        Label("Delete", systemImage: "trash")
                    }
                    Button("Share", systemImage: "square.and.arrow.up") {
                        print("share")
                    }
                    .buttonStyle(.bordered)
                    Button(role: .cancel, action: { print("cancel") }) {
                        Text("Cancel")
                    }
                    .buttonStyle(.plain)
                    Button(action: { print("automatic") }) {
                        Text("Automatic")
                    }
                    .buttonStyle(.automatic)
                    .disabled(taps > 100)
                    Button {
                        print("borderless")
                    } label: {
                        Image(systemName: "star.fill")
                    }
                    .buttonStyle(.borderless)
                    Label("Taps: \(taps)", systemImage: "hand.tap")
                    Label {
                        Text("Custom label")
                    } icon: {
                        Image(systemName: "star")
                    }
                    .labelStyle(.titleAndIcon)
                    Label("Icon only", systemImage: "bell").labelStyle(.iconOnly)
                    Label("Title only", systemImage: "bell").labelStyle(.titleOnly)
                } header: {
                    Text("Buttons")
                }

                Section("Toggles") {
                    Toggle("Wi-Fi", isOn: $wifi)
                    Toggle(isOn: $sound) {
                        Label("Sound", systemImage: "speaker.wave.2")
                    }
                    .toggleStyle(.switch)
                    Toggle("Button toggle", isOn: $sound)
                        .toggleStyle(.button)
                }
                .onChange(of: wifi) {
                    print("wifi \(wifi ? "on" : "off")")
                }

                Section("Sliders and steppers") {
                    Slider(value: $volume)
                    Slider(value: $volume, in: 0...1, step: 0.1) {
                        Text("Volume")
                    } minimumValueLabel: {
                        Image(systemName: "speaker")
                    } maximumValueLabel: {
                        Image(systemName: "speaker.wave.3")
                    } onEditingChanged: { isEditing in
                        editing = isEditing
                    }
                    Slider(value: $brightness, in: 0...100) {
                        Text("Brightness")
                    }
                    Slider(value: $volume, in: 0...1, onEditingChanged: { editing = $0 })
                    Stepper("Count: \(count)", value: $count, in: 0...10, step: 1)
                    Stepper("Unbounded \(level)", value: $level)
                    Stepper(value: $count, in: 0...10) {
                        Text("Guests: \(count)")
                    }
                    Stepper {
                        Text("Level \(level)")
                    } onIncrement: {
                        level += 1
                    } onDecrement: {
                        level -= 1
                    }
                    Stepper("Level \(level)", onIncrement: { level += 1 }, onDecrement: { level -= 1 })
                }
                .onChange(of: count) { oldValue, newValue in
                    print("count \(oldValue) -> \(newValue)")
                }

                Section("Pickers") {
                    Picker("Size", selection: $size) {
                        ForEach(Size.allCases) { size in
                            Text(size.rawValue.capitalized).tag(size)
                        }
                    }
                    .pickerStyle(.segmented)
                    Picker(selection: $flavour) {
                        ForEach(flavours, id: \.self) { Text($0) }
                    } label: {
                        Text("Flavour")
                    }
                    .pickerStyle(.menu)
                    Picker("Hour", selection: $hour) {
                        ForEach(0..<24) { Text("\($0):00").tag($0) }
                    }
                    .pickerStyle(.wheel)
                    Picker(selection: $room, label: Text("Room (older form)")) {
                        Text("One").tag(1)
                        Text("Two").tag(2)
                    }
                    Picker("Room", selection: $room) {
                        Text("One").tag(1)
                        Text("Two").tag(2)
                    }
                    .pickerStyle(.inline)
                    Picker("Size (link)", selection: $size) {
                        ForEach(Size.allCases, id: \.self) { Text($0.rawValue) }
                    }
                    .pickerStyle(.navigationLink)
                    DatePicker("Date", selection: $date, displayedComponents: .date)
                    DatePicker("Time", selection: $time, displayedComponents: [.hourAndMinute])
                    DatePicker("When", selection: $date, displayedComponents: [.date, .hourAndMinute])
                    DatePicker("In range", selection: $date, in: range, displayedComponents: .date)
                    DatePicker("From", selection: $date, in: Date(timeIntervalSince1970: 1_600_000_000)...)
                    DatePicker(selection: $date, in: ...Date(timeIntervalSince1970: 1_800_000_000)) {
                        Text("Until")
                    }
                    .datePickerStyle(.compact)
                    DatePicker("Graphical", selection: $date, displayedComponents: .date)
                        .datePickerStyle(.graphical)
                }

                Section("Progress and menus") {
                    ProgressView(value: volume, total: 1.0)
                    ProgressView(value: 0.3)
                    ProgressView("Loading…")
                    ProgressView()
                        .progressViewStyle(.circular)
                    ProgressView(value: 3, total: 10) {
                        Text("Uploading")
                    } currentValueLabel: {
                        Text("3 of 10")
                    }
                    .progressViewStyle(.linear)
                    Menu("Options") {
                        Button("Duplicate") { print("duplicate") }
                        Button("Rename", systemImage: "pencil") { print("rename") }
                        Divider()
                        Menu("More") {
                            Button("Archive") {}
                        }
                        Button("Delete", role: .destructive) { print("delete") }
                    }
                    Menu {
                        Button("A") {}
                    } label: {
                        Label("Actions", systemImage: "ellipsis.circle")
                    }
                    Menu("Primary") {
                        Button("Other") {}
                    } primaryAction: {
                        print("primary")
                    }
                    Divider()
                    Gauge(value: volume, in: 0...1) {
                        Text("Level")
                    } currentValueLabel: {
                        Text("\(Int(volume * 100))%")
                    } minimumValueLabel: {
                        Text("0")
                    } maximumValueLabel: {
                        Text("100")
                    }
                    .gaugeStyle(.accessoryCircular)
                    Gauge(value: 0.4) { Text("Fuel") }
                    LabeledContent("Version", value: "1.0")
                    LabeledContent("Total") {
                        Text(12.5, format: .currency(code: "EUR"))
                    }
                    GroupBox("Summary") {
                        Text("All good")
                    }
                    GroupBox {
                        Text("Body")
                    } label: {
                        Label("Box", systemImage: "shippingbox")
                    }
                    DisclosureGroup("More details", isExpanded: $showMore) {
                        Text("Hidden text")
                    }
                    DisclosureGroup {
                        Text("Inside")
                    } label: {
                        Text("Closed group")
                    }
                    ShareLink(item: URL(string: "https://example.com")!) {
                        Label("Share link", systemImage: "square.and.arrow.up")
                    }
                    ShareLink("Share text", item: "Hello")
                }
            }
            .navigationTitle("Controls")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}
