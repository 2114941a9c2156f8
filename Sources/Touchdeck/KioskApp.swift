import Kiosk
import KioskConfig
import TouchdeckSupport
import TouchUI

/// An ``App`` with what a kiosk adds to SwiftUI's: a config section with keys
/// of its own, events reported as the app runs (`--events`), the state
/// reported when it ends, and a tour (the trace the kiosk replays when there
/// is no touchscreen, and its attract loop plays when idle).
///
/// ```swift
/// @main
/// struct Greeter: KioskApp {
///     static let keys = [SettingSpec(key: "visitor", type: .string, defaultValue: .string("visitor"), summary: "Who is greeted.")]
///     let visitor: String
///     init(settings: AppSettings, options: AppLaunchOptions, events: AppEvents) {
///         visitor = settings.string("visitor") ?? "visitor"
///     }
///     var body: some Scene { WindowGroup { Text("Hello, \(visitor)") } }
/// }
/// ```
public protocol KioskApp: App {
    /// The config section's name (default: the type's name, lowercased).
    static var name: String { get }
    /// One line for `--help` and the config defaults.
    static var summary: String { get }
    /// The app's own keys in its config section.
    static var keys: [SettingSpec] { get }
    /// A trace (a path from the working directory or beside the executable)
    /// that walks through the app; empty: none.
    static var tourPath: String { get }
    /// Makes the app from its config section; it reports events through `events`.
    init(settings: AppSettings, options: AppLaunchOptions, events: AppEvents)
    /// The closing `state` event's members (after `event: state`).
    var finalState: [(String, JSONValue)] { get }
}

extension KioskApp {
    public static var name: String { defaultAppName(Self.self) }
    public static var summary: String { defaultAppSummary(Self.self) }
    public static var keys: [SettingSpec] { [] }
    public static var tourPath: String { "" }
    public var finalState: [(String, JSONValue)] { [] }

    /// The app with its keys' defaults, no events reported.
    public init() {
        var defaults: [String: SettingValue] = [:]
        for spec in Self.keys { defaults[spec.key] = spec.defaultValue }
        self.init(settings: AppSettings(gestures: GestureSettings(), values: defaults),
                  options: AppLaunchOptions(date: ""), events: AppEvents())
    }
}

/// An app's config section when it names none: its type's name, lowercased.
func defaultAppName(_ app: any App.Type) -> String { String(describing: app).lowercased() }

/// An app's `--help` line when it gives none.
func defaultAppSummary(_ app: any App.Type) -> String { "\(String(describing: app)), a kiosk written as a SwiftUI app." }

// The kiosk's types a `KioskApp` names, so `import Touchdeck` is enough.
public typealias SettingSpec = KioskConfig.SettingSpec
public typealias SettingValue = KioskConfig.SettingValue
public typealias AppSettings = KioskConfig.AppSettings
public typealias AppLaunchOptions = Kiosk.AppLaunchOptions
public typealias AppEvents = Kiosk.AppEvents
public typealias JSONValue = TouchdeckSupport.JSONValue
/// An app as `KioskHost` runs it: `KioskAppDefinition(app: MyKiosk.self)`.
public typealias KioskAppDefinition = Kiosk.KioskAppDefinition
