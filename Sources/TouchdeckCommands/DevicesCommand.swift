import ArgumentParser
import Display
import Foundation
import Kiosk
import KioskRuntime
import Logging
import TouchdeckSupport
import TouchDevices
import TouchModel

/// `touchdeck devices`: list touch devices, or watch what one reports.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List touchscreens (and touchpads), or watch their mapped touch frames.",
        discussion: """
            Lists node, name, kind, protocol, slots, size in mm, udev properties and calibration \
            of every touch device (through udev's ID_INPUT_TOUCHSCREEN / ID_INPUT_TOUCHPAD, or by \
            opening /dev/input/event* when udev does not run). With --watch, reads them live \
            (hotplug included) and prints each touch frame as a JSON line until SIGINT/SIGTERM.
            """
    )

    @Flag(help: "One JSON object per device and line.")
    var json = false

    @Flag(help: "Include touchpads.")
    var touchpads = false

    @Flag(help: "Read the devices live and print frames as JSON lines.")
    var watch = false

    @OptionGroup var input: LiveInputOptions

    func run() throws {
        let logger = makeLogger("touchdeck.devices", verbose: input.verbose)
        if watch { return try watchFrames(logger: logger) }
        let devices = input.nodes.isEmpty
            ? DeviceDiscovery.touchDevices(includeTouchpads: touchpads) { logger.warning("skipping device", metadata: ["error": "\($0)"]) }
            : try input.nodes.map { try DeviceDiscovery.describe(node: $0) }
        if devices.isEmpty, !json { print("no touch devices found (udev \(DeviceDiscovery.udevAvailable ? "running" : "not running"))") }
        for device in devices { print(json ? Self.jsonLine(device, input) : Self.textBlock(device, input)) }
        let displays = DisplayDiscovery.displays()
        if displays.isEmpty, !json { print("no displays found (no /sys/class/drm connectors or /sys/class/graphics/fb*)") }
        for display in displays { print(json ? Self.jsonLine(display) : Self.textLine(display)) }
    }

    static func textLine(_ display: DisplayInfo) -> String {
        let size = display.size.map { "\($0.width)×\($0.height)" } ?? "size unknown"
        return "display \(display.spec): \(display.name), \(size)\(display.status.map { ", \($0)" } ?? "")"
    }

    static func jsonLine(_ display: DisplayInfo) -> String {
        JSONValue.object([
            ("display", .string(display.spec)), ("name", .string(display.name)),
            ("size", display.size.map { .array([.number(Double($0.width)), .number(Double($0.height))]) } ?? .null),
            ("status", display.status.map(JSONValue.string) ?? .null),
        ]).text
    }

    private func watchFrames(logger: Logger) throws {
        let configuration = try input.configuration(includeTouchpads: touchpads)
        let live = try LiveInput(configuration: configuration, logger: logger, stop: StopSignal.install())
        let handle: (InputUpdate) -> Void = { update in
            switch update {
            case .frame(let node, let frame): print(frameLine(node: node, frame: frame))
            case .deviceAdded(let info): logger.info("added \(info.node) \(info.name)")
            case .deviceRemoved(let node): logger.info("removed \(node)")
            case .pointerMotion(let node, let time, let dx, let dy):
                print(JSONValue.object([("node", .string(node)), ("time", .number(Double(time) / 1e6)),
                                        ("pointer", .object([("dx", .number(dx)), ("dy", .number(dy))]))]).text)
            case .touchpadGesture(let node, let g):
                print(JSONValue.object([
                    ("node", .string(node)), ("time", .number(Double(g.time) / 1e6)), ("gesture", .string(g.kind.rawValue)),
                    ("phase", .string(g.phase.rawValue)), ("fingers", .number(Double(g.fingers))), ("dx", .number(g.dx)),
                    ("dy", .number(g.dy)), ("scale", .number(g.scale)),
                ]).text)
            case .rawEvent, .keyboardAdded, .keyboardRemoved, .key: break
            }
            fflush(nil)
        }
        try live.start(handle)
        while try live.wait(handle) != .stopped {}
    }

    static func textBlock(_ device: InputDeviceInfo, _ input: LiveInputOptions) -> String {
        let d = device.description
        var lines = ["\(device.node): \(device.name)",
                     "  kind: \(device.kind.rawValue), protocol: \(d.touchProtocol.rawValue), slots: \(d.slotCount)",
                     "  identity: \(device.identity)"]
        if let axes = d.positionAxes {
            lines.append("  range: x \(axes.x.minimum)…\(axes.x.maximum), y \(axes.y.minimum)…\(axes.y.maximum)")
        }
        lines.append("  size: " + (device.sizeMillimetres.map { "\($0.width) × \($0.height) mm" } ?? "unknown (no resolution)"))
        lines.append("  calibration: \(calibration(device, input))")
        for issue in d.touchIssues { lines.append("  issue: \(issue)") }
        for (key, value) in device.udevProperties.sorted(by: { $0.key < $1.key }) where key.hasPrefix("ID_INPUT") || key.hasPrefix("LIBINPUT") {
            lines.append("  udev: \(key)=\(value)")
        }
        return lines.joined(separator: "\n")
    }

    static func jsonLine(_ device: InputDeviceInfo, _ input: LiveInputOptions) -> String {
        let d = device.description
        var object: [String: Any] = [
            "node": device.node, "name": device.name, "kind": device.kind.rawValue,
            "vendor": Int(d.id.vendor), "product": Int(d.id.product), "phys": device.phys ?? "",
            "uniq": device.uniq ?? "", "idPath": device.identity.idPath ?? "", "serial": device.identity.serial ?? "",
            "protocol": d.touchProtocol.rawValue, "slots": d.slotCount,
            "udev": device.udevProperties, "calibration": calibration(device, input).values,
            "issues": d.touchIssues.map(\.description),
        ]
        object["sizeMillimetres"] = device.sizeMillimetres.map { ["width": $0.width, "height": $0.height] } ?? NSNull()
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    private static func calibration(_ device: InputDeviceInfo, _ input: LiveInputOptions) -> CalibrationMatrix {
        ((try? input.configuration(includeTouchpads: true)) ?? InputConfiguration()).calibration(for: device)
    }
}

