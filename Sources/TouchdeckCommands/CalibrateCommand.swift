import ArgumentParser
import Display
import Foundation
import Geometry
import Kiosk
import KioskCalibration
import KioskConfig
import KioskHost
import Logging
import Seat
import TouchDevices
import TouchModel
import TouchTrace

/// `touchdeck calibrate`: the on-screen calibration wizard.
struct CalibrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calibrate",
        abstract: "Calibrate a touchscreen with on-screen targets and keep its matrix in the config file.",
        discussion: """
            Draws a cross at four points inset from the corners and at the centre, on the same \
            displays as `run` (DRM, fbdev, or --display), turned by --display-rotation or the \
            config's display.rotation. Touch each cross with one finger and lift. A touch far from \
            where the other touches put it, or one almost where an earlier target was touched, is \
            refused and the cross is shown again. Each touch counts as the median of its samples, \
            touch-down and lift left out. Once the touches agree, it fits libinput's matrix (least \
            squares on positions normalised to 0..1) and shows one more cross the fit did not use: \
            touch it, see how far off it lands (pixels and % of the diagonal), then touch Accept or \
            Redo. A target refused three times (a touchscreen whose error is not linear) brings up \
            the best fit of the touches so far with its error, to accept or to retry all targets, \
            so the wizard always ends. Accepted, it says whether the digitizer's axes are swapped \
            or mirrored, prints the matrix and the errors as JSON, and writes it to --config under \
            devices: with the device's name, vendor/product and its most specific stable identity \
            (serial or uniq when it has one, else ID_PATH, else phys; the rest of the file is kept). The kiosk applies it whenever that device is opened, \
            hotplug included. The matrix maps onto the panel before the display's rotation, and \
            --rotate/--flip-x/--flip-y are taken out of it, so those settings keep their meaning.

            Live, the screen and touchscreens are opened as `run` opens them (--seat): through \
            seatd or logind when one runs, directly otherwise.

            With a displays: list in --config, the targets are drawn on the screen --connector \
            names, else on the one the touchscreen's devices[].display entry puts it on (the node \
            named, the trace's device, or the touchscreens present when they all sit on one), else \
            on the list's first; turned by that screen's rotation.

            --replay TRACE runs the wizard on a recorded or built trace instead (frames as PNG \
            files, by default in ./touchdeck-calibrate): how the wizard is tested.
            """
    )

    @Argument(help: "The device node to calibrate (default: the first touchscreen touched).")
    var node: String?

    @Option(help: "Config file to write the matrix into (created when missing; default: print it only).")
    var config: String?

    @Flag(help: "Print the matrix without writing --config.")
    var dryRun = false

    @Option(help: "drm:/dev/dri/cardN, fbdev:/dev/fbN or png:DIRECTORY (default: DRM, then fbdev; with --replay png:./touchdeck-calibrate).")
    var display: String?

    @Option(help: "The connector to draw the targets on (HDMI-A-2); with a displays: list, one of it (default: the touchscreen's devices[].display, else the list's first).")
    var connector: String?

    @Option(help: "Panel size WIDTHxHEIGHT for PNG output (default 800x480).")
    var screen: String?

    @Option(help: "The picture's rotation on the panel, degrees clockwise: 0, 90, 180 or 270 (default: display.rotation from --config).")
    var displayRotation: Int?

    @Option(help: "Run on this trace instead of live touches (its first touch device).")
    var replay: String?

    @Option(help: "evemu device description for a headerless .events trace.")
    var desc: String?

    @Option(help: "Live: how devices are opened: auto (through seatd or logind when one runs, else directly), libseat or direct — as for `run`.")
    var seat: String = "auto"

    @Option(help: "Give up after this many seconds without a finished calibration (live).")
    var timeout: Double = 300

    @OptionGroup var reading: InputReadingOptions

    func run() throws {
        let logger = makeLogger("touchdeck.calibrate", verbose: reading.verbose)
        let existing = config.map { FileManager.default.fileExists(atPath: $0) } ?? false
        let settings = try exitingOnError { try SettingsLoader().load(path: existing ? config : nil) }
        let panel = try screen.map { try DimensionsOption.parse($0, option: "--screen") } ?? Size(width: 800, height: 480)
        guard let seatMode = SeatMode(rawValue: seat) else { throw ValidationError("--seat must be auto, libseat or direct, not \(seat)") }
        // Live, the devices are opened as the kiosk opens them: through a seat manager when one runs.
        var access = DeviceAccess.direct
        if replay == nil { access = try exitingOnError { try DeviceAccess.open(mode: seatMode, logger: logger) } }
        defer { access.session?.close() }
        let screenChoice = try exitingOnError {
            try CalibrationScreenChoice.choose(settings: settings, connector: connector,
                                               devices: settings.displays.isEmpty ? [] : candidates(opener: access.opener),
                                               rotationOption: displayRotation)
        }
        if connector != nil || !settings.displays.isEmpty { logger.notice("\(screenChoice.summary)") }
        let target = try display.map(DisplayChoice.init(parsing:))
            ?? (replay == nil ? DisplayChoice.automatic(seat: access.session != nil, connector: screenChoice.request.connector) : nil)
            ?? .png("touchdeck-calibrate")
        let output = try exitingOnError {
            try FrameOutput(sink: target.open(width: Int(panel.width), height: Int(panel.height), rotation: screenChoice.rotation,
                                              opener: access.opener, request: screenChoice.request,
                                              problems: { logger.error("\($0)") }, notes: { logger.notice("\($0)") }))
        }
        let rotation = ScreenOrientation.Rotation(rawValue: screenChoice.rotation.rawValue) ?? .none
        let wizard = CalibrationWizard(options: .init(screen: output.screen, rotation: rotation))
        let session = CalibrationSession(wizard: wizard, output: output, node: node)
        try exitingOnError {
            if let replay { try runReplay(replay, session: session) } else { try runLive(session: session, opener: access.opener, logger: logger) }
            try output.close()
        }
        guard let result = session.result, let device = session.device else {
            let why = replay == nil ? "timed out or stopped" : "the trace ended"
            return try exitingOnError { throw UserFacingError("calibration not finished: \(session.touches.count) touch(es) taken, \(why)") }
        }
        // The device's own matrix comes before --rotate and flips: take them out.
        let orientation = try reading.configuration(nodes: [], screen: nil, includeTouchpads: false).orientation.matrix
        let matrix = result.matrix.followed(by: orientation.inverted ?? .identity)
        if let message = result.axes.message { logger.notice("\(device.identity.name): \(message)") }
        print(Self.summary(result, matrix: matrix, device: device.identity, node: device.node))
        if let config, !dryRun {
            try exitingOnError {
                let text = existing ? try SettingsLoader.readText(path: config) : ""
                let updated = try DeviceCalibrationWriter.updating(text, path: config, with: DeviceCalibration(identity: device.identity.kept, matrix: matrix))
                // What is written must load: never leave a file the kiosk refuses.
                _ = try SettingsLoader().load(text: updated, path: config)
                try Data(updated.utf8).write(to: URL(fileURLWithPath: config), options: .atomic)
            }
            logger.notice("wrote the calibration of \(device.identity.kept) to \(config)")
        }
    }

    /// Who may be calibrated, to find the screen it sits on: the trace's first
    /// device, the node named, else the touchscreens present.
    private func candidates(opener: any DeviceOpener) -> [DeviceIdentity] {
        if let replay {
            guard let reader = try? TraceReader.open(path: replay, descPath: desc) else { return [] }
            while let record = try? reader.next() {
                if case .device(_, let device) = record {
                    let d = device.description
                    return [DeviceIdentity(name: d.name, vendor: d.id.vendor, product: d.id.product)]
                }
            }
            return []
        }
        if let node { return (try? DeviceDiscovery.describe(node: node)).map { [$0.identity] } ?? [] }
        return DeviceDiscovery.touchDevices(opener: opener).map(\.identity)
    }

    /// Feeds the trace's first touch device to the wizard, normalised.
    private func runReplay(_ path: String, session: CalibrationSession) throws {
        var stream = TouchFrameStream(try TraceReader.open(path: path, descPath: desc), choice: .firstWithPositions,
                                      mapping: .screen(Size(width: 1, height: 1)), path: path)
        var announced = false
        try session.show(time: 0)
        while session.result == nil, let next = try stream.next() {
            if !announced, let device = stream.decoder.touchDevice?.device.description {
                announced = true
                session.deviceAdded(node: path, identity: DeviceIdentity(name: device.name, vendor: device.id.vendor, product: device.id.product))
            }
            try session.handle(node: path, frame: next.frame, time: Double(next.sinceDeviceStart) / 1_000_000)
        }
    }

    /// Reads the touchscreens raw (no calibration, rotation or flips; positions 0…1) until done.
    private func runLive(session: CalibrationSession, opener: any DeviceOpener, logger: Logger) throws {
        var configuration = try reading.configuration(nodes: node.map { [$0] } ?? [], screen: Size(width: 1, height: 1), includeTouchpads: false)
        configuration.calibration = .identity
        configuration.orientation = ScreenOrientation()
        configuration.displayRotation = .none
        configuration.filters = TouchFilterSettings()
        let live = try LiveInput(configuration: configuration, logger: logger, hotplug: true, stop: StopSignal.install(), opener: opener)
        let start = MonotonicClock.now()
        let seconds = { Double(MonotonicClock.now() - start) / 1_000_000 }
        try session.show(time: 0)
        var failure: Error?
        let handle: (InputUpdate) -> Void = { update in
            switch update {
            case .deviceAdded(let info):
                session.deviceAdded(node: info.node, identity: info.identity)
                logger.info("touch device \(info.node): \(info.identity)")
            case .frame(let node, let frame):
                do {
                    if try session.handle(node: node, frame: frame, time: seconds()) {
                        logger.info("touch \(session.touches.count) taken; \(Self.describe(session.wizard))")
                    }
                } catch { failure = failure ?? error }
            default: break
            }
        }
        try live.start(handle)
        let deadline = start + Int64(timeout * 1_000_000)
        while session.result == nil, failure == nil, MonotonicClock.now() < deadline {
            if try live.wait(until: deadline, handle) == .stopped { break }
        }
        if let failure { throw failure }
        if session.result != nil { try session.show(time: seconds()) }
    }

    /// What the wizard asks for now, for the log.
    static func describe(_ wizard: CalibrationWizard) -> String {
        let note = wizard.note.map { ": \($0)" } ?? ""
        switch wizard.step {
        case .target(let index, _, _, _): return "now target \(index + 1)\(note)"
        case .bestFit(let fit, let refused):
            return "target \(refused + 1) refused too often: offering the best fit, \(fit.describe(fit.maximumError)) largest error\(note)"
        case .check: return "now the check cross"
        case .checked(let result): return "the check touch landed \(result.describe(result.checkError ?? 0)) off: accept or redo\(note)"
        case .finished: return "accepted"
        }
    }

    /// One JSON line: device, matrix, errors, axes, the touches taken.
    static func summary(_ result: CalibrationResult, matrix: CalibrationMatrix, device: DeviceIdentity, node: String) -> String {
        var object: [String: Any] = [
            "device": device.name, "node": node, "calibration": matrix.values, "fitted": result.matrix.values,
            "maximumErrorPixels": (result.maximumError * 1000).rounded() / 1000, "rmsErrorPixels": (result.rmsError * 1000).rounded() / 1000,
            "checkErrorPixels": result.checkError.map { ($0 * 1000).rounded() / 1000 } ?? NSNull(),
            "maximumErrorPercent": (result.percentOfDiagonal(result.maximumError) * 1000).rounded() / 1000,
            "swappedAxes": result.axes.swapped, "mirroredX": result.axes.mirroredX, "mirroredY": result.axes.mirroredY,
        ]
        object["vendor"] = device.vendor.map(Int.init) ?? NSNull()
        object["product"] = device.product.map(Int.init) ?? NSNull()
        object["phys"] = device.phys ?? NSNull()
        object["idPath"] = device.idPath ?? NSNull()
        object["uniq"] = device.uniq ?? NSNull()
        object["serial"] = device.serial ?? NSNull()
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
