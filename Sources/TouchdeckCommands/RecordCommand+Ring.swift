import ArgumentParser
import Foundation
import Kiosk
import KioskConfig
import KioskWeb
import Logging
import TouchDevices

extension RecordCommand {
    /// `record --ring SECONDS`: the last seconds of the first device's
    /// touches in memory, written on SIGUSR1 or `POST /trace`.
    func runRing(seconds: Double, logger: Logger) throws {
        guard !guided, replay == nil, display == nil, screen == nil, gestures == nil else {
            throw ValidationError("--ring records live devices: --guided, --replay, --display, --screen and --gestures do not go with it")
        }
        guard seconds.isFinite, seconds > 0, seconds <= 3600 else {
            throw ValidationError("--ring: expected more than 0 and at most 3600 seconds, found \(seconds)")
        }
        try exitingOnError {
            // Frames in device units: the trace describes the device itself.
            let configuration = InputConfiguration(backend: .evdev, nodes: nodes, includeTouchpads: touchpads, grab: grab)
            var recorder: FieldTraceRecorder?
            var recorded: String?
            let signal = SignalSource.install(SIGUSR1) {
                guard let recorder else { return logger.warning("SIGUSR1: no touch device yet, nothing to write") }
                Self.write(recorder, reason: "SIGUSR1", logger: logger)
            }
            let address = try server.address()
            let security = try address.map { try server.security(listening: $0) }
            // The loop answers /healthz's pings through the queue.
            let queue = address == nil ? nil : try WebInputQueue()
            let pings = queue.map { WebTouchSource(queue: $0, screen: .zero) }
            let live = try LiveInput(configuration: configuration, logger: logger, hotplug: false, stop: StopSignal.install(),
                                     extraSources: [signal as (any LiveInputSource)?, pings].compactMap { $0 })
            try live.start { update in
                guard case .deviceAdded(let info) = update, recorder == nil else { return }
                recorder = FieldTraceRecorder(seconds: seconds, device: info.description, directory: output)
                recorded = info.node
            }
            guard let recorder, let recorded else { throw UserFacingError("touchdeck: no device to record (name one, e.g. /dev/input/event5)") }
            var running: RunningWebServer?
            if let address, let security {
                for note in security.notes { logger.notice("\(note)") }
                running = try KioskWebServer(address: address, access: security.access, screen: .zero, queue: queue, traces: recorder,
                                             tls: security.tls, insecureHTTP: security.insecureHTTP, logger: logger).start()
                logger.notice("POST \(security.tls == nil ? "http" : "https")://\(WebListenAddress(host: address.host, port: running?.port ?? address.port))/trace writes the ring")
            }
            defer { running?.stop() }
            logger.notice("keeping the last \(seconds) s of \(recorded)'s touches; kill -USR1 \(getpid()) writes them to \(output)/field-trace-N.yaml; stop with Ctrl-C")
            var open = true
            let handle: (InputUpdate) -> Void = { update in
                switch update {
                case .frame(let node, let frame) where node == recorded: recorder.record(frame)
                case .deviceRemoved(let node) where node == recorded: open = false
                default: break
                }
            }
            while open, try live.wait(handle) != .stopped {}
        }
    }

    private static func write(_ recorder: FieldTraceRecorder, reason: String, logger: Logger) {
        do {
            let written = try recorder.write()
            logger.notice("\(reason): \(written.summary)")
        } catch {
            logger.error("\(reason): \(error)")
        }
    }
}
