import ArgumentParser
import Foundation
import KioskRuntime
import Kiosk
import KioskConfig
import KioskHost
import KioskService
import Seat

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
                sandboxed, running `touchdeck run APP --config CONFIG --wait-for-devices` as USER; copies the \
                app's tour (the attract loop's recording) to DATA-DIR/recordings/APP/tour.yaml. The config \
                file is written only when it does not exist yet (an edited one is kept), with the installed \
                tour as idle.attract.recording. Then: \
                systemctl daemon-reload && systemctl enable --now \(KioskServiceUnit.fileName)
                """)

        @Option(help: "The account the kiosk runs as (the unit adds the groups --seat needs).")
        var user: String

        @Option(help: "How the kiosk gets its devices: seatd, logind, direct, or auto (seatd when its unit or socket is here, else logind when it runs, else direct).")
        var seat: String = "auto"

        @Option(help: "The VT the kiosk shows on (its login prompt is stopped; with logind, its session's terminal).")
        var tty: String = "/dev/tty1"

        @Option(help: "Where the app's tour is installed (DATA-DIR/recordings/APP/tour.yaml).")
        var dataDirectory: String = "/usr/local/share/touchdeck"

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
            guard seat == "auto" || ServiceSeat(rawValue: seat) != nil else {
                throw ValidationError("--seat must be auto, seatd, logind or direct, not \(seat)")
            }
            guard tty.hasPrefix("/dev/tty"), Int(tty.dropFirst("/dev/tty".count)).map({ $0 >= 1 }) == true else {
                throw ValidationError("--tty must be a VT, /dev/ttyN with N from 1, not \(tty)")
            }
            for (name, value) in [("--user", user), ("--binary", binary ?? ""), ("--config", config), ("--data-directory", dataDirectory)]
            where value.contains(where: \.isWhitespace) {
                throw ValidationError("\(name) must not contain spaces: \"\(value)\"")
            }
        }

        func run() throws {
            let executable = binary ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
            let files = FileManager.default
            try exitingOnError {
                let chosenSeat = ServiceSeat(rawValue: seat) ?? Self.seatHere()
                // An existing config that serves the web preview or metrics needs internet sockets.
                let network = files.fileExists(atPath: config)
                    ? KioskServiceSettings(try SettingsLoader().load(path: config)).listen != nil : false
                let unit = KioskServiceUnit(user: user, app: app, binary: executable, config: config, watchdogSeconds: watchdog,
                                            seat: chosenSeat, tty: tty, network: network)
                let unitPath = unitDirectory + "/" + KioskServiceUnit.fileName
                try files.createDirectory(atPath: unitDirectory, withIntermediateDirectories: true)
                try unit.text.write(toFile: unitPath, atomically: true, encoding: .utf8)
                print("wrote \(unitPath) (seat: \(chosenSeat.rawValue)\(network ? ", internet sockets for kiosk.web.listen" : ""))")
                let tour = try installTour()
                if files.fileExists(atPath: config) {
                    print("kept \(config) (it exists)")
                } else {
                    let directory = URL(fileURLWithPath: config).deletingLastPathComponent().path
                    try files.createDirectory(atPath: directory, withIntermediateDirectories: true)
                    try unit.configText(tour: tour).write(toFile: config, atomically: true, encoding: .utf8)
                    print("wrote \(config)")
                }
            }
            print("""
                next: systemctl daemon-reload && systemctl enable --now \(KioskServiceUnit.fileName)
                logs: journalctl -u \(KioskServiceUnit.fileName) -f
                """)
        }

        /// Copies the app's tour to DATA-DIR/recordings/APP/tour.yaml, readable by the
        /// service's user; its path, or nil for an app without a tour.
        /// - Throws: when the app has a tour that is not here to copy.
        func installTour() throws -> String? {
            guard let definition = KioskAppCatalog.named(app), !definition.tourPath.isEmpty else { return nil }
            guard let source = BundledFile.locate(definition.tourPath) else {
                throw UserFacingError("touchdeck: the tour \(definition.tourPath) is not here to install: run from the repository or beside its recordings/")
            }
            let target = dataDirectory + "/" + definition.tourPath
            let files = FileManager.default
            try files.createDirectory(atPath: URL(fileURLWithPath: target).deletingLastPathComponent().path,
                                      withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
            // The tour and its variants for the other screen shape (tour-portrait.yaml): the kiosk
            // plays the one that fits its screen once display.rotation turns it (AttractTour).
            let variants = zip(AttractTour.variants(of: source), AttractTour.variants(of: target)).filter { files.fileExists(atPath: $0.0) }
            for (from, to) in [(source, target)] + variants {
                if files.fileExists(atPath: to) { try files.removeItem(atPath: to) }
                try files.copyItem(atPath: from, toPath: to)
                try files.setAttributes([.posixPermissions: 0o644], ofItemAtPath: to)
            }
            let also = variants.isEmpty ? "" : " and \(variants.map(\.1).joined(separator: ", ")) for a turned screen"
            print("installed \(target) (the attract loop's recording)\(also)")
            return target
        }

        /// seatd when its unit or socket is here, else logind when it runs, else direct.
        static func seatHere() -> ServiceSeat {
            let managers = SeatManagers.here()
            let seatdUnit = ["/lib/systemd/system/seatd.service", "/usr/lib/systemd/system/seatd.service", "/etc/systemd/system/seatd.service"]
                .contains { FileManager.default.fileExists(atPath: $0) }
            if managers.seatdSocket != nil || seatdUnit { return .seatd }
            return managers.logindRuns ? .logind : .direct
        }
    }
}
