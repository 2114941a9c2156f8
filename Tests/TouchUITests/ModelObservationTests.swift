import Observation
import Testing
@testable import TouchUI

@Observable
final class Greeting {
    var title = "hello"
    var subtitle = "world"
}

/// Reads the title; a drag moves it.
nonisolated struct DraggedGreeting: View {
    let greeting: Greeting
    @GestureState private var offset = 0.0

    var body: some View {
        Text(greeting.title)
            .frame(width: 200, height: 100)
            .offset(x: offset)
            .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation.width })
    }
}

/// Reads `title` always and `subtitle` only while its own state says so; a tap toggles it.
nonisolated struct DetailedGreeting: View {
    let greeting: Greeting
    @State private var detailed = false

    var body: some View {
        VStack(spacing: 0) {
            Text(greeting.title)
            if detailed { Text(greeting.subtitle) }
        }
        .frame(width: 200, height: 100)
        .onTapGesture { detailed.toggle() }
    }
}

/// Shows a line that reads the title until tapped.
nonisolated struct GreetingShelf: View {
    let greeting: Greeting
    @State private var shown = true

    var body: some View {
        ZStack {
            Color.gray.frame(width: 300, height: 200).onTapGesture { shown = false }
            if shown { GreetingLine(greeting: greeting) }
        }
    }
}

nonisolated struct GreetingLine: View {
    let greeting: Greeting
    var body: some View { Text(greeting.title).allowsHitTesting(false) }
}

@Suite("Observed models")
struct ModelObservationTests {
    @Test("a body that runs again for its own state (every frame of a drag) keeps one observation of the model, and a change still reaches it")
    func oneObservationPerBody() {
        let greeting = Greeting()
        let h = Harness(DraggedGreeting(greeting: greeting))
        h.touch(1, 200, 150, .began, at: 0)
        for step in 1...300 { h.touch(1, 200 + Double(step) * 0.2, 150, .moved, at: Double(step) * 0.008) }
        #expect(h.host.evaluatedBodies.contains("v"), "the drag's @GestureState did not run the body again")
        h.touch(1, 260, 150, .ended, at: 3)
        h.advance(to: 4)
        // Each of those bodies left an observer with the model, until its next change, when all ran;
        // now a few at most (ended in batches).
        let before = h.host.modelHandlersRun
        greeting.title = "bonjour"
        #expect((1...ModelObservation.retireEvery).contains(h.host.modelHandlersRun - before))
        #expect(h.host.hasChanges)
        h.advance(to: 5)
        #expect(h.texts() == ["bonjour"])
    }

    @Test("what a body watches follows what it read last: a property read only after its own state changed is watched, one no longer read is not")
    func watchesWhatItReadLast() {
        let greeting = Greeting()
        let h = Harness(DetailedGreeting(greeting: greeting))
        greeting.subtitle = "monde"
        #expect(!h.host.hasChanges, "subtitle is not read yet")
        h.tap(200, 150, at: 0.1)
        h.advance(to: 1)
        #expect(h.texts() == ["hello", "monde"])
        greeting.subtitle = "mundo"
        #expect(h.host.hasChanges)
        h.advance(to: 2)
        #expect(h.texts() == ["hello", "mundo"])
        // Hidden again: the subtitle's changes no longer run the body.
        h.tap(200, 150, at: 3)
        h.advance(to: 4)
        #expect(h.texts() == ["hello"])
        greeting.subtitle = "welt"
        #expect(!h.host.hasChanges)
    }

    @Test("a view that goes away gives its observation back")
    func goneViewsStopWatching() {
        let greeting = Greeting()
        let h = Harness(GreetingShelf(greeting: greeting))
        h.tap(200, 150, at: 0.1)
        h.advance(to: 1)
        #expect(h.texts().isEmpty)
        let handled = h.host.modelHandlersRun
        greeting.title = "bonjour"
        // Its observation was ended with it: nothing runs, nothing is marked.
        #expect(h.host.modelHandlersRun == handled)
        #expect(!h.host.hasChanges)
    }
}
