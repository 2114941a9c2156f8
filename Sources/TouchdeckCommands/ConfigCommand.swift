import ArgumentParser
import Foundation
import Kiosk
import KioskConfig

/// `touchdeck config defaults` and `touchdeck config check FILE`.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Print the default config file, or check one.",
        discussion: """
            The config file is YAML: a gestures: section with the gesture thresholds, and one \
            section per app (wallet:, swipe:) whose gestures: subsection overrides the global one \
            for that app. Environment variables override the file: TOUCHDECK_ followed by the key \
            with camelCase words split by _, e.g. TOUCHDECK_GESTURES_TAP_MAXIMUM_DURATION.
            """,
        subcommands: [Defaults.self, Check.self])

    struct Defaults: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the whole default config file, every key commented with its unit and allowed range.")

        func run() {
            print(DefaultConfigFile.render(), terminator: "")
        }
    }

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check a config file (and TOUCHDECK_* environment variables); exit non-zero on any problem.")

        @Argument(help: "The config file, or - for standard input.")
        var file: String

        @Flag(help: "Check the file alone, ignoring TOUCHDECK_* environment variables.")
        var ignoreEnvironment = false

        func run() throws {
            let loader = SettingsLoader(environment: ignoreEnvironment ? [:] : ProcessInfo.processInfo.environment)
            do throws(ConfigError) {
                if file == "-" {
                    let data = FileHandle.standardInput.readDataToEndOfFile()
                    _ = try loader.load(text: String(decoding: data, as: UTF8.self), path: "<stdin>")
                } else {
                    _ = try loader.load(path: file)
                }
            } catch {
                FileHandle.standardError.write(Data((error.description + "\n").utf8))
                throw ExitCode.failure
            }
            print("\(file == "-" ? "<stdin>" : file): OK")
        }
    }
}
