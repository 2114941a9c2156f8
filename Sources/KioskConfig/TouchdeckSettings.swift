import Geometry
import Gestures
import TouchModel

/// An app's resolved settings: its gesture thresholds (the global ones with
/// the app's overrides) and its own keys.
public struct AppSettings: Sendable, Hashable {
    /// The global thresholds with this app's overrides applied.
    public var gestures: GestureSettings
    /// The app's own keys by dotted name, defaults filled in; unset optional keys are absent.
    public var values: [String: SettingValue]

    /// Settings with the given thresholds and values.
    public init(gestures: GestureSettings, values: [String: SettingValue] = [:]) {
        self.gestures = gestures
        self.values = values
    }

    /// A `.number` or `.integer` key's value.
    public func number(_ key: String) -> Double? { values[key]?.number }

    /// An `.integer` key's value.
    public func integer(_ key: String) -> Int? {
        if case .integer(let value) = values[key] { return value }
        return nil
    }

    /// A `.boolean` key's value.
    public func boolean(_ key: String) -> Bool? {
        if case .boolean(let value) = values[key] { return value }
        return nil
    }

    /// A `.string` key's value.
    public func string(_ key: String) -> String? {
        if case .string(let value) = values[key] { return value }
        return nil
    }
}

/// Everything a config file and the environment set, checked and resolved.
public struct TouchdeckSettings: Sendable, Hashable {
    /// The global `gestures:` section (with environment overrides).
    public var gestures: GestureSettings
    /// Each registered app's settings, by app name.
    public var apps: [String: AppSettings]
    /// Per-device calibrations (the file's `devices:` list).
    public var devices: [DeviceCalibration] = []
    /// The screens touch devices sit on (`devices[].display`).
    public var deviceDisplays: [DeviceDisplay] = []
    /// The file's `displays:` list; empty: `display:` describes the one screen.
    public var displays: [DisplayEntry] = []

    /// Settings with the given global thresholds and apps (defaults when left out).
    public init(gestures: GestureSettings = GestureSettings(), apps: [String: AppSettings] = [:]) {
        self.gestures = gestures
        self.apps = apps
    }

    /// Gesture thresholds for `app` (the global ones for nil or an unregistered app).
    public func gestures(forApp app: String?) -> GestureSettings {
        guard let app, let settings = apps[app] else { return gestures }
        return settings.gestures
    }
}
