import Foundation
import TouchUI

/// Where a kiosk keeps its views' `@AppStorage` values (`AppStorageStore`).
public enum AppStorageFile {
    /// The environment variable naming the file, live or in a replay (a
    /// replay otherwise keeps the values in memory, so it plays the same on every run).
    public static let variable = "TOUCHDECK_APP_STORAGE"

    /// The file for `app`: the variable's, else, live, `app-storage/APP.json`
    /// in the kiosk's state directory (`stateDirectory`); nil: in memory.
    public static func path(app: String, live: Bool, stateDirectory: String?,
                            environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let path = environment[variable], !path.isEmpty { return path }
        guard live, let stateDirectory else { return nil }
        let name = app.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }
        return stateDirectory + "/app-storage/" + String(name) + ".json"
    }

    /// Keeps the app's values in `path` from now on (see `AppStorageStore.persist(to:)`).
    public static func use(_ path: String) {
        AppStorageStore.standard.persist(to: path)
    }
}
