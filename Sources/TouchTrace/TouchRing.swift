import TouchModel

/// The last `window` seconds of touch frames, kept in memory so a field
/// problem can be written out as a replayable trace after it happened
/// (`touchdeck record --ring`, `touchdeck run --ring`).
///
/// Bounded in seconds and in bytes: `append` forgets frames older than
/// `window` before the newest, and the oldest ones while more than
/// `maximumBytes` are kept (`byteCount` estimates the frames' memory), so a
/// flood of touches shortens the window rather than growing the kiosk.
/// Only what changed is kept: a frame's contacts that neither began, moved
/// nor ended are left out, and frames with no change at all are not kept.
/// What the forgotten frames left down is kept as the state at the window's
/// start, so a contact held still since before it is still in the trace.
/// Times only move forward: a frame stamped before the newest one kept is
/// kept at the newest one's time.
///
/// `trace()` encodes what is kept as one protocol-B touchscreen `device`,
/// positions times `scale` in its units, times from the oldest kept frame: a
/// contact already down when the window starts touches down at its first
/// frame, so the trace replays through the same frame assembler as a recording.
public struct TouchRing: Sendable {
    /// Seconds kept.
    public let window: Double
    /// Bytes of frames kept at most (an estimate: `byteCount`).
    public let maximumBytes: Int
    /// The device the trace describes.
    public let device: DeviceDescription
    /// Device units per position unit of the frames.
    public let scale: Double
    private var frames: [TouchFrame] = []
    /// Index of the oldest frame still kept.
    private var head = 0
    /// The contacts the forgotten frames left down, by id: the window's starting state.
    private var baseline: [Int: TouchContact] = [:]
    /// The kept frames' estimated memory.
    public private(set) var byteCount = 0

    /// - Parameters:
    ///   - window: seconds kept.
    ///   - maximumBytes: memory kept at most (8 MiB: some 80,000 frames of two moving fingers).
    public init(window: Double, device: DeviceDescription, scale: Double = 1, maximumBytes: Int = 8 << 20) {
        self.window = window
        self.maximumBytes = max(1024, maximumBytes)
        self.device = device
        self.scale = scale
    }

    /// Frames kept now.
    public var count: Int { frames.count - head }

    /// Seconds between the oldest and the newest frame kept.
    public var duration: Double {
        guard head < frames.count, let last = frames.last else { return 0 }
        return Double(last.time - frames[head].time) / 1_000_000
    }

    /// What one kept frame costs, about: the frame and its contacts' storage.
    public static func bytes(_ frame: TouchFrame) -> Int {
        MemoryLayout<TouchFrame>.stride + 32 + frame.contacts.count * MemoryLayout<TouchContact>.stride
    }

    /// Keeps what `frame` changed and forgets frames older than `window`
    /// before it, then the oldest while over `maximumBytes`.
    public mutating func append(_ frame: TouchFrame) {
        var kept = frame
        kept.contacts = frame.contacts.filter { !$0.change.isEmpty }
        guard !kept.contacts.isEmpty else { return }
        if let last = frames.last, kept.time < last.time { kept.time = last.time }
        frames.append(kept)
        byteCount += Self.bytes(kept)
        let oldest = kept.time - Int64(window * 1_000_000)
        while head < frames.count - 1, frames[head].time < oldest || byteCount > maximumBytes {
            forget(frames[head])
            head += 1
        }
        if head > 1024, head * 2 > frames.count {
            frames.removeFirst(head)
            head = 0
        }
    }

    /// Folds a frame leaving the window into the starting state.
    private mutating func forget(_ frame: TouchFrame) {
        byteCount -= Self.bytes(frame)
        for contact in frame.contacts {
            if contact.isActive {
                baseline[contact.id] = TouchContact(id: contact.id, position: contact.position, change: [])
            } else {
                baseline[contact.id] = nil
            }
        }
    }

    /// What is kept now, to encode away from whatever guards the ring (`trace(of:)`).
    public var snapshot: Snapshot {
        Snapshot(device: device, scale: scale, baseline: Array(baseline.values), frames: frames[head...])
    }

    /// The kept frames and the state they start from.
    public struct Snapshot: Sendable {
        let device: DeviceDescription
        let scale: Double
        let baseline: [TouchContact]
        let frames: ArraySlice<TouchFrame>

        /// The trace: the contacts down at the window's start touch down
        /// with its first frame (each at its first kept position), then every kept frame.
        public func trace() -> TraceBuilder {
            var builder = TraceBuilder(device: device)
            guard let first = frames.first else { return builder }
            var opening = first
            let named = Set(first.contacts.map(\.id))
            opening.contacts += baseline.filter { !named.contains($0.id) }.sorted { $0.id < $1.id }
            builder.append(opening, at: 0, scale: scale)
            for frame in frames.dropFirst() {
                builder.append(frame, at: frame.time - first.time, scale: scale)
            }
            return builder
        }
    }

    /// The kept frames as a trace (empty when nothing is kept).
    public func trace() -> TraceBuilder {
        snapshot.trace()
    }
}
