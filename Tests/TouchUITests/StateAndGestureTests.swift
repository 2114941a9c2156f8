import Observation
import Testing
import TouchUI

/// A counter: a tap on the button adds one, shown as text.
nonisolated struct Counter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("count \(count)")
            Color.blue.frame(width: 100, height: 40)
                .onTapGesture { count += 1 }
        }
    }
}

@Observable
final class Basket {
    var items: [String] = ["apple", "pear"]
}

nonisolated struct BasketView: View {
    let basket: Basket

    var body: some View {
        VStack(spacing: 0) {
            ForEach(basket.items, id: \.self) { item in
                Text(item).frame(width: 200, height: 30)
            }
        }
    }
}

nonisolated struct Nested: View {
    let log: Log

    var body: some View {
        ZStack {
            Color.gray.frame(width: 100, height: 100).onTapGesture { log.add("single") }
        }
        .frame(width: 300, height: 300)
        .contentShape(Rectangle())
        .onTapGesture(count: 2) { log.add("double") }
    }
}

final class Log {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

nonisolated struct DragCard: View {
    @GestureState private var offset = Size.zero
    let log: Log

    var body: some View {
        Color.red.frame(width: 100, height: 100)
            .offset(offset)
            .gesture(DragGesture()
                .updating($offset) { value, state, _ in state = value.translation }
                .onEnded { log.add("ended \($0.translation.width)") })
    }
}

nonisolated struct Toggler: View {
    @State private var on = false

    var body: some View {
        ZStack {
            if on {
                Color.green.frame(width: 50, height: 50)
            } else {
                Color.red.frame(width: 50, height: 50)
            }
        }
        .frame(width: 200, height: 200)
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
    }
}

@Suite("TouchUI state and gestures")
struct StateAndGestureTests {
    @Test("@State survives re-evaluation and a tap changes it")
    func counter() {
        let h = Harness(Counter())
        #expect(h.texts() == ["count 0"])
        guard let button = h.frame(of: "v/b/1/frame") else {
            Issue.record("no button layer")
            return
        }
        h.tap(button.midX, button.midY, at: 0.1)
        #expect(h.texts() == ["count 1"])
        h.tap(button.midX, button.midY, at: 0.5)
        #expect(h.texts() == ["count 2"])
    }

    @Test("an @Observable model read in a body re-evaluates the view when it changes; ForEach keeps ids")
    func observable() {
        let basket = Basket()
        let h = Harness(BasketView(basket: basket))
        let before = h.ids.filter { $0.contains("[") }
        #expect(before == ["v/b/[apple]/frame", "v/b/[pear]/frame"])
        #expect(!h.host.hasChanges)
        basket.items.insert("fig", at: 0)
        #expect(h.host.hasChanges)
        h.advance(to: 0.1)
        #expect(h.texts() == ["fig", "apple", "pear"])
        #expect(h.frame(of: "v/b/[apple]/frame")?.minY == 135)
    }

    @Test("views nest their gestures: a child's tap waits for its parent's double tap to fail")
    func nestedRegions() {
        let log = Log()
        let h = Harness(Nested(log: log))
        h.tap(200, 150, at: 0.1)
        h.advance(to: 1)
        #expect(log.entries == ["single"])
        h.tap(200, 150, at: 2)
        h.tap(200, 150, at: 2.2)
        h.advance(to: 3)
        #expect(log.entries == ["single", "double"])
        h.tap(60, 60, at: 4)   // outside the child: only the parent's double tap, which times out
        h.advance(to: 5)
        #expect(log.entries == ["single", "double"])
    }

    @Test("@GestureState in a view: the card follows the drag and springs back on lift")
    func gestureState() {
        let log = Log()
        let h = Harness(DragCard(log: log))
        h.touch(1, 200, 150, .began, at: 0)
        h.touch(1, 240, 150, .moved, at: 0.05)
        h.touch(1, 260, 160, .moved, at: 0.1)
        #expect(h.frame(of: "v/b/frame")?.origin == Point(x: 210, y: 110))
        h.touch(1, 260, 160, .ended, at: 0.15)
        #expect(log.entries == ["ended 60.0"])
        #expect(h.frame(of: "v/b/frame")?.origin == Point(x: 150, y: 100))
    }

