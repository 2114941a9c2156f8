import TouchModel

/// Every keyboard of a kiosk (physical keyboards, barcode scanners) turned into typed events for
/// the focused field: evdev key codes through libxkbcommon's keymap and each keyboard's own
/// state, compose sequences for dead keys, held keys repeated, text coalesced into runs.
///
/// Pure: time comes from the key events and `advance(to:)` (seconds on the kiosk's clock, live
/// or a replay's), so a replay types exactly what the live kiosk typed. The caller takes the
/// queued events with `take()` after each read of its devices, and at once when `isFull`.
///
/// ```swift
/// let typing = KeyboardTyping(keymap: try Keymap(KeyboardLayout(layout: "de")))
/// typing.key(code: 16, pressed: true, device: "/dev/input/event4", at: 1.0)   // KEY_Q: "q"
/// for entry in typing.take() { app.typed(entry.event, at: entry.time) }
/// ```
public final class KeyboardTyping {
    /// At most this many keyboards have a state at once (the rest type nothing until one goes).
    public static let maxKeyboards = 32
    /// The most repeats one `advance(to:)` types: a kiosk that was paused does not flood the field.
    static let maxRepeatsPerAdvance = 25

    public private(set) var keymap: Keymap
    public let keyRepeat: KeyRepeat
    private var keyboards: [String: KeyboardState] = [:]
    private var queue: TypedEventQueue
    /// The key repeating now: the last repeating key pressed and still held.
    private var repeating: (device: String, code: UInt32, next: Double)?
    /// Keys held per keyboard, so a replaced keymap's states start with none held.
    private var held: [String: Set<UInt32>] = [:]

    public init(keymap: Keymap, keyRepeat: KeyRepeat = .standard, queue: TypedEventQueue = TypedEventQueue()) {
        self.keymap = keymap
        self.keyRepeat = keyRepeat
        self.queue = queue
    }

    /// A key of `device` went down (`pressed`) or up at `time`; `code` is its evdev code (`KEY_A` is 30).
    public func key(code: UInt32, pressed: Bool, device: String, at time: Double) {
        guard keymap.knows(code: code), let state = state(for: device) else { return }
        if pressed {
            guard held[device, default: []].insert(code).inserted else { return }  // a second press without a release
            if let event = state.press(code: code) { queue.append(event, at: time) }
            if keyRepeat.isOn, keymap.repeats(code: code) {
                repeating = (device, code, time + keyRepeat.delay)
            }
        } else {
            guard held[device]?.remove(code) != nil else { return }
            state.release(code: code)
            if let repeating, repeating.device == device, repeating.code == code { self.repeating = nil }
        }
    }

    /// `device` went away: its held keys and compose sequence are dropped, its repeat stops;
    /// what it typed before stays queued.
    public func removeKeyboard(_ device: String) {
        keyboards[device] = nil
        held[device] = nil
        if repeating?.device == device { repeating = nil }
    }

    /// Types with `keymap` from now on (a reloaded `keyboard.layout`). Keys held now type
    /// nothing more: each keyboard starts afresh with nothing held.
    public func use(_ keymap: Keymap) {
        self.keymap = keymap
        keyboards.removeAll()
        held.removeAll()
        repeating = nil
    }

    /// When the held key next repeats, if one is held.
    public var nextRepeat: Double? { repeating?.next }

    /// Types the repeats due by `time`.
    public func advance(to time: Double) {
        guard var current = repeating, current.next <= time, let state = keyboards[current.device] else { return }
        var count = 0
        while current.next <= time, count < Self.maxRepeatsPerAdvance {
            if let event = state.output(code: current.code, composing: false) { queue.append(event, at: current.next) }
            current.next += keyRepeat.interval
            count += 1
        }
        // Fell far behind (a paused kiosk): the next repeat is a whole interval from now.
        if current.next <= time { current.next = time + keyRepeat.interval }
        repeating = current
    }

    /// Typed events wait for `take()`.
    public var hasEvents: Bool { !queue.isEmpty }
    /// The queue holds all it may: take it now.
    public var isFull: Bool { queue.isFull }
    /// Characters and keys dropped because the queue was full when they came.
    public var dropped: Int { queue.dropped }

    /// The typed events, oldest first, each with the time of its last key.
    public func take() -> [TypedEventQueue.Entry] { queue.take() }

    private func state(for device: String) -> KeyboardState? {
        if let state = keyboards[device] { return state }
        guard keyboards.count < Self.maxKeyboards, let state = KeyboardState(keymap: keymap) else { return nil }
        keyboards[device] = state
        return state
    }
}
