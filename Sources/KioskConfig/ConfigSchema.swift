/// An app's section of the config file (`wallet:`, `swipe:`): its own keys,
/// plus a `gestures:` subsection overriding the global one for that app.
public struct AppConfigSection: Sendable {
    /// The top-level key, e.g. `wallet`.
    public var name: String
    /// What the app is, for the defaults file.
    public var summary: String
    /// The app's own keys (not counting `gestures.*`, which every app has).
    public var keys: [SettingSpec]
    /// Whether the section holds a `gestures:` subsection (every app's does;
    /// the `kiosk:` section of the live kiosk's services does not).
    public var takesGestures: Bool

    /// A section named `name` with the app's own `keys`.
    public init(name: String, summary: String, keys: [SettingSpec] = [], takesGestures: Bool = true) {
        self.name = name
        self.summary = summary
        self.keys = keys
        self.takesGestures = takesGestures
    }
}

/// A top-level list of like entries (`devices:`), each a mapping of `itemKeys`.
/// Lists are read from the file alone: environment variables do not reach them.
public struct ConfigListSection: Sendable {
    /// The top-level key, e.g. `devices`.
    public var name: String
    /// What the list is, for the defaults file.
    public var summary: String
    /// The keys an entry may have.
    public var itemKeys: [SettingSpec]
    /// The keys every entry must have.
    public var required: [String]
    /// An example entry for the defaults file, as YAML flow text.
    public var example: String

    /// A list called `name` whose entries hold `itemKeys`.
    public init(name: String, summary: String, itemKeys: [SettingSpec], required: [String], example: String) {
        self.name = name
        self.summary = summary
        self.itemKeys = itemKeys
        self.required = required
        self.example = example
    }
}

/// Every key a config file may contain: the global `gestures:` section and
/// one section per registered app. Unknown keys are errors, so an app must
/// register its section (with `adding(_:)`) before its keys are accepted.
public struct ConfigSchema: Sendable {
    /// The top-level section holding gesture thresholds.
    public static let gesturesSection = "gestures"

    /// The gesture keys, relative to a `gestures:` section.
    public var gestureKeys: [SettingSpec]
    /// Registered apps, in the order the defaults file lists them.
    public private(set) var apps: [AppConfigSection]
    /// Top-level lists (`devices:`).
    public var lists: [ConfigListSection]

    /// A schema with the gesture keys, the given apps and lists.
    public init(gestureKeys: [SettingSpec] = GestureSettingsSchema.specs, apps: [AppConfigSection] = [],
                lists: [ConfigListSection] = []) {
        self.gestureKeys = gestureKeys
        self.apps = []
        self.lists = lists
        for app in apps { self = adding(app) }
    }

    /// The live kiosk's own schema, without any app: gestures, the `kiosk:`,
    /// `display:`, `idle:` and `keyboard:` sections and the `devices:` and `displays:` lists. `Kiosk`'s
    /// `ConfigSchema.standard` adds the installed apps' sections to it.
    public static var kiosk: ConfigSchema {
        ConfigSchema(apps: [KioskServiceSettings.section, DisplaySettings.section, IdleSettings.section, KeyboardSettings.section],
                     lists: [DeviceCalibrationList.section, DisplayList.section])
    }

    /// This schema with `app` registered; an app of the same name is replaced.
    public func adding(_ app: AppConfigSection) -> ConfigSchema {
        var copy = self
        if let index = copy.apps.firstIndex(where: { $0.name == app.name }) {
            copy.apps[index] = app
        } else {
            copy.apps.append(app)
        }
        return copy
    }

    /// The app section called `name`, if registered.
    public func app(named name: String) -> AppConfigSection? {
        apps.first { $0.name == name }
    }

    /// The names allowed at the top level of a file.
    var topLevelKeys: [String] { [Self.gesturesSection] + apps.map(\.name) + lists.map(\.name) }
}
