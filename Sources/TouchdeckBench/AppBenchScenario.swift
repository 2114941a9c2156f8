import Geometry
import Render
import TouchUI

/// One app's frames for `touchdeck bench NAME`: what to drag or tap on a screen
/// of a given size, which ``AppBenchmark`` then times. An app's own module
/// knows its views and layout; the command line only runs the scenarios it is
/// given (`KioskApps` gives the built-in apps' to the `touchdeck` executable).
public struct AppBenchScenario: Sendable {
    /// What a scenario times on one screen.
    public enum Workload {
        /// A press at `start`, held `hold` seconds, then dragged by `delta`: the drag frames are timed.
        case drag(app: any TouchApp, start: Point, delta: Size, hold: Double)
        /// Taps at `point`, one after another: the `framesPerTap` frames after each tap are timed.
        case taps(app: any TouchApp, point: Point, framesPerTap: Int)
    }

    /// Makes a scenario's workload for a screen, its views laid out with the text measurer given.
    public typealias Setup = @Sendable (Size, PangoTextMeasurer) throws -> Workload

    /// The frames after a gesture is released, timed instead of the gesture
    /// itself (`bench swipe --release`: a card flying off and the deck moving up).
    public struct Release: Sendable {
        /// The `--release` flag's help.
        public let help: String
        /// The workload timed with `--release`.
        public let setup: Setup

        /// A release workload with its flag's help.
        public init(help: String, setup: @escaping Setup) {
            self.help = help
            self.setup = setup
        }
    }

    /// The subcommand's name: `bench wallet`.
    public let name: String
    /// One line for `touchdeck bench --help`.
    public let abstract: String
    /// The subcommand's `--help` text: what it prints and the targets.
    public let discussion: String
    /// The workload timed by default.
    public let setup: Setup
    /// The workload `--release` times instead; nil when the scenario has none.
    public let release: Release?

    /// A scenario named `name` (its subcommand), with its help texts and workloads.
    public init(name: String, abstract: String, discussion: String, release: Release? = nil, setup: @escaping Setup) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.release = release
        self.setup = setup
    }
}

/// A scenario that could not be set up on a screen (what it taps was not laid out).
public struct AppBenchScenarioError: Error, CustomStringConvertible {
    /// What went wrong, for the command's error line.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}

extension AppBenchmark {
    /// Times `workload` on `screen`: ``run(app:screen:start:delta:hold:frames:clock:)`` for a drag,
    /// ``runAnimation(app:screen:tap:framesPerTap:frames:clock:)`` for taps.
    public static func run(_ workload: AppBenchScenario.Workload, screen: Size, frames: Int = 240,
                           clock: () -> UInt64) throws -> Result {
        switch workload {
        case .drag(let app, let start, let delta, let hold):
            try run(app: app, screen: screen, start: start, delta: delta, hold: hold, frames: frames, clock: clock)
        case .taps(let app, let point, let framesPerTap):
            try runAnimation(app: app, screen: screen, tap: point, framesPerTap: framesPerTap, frames: frames, clock: clock)
        }
    }
}
