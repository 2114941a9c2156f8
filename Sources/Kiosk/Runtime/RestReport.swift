/// When a live kiosk comes to rest — no finger down, no gesture running,
/// nothing moving on the screen — reported once each time, with how many
/// touches have ended since it started. With `--verbose` a kiosk logs it, so a
/// test or a player that drove N touches waits for `at rest after N touches`
/// rather than sleeping while the last springs settle.
public struct RestReport: Sendable, Equatable {
    /// The line for a kiosk at rest once `touches` contacts have ended (lifted or cancelled).
    public static func line(touches: Int) -> String { "at rest after \(touches) touches" }

    /// Whether the last turn was at rest; a kiosk starts with its entrance animating.
    public private(set) var isAtRest = false

    public init() {}

    /// Takes the state after a loop turn; returns the line to log when the kiosk has just come to rest.
    public mutating func update(atRest: Bool, touchesEnded: Int) -> String? {
        defer { isAtRest = atRest }
        return atRest && !isAtRest ? Self.line(touches: touchesEnded) : nil
    }
}
