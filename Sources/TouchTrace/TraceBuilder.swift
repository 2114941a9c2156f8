import TouchModel

/// Builds synthetic touch traces the way a finger would produce them on a
/// protocol-B touchscreen: slots, tracking ids, `BTN_TOUCH` and pointer
/// emulation (`ABS_X`/`ABS_Y` follow the oldest finger), one `SYN_REPORT`
/// per scan at `frameInterval`.
///
/// ```swift
/// var trace = TraceBuilder()
/// trace.down(at: Point(x: 400, y: 300))
/// trace.hold(for: 0.6)
/// trace.move(to: Point(x: 400, y: 150), over: 0.3)
/// trace.up()
/// try trace.write(to: "recordings/wallet/reorder.yaml")
/// ```
/// Positions are in device units; time starts at 0 and only moves forward.
public struct TraceBuilder: Sendable {
    public let device: DeviceDescription
    /// Seconds between scans while fingers move.
    public let frameInterval: Double
    public private(set) var events: [InputEvent] = []
    /// Current time in microseconds.
    public internal(set) var time: Int64 = 0
    /// Contacts `append(_:at:scale:)` left out because every slot of the device was taken.
    public var droppedContacts: Int { dropped.count }
    /// Their ids.
    var dropped: Set<Int> = []

    struct Finger: Sendable {
        var slot: Int32
        var position: Point
        var order: Int
    }
    var fingers: [Int: Finger] = [:]
    private var nextTrackingID: Int32 = 0
    private var nextOrder = 0
    private var currentSlot: Int32 = -1
    private var emulated: (x: Int32, y: Int32)?

    public init(device: DeviceDescription = .syntheticTouchscreen(), frameInterval: Double = 1.0 / 120, startTime: Double = 0) {
        self.device = device
        self.frameInterval = frameInterval
        self.time = Self.micros(startTime)
    }

    /// Seconds since the start.
    public var seconds: Double { Double(time) / 1_000_000 }

    /// Puts finger `finger` down at `point` in a frame of its own.
    public mutating func down(at point: Point, finger: Int = 0) {
        precondition(fingers[finger] == nil, "finger \(finger) is already down")
        press(finger, at: point)
        sync()
    }

    /// Puts `finger` down in the current scan (in the first free slot);
    /// false when every slot is taken.
    @discardableResult
    mutating func press(_ finger: Int, at point: Point) -> Bool {
        let used = Set(fingers.values.map(\.slot))
        guard let slot = (0..<Int32(max(1, device.slotCount))).first(where: { !used.contains($0) }) else { return false }
        fingers[finger] = Finger(slot: slot, position: point, order: nextOrder)
        nextOrder += 1
        selectSlot(slot)
        emit(EventType.abs, AbsCode.mtTrackingID, nextTrackingID)
        nextTrackingID = (nextTrackingID + 1) & 0xFFFF
        emit(EventType.abs, AbsCode.mtPositionX, Int32(point.x.rounded()))
        emit(EventType.abs, AbsCode.mtPositionY, Int32(point.y.rounded()))
        if fingers.count == 1 { emit(EventType.key, KeyCode.btnTouch, 1) }
        return true
    }

    /// Moves one finger in a straight line to `point`, one scan per `frameInterval`.
    public mutating func move(to point: Point, over duration: Double, finger: Int = 0) {
        move([finger: point], over: duration)
    }

    /// Moves several fingers together, each in a straight line.
    public mutating func move(_ targets: [Int: Point], over duration: Double) {
        let steps = max(1, Int((duration / frameInterval).rounded()))
        let start = Dictionary(uniqueKeysWithValues: targets.keys.compactMap { key in fingers[key].map { (key, $0.position) } })
        let startTime = time
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            time = startTime + Self.micros(duration * fraction)
            for (finger, target) in targets.sorted(by: { $0.key < $1.key }) {
                guard let from = start[finger] else { continue }
                let point = Point(x: from.x + (target.x - from.x) * fraction, y: from.y + (target.y - from.y) * fraction)
                position(finger, at: point)
            }
            sync()
        }
    }

    /// Keeps every finger still for `duration` (no events: touchscreens report only changes).
    public mutating func hold(for duration: Double) {
        time += Self.micros(duration)
    }

    /// Ends the recording at the current time: after a `hold` that follows
    /// the last touch, a scan with nothing in it (`SYN_REPORT` alone, which no
    /// decoder turns into a frame) marks how long the recording went on, so a
    /// replay runs its timers and animations until then.
    public mutating func end() {
        guard let last = events.last?.time, time > last else { return }
        emit(EventType.syn, SynCode.report, 0)
    }

    /// Lifts finger `finger` in a frame of its own.
    public mutating func up(finger: Int = 0) {
        guard fingers[finger] != nil else {
            preconditionFailure("finger \(finger) is not down")
        }
        lift(finger)
        sync()
    }

    /// Lifts `finger` in the current scan (nothing when it is not down).
    mutating func lift(_ finger: Int) {
        guard let state = fingers.removeValue(forKey: finger) else { return }
        selectSlot(state.slot)
        emit(EventType.abs, AbsCode.mtTrackingID, -1)
        if fingers.isEmpty {
            emit(EventType.key, KeyCode.btnTouch, 0)
            emulated = nil
        }
    }

    /// Lifts every finger still down.
    public mutating func upAll() {
        for finger in fingers.keys.sorted() { up(finger: finger) }
    }

    /// Writes the trace as libinput-record YAML (or evemu, by extension).
    public func write(to path: String) throws {
        let writer = try makeTraceWriter(path: path, deviceCount: 1)
        try writer.beginDevice(TraceDevice(description: device, node: "/dev/input/event0",
                                           udevProperties: ["ID_INPUT=1", "ID_INPUT_TOUCHSCREEN=1"]))
        for event in events { try writer.write(event) }
        try writer.finish()
    }

    mutating func position(_ finger: Int, at point: Point) {
        guard var state = fingers[finger] else { return }
        let old = (x: Int32(state.position.x.rounded()), y: Int32(state.position.y.rounded()))
        let new = (x: Int32(point.x.rounded()), y: Int32(point.y.rounded()))
        state.position = point
        fingers[finger] = state
        guard old != new else { return }
        selectSlot(state.slot)
        if old.x != new.x { emit(EventType.abs, AbsCode.mtPositionX, new.x) }
        if old.y != new.y { emit(EventType.abs, AbsCode.mtPositionY, new.y) }
    }

    private mutating func selectSlot(_ slot: Int32) {
        guard slot != currentSlot else { return }
        currentSlot = slot
        emit(EventType.abs, AbsCode.mtSlot, slot)
    }

    private mutating func emit(_ type: UInt16, _ code: UInt16, _ value: Int32) {
        events.append(InputEvent(time: time, type: type, code: code, value: value))
    }

    /// Closes a scan: pointer emulation for the oldest finger, then `SYN_REPORT`.
    mutating func sync() {
        if let oldest = fingers.values.min(by: { $0.order < $1.order }) {
            let x = Int32(oldest.position.x.rounded()), y = Int32(oldest.position.y.rounded())
            if emulated?.x != x { emit(EventType.abs, AbsCode.x, x) }
            if emulated?.y != y { emit(EventType.abs, AbsCode.y, y) }
            emulated = (x, y)
        }
        emit(EventType.syn, SynCode.report, 0)
    }

    private static func micros(_ seconds: Double) -> Int64 { Int64((seconds * 1_000_000).rounded()) }
}
