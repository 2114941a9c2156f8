import Foundation
import Synchronization

// SwiftUI code makes timers with Combine's `Timer.publish(every:on:in:)`
// and reads them with `.onReceive(_:perform:)`. Foundation on Linux has no
// Combine extensions, so the publisher is Touchdeck's, built on OpenCombine
// (whose `autoconnect()` and operators it works with).
//
// A timer follows the kiosk's clock, not the wall clock: it fires while the
// host prepares a frame at or after each due time, with the date the host
// shows then (`ViewHost.date(at:)`), and the host sleeps until the next one.
// Live, that is the machine's clock; in a replay, the replay's, so a replay
// sees the same ticks on every run.

extension Timer {
    /// A publisher that sends the date every `interval` seconds once
    /// connected, as Combine's `Timer.publish(every:tolerance:on:in:options:)`.
    /// `runLoop` and `mode` are accepted as SwiftUI code passes them
    /// (`on: .main, in: .common`); the kiosk's loop is the only one it fires on.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    /// Combine's `Timer.TimerPublisher`: connectable; `autoconnect()` connects it on the first subscriber.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        /// Seconds between the dates sent (at least a millisecond).
        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode

        private let subject = PassthroughSubject<Date, Never>()
        private let state = Mutex<(clock: HostTimers?, connection: TimerConnection?)>((nil, nil))

        init(interval: TimeInterval, tolerance: TimeInterval?, runLoop: RunLoop, mode: RunLoop.Mode) {
            if !(interval >= 0.001) {
                ViewWarnings.once("Timer.publish(every: \(interval)): the interval must be at least 0.001 seconds; using 0.001")
            }
            self.interval = interval >= 0.001 ? interval : 0.001
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Starts the timer on the kiosk's clock: the first date an interval from now.
        public func connect() -> any Cancellable {
            state.withLock { state -> any Cancellable in
                if let connection = state.connection { return connection }
                let clock = state.clock ?? HostTimers.running
                let connection = TimerConnection(publisher: self, clock: clock)
                state.connection = connection
                return connection
            }
        }

        /// The clock of the view that subscribes (`onReceive`), before it connects.
        func bind(to clock: HostTimers) {
            state.withLock { if $0.clock == nil { $0.clock = clock } }
        }

        /// The clock's time came: sends the date.
        func fire(_ date: Date) { subject.send(date) }

        func disconnected(_ connection: TimerConnection) {
            state.withLock { if $0.connection === connection { $0.connection = nil } }
        }
    }
}

/// A connected timer: cancelling it stops the timer.
final class TimerConnection: Cancellable, @unchecked Sendable {
    private weak var publisher: Timer.TimerPublisher?
    private let clock: HostTimers?
    let interval: TimeInterval

    init(publisher: Timer.TimerPublisher, clock: HostTimers?) {
        self.publisher = publisher
        self.clock = clock
        interval = publisher.interval
        if let clock {
            clock.add(self)
        } else {
            HostTimers.waiting(self)
        }
    }

    func fire(_ date: Date) { publisher?.fire(date) }

    func cancel() {
        clock?.remove(self)
        HostTimers.stopWaiting(self)
        publisher?.disconnected(self)
    }
}

/// A host's timers: each connected timer's next due time on the host's
/// clock. The host fires those due as it prepares a frame and wakes for the next.
final class HostTimers: @unchecked Sendable {
    private struct Entry {
        let connection: TimerConnection
        /// Host time of the next fire (nil until the host's clock is known).
        var due: Double?
    }

    private let entries = Mutex<[Entry]>([])
    /// The host's time at its last frame: a timer connected now starts from it.
    private let now = Mutex(0.0)
    init() {}

    func add(_ connection: TimerConnection) {
        let start = now.withLock { $0 }
        entries.withLock { $0.append(Entry(connection: connection, due: start + connection.interval)) }
    }

    func remove(_ connection: TimerConnection) {
        entries.withLock { $0.removeAll { $0.connection === connection } }
    }

    /// Fires the timers due by `time` (each once, as a Foundation timer whose
    /// fire dates passed fires once), then schedules each's next fire after
    /// `time`, keeping its phase.
    func advance(to time: Double, dates: (Double) -> Date) {
        now.withLock { $0 = time }
        let due = entries.withLock { entries -> [TimerConnection] in
            var fired: [TimerConnection] = []
            for index in entries.indices {
                guard let next = entries[index].due, next <= time else { continue }
                let interval = entries[index].connection.interval
                fired.append(entries[index].connection)
                let skipped = ((time - next) / interval).rounded(.down) + 1
                entries[index].due = next + skipped * interval
            }
            return fired
        }
        // Sent outside the lock (a subscriber may cancel or start timers), with
        // the date it fires at, as Combine's timer sends the date of its firing.
        let date = dates(time)
        for connection in due { connection.fire(date) }
    }

    /// The next time a timer is due.
    var nextDue: Double? { entries.withLock { $0.compactMap(\.due).min() } }

    var isEmpty: Bool { entries.withLock { $0.isEmpty } }

    // The running kiosk's timers: those of a timer connected outside a view
    // (in a model's initializer) before its host started wait here for it.
    private static let shared = Mutex<(running: HostTimers?, waiting: [TimerConnection])>((nil, []))

    /// The timers of the host that runs the kiosk, once it started.
    static var running: HostTimers? { shared.withLock { $0.running } }

    /// `host` runs the kiosk: timers connected without a host now run on it.
    static func start(_ host: HostTimers) {
        let waiting = shared.withLock { shared -> [TimerConnection] in
            shared.running = host
            defer { shared.waiting.removeAll() }
            return shared.waiting
        }
        for connection in waiting { host.add(connection) }
    }

    static func waiting(_ connection: TimerConnection) {
        shared.withLock { $0.waiting.append(connection) }
    }

    static func stopWaiting(_ connection: TimerConnection) {
        shared.withLock { $0.waiting.removeAll { $0 === connection } }
    }
}

/// A publisher that can be given the subscribing view's clock before it connects.
protocol HostClockBindable {
    func bind(to clock: HostTimers)
}

extension Timer.TimerPublisher: HostClockBindable {}

extension Publishers.Autoconnect: HostClockBindable where Upstream: HostClockBindable {
    func bind(to clock: HostTimers) { upstream.bind(to: clock) }
}
