import Foundation
import KioskRuntime
import KioskWeb

extension KioskHost {
    /// Gives the app's `@AppStorage` its file: `$TOUCHDECK_APP_STORAGE`, or,
    /// `live`, the kiosk's state directory (where the web token is kept);
    /// otherwise the values stay in memory.
    func useAppStorage(live: Bool) {
        guard let path = AppStorageFile.path(app: configuration.app.name, live: live, stateDirectory: WebStateDirectory.path()) else { return }
        AppStorageFile.use(path)
        logger.info("@AppStorage values are kept in \(path)")
    }
}
