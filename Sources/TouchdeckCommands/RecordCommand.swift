import ArgumentParser
import Foundation
import Geometry
import GestureTuning
import Kiosk
import KioskHost
import Logging
import TouchDevices
import TouchModel
import TouchTrace

/// `touchdeck record`: raw events of live devices into a libinput-record file.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record touch devices to a libinput-record YAML file (version 1).",
        discussion: """
            Reads the named devices (default: every touchscreen found) through libevdev and writes \
            every event, with times relative to the first, until SIGINT or SIGTERM; the file is then \
            complete and loads in `libinput replay`, `libinput analyze recording` and `touchdeck trace`. \
            The devices are fixed at the start (the header states their number); a device that goes \
            away ends its part of the recording.

            --guided --person NAME guides one person through a practice round (what was recognized is shown; \
            nothing is recorded), then --count rounds of every gesture's variants in an order drawn from --seed: \
            taps, double taps, presses, drags and swipes of several lengths and directions, pinches, and the \
            negatives (separate taps, short drags). Undo, Skip and Redo are buttons on the screen; an attempt \
            that starts far from its target is asked again. With --config the touches are placed as the live kiosk \
            places them under that config (its devices: calibration, then display.rotation, which also turns the \
            guided screen), as `touchdeck tune --config` measures them. The session goes into a new folder \
            OUTPUT/NAME-N (never overwriting), written as it goes: session.yml + session.labels.yaml with \
            the person, session number and seed. It ends when every prompt is done, after --idle-timeout \
            seconds without a touch, or on SIGINT/SIGTERM, what was done kept. `touchdeck tune OUTPUT` reads \
            every session under the folder. With --replay TRACE the session is fed from a trace instead of a \
            touchscreen (the first touch device in it).

            --ring SECONDS records nothing to disk until asked: it keeps the last SECONDS of the \
            first device's touches in memory and, on SIGUSR1 (or POST /trace with --listen), writes \
            them into the --output folder as field-trace-N.yaml, a trace `touchdeck run --replay` plays \
            again. It runs until SIGINT or SIGTERM.
            """
    )

    @Argument(help: "Device nodes (default: every touchscreen found).")
    var nodes: [String] = []

    @Option(name: .shortAndLong, help: "The recording to write (.yml/.yaml); with --guided or --ring, the folder to write into.")
    var output: String

    @Option(help: "Keep the last SECONDS of touches in memory; SIGUSR1 (or POST /trace with --listen) writes them to OUTPUT/field-trace-N.yaml.")
    var ring: Double?

    @OptionGroup var server: ServerOptions

    @Flag(help: "Guide a person through the gestures on the screen; write a labelled session into OUTPUT/PERSON-N.")
    var guided = false

    @Option(help: "--guided: who does the session (letters, digits, . _ -); names its folder and its labels.")
    var person: String?

    @Option(help: "--guided: rounds of every gesture's variants.")
    var count = 3

    @Option(help: "--guided: the seed of the prompts' order and places (default: from the person and session number).")
    var seed: UInt64?

    @Option(help: "--guided: seconds without a touch that end the session.")
    var idleTimeout = 60.0

    @Flag(help: "--guided: no practice round.")
    var noPractice = false

    @Option(help: "--guided: the gestures to ask for, comma-separated (default: \(GestureKind.labelNames.map(\.rawValue).joined(separator: ","))).")
    var gestures: String?

    @Option(help: "--guided: the kiosk's config: its devices: calibrations and display.rotation place touches (and turn the screen) as the kiosk does.")
    var config: String?

    @Option(help: "--guided: feed the session from this trace instead of a touchscreen.")
    var replay: String?

    @Option(help: "--guided: drm:/dev/dri/cardN, fbdev:/dev/fbN or png:DIRECTORY (default: DRM, then fbdev; png:./touchdeck-out with --replay).")
    var display: String?

    @Option(help: "--guided: screen size WIDTHxHEIGHT in points for PNG output (default: the display's, or 800x480).")
    var screen: String?

    @Flag(name: .shortAndLong, help: "Log debug messages.")
    var verbose = false

    @Flag(help: "Grab the devices while recording.")
    var grab = false

    @Flag(help: "Include touchpads when discovering devices.")
    var touchpads = false

    func run() throws {
        let logger = makeLogger("touchdeck.record", verbose: verbose)
        if guided { return try runGuided(logger: logger) }
        if let ring { return try runRing(seconds: ring, logger: logger) }
        guard server.listen == nil, server.token == nil, server.tokenFile == nil else {
            throw ValidationError("--listen, --token and --token-file go with --ring")
        }
        guard replay == nil, display == nil, screen == nil, gestures == nil, person == nil, seed == nil, config == nil else {
            throw ValidationError("--replay, --display, --screen, --gestures, --person, --seed and --config go with --guided")
        }
        guard TraceFormat.forPath(output) == .libinputRecord else {
            throw ValidationError("--output must end in .yml or .yaml (libinput record)")
        }
        let configuration = InputConfiguration(backend: .evdev, nodes: nodes, includeTouchpads: touchpads, grab: grab, rawEvents: true)
        try exitingOnError {
            let live = try LiveInput(configuration: configuration, logger: logger, hotplug: false, stop: StopSignal.install())
            var order: [String] = []
            var infos: [String: InputDeviceInfo] = [:]
            try live.start { update in
                if case .deviceAdded(let info) = update {
                    order.append(info.node)
                    infos[info.node] = info
                }
            }
            guard !order.isEmpty else { throw UserFacingError("touchdeck: no device to record (name one, e.g. /dev/input/event5)") }
            let recording = try Recording(path: output, devices: order.compactMap { infos[$0] })
            logger.info("recording \(order.joined(separator: ", ")) to \(output); stop with Ctrl-C")
            var open = Set(order)
            var failure: Error?
            let handle: (InputUpdate) -> Void = { update in
                switch update {
                case .rawEvent(let node, let event):
                    do { try recording.write(event, device: order.firstIndex(of: node) ?? 0) } catch { failure = error }
                case .deviceRemoved(let node): open.remove(node)
                default: break
                }
            }
            while failure == nil, !open.isEmpty, try live.wait(handle) != .stopped {}
            try recording.finish()
            if let failure { throw failure }
            logger.info("wrote \(recording.eventCount) events to \(output)")
        }
    }
}

