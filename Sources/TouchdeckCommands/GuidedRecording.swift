import Foundation
import Geometry
import GestureTuning
import Kiosk
import KioskRuntime
import Logging
import Render
import TouchDevices
import TouchModel
import TouchTrace
import TouchUI

/// `touchdeck record --guided`: the guided screen on a display, its session
/// fed by a live touch device or a trace, its recordings written at the end.
struct GuidedRecording {
    let plan: GuidedPlan
    let directory: String
    /// Where the guided screen is drawn (its size is the plan's screen).
    let output: FrameOutput
    let display: DisplayChoice
    let logger: Logger

    /// Replays `tracePath` as if a person did the session on the first touch device in it.
    func replay(tracePath: String) throws {
        let session = GuidedSession(plan: plan)
        let runner = makeRunner(session)
        let replay = AppReplay(runner: runner, options: AppReplay.Options(startDelay: 0))
        var drawError: Error?
        replay.onFrame = { layers, time in
            do { try output.draw(layers, time: time) } catch { drawError = drawError ?? error }
        }
        var recorded: Int?
        let source = ObservedRecords(try TraceReader.open(path: tracePath)) { record in
            switch record {
            case .device(let index, let device):
                if recorded == nil, session.use(device: device) { recorded = index }
            case .event(let index, let event):
                if index == recorded { session.feed(event) }
            }
        }
        try replay.run(reader: source, tracePath: tracePath)
        if let drawError { throw drawError }
        try output.close()
        guard session.recordedDevice != nil else {
            throw UserFacingError("touchdeck: \(tracePath): no touch device in the trace")
        }
        try finish(session, frames: output.presentedFrames)
    }

    /// Runs on the live touchscreen until every attempt is done or SIGINT/SIGTERM.
    func live(configuration: InputConfiguration) throws {
        let session = GuidedSession(plan: plan)
        let runner = makeRunner(session)
        let input = try LiveInput(configuration: configuration, logger: logger, hotplug: true, stop: StopSignal.install())
        let kiosk = LiveKiosk(runner: runner, output: output, input: input, logger: logger)
        var recordedNode: String?
        kiosk.observer = { update in
            switch update {
            case .deviceAdded(let info) where recordedNode == nil:
                if session.use(device: Recording.traceDevice(info)) {
                    recordedNode = info.node
                    logger.info("recording \(info.node): \(info.description.name)")
                }
            case .rawEvent(let node, let event) where node == recordedNode:
                session.feed(event)
            default:
                break
            }
        }
        kiosk.isFinished = { session.step == nil }
        logger.info("guided recording: \(plan.stepCount) attempts (\(plan.kinds.map(\.rawValue).joined(separator: ", ")) × \(plan.attempts)); stop early with Ctrl-C")
        try kiosk.run()
        try finish(session, frames: output.presentedFrames)
    }

    private func makeRunner(_ session: GuidedSession) -> AppRunner {
        AppRunner(app: ViewHost(GuidedRecordingView(session: session), measurer: PangoTextMeasurer()), screen: output.screen)
    }

    private func finish(_ session: GuidedSession, frames: Int) throws {
        session.finish()
        let written = try session.write(to: directory)
        guard !written.isEmpty else {
            throw UserFacingError("touchdeck: no attempt was recorded, nothing written to \(directory)")
        }
        for kind in session.recordedKinds {
            print("\(directory)/\(kind.rawValue).yml + \(kind.rawValue).labels.yaml")
        }
        if session.step != nil {
            logger.warning("stopped after \(session.completed) of \(plan.stepCount) attempts; what was done is written")
        }
        if case .png(let folder) = display { logger.notice("wrote \(frames) frames to \(folder)/") }
        print("next: touchdeck tune \(directory)/*.labels.yaml -o tuned.yaml")
    }
}

/// A trace source that shows each record to `observe` as it is read.
final class ObservedRecords<Base: TraceRecordSource>: TraceRecordSource {
    private let base: Base
    private let observe: (TraceRecord) -> Void

    init(_ base: Base, observe: @escaping (TraceRecord) -> Void) {
        self.base = base
        self.observe = observe
    }

    func next() throws -> TraceRecord? {
        let record = try base.next()
        if let record { observe(record) }
        return record
    }
}
