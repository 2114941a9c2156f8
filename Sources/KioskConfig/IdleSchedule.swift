/// When an unattended kiosk goes back home, plays its attract loop and blanks
/// its screen: each a number of seconds after the stage before it (the home
/// reset after the last touch, the attract loop after the reset, blanking
/// after the attract loop began). A stage set to 0 is skipped, and the next
/// one counts from the stage before the skipped one.
public struct IdleSchedule: Sendable, Hashable {
    /// Seconds without a touch before the app returns to its home state; 0: never.
    public var timeout: Double
    /// Further seconds before the attract loop starts; 0: no attract loop.
    public var attractAfter: Double
    /// Further seconds before the screen is blanked; 0: never blanked.
    public var blankAfter: Double

    public init(timeout: Double = 0, attractAfter: Double = 0, blankAfter: Double = 0) {
        self.timeout = timeout
        self.attractAfter = attractAfter
        self.blankAfter = blankAfter
    }

    /// Whether any stage is on.
    public var isEnabled: Bool { timeout > 0 || attractAfter > 0 || blankAfter > 0 }

    /// Seconds from the last touch to the last stage (the sum of the stages that are on).
    public var lastStageDelay: Double { timeout + attractAfter + blankAfter }
}

/// Where an idle kiosk is.
public enum IdleStage: String, Sendable, Hashable {
    /// Someone is using it (or nothing has timed out yet).
    case active
    /// The app went back to its home state and waits there.
    case home
    /// The attract loop plays.
    case attract
    /// The screen is off.
    case blank
}

/// What the kiosk must do as the idle state changes.
public enum IdleAction: Sendable, Hashable {
    /// Return the app to its initial (home) state.
    case resetHome
    /// Start the attract loop (from the home state).
    case startAttract
    /// Stop the attract loop; the app goes back to its home state.
    case stopAttract
    /// Switch the screen off.
    case blank
    /// Switch the screen back on.
    case wake
}

/// What an idle kiosk reports as it goes (the log, `--events`' `"stage"`).
public enum IdleReport: String, Sendable, Hashable {
    /// The app went back to its home state.
    case home
    /// The attract loop started.
    case attract
    /// The screen was switched off.
    case blank
    /// A touch switched it on again (and was not delivered).
    case wake
}