extension RecordCommand {
    private func runGuided(logger: Logger) throws {
        let kinds = try (gestures?.split(separator: ",").map { name -> GestureKind in
            guard let kind = GestureKind(rawValue: name.trimmingCharacters(in: .whitespaces)), GestureKind.labelNames.contains(kind) else {
                throw ValidationError("--gestures: unknown gesture '\(name)': expected \(GestureKind.labelNames.map(\.rawValue).joined(separator: ", "))")
            }
            return kind
        }) ?? GestureKind.labelNames
        guard count >= 1, count <= 50 else { throw ValidationError("--count must be from 1 to 50") }
        guard let person else { throw ValidationError("--guided needs --person NAME: each session is filed under its person") }
        guard GuidedSessionFolder.isValidPerson(person) else {
            throw ValidationError("--person '\(person)': use letters, digits, '.', '_' and '-' (not starting with '.')")
        }
        guard idleTimeout > 0, idleTimeout.isFinite else { throw ValidationError("--idle-timeout must be a positive number of seconds") }
        let size = try screen.map { try DimensionsOption.parse($0, option: "--screen") }
        var choice = try display.map(DisplayChoice.init(parsing:))
        if choice == nil { choice = replay == nil ? DisplayChoice.automatic() : .png("touchdeck-out") }
        guard let choice else {
            throw UserFacingError("touchdeck: no display (/dev/dri/card0, /dev/fb0) for the guided screen: pass --display png:DIR, or --replay TRACE")
        }
        try exitingOnError {
            // Touches land where the live kiosk (and `tune --config`) puts them: the config's calibrations and rotation.
            let kioskConfig = try KioskConfigPlacement(path: config)
            // --screen is the panel's size; with a quarter turn the guided screen is its height × width.
            let output = try FrameOutput(sink: choice.open(width: Int(size?.width ?? 800), height: Int(size?.height ?? 480),
                                                           rotation: kioskConfig.kiosk.rotation))
            // The default seed comes from the person and their next session number: a replay draws the same prompts.
            let next = GuidedSessionFolder.nextSession(in: self.output, person: person)
            let plan = GuidedPlan(kinds: kinds, rounds: count, screen: Size(width: output.screen.width, height: output.screen.height),
                                  seed: seed ?? SeededGenerator.seed(for: "\(person)-\(next)"), practice: !noPractice)
            let recording = GuidedRecording(plan: plan, parent: self.output, person: person, idleTimeout: idleTimeout,
                                            placement: kioskConfig.touches, output: output, display: choice, logger: logger)
            if let replay {
                try recording.replay(tracePath: replay)
            } else {
                // Raw events come from the evdev backend only.
                var configuration = InputConfiguration(backend: .evdev, nodes: nodes, includeTouchpads: touchpads, grab: grab,
                                                       screen: output.screen, rawEvents: true)
                kioskConfig.kiosk.apply(to: &configuration)
                try recording.live(configuration: configuration)
            }
        }
    }
}

/// A libinput-record file being written: the first device streams, the
/// others are kept until the end (the format lists each device's events
/// under it). Times are relative to the first event of any device.
///
/// Each of the first device's frames is handed to the kernel as it ends, and
/// synced to the disk at most once a second of touch time, so a recorder
/// killed with SIGKILL loses nothing and a power cut at most the last second;
/// `trace inspect` and `trace convert` read such a cut file up to its last
/// complete frame.
final class Recording {
    /// Microseconds of touch time between syncs to the disk: often enough
    /// that a power cut costs little, rarely enough not to wear flash storage.
    static let syncInterval: Int64 = 1_000_000
    private let writer: any TraceWriter
    private let devices: [TraceDevice]
    private var later: [[InputEvent]]
    private var origin: Int64?
    private var lastSync: Int64 = 0
    private(set) var eventCount = 0

    init(path: String, devices: [InputDeviceInfo]) throws {
        self.devices = devices.map(Self.traceDevice)
        later = Array(repeating: [], count: max(0, devices.count - 1))
        writer = try makeTraceWriter(path: path, deviceCount: devices.count)
        try writer.beginDevice(self.devices[0])
    }

    /// A live device as a recording describes it (its udev input properties kept).
    static func traceDevice(_ info: InputDeviceInfo) -> TraceDevice {
        let udev = info.udevProperties.filter { $0.key.hasPrefix("ID_INPUT") || $0.key.hasPrefix("LIBINPUT") }
            .sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return TraceDevice(description: info.description, node: info.node, udevProperties: udev)
    }

    func write(_ event: InputEvent, device: Int) throws {
        let start = origin ?? event.time
        origin = start
        var relative = event
        relative.time = event.time - start
        eventCount += 1
        guard device == 0 else {
            later[device - 1].append(relative)
            return
        }
        try writer.write(relative)
        if relative.isSynReport {
            let durably = relative.time - lastSync >= Self.syncInterval
            if durably { lastSync = relative.time }
            try writer.flush(durably: durably)
        }
    }

    func finish() throws {
        for (index, events) in later.enumerated() {
            try writer.beginDevice(devices[index + 1])
            for event in events { try writer.write(event) }
        }
        try writer.finish()
    }
}
