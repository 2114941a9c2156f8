import ArgumentParser
import Kiosk

/// `touchdeck run APP`: the kiosk itself, live or on a trace.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a kiosk app: live on touchscreens and a screen, or on a recorded trace.",
        discussion: """
            Apps: \(KioskAppCatalog.all.map(\.name).joined(separator: ", ")).

            \(KioskRunOptions.discussion)
            """
    )

    @Argument(help: "The app: \(KioskAppCatalog.all.map(\.name).joined(separator: " or ")) (default: home, the screen that lists the others).")
    var app: String = "home"

    @OptionGroup var options: KioskRunOptions

    func run() throws {
        guard let definition = KioskAppCatalog.named(app) else {
            throw ValidationError("unknown app \"\(app)\": expected \(KioskAppCatalog.all.map(\.name).joined(separator: " or "))")
        }
        try options.run(definition, label: "touchdeck.run")
    }
}
