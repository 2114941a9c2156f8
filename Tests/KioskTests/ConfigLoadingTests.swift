import Gestures
import KioskConfig
import Testing
import TestSupport

@testable import Kiosk
@testable import KioskRuntime

@Suite("Config loading", .builtInApps)
struct ConfigLoadingTests {
    @Test("the printed defaults file passes the check and yields the default settings")
    func defaultsRoundTrip() throws {
        let text = DefaultConfigFile.render()
        let settings = try SettingsLoader(environment: [:]).load(text: text, path: "defaults.yaml")
        #expect(settings.gestures == GestureSettings())
        #expect(settings.gestures(forApp: "wallet") == GestureSettings())
        #expect(settings.gestures(forApp: "swipe") == GestureSettings())
    }

    @Test("the defaults file mentions every key with its default, range and variable")
    func defaultsDocumentEveryKey() {
        let text = DefaultConfigFile.render()
        for spec in GestureSettingsSchema.specs {
            let name = spec.key.split(separator: ".").last.map(String.init) ?? spec.key
            if let value = spec.defaultValue {
                #expect(text.contains("\(name): \(value)\n"), "missing \(spec.key)")
            } else {
                #expect(text.contains("# \(name): "), "missing commented \(spec.key)")
            }
            #expect(text.contains("# Allowed: \(spec.allowedDescription)."))
        }
        #expect(text.contains("TOUCHDECK_GESTURES_TAP_MAXIMUM_DURATION"))
        #expect(text.contains("TOUCHDECK_GESTURES_POINTS_PER_MILLIMETRE"))
        #expect(text.contains("maximumDuration: 0.75\n"))
        #expect(text.contains("samples: 20\n"))
    }

    @Test("an empty file sets nothing")
    func emptyFile() throws {
        let settings = try SettingsLoader(environment: [:]).load(text: "# nothing here\n", path: "empty.yaml")
        #expect(settings == (try SettingsLoader(environment: [:]).load(path: nil)))
        #expect(settings.gestures == GestureSettings())
    }

    @Test("file values land in the right fields")
    func fileValues() throws {
        let text = """
            gestures:
              tap: {maximumDuration: 1.5, maximumDistance: 30, multiTapInterval: 0.25}
              longPress: {minimumDuration: 0.3, maximumDistance: 12}
              drag: {minimumDistance: 0}
              velocity: {window: 0.2, samples: 8}
              pointsPerMillimetre: 6.5
            """
        let gestures = try SettingsLoader(environment: [:]).load(text: text, path: "k.yaml").gestures
        #expect(gestures.tapMaximumDuration == 1.5)
        #expect(gestures.tapMaximumDistance == 30)
        #expect(gestures.multiTapInterval == 0.25)
        #expect(gestures.longPressMinimumDuration == 0.3)
        #expect(gestures.longPressMaximumDistance == 12)
        #expect(gestures.dragMinimumDistance == 0)
        #expect(gestures.velocityWindow == 0.2)
        #expect(gestures.velocitySamples == 8)
        #expect(gestures.pointsPerMillimetre == 6.5)
        #expect(gestures.distanceScale == 6.5)
    }

    @Test("environment variables override the file")
    func environmentOverride() throws {
        let text = "gestures:\n  tap:\n    maximumDuration: 0.9\n    maximumDistance: 20\n"
        let loader = SettingsLoader(environment: [
            "TOUCHDECK_GESTURES_TAP_MAXIMUM_DURATION": "1.25",
            "TOUCHDECK_GESTURES_VELOCITY_SAMPLES": "12",
            "UNRELATED": "x",
        ])
        let gestures = try loader.load(text: text, path: "k.yaml").gestures
        #expect(gestures.tapMaximumDuration == 1.25)
        #expect(gestures.tapMaximumDistance == 20)
        #expect(gestures.velocitySamples == 12)
    }

    @Test("an app's gestures section overrides the global one for that app only")
    func perAppOverride() throws {
        let text = """
            gestures:
              tap:
                maximumDuration: 0.9
              drag:
                minimumDistance: 4
            wallet:
              gestures:
                tap:
                  maximumDuration: 0.6
            """
        let settings = try SettingsLoader(environment: [:]).load(text: text, path: "k.yaml")
        #expect(settings.gestures.tapMaximumDuration == 0.9)
        #expect(settings.gestures(forApp: "wallet").tapMaximumDuration == 0.6)
        #expect(settings.gestures(forApp: "wallet").dragMinimumDistance == 4)
        #expect(settings.gestures(forApp: "swipe").tapMaximumDuration == 0.9)
        #expect(settings.gestures(forApp: "unregistered").tapMaximumDuration == 0.9)
    }

    @Test("the more specific key wins; for one key the environment beats the file")
    func precedence() throws {
        let text = "gestures: {tap: {maximumDuration: 0.9}}\nwallet: {gestures: {tap: {maximumDuration: 0.6}}}\n"
        let global = SettingsLoader(environment: ["TOUCHDECK_GESTURES_TAP_MAXIMUM_DURATION": "2"])
        let globalSettings = try global.load(text: text, path: "k.yaml")
        #expect(globalSettings.gestures.tapMaximumDuration == 2)
        #expect(globalSettings.gestures(forApp: "wallet").tapMaximumDuration == 0.6)
        #expect(globalSettings.gestures(forApp: "swipe").tapMaximumDuration == 2)

        let app = SettingsLoader(environment: ["TOUCHDECK_WALLET_GESTURES_TAP_MAXIMUM_DURATION": "3"])
        let appSettings = try app.load(text: text, path: "k.yaml")
        #expect(appSettings.gestures.tapMaximumDuration == 0.9)
        #expect(appSettings.gestures(forApp: "wallet").tapMaximumDuration == 3)
    }

    @Test("an app section declares its own keys: defaults, file values, errors, defaults file")
    func appKeys() throws {
        let demo = AppConfigSection(name: "demo", summary: "A demo app.", keys: [
            SettingSpec(key: "cards.spacing", type: .number, unit: "points", range: .from(0, upTo: 100),
                        defaultValue: .number(8), summary: "Gap between cards."),
            SettingSpec(key: "cards.wrap", type: .boolean, defaultValue: .boolean(false), summary: "Wrap around."),
            SettingSpec(key: "title", type: .string, defaultValue: nil, summary: "Optional title."),
        ])
        let schema = ConfigSchema.standard.adding(demo)
        let loader = SettingsLoader(schema: schema, environment: ["TOUCHDECK_DEMO_CARDS_WRAP": "true"])

        let defaults = try loader.load(text: DefaultConfigFile.render(schema: schema), path: "d.yaml")
        #expect(defaults.apps["demo"]?.number("cards.spacing") == 8)
        #expect(defaults.apps["demo"]?.boolean("cards.wrap") == true)
        #expect(defaults.apps["demo"]?.string("title") == nil)

        let set = try loader.load(text: "demo:\n  title: Hello\n  cards:\n    spacing: 12\n", path: "d.yaml")
        #expect(set.apps["demo"]?.number("cards.spacing") == 12)
        #expect(set.apps["demo"]?.string("title") == "Hello")

        let found = try #require(issues("demo:\n  cards:\n    spacing: 120\n    wrp: true\n", schema: schema))
        #expect(found.map(\.kind) == [.outOfRange, .unknownKey])
        #expect(found.map(\.key) == ["demo.cards.spacing", "demo.cards.wrp"])
    }
}
