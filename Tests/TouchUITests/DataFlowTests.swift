import Observation
import Testing
@testable import TouchUI

/// What a test's views did, in order.
private final class Trail: @unchecked Sendable {
    var lines: [String] = []
}

/// A Combine-style model, as SwiftUI code writes one.
private final class Cart: ObservableObject {
    @Published var items = 0
    nonisolated(unsafe) static var made = 0
    init() { Cart.made += 1 }
}

private nonisolated struct CartScreen: View {
    @StateObject private var cart = Cart()
    var body: some View {
        VStack {
            Text("\(cart.items) items")
            CartBadge(cart: cart)
            Button("Add") { cart.items += 1 }.accessibilityIdentifier("add")
        }
    }
}

private nonisolated struct CartBadge: View {
    @ObservedObject var cart: Cart
    var body: some View { Text("badge \(cart.items)") }
}

private nonisolated struct Session: View {
    @EnvironmentObject var cart: Cart
    var body: some View {
        Stepper("In cart: \(cart.items)", value: $cart.items, in: 0...9).accessibilityIdentifier("qty")
    }
}

@Observable
private final class Order {
    var name = "Ada"
}

private nonisolated struct OrderForm: View {
    @Bindable var order: Order
    var body: some View {
        Toggle(order.name, isOn: Binding(get: { order.name == "Grace" }, set: { order.name = $0 ? "Grace" : "Ada" }))
            .accessibilityIdentifier("who")
    }
}

private nonisolated struct ChangeCounter: View {
    let trail: Trail
    @State private var count = 0
    var body: some View {
        Button("Count \(count)") { count += 1 }
            .accessibilityIdentifier("count")
            .onChange(of: count) { old, new in trail.lines.append("changed \(old)→\(new)") }
            .onChange(of: count, initial: true) { trail.lines.append("seen \(count)") }
    }
}

private struct Width: PreferenceKey {
    static let defaultValue = 0.0
    static func reduce(value: inout Double, nextValue: () -> Double) { value += nextValue() }
}

// Serialized: `stateObject` counts the `Cart`s made in a static, so no other test may make one meanwhile.
@Suite("Data flow: ObservableObject, @StateObject, @ObservedObject, @EnvironmentObject, @Bindable, onChange, PreferenceKey", .serialized)
struct DataFlowTests {
    @Test("a @StateObject is made once for the view, and @Published changes run the bodies of the views that hold it")
    func stateObject() throws {
        Cart.made = 0
        let h = Harness(CartScreen())
        #expect(h.texts().contains("0 items") && h.texts().contains("badge 0"))
        let add = try #require(h.frame(of: "add"))
        h.tap(add.midX, add.midY, at: 1)
        h.advance(to: 2)
        h.tap(add.midX, add.midY, at: 3)
        h.advance(to: 4)
        #expect(h.texts().contains("2 items"))
        #expect(h.texts().contains("badge 2"), "the @ObservedObject view follows the same object")
        #expect(Cart.made == 1, "made once, however often the view value is made")
    }

    @Test("@EnvironmentObject reads what .environmentObject put there; $cart.items is a binding into it")
    func environmentObject() throws {
        let cart = Cart()
        let h = Harness(Session().environmentObject(cart).frame(width: 320))
        let plus = try #require(h.frame(of: "qty.increment"))
        h.tap(plus.midX, plus.midY, at: 1)
        h.advance(to: 2)
        #expect(cart.items == 1)
        #expect(h.texts().contains("In cart: 1"))
    }

    @Test("@Bindable gives bindings into an @Observable model")
    func bindable() throws {
        let order = Order()
        let h = Harness(OrderForm(order: order).frame(width: 320))
        let who = try #require(h.frame(of: "who"))
        h.tap(who.midX, who.midY, at: 1)
        h.advance(to: 2)
        #expect(order.name == "Grace")
        #expect(h.texts().contains("Grace"))
        #expect(Bindable(order).name.wrappedValue == "Grace")
    }

    @Test("onChange(of:) runs after the update with the old and new values; initial: true also at first")
    func onChange() throws {
        let trail = Trail()
        let h = Harness(ChangeCounter(trail: trail))
        #expect(trail.lines == ["seen 0"])
        let button = try #require(h.frame(of: "count"))
        h.tap(button.midX, button.midY, at: 1)
        h.advance(to: 2)
        h.tap(button.midX, button.midY, at: 3)
        h.advance(to: 4)
        #expect(trail.lines == ["seen 0", "changed 0→1", "seen 1", "changed 1→2", "seen 2"])
    }

    @Test("onPreferenceChange gets the subtree's values reduced in order, GeometryReader content included")
    func preferences() {
        final class Seen: @unchecked Sendable { var values: [Double] = [] }
        let seen = Seen()
        let h = Harness(HStack {
            Color.red.frame(width: 30, height: 10).preference(key: Width.self, value: 30)
            GeometryReader { proxy in Color.blue.preference(key: Width.self, value: proxy.size.width) }.frame(width: 50, height: 10)
        }
        .onPreferenceChange(Width.self) { seen.values.append($0) })
        h.advance(to: 1)
        #expect(seen.values == [80], "30 + the reader's 50, reported once")
    }
}
