import Touchdeck

@main
nonisolated struct Counter: App {
    var body: some Scene {
        WindowGroup {
            CounterView { count in
                print("count \(count)")
            }
        }
    }
}
