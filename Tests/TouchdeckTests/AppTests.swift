import Testing
@testable import Touchdeck

private nonisolated struct Counter: View {
    @State private var count = 0
    var body: some View {
        Text("Tapped \(count)").padding().onTapGesture { count += 1 }
    }
}

private nonisolated struct PlainKiosk: App {
    var body: some Scene { WindowGroup { Counter() } }
}

/// A scene of the app's own, whose body is a window group.
private nonisolated struct MainScreen: Scene {
    var body: some Scene { WindowGroup("Main") { Counter() } }
}

private nonisolated struct ComposedKiosk: App {
    var body: some Scene { MainScreen() }
}

/// A scene with no window (as macOS's `Settings` is on a kiosk).
private nonisolated struct Windowless: Scene, PrimitiveScene {
    var rootView: AnyView? { nil }
    var body: Never { preconditionFailure("never read") }
}

private nonisolated struct Greeter: KioskApp {
    static let name = "greeter"
    static let keys = [SettingSpec(key: "visitor", type: .string, defaultValue: .string("visitor"), summary: "Who is greeted.")]
    let visitor: String
    init(settings: AppSettings, options: AppLaunchOptions, events: AppEvents) {
        visitor = settings.string("visitor") ?? "nobody"
    }
    var body: some Scene { WindowGroup { Text("Hello, \(visitor)").onTapGesture {} } }
    var finalState: [(String, JSONValue)] { [("visitor", .string(visitor))] }
}

@Suite("SwiftUI's App, Scene and WindowGroup run as a kiosk app")
struct AppTests {
    @Test("a window group's content is the view the kiosk shows, through scenes of the app's own")
    func windowGroupContentIsTheRootView() {
        #expect(rootView(of: PlainKiosk().body) != nil)
        #expect(rootView(of: ComposedKiosk().body) != nil)
        let layout = KioskAppDefinition(AppKiosk<ComposedKiosk>.self)
            .make(AppSettings(gestures: GestureSettings()), AppLaunchOptions(date: ""))
            .layout(Size(width: 800, height: 480))
        #expect(layout.text.contains("\"views\": [{"), "the counter's tappable text is laid out: \(layout.text)")
    }

    @Test("a body of several scenes shows the first that has a window")
    func severalScenesShowTheFirstWindow() {
        @SceneBuilder var scenes: some Scene {
            Windowless()
            MainScreen()
        }
        #expect(rootView(of: scenes) != nil)
        @SceneBuilder var none: some Scene {
            Windowless()
            Windowless()
        }
        #expect(rootView(of: none) == nil)
    }

    @Test("a plain App's config section is its type's name, lowercased, with no keys and no tour")
    func plainAppDefaults() {
        #expect(AppKiosk<PlainKiosk>.name == "plainkiosk")
        #expect(AppKiosk<PlainKiosk>.keys.isEmpty)
        #expect(AppKiosk<PlainKiosk>.tourPath.isEmpty)
    }

    @Test("a KioskApp gets its config section's values; made with init() it gets its keys' defaults")
    @MainActor func kioskAppSettings() {
        #expect(AppKiosk<Greeter>.name == "greeter")
        #expect(AppKiosk<Greeter>.keys.map(\.key) == ["visitor"])
        let configured = AppKiosk<Greeter>(settings: AppSettings(gestures: GestureSettings(), values: ["visitor": .string("Ada")]),
                                           options: AppLaunchOptions(date: ""), events: AppEvents())
        #expect(configured.app.visitor == "Ada")
        #expect(configured.finalState.map(\.1) == [.string("Ada")])
        #expect(Greeter().visitor == "visitor")
    }
}