/// A frame as one JSON line, positions in screen points (or device units).
func frameLine(node: String, frame: TouchFrame) -> String {
    JSONValue.object([("node", .string(node)), ("time", .fixed(Double(frame.time) / 1e6, places: 6)), ("contacts", contactsJSON(frame))]).text
}

/// A frame's contacts as a JSON array: id, position and what changed.
func contactsJSON(_ frame: TouchFrame) -> JSONValue {
    .array(frame.contacts.map { contact in
        let changes: [(ContactChange, String)] = [(.began, "began"), (.moved, "moved"), (.ended, "ended"), (.cancelled, "cancelled")]
        return .object([
            ("id", .number(Double(contact.id))), ("x", .number(contact.position.x)), ("y", .number(contact.position.y)),
            ("change", .array(changes.filter { contact.change.contains($0.0) }.map { .string($0.1) })),
        ])
    })
}

/// Options for reading live input: devices, then how to read and map them.
struct LiveInputOptions: ParsableArguments {
    @Argument(help: "Device nodes (default: every touchscreen found, with hotplug).")
    var nodes: [String] = []

    @Option(help: "Map onto a screen of WIDTHxHEIGHT points (default: device units).")
    var screen: String?

    @OptionGroup var reading: InputReadingOptions

    var verbose: Bool { reading.verbose }

    func configuration(includeTouchpads: Bool, rawEvents: Bool = false) throws -> InputConfiguration {
        let size = try screen.map { try DimensionsOption.parse($0, option: "--screen") }
        return try reading.configuration(nodes: nodes, screen: size, includeTouchpads: includeTouchpads, rawEvents: rawEvents)
    }
}

/// How to read touch devices: backend, grabbing, calibration, rotation and filters.
struct InputReadingOptions: ParsableArguments {
    @Option(help: "evdev or libinput (default: libinput where udev runs, evdev elsewhere).")
    var backend: String?

    @Flag(help: "Grab the devices so no other program (console, compositor) acts on the touches.")
    var grab = false

    @Option(help: "Calibration matrix, 6 numbers \"a b c d e f\" (default: the device's LIBINPUT_CALIBRATION_MATRIX).")
    var calibration: String?

    @Option(help: "Rotation in degrees clockwise: 0, 90, 180 or 270.")
    var rotate = 0

    @Flag(help: "Mirror left and right.")
    var flipX = false

    @Flag(help: "Mirror top and bottom.")
    var flipY = false

    @Option(help: "Median filter over N samples.")
    var median: Int?

    @Option(help: "Dejitter movements below this many points.")
    var dejitter: Double?

    @Option(help: "Ignore touches within SECONDS of a release.")
    var debounce: Double?

    @Option(help: "A touch must last N frames (against ghost taps).")
    var minSamples: Int?

    @Option(help: "Minimum pressure for a contact to count.")
    var pressure: Int32?

    @Flag(help: "Drop touches that begin off the screen.")
    var crop = false

    @Flag(help: "Do not use udev even where it runs: find devices in /dev/input and follow hotplug with inotify (evdev backend; for containers whose udev delivers no events).")
    var noUdev = false

    @Flag(name: .shortAndLong, help: "Log debug messages (a live kiosk: where each touch's latency goes).")
    var verbose = false

    func configuration(nodes: [String], screen: Size?, includeTouchpads: Bool, rawEvents: Bool = false) throws -> InputConfiguration {
        let chosen: InputBackend
        if let backend {
            guard let value = InputBackend(rawValue: backend) else { throw ValidationError("--backend must be evdev or libinput, not \(backend)") }
            guard !(noUdev && value == .libinput) else { throw ValidationError("--no-udev needs --backend evdev: libinput finds and follows devices through udev") }
            chosen = value
        } else {
            chosen = noUdev ? .evdev : .preferred
        }
        var matrix: CalibrationMatrix?
        if let calibration {
            guard let parsed = CalibrationMatrix(parsing: calibration) else {
                throw ValidationError("--calibration needs 6 numbers, e.g. \"1 0 0 0 1 0\"")
            }
            matrix = parsed
        }
        guard let rotation = ScreenOrientation.rotation(degrees: rotate) else { throw ValidationError("--rotate must be 0, 90, 180 or 270") }
        return InputConfiguration(
            backend: chosen, nodes: nodes, includeTouchpads: includeTouchpads, grab: grab, screen: screen,
            calibration: matrix, orientation: ScreenOrientation(rotation: rotation, flipHorizontally: flipX, flipVertically: flipY),
            filters: TouchFilterSettings(medianWindow: median, dejitterThreshold: dejitter, debounceSeconds: debounce,
                                         minimumSamples: minSamples, pressureThreshold: pressure, crop: crop),
            rawEvents: rawEvents, usesUdev: !noUdev && DeviceDiscovery.udevAvailable)
    }
}
