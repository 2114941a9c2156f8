import Foundation
import TouchModel
import TouchTrace

/// A guided session written as it goes into its own folder: `session.yml`
/// (the recorded device's events from the end of the practice round, times
/// from the first) and `session.labels.yaml` (person, session, seed, labels).
///
/// Each frame's events are handed to the kernel as they come; each commit
/// syncs the recording to the disk, then replaces the labels file whole
/// (written aside and renamed), so the labels never name touches the disk
/// does not hold, and a crash or a power cut loses at most the attempt in
/// progress. A recording cut mid-frame still loads (`TraceReader`'s
/// `recoverTruncated`, which `LabelledTouchLoader` uses).
public final class GuidedSessionFiles: GuidedSessionSink {
    public static let recordingName = "session.yml"
    public static let labelsName = "session.labels.yaml"

    public let folder: String
    private let plan: GuidedPlan
    private let person: String
    private let session: Int
    private var writer: (any TraceWriter)?
    private var origin: Int64?

    public init(folder: String, plan: GuidedPlan, person: String, session: Int) {
        self.folder = folder
        self.plan = plan
        self.person = person
        self.session = session
    }

    public var recordingPath: String { (folder as NSString).appendingPathComponent(Self.recordingName) }
    public var labelsPath: String { (folder as NSString).appendingPathComponent(Self.labelsName) }

    public func write(_ events: [InputEvent], of device: TraceDevice) throws {
        let writer = try openedWriter(device)
        for event in events {
            let start = origin ?? event.time
            origin = start
            var relative = event
            relative.time -= start
            try writer.write(relative)
        }
        try writer.flush(durably: false)
    }

    public func commit(_ labels: [GestureLabel]) throws {
        try writer?.flush(durably: true)
        let file = LabelsFile(recording: Self.recordingName, screen: plan.screen, person: person, session: session, seed: plan.seed,
                              labels: labels)
        do { try file.render().write(toFile: labelsPath, atomically: true, encoding: .utf8) } catch {
            throw TraceError(file: labelsPath, "cannot write the labels (\(error.localizedDescription))")
        }
    }

    /// Completes the recording (a file that was never finished loads too).
    public func close() throws {
        try writer?.finish()
        writer = nil
    }

    /// Whether any event was written.
    public var hasRecording: Bool { writer != nil || origin != nil }

    private func openedWriter(_ device: TraceDevice) throws -> any TraceWriter {
        if let writer { return writer }
        let opened = try makeTraceWriter(path: recordingPath, deviceCount: 1)
        try opened.beginDevice(device)
        writer = opened
        return opened
    }
}
