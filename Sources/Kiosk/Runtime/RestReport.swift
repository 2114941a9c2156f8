/// When a live kiosk comes to rest — no finger down, no gesture running,
/// nothing moving on the screen, the last frame drawn — reported once each
/// time, with how many touches have ended since it started. The first rest is
/// also the end of the app's start-up animation. With `--verbose` a kiosk
/// logs both, so a test or a player waits for `start-up animation settled`
/// before its first touch and for `at rest after N touches` after its last,
/// rather than sleeping while springs settle.
public struct RestReport: Sendable, Equatable {
    /// What a loop turn brought.
    public enum Change: Sendable, Equatable {
        /// The app's start-up animation is over: touches from now on meet the app at rest, as a replay's do.
        case startUpSettled
        /// The kiosk came to rest once `touches` contacts had ended (lifted or cancelled).
        case atRest(touches: Int)
    }

    /// The start of the line a kiosk logs for `.startUpSettled` (followed by "after N ms").
    public static let startUpLine = "start-up animation settled"

    /// The line for a kiosk at rest once `touches` contacts have ended (lifted or cancelled).
    public static func line(touches: Int) -> String { "at rest after \(touches) touches" }

    /// Whether the last turn was at rest; a kiosk starts with its entrance animating.
    public private(set) var isAtRest = false
    /// Whether the start-up animation has been reported over.
    public private(set) var hasSettled = false

    public init() {}

    /// Takes the state after a loop turn; returns what to report: nothing
    /// while moving or still at rest, else the start-up's end (the first
    /// time) and the rest.
    public mutating func update(atRest: Bool, touchesEnded: Int) -> [Change] {
        defer { isAtRest = atRest }
        guard atRest, !isAtRest else { return [] }
        defer { hasSettled = true }
        return (hasSettled ? [] : [.startUpSettled]) + [.atRest(touches: touchesEnded)]
    }
}
