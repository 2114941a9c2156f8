import TouchModel

/// Plays the attract loop: an `AttractRecording` (by default the app's tour)
/// delivered as synthetic touches, over and over, so that an idle kiosk shows
/// passers-by what it does. Each loop starts from the app's home state and
/// the next begins `pause` seconds after the last frame. Pure: it is asked
/// which steps are due by a time.
public struct AttractPlayer: Sendable {
    /// One thing the attract loop does.
    public enum Step: Sendable, Equatable {
        /// Deliver this synthetic frame (its time on the runner's clock).
        case frame(TouchFrame)
        /// A loop begins: return the app to its home state first.
        case loopStart
    }

    /// Contact ids of synthetic touches start here, far above devices' ids
    /// (device slot × 1,000,000), and move on every loop, so no id is reused.
    static let contactBase = 1_000_000_000
    /// How far the ids move from one loop to the next (1,000 loops, then they start over).
    static let idsPerLoop = 1_000_000

    /// What each loop plays.
    public let recording: AttractRecording
    /// Seconds from one loop's last frame to the next loop's start (at least 0.1).
    public let pause: Double
    /// When the current loop began; nil when stopped.
    private var loopStart: Double?
    /// The recording's next frame to deliver; -1 before the loop's `loopStart` step.
    private var index = 0
    /// Loops begun since `start`: which ids the synthetic contacts take.
    private var loop = 0
    /// Synthetic contacts down now (ids as delivered), for a clean stop.
    private var down: [TouchContact] = []

    public init(recording: AttractRecording, pause: Double) {
        self.recording = recording
        // A loop takes some time even for an empty recording, so it never spins.
        self.pause = max(pause, 0.1)
    }

    /// Whether it plays.
    public var isPlaying: Bool { loopStart != nil }

    /// Starts the first loop at `time`; its `loopStart` step is due at once.
    public mutating func start(at time: Double) {
        loopStart = time
        index = -1
    }

    /// Stops; the frame that cancels the synthetic fingers still down, if any.
    public mutating func stop(at time: Double) -> TouchFrame? {
        loopStart = nil
        guard !down.isEmpty else { return nil }
        var contacts = down
        for index in contacts.indices { contacts[index].change = [.cancelled] }
        down.removeAll()
        return TouchFrame(time: Int64((time * 1_000_000).rounded()), contacts: contacts)
    }

    /// When the next step is due; nil when stopped.
    public var nextTime: Double? {
        guard let loopStart else { return nil }
        if index < 0 { return loopStart }
        if index < recording.frames.count { return loopStart + recording.frames[index].time }
        return loopStart + recording.duration + pause
    }

    /// The steps due by `time`, in order, each with its time.
    public mutating func take(until time: Double) -> [(time: Double, step: Step)] {
        var steps: [(time: Double, step: Step)] = []
        while let due = nextTime, due <= time, let start = loopStart {
            if index < 0 {
                steps.append((due, .loopStart))
                index = 0
            } else if index < recording.frames.count {
                var frame = recording.frames[index].frame
                let offset = Self.contactBase + (loop % 1000) * Self.idsPerLoop
                for contact in frame.contacts.indices { frame.contacts[contact].id += offset }
                frame.time = Int64((due * 1_000_000).rounded())
                down = frame.active
                steps.append((due, .frame(frame)))
                index += 1
            } else {
                // The next loop starts after the pause.
                loopStart = start + recording.duration + pause
                loop += 1
                index = -1
            }
        }
        return steps
    }
}
