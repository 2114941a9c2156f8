import ArgumentParser
import Kiosk
import KioskHost
import Logging
import TouchdeckBench

/// The `touchdeck` command line, as a library: `TouchdeckCLI.main(apps:)`
/// runs it with the given apps, so a kiosk builder's own executable gets
/// `run`, `--replay`, `--layout`, `--events`, `config` and the rest for its
/// apps:
///
/// ```swift
/// import Kiosk
/// import TouchdeckCommands
///
/// @main enum MyKiosk {
///     static func main() { TouchdeckCLI.main(apps: [KioskAppDefinition(MenuApp.self), KioskAppDefinition(PriceListApp.self)]) }
/// }
/// ```
public enum TouchdeckCLI {
    /// Parses the process's arguments and runs the command, with `apps` as
    /// the apps `run` knows and the config file describes.
    public static func main(apps: [KioskAppDefinition]) {
        main(apps: apps, benchScenarios: [])
    }

    /// As ``main(apps:)``, with `benchScenarios` as `touchdeck bench`'s app
    /// subcommands (`bench wallet`, …): the `touchdeck` executable passes the
    /// built-in apps' (`KioskApps`).
    package static func main(apps: [KioskAppDefinition], benchScenarios: [AppBenchScenario]) {
        MemoryTuning.returnLargeBuffersToTheSystem()
        TimeZonePinning.pinLocalTimeZone()
        KioskAppCatalog.install(apps)
        AppBenchScenarios.install(benchScenarios)
        Touchdeck.main()
    }
}

struct Touchdeck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touchdeck",
        abstract: "Touch gestures for Linux kiosks: read touchscreens and traces, recognise SwiftUI-style gestures.",
        discussion: """
            Traces are libinput-record YAML (.yml/.yaml, as `libinput record` writes) \
            or evemu (.events/.evemu, with a .desc beside headerless files).
            """,
        subcommands: [RunCommand.self, CalibrateCommand.self, TraceCommand.self, RecognizeCommand.self, ConfigCommand.self, DevicesCommand.self, RecordCommand.self, LabelCommand.self, TuneCommand.self, ReplayCommand.self, BenchCommand.self, DoctorCommand.self, ConsoleCommand.self, ServiceCommand.self]
    )
}

/// Errors that reach the user: printed as they are, exit status 1.
struct UserFacingError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Runs `body`; if it throws, prints the error on standard error (a
/// `UserFacingError` as it is, anything else after `touchdeck: `) and exits
/// with status 1 instead of argument-parser's usage message.
func exitingOnError<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as UserFacingError {
        FileHandleOutput.standardError(error.description)
        throw ExitCode.failure
    } catch {
        FileHandleOutput.standardError("touchdeck: \(error)")
        throw ExitCode.failure
    }
}

/// Runs a kiosk: a ``KioskHostError`` about its configuration is a usage
/// error (status 64, with the command's usage), any other error is printed
/// as `exitingOnError` does (status 1).
func runningKiosk(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as KioskHostError where error.kind == .invalidConfiguration {
        throw ValidationError(error.description)
    } catch let error as KioskHostError {
        try exitingOnError { throw UserFacingError(error.description) }
    } catch {
        try exitingOnError { throw error }
    }
}

/// Log to standard error, so standard output stays machine-readable.
func makeLogger(_ label: String, verbose: Bool = false) -> Logger {
    var logger = Logger(label: label) { StreamLogHandler.standardError(label: $0) }
    logger.logLevel = verbose ? .debug : .info
    return logger
}
