/// Whether the kiosk's gestures are idle (no finger down, no gesture
/// running: `GestureEngine.isIdle`), reported only when that changes. A live
/// kiosk with `--verbose` logs each change, so a watcher (an operator,
/// `tools/soak`) sees a touch or gesture that never ends as a `gestures busy`
/// line with no `gestures idle` after it once every finger has lifted.
public struct GestureActivity: Sendable, Equatable {
    /// The line logged when the gestures go idle.
    public static let idleLine = "gestures idle: no finger down, no gesture running"
    /// The line logged when a finger comes down (or a gesture starts) after idling.
    public static let busyLine = "gestures busy: a finger is down or a gesture is running"

    /// The state last reported; a kiosk starts idle.
    public private(set) var isIdle = true

    public init() {}

    /// Takes the engine's state after a loop turn; returns the line to log when it changed.
    public mutating func update(idle: Bool) -> String? {
        guard idle != isIdle else { return nil }
        isIdle = idle
        return idle ? Self.idleLine : Self.busyLine
    }
}
