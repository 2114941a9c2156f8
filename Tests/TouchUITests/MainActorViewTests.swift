import Observation
import Testing
@testable import TouchUI

// Views as Swift 6 code for iOS 18 writes them: not marked `nonisolated`, so
// they are main-actor isolated through `View`, and may make and read
// main-actor models in their properties, bodies and actions.

@MainActor
private final class Till: ObservableObject {
    @Published var total = 0
    func ring(_ amount: Int) { total += amount }
}

@MainActor @Observable
private final class Queue {
    var served = 0
}

/// A view of the app's own, used inside a style and a modifier.
private struct PriceTag: View {
    let amount: Int
    var body: some View { Text("€\(amount)") }
}

private struct TagStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.label; PriceTag(amount: 2) }
    }
}

private struct Tagged: ViewModifier {
    let queue: Queue
    func body(content: Content) -> some View {
        VStack { content; Text("served \(queue.served)") }
    }
}

private struct TillScreen: View {
    @StateObject private var till = Till()
    @State private var queue = Queue()
    var body: some View {
        VStack {
            Text("total \(till.total)")
            Button("Coffee") {
                till.ring(2)
                queue.served += 1
            }
            .buttonStyle(TagStyle())
            .accessibilityIdentifier("coffee")
        }
        .modifier(Tagged(queue: queue))
    }
}

@Suite("Views, modifiers and styles are main-actor isolated, as SwiftUI's")
struct MainActorViewTests {
    @Test("a screen that makes and reads @MainActor models in its state, body, action, style and modifier runs as any other")
    @MainActor func mainActorScreen() throws {
        let h = Harness(TillScreen())
        #expect(h.texts().contains("total 0") && h.texts().contains("served 0") && h.texts().contains("€2"))
        let coffee = try #require(h.frame(of: "coffee"))
        h.tap(coffee.midX, coffee.midY, at: 1)
        h.advance(to: 2)
        h.tap(coffee.midX, coffee.midY, at: 3)
        h.advance(to: 4)
        #expect(h.texts().contains("total 4"), "the action rang the main-actor model twice: \(h.texts())")
        #expect(h.texts().contains("served 2"), "the modifier's body read the @Observable main-actor model: \(h.texts())")
    }
}
