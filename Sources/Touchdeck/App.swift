import Kiosk
import KioskConfig
import TouchdeckCommands
import TouchdeckSupport
import TouchUI

/// A kiosk program, written as a SwiftUI app:
///
/// ```swift
/// import Touchdeck
///
/// @main
/// struct MenuKiosk: App {
///     var body: some Scene {
///         WindowGroup { MenuView() }
///     }
/// }
/// ```
///
/// The executable this builds *is* a kiosk: it takes `touchdeck run`'s options
/// (`--replay`, `--display`, `--screen`, `--config`, `--layout`, `--events`,
/// `--overlay`, …; `--help` lists them) and runs through `KioskHost`. Its
/// config section is named after the type, lowercased (`menukiosk:`); conform
/// to ``KioskApp`` instead for keys of its own, events and a tour.
@MainActor @preconcurrency
public protocol App {
    /// The type of the app's scene.
    associatedtype Body: Scene
    /// The app's content: a ``WindowGroup`` whose view the kiosk shows.
    @SceneBuilder var body: Body { get }
    /// Makes the app; the kiosk calls it once at start and again when an idle kiosk goes home.
    init()
}

nonisolated extension App {
    /// Runs the app as a kiosk, its options read from the command line: the
    /// entry point `@main` calls.
    public static func main() {
        TouchdeckCLI.runKiosk(KioskAppDefinition(app: Self.self))
    }
}

extension KioskAppDefinition {
    /// A definition for a SwiftUI-style app: what `KioskHost` runs, for a
    /// program that starts the kiosk itself rather than through the app's `main`.
    public init<A: App>(app: A.Type) {
        self.init(AppKiosk<A>.self)
    }
}

/// A SwiftUI `App` seen as a view app of the kiosk runtime: its settings,
/// events and tour come from ``KioskApp`` when it conforms, else defaults.
nonisolated struct AppKiosk<Wrapped: App>: ViewKioskApp {
    /// The app's type as a `KioskApp`, when it is one.
    private static var kioskApp: (any KioskApp.Type)? { Wrapped.self as? any KioskApp.Type }

    static var name: String { runAsMainActor(kioskApp) { $0?.name } ?? defaultAppName(Wrapped.self) }

    static var summary: String { runAsMainActor(kioskApp) { $0?.summary } ?? defaultAppSummary(Wrapped.self) }

    static var keys: [SettingSpec] { runAsMainActor(kioskApp) { $0?.keys } ?? [] }

    static var tourPath: String { runAsMainActor(kioskApp) { $0?.tourPath } ?? "" }

    let app: Wrapped

    init(settings: AppSettings, options: AppLaunchOptions, events: AppEvents) {
        // The app's initialisers are main-actor isolated, as SwiftUI's.
        app = runAsMainActor((Self.kioskApp, settings, options, events)) { kioskApp, settings, options, events in
            kioskApp?.init(settings: settings, options: options, events: events) as? Wrapped ?? Wrapped()
        }
    }

    var rootView: AnyView {
        Touchdeck.rootView(of: runAsMainActor(app) { $0.body }) ?? AnyView(EmptyView())
    }

    var finalState: [(String, JSONValue)] { runAsMainActor(app) { ($0 as? any KioskApp)?.finalState } ?? [] }
}
