import ArgumentParser
import Kiosk
import KioskConfig
import KioskDoctor

/// `touchdeck doctor [--config FILE]`.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check what a kiosk needs on this machine; print the fix for each problem.",
        discussion: """
            Checks, as the user it runs as: touchscreens and whether they can be read, the udev rule \
            (udev/\(KioskDoctor.ruleName)), a display (a DRM card with KMS and a monitor connected, or \
            fbdev) that can be opened, the input and video groups, a seat manager that really runs \
            (seatd's process, or logind answering on D-Bus), the installed service's ordering after \
            seatd and its VT, the configured backlight writable by the service's user, the fonts the \
            renderer draws with, and the config file when one is given, its devices: entries matched \
            against the touchscreens present. Exit status 1 when anything must be fixed; warnings alone exit 0.
            """)

    @Option(help: "A config file to validate as well.")
    var config: String?

    func run() throws {
        let checks = KioskDoctor.checks(SystemFacts.gather(configPath: config, schema: .standard))
        print(KioskDoctor.report(checks), terminator: "")
        if checks.contains(where: { $0.status == .fail }) { throw ExitCode.failure }
    }
}
