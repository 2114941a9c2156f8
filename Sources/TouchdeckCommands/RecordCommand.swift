import ArgumentParser
import Foundation
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
            """
    )

    @Argument(help: "Device nodes (default: every touchscreen found).")
    var nodes: [String] = []

    @Option(name: .shortAndLong, help: "The recording to write (.yml/.yaml).")
    var output: String

    @Flag(help: "Grab the devices while recording.")
    var grab = false

    @Flag(help: "Include touchpads when discovering devices.")
    var touchpads = false

    @Flag(name: .shortAndLong, help: "Log debug messages.")
    var verbose = false

    func run() throws {
        let logger = makeLogger("touchdeck.record", verbose: verbose)
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

/// A libinput-record file being written: the first device streams, the
/// others are kept until the end (the format lists each device's events
/// under it). Times are relative to the first event of any device.
final class Recording {
    private let writer: any TraceWriter
    private let devices: [TraceDevice]
    private var later: [[InputEvent]]
    private var origin: Int64?
    private(set) var eventCount = 0

    init(path: String, devices: [InputDeviceInfo]) throws {
        self.devices = devices.map { info in
            let udev = info.udevProperties.filter { $0.key.hasPrefix("ID_INPUT") || $0.key.hasPrefix("LIBINPUT") }
                .sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            return TraceDevice(description: info.description, node: info.node, udevProperties: udev)
        }
        later = Array(repeating: [], count: max(0, devices.count - 1))
        writer = try makeTraceWriter(path: path, deviceCount: devices.count)
        try writer.beginDevice(self.devices[0])
    }

    func write(_ event: InputEvent, device: Int) throws {
        let start = origin ?? event.time
        origin = start
        var relative = event
        relative.time = event.time - start
        eventCount += 1
        if device == 0 { try writer.write(relative) } else { later[device - 1].append(relative) }
    }

    func finish() throws {
        for (index, events) in later.enumerated() {
            try writer.beginDevice(devices[index + 1])
            for event in events { try writer.write(event) }
        }
        try writer.finish()
    }
}
