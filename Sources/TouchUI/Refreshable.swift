import Scene

/// What refreshes the content of the view it is given to, as SwiftUI's
/// `RefreshAction`: `@Environment(\.refresh) private var refresh`, then
/// `await refresh?()`.
public struct RefreshAction {
    let action: () async -> Void

    /// Runs the refresh and waits for it to finish.
    public func callAsFunction() async { await action() }
}

private enum RefreshActionKey {}

extension ViewEnvironment {
    var refreshAction: RefreshAction? {
        get { custom.value(for: ObjectIdentifier(RefreshActionKey.self)) ?? nil }
        set { custom.set(newValue, for: ObjectIdentifier(RefreshActionKey.self)) }
    }
}

extension EnvironmentValues {
    /// The refresh action `.refreshable` set around this view, nil where none is.
    public var refresh: RefreshAction? {
        get { base.refreshAction }
        set { base.refreshAction = newValue }
    }
}

nonisolated extension View {
    /// Lets the `List`s and vertical `ScrollView`s inside be pulled to
    /// refresh, as SwiftUI's `refreshable(action:)` on iOS: pulled down past
    /// their top by 80 pt, `action` starts (once per pull, and not while the
    /// last one runs); the content then rests 60 pt down with
    /// UIRefreshControl's spinner above it until `action` returns, and slides
    /// back. The action runs on the host's executor as `.task`'s does.
    public func refreshable(action: @escaping () async -> Void) -> some View {
        withEnvironment { $0.refreshAction = RefreshAction(action: action) }
    }
}

/// A scroll view's pull to refresh: whether a refresh runs, and starting it.
final class RefreshControl {
    /// How far past the top the content must be pulled to refresh.
    static let trigger = 80.0
    /// Where the content rests while the refresh runs (UIRefreshControl's height).
    static let height = 60.0

    var action: RefreshAction?
    var executor: HostTaskExecutor?
    /// A refresh is running.
    private(set) var isRefreshing = false
    /// This pull has started one: the finger must lift before another.
    private var pullTriggered = false
    private var task: Task<Void, Never>?
    weak var model: ScrollModel?

    /// The content was dragged to `offset` (negative past the top).
    func pulled(to offset: Double) {
        guard !pullTriggered, !isRefreshing, offset <= -Self.trigger, let action, let executor else { return }
        pullTriggered = true
        isRefreshing = true
        task = executor.start(priority: .userInitiated) { [weak self] in
            await action()
            self?.finished()
        }
    }

    /// The finger lifted.
    func released() { pullTriggered = false }

    private func finished() {
        isRefreshing = false
        task = nil
        model?.settle(at: 0)
    }

    /// The spinner over the gap a pull opens (or the refresh holds) at the scroll view's top.
    static func decorate(_ node: ViewNode, model: ScrollModel, control: RefreshControl, in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let gap = max(-model.offset, 0)
        guard gap > 0 || control.isRefreshing else { return [node] }
        let shown = control.isRefreshing ? 1 : min(gap / trigger, 1)
        let spinner = ProgressView()
            .opacity(shown)
            .frame(height: min(gap, height))
            .frame(maxWidth: .infinity)
            .allowsHitTesting(false)
            .accessibilityIdentifier("refresh.spinner")
        return graph.resolve(ResolvedNodes(nodes: [node]).overlay(alignment: .top) { spinner }, at: id.child("refresh"))
    }
}

extension ScrollModel {
    /// Takes the `.refreshable` action around the scroll view (vertical only).
    func attachRefresh(in graph: ViewGraph) -> RefreshControl? {
        guard axis == .vertical, let action = graph.environment.refreshAction else {
            refresh = nil
            return nil
        }
        let control = refresh ?? RefreshControl()
        control.action = action
        control.executor = graph.tasks
        control.model = self
        refresh = control
        return control
    }
}
