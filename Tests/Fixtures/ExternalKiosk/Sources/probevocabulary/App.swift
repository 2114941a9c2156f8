import Touchdeck

// Issue #39's vocabulary (items 1–8) as iPadOS 17 code writes it, only the
// import changed: every control, text entry, container, presentation, data
// flow and text/image API the issue names, with the overloads apps use.

enum Section39: String, CaseIterable, Identifiable, Hashable {
    case controls, entry, containers, presentation, data, text
    var id: Self { self }
}

@Observable
final class KioskModel {
    var visits = 0
    var name = "Ada"
    var tags: [String] = ["vip", "staff"]
}

final class Basket: ObservableObject {
    @Published var items: [String] = ["Latte", "Scone", "Tea"]
    @Published var total: Double = 12.5
}

private struct AccentNameKey: EnvironmentKey {
    static let defaultValue: String = "blue"
}

extension EnvironmentValues {
    var accentName: String {
        get { self[AccentNameKey.self] }
        set { self[AccentNameKey.self] = newValue }
    }
}

struct VocabularyRoot: View {
    @State private var tab: Section39 = .controls
    @State private var model = KioskModel()
    @StateObject private var basket = Basket()

    var body: some View {
        TabView(selection: $tab) {
            ControlsScreen()
                .tabItem { Label("Controls", systemImage: "slider.horizontal.3") }
                .tag(Section39.controls)
            TextEntryScreen()
                .tabItem { Label("Entry", systemImage: "keyboard") }
                .tag(Section39.entry)
            ContainersScreen()
                .tabItem { Label("Lists", systemImage: "list.bullet") }
                .tag(Section39.containers)
            PresentationScreen()
                .tabItem { Label("Present", systemImage: "rectangle.stack") }
                .tag(Section39.presentation)
            DataFlowScreen()
                .tabItem { Label("Data", systemImage: "arrow.triangle.2.circlepath") }
                .tag(Section39.data)
            TextImagesScreen()
                .tabItem { Label("Text", systemImage: "textformat") }
                .tag(Section39.text)
        }
        .environment(model)
        .environmentObject(basket)
        .environment(\.accentName, "orange")
        .onChange(of: tab) { oldValue, newValue in
            print("tab \(oldValue.rawValue) -> \(newValue.rawValue)")
        }
    }
}

@main
struct VocabularyKiosk: App {
    var body: some Scene {
        WindowGroup {
            VocabularyRoot()
        }
    }
}
