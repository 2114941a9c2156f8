import Foundation
import Kiosk
import KioskRuntime
import TouchModel
import TouchTrace

extension KioskHost {
    /// Plays `path` through the app on the virtual clock, frames to `output`.
    func runReplay(_ path: String, setup: Setup, runner: AppRunner, output: FrameOutput, events: EventLog?, display: DisplayChoice?) throws {
        let replay = AppReplay(runner: runner, options: AppReplay.Options(startDelay: configuration.startDelay))
        replay.idle = try makeIdle(setup.idle, instance: setup.instance, runner: runner, output: output) { [unowned replay] stage, time in
            events?.write(time: time - (replay.traceStart ?? 0), [("event", .string("idle")), ("stage", .string(stage.rawValue))])
        }
        var drawError: Error?
        let wallStart = ContinuousClock.now
        let realtime = configuration.realtime
        replay.onFrame = { layers, time in
            if realtime { Self.sleep(until: time, from: wallStart) }
            do { try output.draw(layers, time: time) } catch { drawError = drawError ?? error }
        }
        setup.instance.reportEvents { members in
            events?.write(time: runner.time - (replay.traceStart ?? 0), members)
        }
        // The trace's device stands on the panel: calibration, rotation and
        // flips, then the display's rotation onto the app's screen.
        let input = configuration.input
        let calibration = (input.calibration ?? .identity)
            .followed(by: input.orientation.matrix)
            .followed(by: setup.placement.touchRotation.displayTouchMatrix)
        try replay.run(reader: TraceReader.open(path: path, descPath: configuration.traceDescription), calibration: calibration)
        if let drawError { throw drawError }
        events?.write(time: runner.time - (replay.traceStart ?? 0), setup.instance.finalState())
        try output.close()
        if case .png(let directory) = display {
            logger.notice("wrote \(output.presentedFrames) frames and contact-sheet.png to \(directory)/")
        }
    }

    /// Waits on the wall clock until `time` seconds after `start` (`realtime`).
    static func sleep(until time: Double, from start: ContinuousClock.Instant) {
        let target = start + .microseconds(Int64(time * 1_000_000))
        let now = ContinuousClock.now
        if target > now { Thread.sleep(forTimeInterval: Double((target - now).components.attoseconds) / 1e18 + Double((target - now).components.seconds)) }
    }
}
