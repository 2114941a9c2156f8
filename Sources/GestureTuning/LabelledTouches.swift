import Geometry
import TouchModel
import TouchTrace

/// One labelled attempt with its touch frames, in screen points, times in
/// microseconds since the recording's first event.
public struct LabelledTouch: Sendable {
    public var label: GestureLabel
    /// Where it came from: the labels file and its line.
    public var source: String
    public var frames: [TouchFrame]

    public init(label: GestureLabel, source: String, frames: [TouchFrame]) {
        self.label = label
        self.source = source
        self.frames = frames
    }
}

/// Loads labelled recordings into `LabelledTouch`es: the recording's first
/// touch device is assembled into frames (as the kiosk does: MT protocol A or
/// B or single-touch), positions mapped onto the labels' screen, and each
/// label takes the frames between its start and end.
public enum LabelledTouchLoader {
    /// Loads the labels file at `labelsPath` and its recording.
    /// - Throws: `TraceError` naming the file and line (labels or recording).
    public static func load(labelsPath: String) throws -> [LabelledTouch] {
        let labels = try LabelsFile.load(path: labelsPath)
        let recordingPath = labels.recordingPath(labelsPath: labelsPath)
        let frames = try frames(recordingPath: recordingPath, screen: labels.screen)
        return try split(frames, by: labels, labelsPath: labelsPath)
    }

    /// For a path given on the command line: a labels file as is, or a
    /// recording with its `NAME.labels.yaml` beside it.
    public static func labelsPath(forArgument path: String) -> String {
        path.hasSuffix(".labels.yaml") ? path : LabelsFile.path(besideRecording: path)
    }

    /// Every frame of the recording's first touch device, mapped, with
    /// times relative to the recording's first event.
    static func frames(recordingPath: String, screen: Size?) throws -> [TouchFrame] {
        let records = try TraceReader.open(path: recordingPath)
        var assembler: FrameAssembler?
        var deviceIndex = -1
        var mapping: ScreenMapping?
        var origin: Int64?
        var frames: [TouchFrame] = []
        while let record = try records.next() {
            switch record {
            case .device(let index, let device):
                guard assembler == nil, device.description.touchProtocol != .none else { continue }
                guard let axes = device.description.positionAxes else {
                    throw TraceError(file: recordingPath, "device '\(device.description.name)' has no position axes")
                }
                let size = screen.map { Size(width: $0.width, height: $0.height) }
                    ?? ScreenMapping.deviceUnits(x: axes.x, y: axes.y)
                mapping = ScreenMapping(x: axes.x, y: axes.y, screen: size)
                assembler = FrameAssembler(device: device.description)
                deviceIndex = index
            case .event(let index, let event):
                let start = origin ?? event.time
                origin = start
                guard index == deviceIndex, let assembler, let mapping, var frame = assembler.feed(event) else { continue }
                frame.time -= start
                for i in frame.contacts.indices { frame.contacts[i].position = mapping.map(frame.contacts[i].position) }
                frames.append(frame)
            }
        }
        guard assembler != nil else {
            throw TraceError(file: recordingPath, "no touch device in the recording (none reports ABS_MT_POSITION_X/Y or ABS_X/Y)")
        }
        return frames
    }

    /// The frames of each label; a label must hold whole touches.
    static func split(_ frames: [TouchFrame], by labels: LabelsFile, labelsPath: String) throws -> [LabelledTouch] {
        var result: [LabelledTouch] = []
        var cursor = 0
        for label in labels.labels {
            let start = Int64((label.start * 1_000_000).rounded()), end = Int64((label.end * 1_000_000).rounded())
            while cursor < frames.count, frames[cursor].time < start { cursor += 1 }
            var window: [TouchFrame] = []
            while cursor < frames.count, frames[cursor].time <= end {
                window.append(frames[cursor])
                cursor += 1
            }
            let here = "\(labelsPath):\(label.line)"
            guard let first = window.first else {
                throw TraceError(file: labelsPath, line: label.line, "no touch between \(label.start) s and \(label.end) s")
            }
            if first.contacts.contains(where: { !$0.change.contains(.began) }) {
                throw TraceError(file: labelsPath, line: label.line,
                                 "a finger is already down at \(label.start) s: start the label before the touch")
            }
            var down = Set<Int>()
            for frame in window {
                for contact in frame.contacts {
                    if contact.isActive { down.insert(contact.id) } else { down.remove(contact.id) }
                }
            }
            if !down.isEmpty {
                throw TraceError(file: labelsPath, line: label.line,
                                 "a finger is still down at \(label.end) s: end the label after the last lift")
            }
            result.append(LabelledTouch(label: label, source: here, frames: window))
        }
        return result
    }
}
