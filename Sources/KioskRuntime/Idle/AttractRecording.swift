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
        var stream = TouchFrameStream(source, choice: .firstWithPositions, mapping: .screen(screen), path: path)
        var frames: [(time: Double, frame: TouchFrame)] = []
        while let next = try stream.next() {
            frames.append((Double(next.sinceDeviceStart) / 1_000_000, next.frame))
        }
        let device = try stream.requireTouchDevice()
        guard let last = frames.last else { throw TraceError(file: path, "no device in the trace reports touch positions") }
        // Fingers still down when the recording stopped are lifted at its end, so each loop starts clean.
        if let cancelled = stream.decoder.cancelRemaining(device: device.index, at: last.frame.time) {
            frames.append((last.time, cancelled.frame))
        }
        self.init(frames: frames)
    }
}
