import Synchronization

/// The apps this process's command line runs and its config file describes:
/// those an executable installed (`TouchdeckCLI.main(apps:)`, `touchdeck`'s
/// built-in apps, or an `App`'s one); none until then.
public enum KioskAppCatalog {
    private static let installed = Mutex<[KioskAppDefinition]?>(nil)

    /// Makes `apps` the catalog (before the command line is parsed). Later
    /// definitions with a name already taken are left out.
    public static func install(_ apps: [KioskAppDefinition]) {
        var seen = Set<String>()
        let unique = apps.filter { seen.insert($0.name).inserted }
        installed.withLock { $0 = unique }
    }

    /// The apps, in the order given.
    public static var all: [KioskAppDefinition] {
        installed.withLock { $0 } ?? []
    }

    /// The app called `name`, if any.
    public static func named(_ name: String) -> KioskAppDefinition? {
        all.first { $0.name == name }
    }
}