    @Test("if/else branches are different views: the change animates under withAnimation's transaction")
    func conditionalIdentity() {
        let h = Harness(Toggler())
        // The squares' frames draw nothing of their own: the colours are the layers.
        #expect(h.ids.contains("v/b/F"))
        h.tap(200, 150, at: 0.1)
        #expect(h.ids.contains("v/b/T"))
        // The red square fades out over the animation's second.
        #expect(h.ids.contains("v/b/F"))
        h.advance(to: 2)
        #expect(!h.ids.contains("v/b/F"))
    }
}

/// A child whose tap reports a value its parent passes in.
nonisolated struct Reporter: View {
    let value: Int
    let log: Log

    var body: some View {
        Color.blue.frame(width: 100, height: 100).onTapGesture { log.add("value \(value)") }
    }
}

nonisolated struct ReporterParent: View {
    @State private var value = 1
    let log: Log

    var body: some View {
        HStack(spacing: 0) {
            Reporter(value: value, log: log)
            Color.red.frame(width: 100, height: 100).onTapGesture { value += 1 }
        }
    }
}

@Suite("TouchUI gestures follow the body")
struct GestureUpdateTests {
    @Test("a gesture rebuilt by a body runs with the new values, as SwiftUI's")
    func rebuiltGestureUsesNewValues() {
        let log = Log()
        let h = Harness(ReporterParent(log: log))
        h.tap(150, 150, at: 0.1)     // the reporter: value 1
        h.tap(250, 150, at: 0.5)     // the incrementer
        h.tap(150, 150, at: 0.9)     // the reporter: value 2
        #expect(log.entries == ["value 1", "value 2"])
    }
}

/// A drag reported in a named ancestor's space.
nonisolated struct NamedSpace: View {
    let log: Log

    var body: some View {
        ZStack {
            Color.blue.frame(width: 100, height: 100)
                .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .named("board"))
                    .onEnded { log.add("at \($0.location.x),\($0.location.y)") })
        }
        .frame(width: 300, height: 200)
        .coordinateSpace(name: "board")
    }
}

@Suite("TouchUI named coordinate spaces")
struct NamedSpaceTests {
    @Test("a gesture reports in the frame of the view named as its coordinate space")
    func named() {
        let log = Log()
        let h = Harness(NamedSpace(log: log))   // the board: 300 × 200 centred in 400 × 300, at (50, 50)
        h.tap(200, 150, at: 0.1)
        #expect(log.entries == ["at 150.0,100.0"])
    }
}

nonisolated struct Duplicates: View {
    var body: some View {
        VStack(spacing: 0) { ForEach(["a", "a", "b"], id: \.self) { Text($0).frame(width: 50, height: 20) } }
    }
}

@Suite("TouchUI ForEach identities")
struct ForEachIdentityTests {
    @Test("duplicate ids in the data still give each view its own identity and place")
    func duplicates() throws {
        let h = Harness(Duplicates())
        let first = try #require(h.frame(of: "v/b/[a]/frame"))
        let second = try #require(h.frame(of: "v/b/[a#2]/frame"))
        #expect(second.minY == first.minY + 20)
    }
}

/// Reads its model only inside closures run while resolving: a
/// GeometryReader's content and ForEach's rows.
nonisolated struct ShelfView: View {
    let basket: Basket

    var body: some View {
        GeometryReader { _ in
            VStack {
                Text("\(basket.items.count) items")
                ForEach(["a"], id: \.self) { _ in Text(basket.items.first ?? "none") }
            }
        }
    }
}

@Suite("TouchUI observation in content closures")
struct ContentClosureObservationTests {
    @Test("a model read in a GeometryReader's content or a ForEach row marks the view that holds them")
    func closuresAreTracked() {
        let basket = Basket()
        let h = Harness(ShelfView(basket: basket))
        #expect(h.texts() == ["2 items", "apple"])
        basket.items.insert("fig", at: 0)
        #expect(h.host.hasChanges)
        h.advance(to: 0.1)
        #expect(h.texts() == ["3 items", "fig"])
    }
}
