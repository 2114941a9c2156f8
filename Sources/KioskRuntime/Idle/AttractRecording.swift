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
    /// The shape of the screen the trace was aimed at: its touch device's
    /// axis ranges (a `.touch` script's `screen 800x480`); nil when not known.
    public let recordedSize: Size?

    public init(frames: [(time: Double, frame: TouchFrame)], recordedSize: Size? = nil) {
        self.frames = frames
        self.recordedSize = recordedSize
    }

    /// Whether its touches land where they were aimed on `screen`: the trace
    /// was recorded for a screen of the same orientation (a landscape tour
    /// stretched onto a portrait screen taps the wrong places). A square or
    /// unknown shape fits either.
    public func fits(_ screen: Size) -> Bool {
        guard let recordedSize else { return true }
        return ScreenShape(recordedSize).fits(ScreenShape(screen))
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
        let recorded = device.mapping.map { mapping in
            Size(width: Double(mapping.xAxis.maximum - mapping.xAxis.minimum + 1), height: Double(mapping.yAxis.maximum - mapping.yAxis.minimum + 1))
        }
        self.init(frames: frames, recordedSize: recorded)
    }
}
