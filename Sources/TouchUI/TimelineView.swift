import Foundation

/// A view that updates on a schedule, as SwiftUI's `TimelineView`: its
/// content is made again at each of the schedule's dates, with the date in
/// its context.
///
/// The dates are the host's (`ViewHost.date(at:)`): the kiosk's clock from
/// the date it set at start, so a replay shows the same dates on every run.
/// The host sleeps until the next date of the schedule (a kiosk at rest
/// wakes only then), as SwiftUI updates a timeline "at the dates the
/// schedule gives" (developer.apple.com/documentation/swiftui/timelineview).
public nonisolated struct TimelineView<Schedule: TimelineSchedule, Content: View>: PrimitiveView, ResolvableView {
    /// What the content is made with (SwiftUI's `TimelineView.Context`).
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content

    /// A view showing `content` at each of `schedule`'s dates.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        // In a tab never shown: no schedule runs and no content is made yet.
        if graph.isDormant(id.path) { return [ViewNode(id: id, kind: .wrapper)] }
        let now = graph.date
        let state = graph.storage(for: id.path + "#timeline") { TimelineProgress<Schedule.Entries.Iterator>() }
        let shown = state.advance(to: now) { schedule.entries(from: now, mode: .normal).makeIterator() }
        if let next = state.next { graph.timelineDates.append((next, id.path)) }
        let context = Context(date: shown, cadence: .live)
        let view = graph.content(at: id, owner: graph.currentOwner) { content(context) }
        return graph.resolve(view, at: id.child("tl"))
    }
}

/// What a `TimelineView`'s content is made with, as SwiftUI's
/// `TimelineViewDefaultContext` (not generic, so the content's type is
/// inferred from the closure).
public struct TimelineViewDefaultContext {
    /// How often the view is updated, as SwiftUI's `Cadence`.
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }

    /// The date of the schedule's entry being shown.
    public let date: Date
    /// How often the view is updated: on a kiosk always `.live` (there is no low-power mode that slows it).
    public let cadence: Cadence
}

/// Where a timeline is in its schedule: the entry shown and the next one.
final class TimelineProgress<Iterator: IteratorProtocol> where Iterator.Element == Date {
    private var iterator: Iterator?
    private(set) var current: Date?
    private(set) var next: Date?

    /// The most entries walked past in one update; a schedule denser than
    /// that (or a clock that jumped) starts again from `now`.
    static var walkLimit: Int { 10_000 }

    /// The entry to show at `now` (the latest one not after it; `now`
    /// before the first), moving on from the last update; `start` makes the
    /// entries from a date the first time and after a jump.
    func advance(to now: Date, start: () -> Iterator) -> Date {
        if iterator == nil { restart(start()) }
        var walked = 0
        while let upcoming = next, upcoming <= now {
            current = upcoming
            next = iterator?.next()
            walked += 1
            if walked > Self.walkLimit {
                restart(start())
                walked = 0
                break
            }
        }
        // Entries never go back: a schedule that repeats a date moves on past it.
        while let upcoming = next, let current, upcoming <= current, walked < Self.walkLimit {
            next = iterator?.next()
            walked += 1
        }
        return current.map { $0 <= now ? $0 : now } ?? now
    }

    private func restart(_ fresh: Iterator) {
        iterator = fresh
        current = nil
        next = iterator?.next()
    }
}

/// The dates a `TimelineView` updates at, as SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule {
    /// The sequence of dates.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates from `startDate` on (the date the view was first shown).
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may update, as SwiftUI's `TimelineScheduleMode`; a kiosk is always `.normal`.
public enum TimelineScheduleMode: Sendable {
    case normal, lowFrequency
}

/// Dates `interval` seconds apart from `startDate`, as SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// The dates, without end.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var date: Date
        let interval: TimeInterval

        public mutating func next() -> Date? {
            defer { date += interval }
            return date
        }
    }

    let startDate: Date
    let interval: TimeInterval

    /// Every `interval` seconds from `startDate` (an interval under a millisecond is a millisecond).
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval.isFinite ? max(0.001, interval) : 1
    }

    /// The entries from the last one at or before `startDate` (the schedule's
    /// own start when it is later), so the view shows the current period at once.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard startDate > self.startDate else { return Entries(date: self.startDate, interval: interval) }
        let periods = (startDate.timeIntervalSince(self.startDate) / interval).rounded(.down)
        return Entries(date: self.startDate + periods * interval, interval: interval)
    }
}

/// The start of every minute, as SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}

    /// From the start of the minute `startDate` is in, every 60 seconds
    /// (minutes start on whole minutes of UTC, as in every zone in use).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return PeriodicTimelineSchedule.Entries(date: Date(timeIntervalSinceReferenceDate: minute), interval: 60)
    }
}

/// Every frame (or every `minimumInterval` seconds), as SwiftUI's `AnimationTimelineSchedule`; paused, only the start.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The kiosk's frames: 60 a second.
    static let frameInterval = 1.0 / 60

    /// The dates: every interval, or only the first when paused.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var periodic: PeriodicTimelineSchedule.Entries
        let paused: Bool
        var started = false

        public mutating func next() -> Date? {
            if paused && started { return nil }
            started = true
            return periodic.next()
        }
    }

    let minimumInterval: Double?
    let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let interval = minimumInterval.map { $0.isFinite ? max($0, Self.frameInterval) : Self.frameInterval } ?? Self.frameInterval
        return Entries(periodic: PeriodicTimelineSchedule.Entries(date: startDate, interval: interval), paused: paused)
    }
}

/// The dates given, as SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    let dates: Dates

    public init(_ dates: Dates) { self.dates = dates }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Every frame, at most every `minimumInterval` seconds; paused, not at all.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// At the dates given.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
