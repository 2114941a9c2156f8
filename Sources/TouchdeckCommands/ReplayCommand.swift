import ArgumentParser
import Foundation
import TouchDevices
import TouchModel
import TouchTrace

/// `touchdeck replay`: a trace played into the kernel through uinput.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Play a trace into uinput devices in real time, as `libinput replay` does.",
        discussion: """
            Creates one uinput device per device of the trace, from its description; waits \
            --start-after seconds so readers (a kiosk, libinput, `touchdeck record`) can open them \
            (SIGUSR1 ends the wait at once: a reader that says when it is ready need not be given \
            a generous fixed delay); plays the events with their recorded spacing; then, --remove-after seconds after the \
            last event, removes the devices (an unplug, for readers). Needs write \
            access to /dev/uinput. SIGINT/SIGTERM stop the playback and remove the devices.
            """
    )

    @Argument(help: "The trace (libinput-record YAML or evemu).")
    var trace: String

    @Option(name: .long, help: "evemu device description for a headerless .events file.")
    var desc: String?

    @Option(help: "Seconds to wait between creating the devices and the first event.")
    var startAfter = 0.5

    @Option(help: "Playback speed factor (2 = twice as fast).")
    var speed = 1.0

    @Option(help: "Seconds to keep the devices after the last event before removing them.")
    var removeAfter = 0.1

    func run() throws {
        guard startAfter >= 0, removeAfter >= 0, speed > 0 else {
            throw ValidationError("--start-after and --remove-after must be >= 0 and --speed > 0")
        }
        try exitingOnError {
            let recorded = try TraceReader.open(path: trace, descPath: desc).readAll()
            guard !recorded.isEmpty else { throw UserFacingError("touchdeck: \(trace): no device in the trace") }
            let stop = StopSignal.install()
            // Before the devices exist, so a reader that sees them may already signal.
            signal(SIGUSR1) { _ in }
            let devices = try recorded.map { try UInputDevice(description: $0.device.description) }
            for (device, entry) in zip(devices, recorded) {
                FileHandleOutput.standardError("touchdeck: \(device.devnode): \(entry.device.description.name)")
            }
            // Merge the devices' events by time (stable: a device's own order is kept).
            var events: [(device: Int, event: InputEvent)] = []
            for (index, entry) in recorded.enumerated() { events += entry.events.map { (index, $0) } }
            events = events.enumerated().sorted { ($0.element.event.time, $0.offset) < ($1.element.event.time, $1.offset) }.map(\.element)
            // A signal (SIGUSR1: start now; SIGINT/SIGTERM: stop) interrupts the wait.
            UInputPlayer.sleep(until: MonotonicClock.now() + Int64(startAfter * 1_000_000))
            FileHandleOutput.standardError("touchdeck: playing \(events.count) events")
            let outcome = try UInputPlayer.play(events, into: devices, speed: speed, stop: stop)
            if case .stopped(let played) = outcome { FileHandleOutput.standardError("touchdeck: stopped after \(played) events") }
            // Let readers take the last events before the devices vanish (a signal cuts this short).
            let linger = outcome == .finished ? removeAfter : 0.1
            UInputPlayer.sleep(until: MonotonicClock.now() + Int64(linger * 1_000_000))
            devices.forEach { $0.destroy() }
        }
    }
}
