import ArgumentParser
import Foundation
import Kiosk
import KioskConfig

extension TouchdeckCLI {
    /// Runs `app` as the whole process: its command line is `touchdeck run`'s
    /// options, with no app to name (a SwiftUI-style `App`'s `main`), and
    /// `--config-defaults` prints the config file it reads.
    public static func runKiosk(_ app: KioskAppDefinition) {
        MemoryTuning.returnLargeBuffersToTheSystem()
        TimeZonePinning.pinLocalTimeZone()
        KioskAppCatalog.install([app])
        AppKioskCommand.main()
    }
}

/// The command line of a kiosk builder's executable: one app, run as `touchdeck run` runs it.
struct AppKioskCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        let app = KioskAppCatalog.all.first
        return CommandConfiguration(
            commandName: URL(fileURLWithPath: CommandLine.arguments.first ?? "kiosk").lastPathComponent,
            abstract: app.map { "\($0.summary) Run live on touchscreens and a screen, or on a recorded trace." }
                ?? "A kiosk: run live on touchscreens and a screen, or on a recorded trace.",
            discussion: """
                Its config section is \(app?.name ?? "the app's"): (--config-defaults prints the whole file).

                \(KioskRunOptions.discussion)
                """
        )
    }

    @Flag(help: "Print the config file's keys with their defaults and descriptions (this app's section included), and exit.")
    var configDefaults = false

    @OptionGroup var options: KioskRunOptions

    func run() throws {
        if configDefaults {
            print(DefaultConfigFile.render(), terminator: "")
            return
        }
        guard let app = KioskAppCatalog.all.first else { throw ValidationError("no app installed") }
        try options.run(app, label: app.name)
    }
}
