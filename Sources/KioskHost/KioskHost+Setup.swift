import Display
import Kiosk
import KioskConfig
import KioskRuntime

extension KioskHost {
    /// What a run reads once, before anything is opened: the config file
    /// (read a single time), where the picture sits on the panel, and the app.
    struct Setup {
        /// The whole config file as read at start (the live kiosk's watcher starts from it).
        var loaded: TouchdeckSettings
        /// The app's own section of the config.
        var settings: AppSettings
        var services: KioskServiceSettings
        var idle: IdleSettings
        var placement: TouchPlacement
        /// `display.connector` and `display.mode` (the first of `displays:`'s connectors, with that list).
        var output: DRMOutputRequest
        /// The `displays:` list; empty: the one screen of `output`.
        var heads: [DRMHeadRequest]
        var instance: KioskAppInstance
    }

    func prepare() throws -> Setup {
        let definition = configuration.app
        let loaded = try SettingsLoader().load(path: configuration.configFile)
        func section(_ name: String) -> AppSettings { loaded.apps[name] ?? AppSettings(gestures: loaded.gestures(forApp: name)) }
        let everyApp = Dictionary(KioskAppCatalog.all.map { ($0.name, section($0.name)) }, uniquingKeysWith: { first, _ in first })
        let placement = try TouchPlacement(option: configuration.displayRotation, settings: loaded)
        let display = DisplaySettings(loaded)
        let settings = section(definition.name)
        // `@AppStorage`: in memory, or the file $TOUCHDECK_APP_STORAGE names (a live kiosk's state file comes in `runLive`).
        useAppStorage(live: false)
        let instance = definition.make(settings, AppLaunchOptions(date: configuration.date ?? KioskDate.today(), appSettings: everyApp))
        // The on-screen keyboard types what the physical keyboards' layout types.
        instance.app.setKeyboardLayout(named: KeyboardSettings(loaded).layout.layout)
        return Setup(loaded: loaded, settings: settings, services: KioskServiceSettings(loaded), idle: IdleSettings(loaded),
                     placement: placement,
                     output: DRMOutputRequest(connector: loaded.displays.first?.connector ?? display.connector, mode: display.mode),
                     heads: loaded.displays,
                     instance: instance)
    }
}
