import Synchronization

/// The executor a view host runs its views' tasks (`.task`) on: jobs are
/// queued from any thread and run on the kiosk loop's thread when the host
/// drains them, between frames, as SwiftUI runs them on the main actor.
///
/// Written here because Swift's main actor is served by the main dispatch
/// queue, which nothing drains while the kiosk loop sleeps in `poll`: the
/// host's own task executor (SE-0417's task executor preference) runs the
/// tasks' nonisolated code where the views' state lives.
///
/// What is reproducible: a task's work up to its first wait for something
/// outside (I/O, `Task.sleep`, another actor) runs in the update the view
/// appears in, so a replay shows it in the same frame. What follows such a
/// wait is queued when the outside thing finishes, in real time, and is
/// laid out in the frame after that: not reproducible in replays.
final class HostTaskExecutor: TaskExecutor, Sendable {
    private let jobs = Mutex<[UnownedJob]>([])
    /// Called (from any thread) when a job is queued: the live kiosk wakes its loop.
    private let wakeUp = Mutex<(@Sendable () -> Void)?>(nil)

    /// The most jobs run in one drain: a task that yields forever cannot hold up the frame.
    static var drainLimit: Int { 10_000 }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
        wakeUp.withLock { $0 }?()
    }

    /// Sets what wakes the kiosk loop when a job is queued.
    func setWakeUp(_ wake: (@Sendable () -> Void)?) { wakeUp.withLock { $0 = wake } }

    /// Whether jobs wait to run.
    var hasWork: Bool { jobs.withLock { !$0.isEmpty } }

    /// Runs the queued jobs, and those they queue, on the calling thread (at most `drainLimit`).
    func drain() {
        var run = 0
        while run < Self.drainLimit {
            let batch = jobs.withLock { jobs -> [UnownedJob] in
                defer { jobs.removeAll(keepingCapacity: true) }
                return jobs
            }
            if batch.isEmpty { return }
            for (index, job) in batch.enumerated() {
                guard run < Self.drainLimit else {
                    // Put back what was not run, in order, before what came since.
                    let rest = Array(batch[index...])
                    jobs.withLock { $0.insert(contentsOf: rest, at: 0) }
                    return
                }
                job.runSynchronously(on: asUnownedTaskExecutor())
                run += 1
            }
        }
    }

    /// Starts `action` as a task preferring this executor.
    func start(priority: TaskPriority, _ action: @escaping () async -> Void) -> Task<Void, Never> {
        // The closure is not Sendable (it captures the view, as SwiftUI's
        // main-actor closures do); it runs only on this executor's jobs,
        // which run on the kiosk loop's thread with the rest of the views.
        let unchecked = UncheckedAction(action: action)
        return Task(executorPreference: self, priority: priority) { await unchecked.action() }
    }
}

/// A view's task action handed to its task (see `HostTaskExecutor.start`).
private struct UncheckedAction: @unchecked Sendable {
    let action: () async -> Void
}
