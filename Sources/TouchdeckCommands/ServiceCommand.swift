import ArgumentParser
import Foundation
import Kiosk
import KioskService

/// `touchdeck service install`: the kiosk as a systemd service.
struct ServiceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "service",
        abstract: "Run the kiosk as a systemd service.",
        subcommands: [Install.self])

    struct Install: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write the systemd unit (and a first config file) that runs `touchdeck run APP` as a service.",
            discussion: """
                Writes UNIT-DIR/\(KioskServiceUnit.fileName): Type=notify, WatchdogSec, Restart=on-failure, \
                running `touchdeck run APP --config CONFIG --wait-for-devices` as USER. The config file is \
                written only when it does not exist yet (an edited one is kept). Then: \
                systemctl daemon-reload && systemctl enable --now \(KioskServiceUnit.fileName)
                """)

        @Option(help: "The account the kiosk runs as (it needs the input and video groups, which the unit adds).")
        var user: String

        @Option(help: "The app to run.")
        var app: String = "home"

        @Option(help: "The touchdeck executable the unit starts (default: this one).")
        var binary: String?

        @Option(help: "The config file the kiosk reads.")
        var config: String = "/etc/touchdeck/kiosk.yaml"

        @Option(help: "Where the unit goes.")
        var unitDirectory: String = "/etc/systemd/system"

        @Option(help: "Seconds without a watchdog ping before systemd restarts the kiosk (WatchdogSec).")
        var watchdog: Int = 20

        func validate() throws {
            guard KioskAppCatalog.named(app) != nil else {
                throw ValidationError("unknown app \"\(app)\": expected \(KioskAppCatalog.all.map(\.name).joined(separator: " or "))")
            }
            guard (2...3600).contains(watchdog) else { throw ValidationError("--watchdog must be 2…3600 seconds") }
            for (name, value) in [("--user", user), ("--binary", binary ?? ""), ("--config", config)] where value.contains(where: \.isWhitespace) {
                throw ValidationError("\(name) must not contain spaces: \"\(value)\"")
            }
        }

        func run() throws {
            let executable = binary ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
            let unit = KioskServiceUnit(user: user, app: app, binary: executable, config: config, watchdogSeconds: watchdog)
            let unitPath = unitDirectory + "/" + KioskServiceUnit.fileName
            try exitingOnError {
                try FileManager.default.createDirectory(atPath: unitDirectory, withIntermediateDirectories: true)
                try unit.text.write(toFile: unitPath, atomically: true, encoding: .utf8)
                print("wrote \(unitPath)")
                if FileManager.default.fileExists(atPath: config) {
                    print("kept \(config) (it exists)")
                } else {
                    let directory = URL(fileURLWithPath: config).deletingLastPathComponent().path
                    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                    try unit.configText.write(toFile: config, atomically: true, encoding: .utf8)
                    print("wrote \(config)")
                }
            }
            print("""
                next: systemctl daemon-reload && systemctl enable --now \(KioskServiceUnit.fileName)
                logs: journalctl -u \(KioskServiceUnit.fileName) -f
                """)
        }
    }
}
