import TouchModel

/// The last `window` seconds of touch frames, kept in memory so a field
/// problem can be written out as a replayable trace after it happened
/// (`touchdeck record --ring`, `touchdeck run --ring`).
///
/// Frames are kept as they come (their times on the source's clock, µs);
/// `append` forgets those older than `window` before the newest. `trace()`
/// encodes what is kept as one protocol-B touchscreen `device`, positions
/// times `scale` in its units, times from the oldest kept frame: a contact
/// already down when the window starts touches down at its first frame, so
/// the trace replays through the same frame assembler as a recording.
public struct TouchRing: Sendable {
    /// Seconds kept.
    public let window: Double
    /// The device the trace describes.
    public let device: DeviceDescription
    /// Device units per position unit of the frames.
    public let scale: Double
    private var frames: [TouchFrame] = []
    /// Index of the oldest frame still kept.
    private var head = 0

    public init(window: Double, device: DeviceDescription, scale: Double = 1) {
        self.window = window
        self.device = device
        self.scale = scale
    }

    /// Frames kept now.
    public var count: Int { frames.count - head }

    /// Seconds between the oldest and the newest frame kept.
    public var duration: Double {
        guard let first = frames[safe: head], let last = frames.last else { return 0 }
        return Double(last.time - first.time) / 1_000_000
    }

    /// Keeps `frame` and forgets frames older than `window` before it.
    public mutating func append(_ frame: TouchFrame) {
        frames.append(frame)
        let oldest = frame.time - Int64(window * 1_000_000)
        while head < frames.count, frames[head].time < oldest { head += 1 }
        if head > 1024, head * 2 > frames.count {
            frames.removeFirst(head)
            head = 0
        }
    }

    /// The kept frames as a trace (empty when nothing is kept).
    public func trace() -> TraceBuilder {
        var builder = TraceBuilder(device: device)
        guard let origin = frames[safe: head]?.time else { return builder }
        for frame in frames[head...] {
            builder.append(frame, at: frame.time - origin, scale: scale)
        }
        return builder
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
