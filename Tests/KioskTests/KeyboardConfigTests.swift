import KeyboardInput
import KioskConfig
import Logging
import Testing
import TestSupport
@testable import Kiosk

/// The config file's `keyboard:` section: the layouts the on-screen keyboard has, variants and
/// options xkeyboard-config has, everything else an error naming file, line and key.
@Suite("keyboard: config", .builtInApps)
struct KeyboardConfigTests {
    @Test("keyboard.layout, variant and options load; us by default; the environment sets the layout")
    func loads() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("kiosk.yaml", """
            keyboard:
              layout: de
              variant: nodeadkeys
              options: caps:escape
            """)
        let settings = try SettingsLoader(environment: [:]).load(path: file)
        #expect(KeyboardSettings(settings).layout == KeyboardLayout(layout: "de", variant: "nodeadkeys", options: "caps:escape"))
        #expect(KeyboardSettings(try SettingsLoader(environment: [:]).load(path: nil)).layout == KeyboardLayout(layout: "us"))
        let french = try SettingsLoader(environment: ["TOUCHDECK_KEYBOARD_LAYOUT": "fr"]).load(path: nil)
        #expect(KeyboardSettings(french).layout.layout == "fr")
        #expect(DefaultConfigFile.render().contains("keyboard:\n"))
    }

    @Test("a layout the on-screen keyboard lacks, an unknown variant or option: errors naming file, line and key")
    func rejects() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("bad.yaml", """
            keyboard:
              layout: ru
              variant: nosuchvariant
              options: caps:nosuchthing
            """)
        let error = try #require(throws: ConfigError.self) { try SettingsLoader(environment: [:]).load(path: file) }
        let lines = error.issues.map(\.description)
        #expect(lines.contains { $0.hasPrefix("\(file):2:11") && $0.contains("keyboard.layout") && $0.contains("us, de, fr") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("\(file):3:") && $0.contains("keyboard.variant") && $0.contains("nosuchvariant") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("\(file):4:") && $0.contains("keyboard.options") }, "\(lines)")
        // A layout xkeyboard-config has but the on-screen keyboard does not is refused too.
        let other = try directory.write("gb.yaml", "keyboard:\n  layout: gb\n")
        #expect(throws: ConfigError.self) { try SettingsLoader(environment: [:]).load(path: other) }
    }

    @Test("a bad layout on reload keeps the last good one")
    func reloadKeepsLastGood() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("kiosk.yaml", "keyboard:\n  layout: fr\n")
        let store = try SettingsStore(path: file, loader: SettingsLoader(environment: [:]), logger: LogCapture().logger)
        try directory.write("kiosk.yaml", "keyboard:\n  layout: xx\n")
        #expect(throws: ConfigError.self) { try store.reload().get() }
        #expect(KeyboardSettings(store.current).layout.layout == "fr")
        try directory.write("kiosk.yaml", "keyboard:\n  layout: de\n")
        #expect(KeyboardSettings(try store.reload().get()).layout.layout == "de")
    }

    /// A layout that passed the file's checks but does not compile as a whole (fr has no
    /// variant `intl`; us has): logged naming the file, then the layout alone; never nil while `us` compiles.
    @Test("a keymap that does not compile falls back to the layout alone, then us, each step logged")
    func keymapFallback() throws {
        let log = LogCapture()
        let keymap = try #require(Keymap.choosing(KeyboardLayout(layout: "fr", variant: "intl"), source: "/etc/kiosk.yaml", logger: log.logger))
        #expect(keymap.layout == KeyboardLayout(layout: "fr"))
        #expect(log.errors.contains { $0.contains("/etc/kiosk.yaml") && $0.contains("fr(intl)") && $0.contains("using fr instead") }, "\(log.errors)")
        let fallback = try #require(Keymap.choosing(KeyboardLayout(layout: "zz"), source: "k.yaml", logger: log.logger))
        #expect(fallback.layout == KeyboardLayout(layout: "us"))
    }
}
