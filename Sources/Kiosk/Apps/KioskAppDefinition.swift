import Geometry
import KioskConfig
import KioskRuntime
import Scene
import TouchdeckSupport
import TouchUI

/// One app `touchdeck run` can start: its config section, and how to make it.
public struct KioskAppDefinition: Sendable {
    /// The name on the command line and of the config section: `wallet`.
    public let name: String
    public let summary: String
    /// The app's own keys (besides `gestures:` overrides) in its config section.
    public let keys: [SettingSpec]
    /// The app's tour: a bundled synthetic trace (a path from the repository's root) that
    /// walks through the app. `run NAME` replays it when there is no touchscreen, and the
    /// attract loop plays it unless `idle.attract.recording` names another.
    public let tourPath: String
    public let make: @Sendable (AppSettings, AppLaunchOptions) -> KioskAppInstance
    /// For an app written as views: its root view and final state, to run
    /// inside another view app (the home screen). Nil for a layer app.
    public let embed: (@Sendable (AppSettings, AppLaunchOptions, AppEvents) -> EmbeddedApp)?

    public init(name: String, summary: String, keys: [SettingSpec], tourPath: String,
                embed: (@Sendable (AppSettings, AppLaunchOptions, AppEvents) -> EmbeddedApp)? = nil,
                make: @escaping @Sendable (AppSettings, AppLaunchOptions) -> KioskAppInstance) {
        self.name = name
        self.summary = summary
        self.keys = keys
        self.tourPath = tourPath
        self.embed = embed
        self.make = make
    }

    public var section: AppConfigSection { AppConfigSection(name: name, summary: summary, keys: keys) }

    /// The app called `name` among those this process runs (`KioskAppCatalog`).
    public static func named(_ name: String) -> KioskAppDefinition? { KioskAppCatalog.named(name) }
}

/// What the command line tells an app besides its settings.
public struct AppLaunchOptions: Sendable {
    /// Today's date as the app shows it ("Friday, 21 November"): from the clock at start, or `--date`.
    public var date: String
    /// Every app's section of the config (for the home screen, which starts
    /// the others); an app missing here runs with its defaults.
    public var appSettings: [String: AppSettings]

    public init(date: String, appSettings: [String: AppSettings] = [:]) {
        self.date = date
        self.appSettings = appSettings
    }
}

/// A running app as the runtime sees it: the app, and its reports as JSON.
public struct KioskAppInstance {
    public let app: any TouchApp
    /// `--layout`: where things are as the app was last laid out (once it
    /// started, or at the end of a replay) on a screen of the given size.
    public let layout: (Size) -> JSONValue
    /// Installs the event reporter; events are JSON members without the time.
    public let reportEvents: (@escaping ([(String, JSONValue)]) -> Void) -> Void
    /// The closing `state` event's members.
    public let finalState: () -> [(String, JSONValue)]
    /// Returns the app to its initial state, as if just started (an idle
    /// kiosk going home); nil for an app that cannot.
    public let reset: (() -> Void)?

    public init(app: any TouchApp, layout: @escaping (Size) -> JSONValue,
                reportEvents: @escaping (@escaping ([(String, JSONValue)]) -> Void) -> Void,
                finalState: @escaping () -> [(String, JSONValue)], reset: (() -> Void)? = nil) {
        self.app = app
        self.layout = layout
        self.reportEvents = reportEvents
        self.finalState = finalState
        self.reset = reset
    }
}

extension JSONValue {
    /// `[x, y, w, h]`.
    static func frame(_ rect: Rect) -> JSONValue {
        .array([.number(rect.minX), .number(rect.minY), .number(rect.width), .number(rect.height)])
    }

    static func size(_ size: Size) -> JSONValue { .array([.number(size.width), .number(size.height)]) }

    /// An array of strings: an app's ids in its events and final state.
    package static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }
}
