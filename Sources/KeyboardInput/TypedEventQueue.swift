import TouchModel

/// Typed events waiting for the app, consecutive text coalesced into runs: a barcode scanner's
/// or a paste's thousands of key presses reach the focused field as a few large `.text` events
/// instead of one layout each. Bounded by construction: a run holds at most `maxRunLength`
/// characters and the queue at most `maxEvents` events (the kiosk hands the queue to the app
/// as soon as it is full, so nothing is dropped there; what comes while it is full is counted
/// in `dropped`).
public struct TypedEventQueue {
    /// A typed event and when (seconds on the kiosk's clock) its last key was pressed.
    public struct Entry: Hashable, Sendable {
        public var event: TextInputEvent
        public var time: Double
    }

    public let maxRunLength: Int
    public let maxEvents: Int
    private var closed: [Entry] = []
    /// The text run still growing, kept apart so appending to it is not a copy.
    private var run = ""
    private var runLength = 0
    private var runTime = 0.0
    /// Characters and keys refused because the queue was full.
    public private(set) var dropped = 0

    public init(maxRunLength: Int = 4096, maxEvents: Int = 64) {
        self.maxRunLength = max(1, maxRunLength)
        self.maxEvents = max(1, maxEvents)
    }

    /// Events waiting, the growing run counted.
    public var count: Int { closed.count + (runLength > 0 ? 1 : 0) }
    public var isEmpty: Bool { count == 0 }
    /// No further event fits (text may still join the growing run).
    public var isFull: Bool { count >= maxEvents }

    /// Queues `event`: text joins the growing run while it has room. False when it was dropped.
    @discardableResult
    public mutating func append(_ event: TextInputEvent, at time: Double) -> Bool {
        switch event {
        case .text(let text):
            let length = text.count
            guard length > 0 else { return true }
            if runLength > 0, runLength + length <= maxRunLength {
                run += text
                runLength += length
                runTime = time
                return true
            }
            guard count < maxEvents else {
                dropped += length
                return false
            }
            closeRun()
            run = text
            runLength = length
            runTime = time
            return true
        case .key:
            guard count < maxEvents else {
                dropped += 1
                return false
            }
            closeRun()
            closed.append(Entry(event: event, time: time))
            return true
        }
    }

    /// Everything queued, oldest first; the queue is empty afterwards.
    public mutating func take() -> [Entry] {
        closeRun()
        defer { closed.removeAll(keepingCapacity: true) }
        return closed
    }

    private mutating func closeRun() {
        guard runLength > 0 else { return }
        closed.append(Entry(event: .text(run), time: runTime))
        run = ""
        runLength = 0
    }
}
