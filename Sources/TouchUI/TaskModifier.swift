nonisolated extension View {
    /// Runs `action` as a task when the view appears and cancels it when the
    /// view disappears, as SwiftUI's `task(priority:_:)` ("Adds an
    /// asynchronous task to perform before this view appears",
    /// developer.apple.com/documentation/swiftui/view/task(priority:_:)).
    ///
    /// The task runs on the view host's executor (`HostTaskExecutor`), on the
    /// kiosk loop's thread between frames, as SwiftUI runs it on the main
    /// actor: state it changes is laid out in the next frame.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        TaskView(content: self, id: TaskNoID(), priority: priority, action: action)
    }

    /// `task(priority:_:)` that is also cancelled and started again when
    /// `id` changes, as SwiftUI's `task(id:priority:_:)` ("Adds a task to
    /// perform before this view appears or when a specified value changes").
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping () async -> Void) -> some View {
        TaskView(content: self, id: value, priority: priority, action: action)
    }
}

/// The id of a task without one: never changes.
struct TaskNoID: Equatable {}

/// A view's task: the running one and the id it was started for.
final class TaskRecord<ID: Equatable> {
    var task: Task<Void, Never>?
    var id: ID?
    /// Bumped at each start, so a start scheduled for an old id is dropped.
    var generation = 0

    func start(_ id: ID, priority: TaskPriority, action: @escaping () async -> Void, on executor: HostTaskExecutor) {
        task?.cancel()
        self.id = id
        generation += 1
        task = executor.start(priority: priority, action)
    }

    func cancel() {
        task?.cancel()
        task = nil
    }
}

/// The view with its task: started as the view appears (with `onAppear`'s
/// actions), cancelled as it disappears, restarted after an update in which
/// `id` changed.
nonisolated struct TaskView<Content: View, ID: Equatable>: PrimitiveView, ResolvableView {
    let content: Content
    let id: ID
    let priority: TaskPriority
    let action: () async -> Void

    func resolve(in graph: ViewGraph, at viewID: ViewID) -> [ViewNode] {
        // In a tab never shown: not started (it starts as the tab first shows).
        if graph.isDormant(viewID.path) { return graph.resolve(content, at: viewID.child("task")) }
        let record = graph.storage(for: viewID.path + "#task") { TaskRecord<ID>() }
        let nodes = graph.resolve(content, at: viewID.child("task"))
        let id = self.id, priority = self.priority, action = self.action, executor = graph.tasks
        if let running = record.id, running != id {
            graph.afterPass.append { record.start(id, priority: priority, action: action, on: executor) }
        }
        return nodes.changingFirst { node in
            node.onAppear.append { record.start(id, priority: priority, action: action, on: executor) }
            node.onDisappear.append { record.cancel() }
        }
    }
}
