import Geometry
import TouchModel
import TouchTrace

/// A recorded trace made ready for the attract loop: its touch frames in
/// screen points, times in seconds from its first event.
public struct AttractRecording: Sendable {
    /// The frames, each with its time from the first event.
    public let frames: [(time: Double, frame: TouchFrame)]
    /// Seconds from the first event to the last.
    public var duration: Double { frames.last?.time ?? 0 }

    public init(frames: [(time: Double, frame: TouchFrame)]) {
        self.frames = frames
    }

    /// Reads the first touch device's frames from `source`, mapped onto `screen`.
    /// - Throws: the reader's errors, or `TraceError` when no device reports touch positions.
    public init(reading source: some TraceRecordSource, path: String, screen: Size) throws {
        var touchDevice: Int?
        var assembler: FrameAssembler?
        var mapping: ScreenMapping?
        var origin: Int64?
        var frames: [(time: Double, frame: TouchFrame)] = []
        while let record = try source.next() {
            switch record {
            case .device(let index, let device):
                guard touchDevice == nil, let map = ScreenMapping(device: device.description, screen: screen) else { continue }
                touchDevice = index
                assembler = FrameAssembler(device: device.description)
                mapping = map
            case .event(let index, let event):
                guard index == touchDevice, let assembler, let mapping, let frame = assembler.feed(event) else { continue }
                let first = origin ?? event.time
                origin = first
                frames.append((Double(event.time - first) / 1_000_000, mapping.map(frame)))
            }
        }
        guard touchDevice != nil, !frames.isEmpty else {
            throw TraceError(file: path, "no device in the trace reports touch positions")
        }
        // Fingers still down when the recording stopped are lifted at its end, so each loop starts clean.
        if let last = frames.last, let frame = assembler?.cancelAll(time: last.frame.time), let mapping {
            frames.append((last.time, mapping.map(frame)))
        }
        self.init(frames: frames)
    }
}
