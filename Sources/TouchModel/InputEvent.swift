/// One raw evdev event, as the kernel delivers it in `struct input_event`.
///
/// Time is kept in whole microseconds, the resolution of the kernel's
/// `input_event` timestamps, so that replays are exact.
public struct InputEvent: Hashable, Sendable {
    /// Timestamp in microseconds (absolute or relative, as the source gives it).
    public var time: Int64
    /// Event type (`EV_SYN`, `EV_KEY`, `EV_ABS`, …).
    public var type: UInt16
    /// Event code within the type (`ABS_MT_SLOT`, `BTN_TOUCH`, …).
    public var code: UInt16
    /// Event value.
    public var value: Int32

    public init(time: Int64, type: UInt16, code: UInt16, value: Int32) {
        self.time = time
        self.type = type
        self.code = code
        self.value = value
    }

    /// Whether this event closes a frame (`EV_SYN` / `SYN_REPORT`).
    @inlinable public var isSynReport: Bool { type == EventType.syn && code == SynCode.report }

    /// Seconds part of the timestamp, as `input_event.input_event_sec`.
    public var seconds: Int64 { time >= 0 ? time / 1_000_000 : (time - 999_999) / 1_000_000 }
    /// Microseconds part of the timestamp, as `input_event.input_event_usec`.
    public var microseconds: Int64 { time - seconds * 1_000_000 }
}

extension InputEvent: CustomStringConvertible {
    /// `12.000500 type 3 code 53 value 640`. The names (`EV_ABS`, `ABS_MT_POSITION_X`)
    /// come from libevdev's tables, through `EventCodes` in TouchTrace: the
    /// touch model itself depends on no system library.
    public var description: String {
        let usec = String(microseconds)
        let padded = String(repeating: "0", count: max(0, 6 - usec.count)) + usec
        return "\(seconds).\(padded) type \(type) code \(code) value \(value)"
    }
}
