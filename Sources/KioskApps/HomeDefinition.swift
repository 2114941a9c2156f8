import Kiosk
import KioskConfig
import Observation
import TouchdeckSupport
import TouchUI

extension KioskAppDefinition {
    /// The home screen: every other view app in the catalog, one tap away;
    /// `touchdeck run` with no app name starts it.
    public static let home = KioskAppDefinition(HomeKiosk.self)
}

/// The home screen as a kiosk app. Each app it opens is made afresh with
/// its own config section (`AppLaunchOptions.appSettings`) and reports its
/// events through the home's, so `--events` shows them all.
struct HomeKiosk: ViewKioskApp {
    static let name = "home"
    static let summary = "The home screen: every app one tap away; a swipe in from the left edge comes back."
    static let tourPath = "recordings/home/tour.yaml"
    static var keys: [SettingSpec] {
        [SettingSpec(key: "idleTimeout", type: .number, unit: "seconds", range: .from(0, upTo: 86_400), defaultValue: .number(0),
                     summary: "An open app goes back home after this long without a touch (0: never).")]
    }

    let launcher: Launcher
    let idleTimeout: Double

    init(settings: AppSettings, options: AppLaunchOptions, events: AppEvents) {
        let apps = KioskAppCatalog.all.compactMap { definition -> HomeEntry? in
            guard definition.name != Self.name, let embed = definition.embed else { return nil }
            let settings = options.appSettings[definition.name] ?? AppSettings(gestures: settings.gestures)
            return HomeEntry(name: definition.name, summary: definition.summary) { embed(settings, options, events) }
        }
        launcher = Launcher(apps: apps, events: events)
        idleTimeout = settings.number("idleTimeout") ?? 0
    }

    var rootView: HomeView { HomeView(launcher: launcher, idleTimeout: idleTimeout) }

    var finalState: [(String, JSONValue)] {
        [("app", launcher.open.map { .string(launcher.apps[$0.index].name) } ?? .null)]
            + (launcher.open?.app.finalState() ?? [])
    }
}

/// One app the home screen lists, and how to start it.
struct HomeEntry {
    let name: String
    let summary: String
    let start: () -> EmbeddedApp
}

/// Which app is open: an `@Observable` model the home view reads.
@Observable
final class Launcher {
    /// The open app: its index in `apps`, and the app as made for this opening.
    struct Open {
        let index: Int
        let app: EmbeddedApp
        /// Counts openings, so an app opened again starts afresh.
        let generation: Int
    }

    let apps: [HomeEntry]
    @ObservationIgnored let events: AppEvents
    /// The app shown full screen; nil on the home screen's list.
    private(set) var open: Open?
    /// Apps opened so far: the next opening's generation.
    @ObservationIgnored private var openings = 0

    init(apps: [HomeEntry], events: AppEvents) {
        self.apps = apps
        self.events = events
    }

    func start(_ index: Int) {
        openings += 1
        open = Open(index: index, app: apps[index].start(), generation: openings)
        events.send("opened", [("app", .string(apps[index].name))])
    }

    func close() {
        guard let open else { return }
        self.open = nil
        events.send("closed", [("app", .string(apps[open.index].name))])
    }
}

/// The home screen: the apps as a list of tiles; the open app full screen,
/// with a strip along the left edge that a swipe to the right closes it from,
/// and, when set, an idle time after which it closes by itself.
nonisolated struct HomeView: View {
    let launcher: Launcher
    /// Seconds without a touch before an open app goes home; 0: never.
    let idleTimeout: Double

    var body: some View {
        ZStack(alignment: .topLeading) {
            if let open = launcher.open {
                open.app.view
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .id(open.generation)
                    .transition(.opacity)
                    .onIdle(after: idleTimeout) { withAnimation(.easeOut(duration: 0.25)) { launcher.close() } }
                BackEdge { withAnimation(.easeOut(duration: 0.25)) { launcher.close() } }
                    .zIndex(1)
            } else {
                AppList(apps: launcher.apps) { index in withAnimation(.easeOut(duration: 0.25)) { launcher.start(index) } }
                    .transition(.opacity)
            }
        }
    }
}

/// The apps, one tile each under a title.
nonisolated struct AppList: View {
    let apps: [HomeEntry]
    let onOpen: (Int) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Touchdeck").font(.system(size: 30, weight: .heavy, design: .rounded)).foregroundColor(.black)
            ForEach(Array(apps.enumerated()), id: \.offset) { index, app in
                ZStack(alignment: .leading) {
                    RoundedRectangle(cornerRadius: 12).fill(Color.systemGray5)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(app.name).font(.system(size: 20, weight: .bold)).foregroundColor(.black)
                        Text(app.summary).font(.system(size: 13)).foregroundColor(Color.gray)
                    }
                    .padding(.horizontal, 16)
                }
                .frame(width: 640, height: 62)
                .onTapGesture { onOpen(index) }
                .accessibilityIdentifier("home.\(app.name)")
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// A strip along the left edge: a drag from it to the right goes home.
nonisolated struct BackEdge: View {
    let goHome: () -> Void

    var body: some View {
        Color.clear
            .frame(width: 24)
            .frame(maxHeight: .infinity)
            .contentShape(Rectangle())
            .gesture(DragGesture(minimumDistance: 10).onEnded { value in
                if value.translation.width > 80 { goHome() }
            })
            .accessibilityIdentifier("home.back")
    }
}
