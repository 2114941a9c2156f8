import Geometry
import KioskConfig
import KioskRuntime
import Render
import Scene
import TouchdeckSupport
import TouchUI

/// An app written as views: everything `touchdeck run` (replay, `--layout`,
/// `--events`, `--config`) needs, in one type. `KioskAppDefinition(App.self)`
/// turns it into a runnable app.
public protocol ViewKioskApp: SendableMetatype {
    associatedtype Content: View
    /// The name on the command line and of the config section.
    static var name: String { get }
    /// One line for `--help` and the defaults file.
    static var summary: String { get }
    /// The app's own keys in its config section.
    static var keys: [SettingSpec] { get }
    /// The app's tour: a bundled synthetic trace (a path from the repository's root) that
    /// walks through the app. `run NAME` replays it when there is no touchscreen, and the
    /// attract loop plays it unless `idle.attract.recording` names another.
    static var tourPath: String { get }
    /// Makes the app from its config section; report app events through `events`.
    init(settings: AppSettings, options: AppLaunchOptions, events: AppEvents)
    /// The root view.
    var rootView: Content { get }
    /// The closing `state` event's members (after `event: state`).
    var finalState: [(String, JSONValue)] { get }
}

extension ViewKioskApp {
    public static var keys: [SettingSpec] { [] }
    public var finalState: [(String, JSONValue)] { [] }
}

extension ViewHost {
    /// `--layout`'s report of the host's last layout on `screen`: the views
    /// that take touches or are named, where they are, and their text.
    func layoutReport(screen: Size) -> JSONValue {
        let views = layoutEntries(screen: screen).map { entry in
            JSONValue.object([("id", .string(entry.id)), ("frame", .frame(entry.frame)), ("touches", .bool(entry.takesTouches))]
                + (entry.text.map { [("text", JSONValue.string($0))] } ?? [])
                + (entry.label.map { [("label", JSONValue.string($0))] } ?? []))
        }
        return .object([("screen", .size(screen)), ("views", .array(views))])
    }
}

/// Where a view app reports its events (`--events` writes them as JSON lines).
public final class AppEvents {
    var sink: (([(String, JSONValue)]) -> Void)?

    public init() {}

    /// Reports `event` with its members.
    public func send(_ event: String, _ members: [(String, JSONValue)] = []) {
        sink?([("event", .string(event))] + members)
    }
}

extension KioskAppDefinition {
    /// A definition for a view app.
    public init<App: ViewKioskApp>(_ app: App.Type) {
        self.init(name: App.name, summary: App.summary, keys: App.keys + [ViewAppImages.spec], tourPath: App.tourPath, embed: { settings, options, events in
            let app = App(settings: settings, options: options, events: events)
            return EmbeddedApp(view: AnyView(app.rootView), finalState: { app.finalState })
        }) { settings, options in
            let events = AppEvents()
            let app = App(settings: settings, options: options, events: events)
            // Reset makes the app afresh (its models too) under a new identity, so its views' state starts over.
            let current = ResettableApp(app) { App(settings: settings, options: options, events: events) }
            let host = ViewHost(ResettableRoot(current: current), measurer: PangoTextMeasurer())
            host.imageDirectories = ViewAppImages.directories(settings, app: App.name)
            return KioskAppInstance(
                app: host,
                // As the app was last laid out (after a replay); before it ever
                // was, as a fresh copy lays out at start, in a runner of its own.
                layout: { screen in
                    guard !host.hasLaidOut else { return host.layoutReport(screen: screen) }
                    let fresh = ViewHost(app.rootView, measurer: PangoTextMeasurer())
                    fresh.imageDirectories = host.imageDirectories
                    AppRunner(app: fresh, screen: screen).start(at: 0)
                    return fresh.layoutReport(screen: screen)
                },
                reportEvents: { emit in events.sink = emit },
                finalState: { [("event", .string("state"))] + current.app.finalState },
                reset: { current.reset() })
        }
    }
}

/// A view app made to run inside another one: its root view and how to read its final state.
public struct EmbeddedApp {
    public let view: AnyView
    public let finalState: () -> [(String, JSONValue)]
}
