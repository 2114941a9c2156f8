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
/// fed by a live touch device or a trace, written as it goes into the
/// person's next session folder.
struct GuidedRecording {
    let plan: GuidedPlan
    /// The parent folder: sessions go into PERSON-N inside it.
    let parent: String
    let person: String
    let idleTimeout: Double
    /// The kiosk config's calibrations and rotation, which place each touch on the guided screen.
    let placement: KioskTouchPlacement
    /// Where the guided screen is drawn (its size is the plan's screen).
    let output: FrameOutput
    let display: DisplayChoice
    let logger: Logger

    /// Replays `tracePath` as if a person did the session on the first touch device in it.
    func replay(tracePath: String) throws {
        let (session, files) = try start()
        let runner = makeRunner(session)
        // The screen's once-a-second TimelineView never settles: the replay
        // would tick out its whole settle limit before the first touch and
        // play every touch at that one instant, drawing none of them.
        var options = AppReplay.Options(startDelay: 0)
        options.settleLimit = 0
        let replay = AppReplay(runner: runner, options: options)
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
            try? FileManager.default.removeItem(atPath: files.folder)
            throw UserFacingError("touchdeck: \(tracePath): no touch device in the trace")
        }
        try finish(session, files, frames: output.presentedFrames)
    }

    /// Runs on the live touchscreen until every prompt is done, the idle timeout, or SIGINT/SIGTERM.
    func live(configuration: InputConfiguration) throws {
        let (session, files) = try start()
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
        // Events carry CLOCK_MONOTONIC times: the idle timeout runs on the same clock between them.
        kiosk.isFinished = {
            session.advance(to: MonotonicClock.now())
            return session.isOver
        }
        logger.info("guided recording of \(person) into \(files.folder): \(plan.practice.count) practice prompts, then \(plan.prompts.count) recorded (seed \(plan.seed)); stop early with Ctrl-C")
        try kiosk.run()
        try finish(session, files, frames: output.presentedFrames)
    }

    /// The person's next session folder, and a session writing into it.
    private func start() throws -> (GuidedSession, GuidedSessionFiles) {
        let (folder, number) = try GuidedSessionFolder.create(in: parent, person: person)
        let files = GuidedSessionFiles(folder: folder, plan: plan, person: person, session: number)
        let session = GuidedSession(plan: plan, sink: files, placement: placement)
        session.idleTimeout = idleTimeout
        return (session, files)
    }

    private func makeRunner(_ session: GuidedSession) -> AppRunner {
        AppRunner(app: ViewHost(GuidedRecordingView(session: session), measurer: PangoTextMeasurer()), screen: output.screen)
    }

    private func finish(_ session: GuidedSession, _ files: GuidedSessionFiles, frames: Int) throws {
        session.finish()
        try files.close()
        if let failure = session.failure { throw failure }
        if case .png(let folder) = display { logger.notice("wrote \(frames) frames to \(folder)/") }
        guard files.hasRecording else {
            // Nothing past the practice: no empty session left behind.
            try? FileManager.default.removeItem(atPath: files.folder)
            throw UserFacingError("touchdeck: no attempt was recorded, nothing written to \(parent)")
        }
        print("\(files.labelsPath): \(session.labels.count) attempts labelled (person \(person), seed \(plan.seed)), \(session.skipped) skipped, \(session.missed) discarded as off target")
        switch session.phase {
        case .idle: logger.warning("ended after \(Int(idleTimeout)) s without a touch; what was done is written")
        case .done: break
        default: logger.warning("stopped at prompt \(session.promptIndex + 1) of \(session.promptCount); what was done is written")
        }
        print("next: touchdeck tune \(parent) -o tuned.yaml")
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
