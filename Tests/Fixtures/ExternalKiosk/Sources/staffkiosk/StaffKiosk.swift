import Touchdeck

// A staff back-office screen as an iPad sample writes it (`import SwiftUI`
// replaced): tabs with a badge, a settings form with row styling, a
// branded navigation bar, an editable list and a sheet that refuses a
// drag-down while it has unsaved changes.
@main
struct StaffKiosk: App {
    var body: some Scene {
        WindowGroup {
            StaffTabs()
        }
    }
}

struct StaffTabs: View {
    @State private var tasks = ["Restock cups", "Clean machine", "Count till"]

    var body: some View {
        TabView {
            TasksScreen(tasks: $tasks)
                .tabItem { Label("Tasks", systemImage: "checklist") }
                .badge(tasks.count)
            SettingsScreen()
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

struct TasksScreen: View {
    @Binding var tasks: [String]
    @State private var editMode = EditMode.inactive
    @State private var adding = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(tasks, id: \.self) { task in
                    Text(task).accessibilityIdentifier("task.\(task)")
                }
                .onDelete { tasks.remove(atOffsets: $0) }
                .onMove { tasks.move(fromOffsets: $0, toOffset: $1) }
            }
            .listRowSpacing(8)
            .navigationTitle("Tasks")
            .toolbarBackground(Color.indigo, for: .navigationBar)
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbarColorScheme(.dark, for: .navigationBar)
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    EditButton()
                    Button { adding = true } label: { Image(systemName: "plus") }
                        .accessibilityIdentifier("add")
                }
                ToolbarItem(placement: .bottomBar) {
                    Text("\(tasks.count) open").accessibilityIdentifier("open.count")
                }
            }
            .environment(\.editMode, $editMode)
            .sheet(isPresented: $adding) {
                NewTaskSheet { tasks.append($0) }
            }
        }
    }
}

struct NewTaskSheet: View {
    let add: (String) -> Void
    @State private var title = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title).accessibilityIdentifier("task.title")
            }
            .navigationTitle("New task")
            .toolbarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }.accessibilityIdentifier("sheet.cancel")
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        add(title)
                        print("added \(title)")
                        dismiss()
                    }
                    .disabled(title.isEmpty)
                    .accessibilityIdentifier("sheet.add")
                }
                ToolbarItem(placement: .keyboard) {
                    Button("Clear") { title = "" }
                }
            }
        }
        .interactiveDismissDisabled(!title.isEmpty)
        .presentationCornerRadius(16)
        .presentationBackground(.thinMaterial)
    }
}

struct SettingsScreen: View {
    @State private var autoLock = true
    @State private var volume = 0.5
    @State private var station = "Counter 1"

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Auto-lock", isOn: $autoLock).accessibilityIdentifier("autolock")
                    Slider(value: $volume, in: 0...1)
                        .listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 40))
                } header: {
                    Text("Device")
                } footer: {
                    Text("The screen locks after two minutes.")
                }
                Section("Station") {
                    Picker("Name", selection: $station) {
                        Text("Counter 1").tag("Counter 1")
                        Text("Counter 2").tag("Counter 2")
                    }
                    .listRowSeparatorTint(.indigo)
                    Text("Signed in as Ada").listRowBackground(Color.indigo.opacity(0.1))
                }
            }
            .formStyle(.grouped)
            .listSectionSpacing(.compact)
            .scrollContentBackground(.hidden)
            .background(Color(white: 0.92))
            .navigationTitle("Settings")
            .toolbar(.hidden, for: .bottomBar)
        }
    }
}
