import Scene
import Testing
@testable import TouchUI

final class FlagBox: @unchecked Sendable {
    var shown = false
    var item: Int?
}

private nonisolated struct HelpScreen: View {
    let box: FlagBox
    @State private var showingHelp = false
    @State private var order: Int?

    var body: some View {
        let box = self.box
        NavigationStack {
            VStack {
                Button("Help") { showingHelp = true; box.shown = true }.accessibilityIdentifier("help")
                Button("Order 7") { order = 7; box.item = 7 }.accessibilityIdentifier("order")
                Spacer()
            }
            .frame(maxWidth: .infinity)
            .accessibilityIdentifier("home")
            .navigationTitle("Orders")
            .navigationDestination(isPresented: Binding(get: { showingHelp }, set: { showingHelp = $0; box.shown = $0 })) {
                Text("How to order").accessibilityIdentifier("helpPage").navigationTitle("Help")
            }
            .navigationDestination(item: Binding(get: { order }, set: { order = $0; box.item = $0 })) { number in
                Text("Order \(number)").accessibilityIdentifier("order-\(number)")
            }
        }
    }
}

/// `navigationDestination(isPresented:)` and `navigationDestination(item:)`.
@MainActor
struct NavigationPresentedTests {
    private func tapCentre(_ h: Harness<some View>, _ id: String, at t: Double) {
        guard let frame = h.frame(of: id) else {
            Issue.record("no \(id)")
            return
        }
        h.tap(frame.midX, frame.midY, at: t)
    }

    @Test("setting isPresented pushes the destination; the back button pops it and sets the binding false")
    func isPresentedPushesAndBackClears() {
        let box = FlagBox()
        let h = Harness(HelpScreen(box: box), screen: Size(width: 400, height: 600))
        h.advance(to: 0.05)
        #expect(h.frameNow(of: "helpPage") == nil)
        tapCentre(h, "help", at: 0.1)
        // The binding's change is laid out on the next frame, which pushes; the slide runs from the one after.
        h.advance(to: 0.15)
        h.advance(to: 1)
        #expect(h.frameNow(of: "helpPage") != nil)
        #expect(h.frameNow(of: "home") == nil)
        #expect(h.texts().contains("Help") && h.texts().contains("Orders"), "the pushed screen's title and a back button to Orders")
        tapCentre(h, "back", at: 1.1)
        h.advance(to: 2)
        #expect(box.shown == false)
        #expect(h.frameNow(of: "helpPage") == nil)
        #expect(h.frameNow(of: "home")?.minX == 0)
    }

    @Test("an item pushes a screen made from it; popping sets the item to nil")
    func itemPushesAndPopClears() {
        let box = FlagBox()
        let h = Harness(HelpScreen(box: box), screen: Size(width: 400, height: 600))
        h.advance(to: 0.05)
        tapCentre(h, "order", at: 0.1)
        h.advance(to: 0.15)
        h.advance(to: 1)
        #expect(h.frameNow(of: "order-7")?.midX == 200, "pushed and settled")
        tapCentre(h, "back", at: 1.1)
        h.advance(to: 2)
        #expect(box.item == nil)
        #expect(h.frameNow(of: "order-7") == nil)
    }
}
