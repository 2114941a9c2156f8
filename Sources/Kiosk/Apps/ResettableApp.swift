import Observation
import TouchUI

/// A view app that can be made afresh: the root a kiosk instance runs, so an
/// idle kiosk returns to the app's initial state. The app value (and the
/// models it holds) is replaced and its root view gets a new identity, which
/// drops every `@State` under it and shows the new one as at start-up.
@Observable
nonisolated final class ResettableApp<App: ViewKioskApp> {
    private(set) var app: App
    /// Counts resets: the root view's identity, so each new app gets fresh `@State`.
    private(set) var generation = 0
    @ObservationIgnored private let make: () -> App

    init(_ app: App, make: @escaping () -> App) {
        self.app = app
        self.make = make
    }

    /// Replaces the app with a new one, as started.
    func reset() {
        app = make()
        generation += 1
    }
}

/// The root view of a `ResettableApp`: the current app's root under its generation.
nonisolated struct ResettableRoot<App: ViewKioskApp>: View {
    let current: ResettableApp<App>

    var body: some View {
        current.app.rootView.id(current.generation)
    }
}
