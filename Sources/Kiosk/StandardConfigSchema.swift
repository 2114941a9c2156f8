import Foundation
import KioskConfig

/// Touchdeck's config file as the `touchdeck` command reads it: the kiosk's
/// own schema (`ConfigSchema.kiosk`, in `KioskConfig`) with the sections of
/// the apps installed in `KioskAppCatalog` added, which only this module knows.
extension ConfigSchema {
    /// Touchdeck's schema: gestures, the installed apps' sections, the live
    /// kiosk's `kiosk:`, `display:` and `idle:` sections and the `devices:` list.
    public static var standard: ConfigSchema {
        let kiosk = ConfigSchema.kiosk
        return ConfigSchema(apps: KioskAppCatalog.all.map(\.section) + kiosk.apps, lists: kiosk.lists)
    }
}

extension SettingsLoader {
    /// A loader for Touchdeck's standard schema (the installed apps' sections included).
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.init(schema: .standard, environment: environment)
    }
}

extension DefaultConfigFile {
    /// The defaults file of Touchdeck's standard schema, as `touchdeck config defaults` prints it.
    public static func render() -> String {
        render(schema: .standard)
    }
}
