import Observation
import Testing
@testable import TouchUI

private nonisolated struct AlertScreen: View {
    let log: ControlLog
    @State private var asking = false

    var body: some View {
        Button("Delete") { asking = true }
            .accessibilityIdentifier("delete")
            .alert("Delete the file?", isPresented: $asking) {
                Button("Delete", role: .destructive) { log.lines.append("deleted") }.accessibilityIdentifier("confirm")
                Button("Cancel", role: .cancel) { log.lines.append("cancelled") }.accessibilityIdentifier("cancel")
            } message: {
                Text("It cannot be undone.")
            }
    }
}

private nonisolated struct SheetContent: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Your cart")
            Button("Close") { dismiss() }.accessibilityIdentifier("close")
        }
    }
}

private nonisolated struct SheetScreen: View {
    let log: ControlLog
    @State private var showing = false

    var body: some View {
        Button("Cart") { showing = true }
            .accessibilityIdentifier("cart")
            .sheet(isPresented: $showing, onDismiss: { log.lines.append("dismissed") }) { SheetContent() }
    }
}

private struct Volume: EnvironmentKey {
    static let defaultValue = 3
}

extension EnvironmentValues {
    fileprivate var volume: Int {
        get { self[Volume.self] }
        set { self[Volume.self] = newValue }
    }
}

private nonisolated struct VolumeLabel: View {
    @Environment(\.volume) private var volume
    var body: some View { Text("volume \(volume)") }
}

@Observable
private final class ShoppingBasket {
    var items = 2
}

private nonisolated struct BasketLabel: View {
    @Environment(ShoppingBasket.self) private var basket
    var body: some View { Text("\(basket.items) items") }
}

@Suite("Presentation and environment: alert, sheet, dismiss, EnvironmentKey, @Environment(Model.self)")
struct PresentationTests {
    @Test("an alert shows its title, message and actions over the screen; an action runs and dismisses it")
    func alert() throws {
        let log = ControlLog()
        let h = Harness(AlertScreen(log: log), screen: Size(width: 600, height: 400))
        #expect(!h.texts().contains("Delete the file?"))
        let open = try #require(h.frame(of: "delete"))
        h.tap(open.midX, open.midY, at: 1)
        h.advance(to: 2)
        #expect(h.texts().contains("Delete the file?"))
        #expect(h.texts().contains("It cannot be undone."))
        let cancel = try #require(h.frame(of: "cancel"))
        let confirm = try #require(h.frame(of: "confirm"))
        #expect(abs(cancel.minY - confirm.minY) < 0.5 && cancel.height == 44, "two actions side by side, 44 pt tall")
        #expect(abs(cancel.width + confirm.width + 1 - 270) < 1, "they share the 270 pt card")
        // Taps outside the card do nothing: an alert is modal.
        h.tap(20, 20, at: 3)
        h.advance(to: 4)
        #expect(h.texts().contains("Delete the file?"))
        h.tap(confirm.midX, confirm.midY, at: 5)
        h.advance(to: 7)
        #expect(log.lines == ["deleted"])
        #expect(!h.texts().contains("Delete the file?"), "the action dismissed the alert")
    }

    @Test("a sheet presents its content; @Environment(\\.dismiss) closes it and onDismiss runs once")
    func sheet() throws {
        let log = ControlLog()
        let h = Harness(SheetScreen(log: log), screen: Size(width: 800, height: 480))
        let cart = try #require(h.frame(of: "cart"))
        h.tap(cart.midX, cart.midY, at: 1)
        h.advance(to: 2)
        #expect(h.texts().contains("Your cart"))
        // iPadOS's form sheet: at most 540 wide, 20 pt from the screen's top and bottom here.
        let close = try #require(h.frame(of: "close"))
        #expect(close.midX > 130 && close.midX < 670)
        // The button under the sheet's backdrop takes no touch while it shows.
        h.tap(close.midX, close.midY, at: 3)
        h.advance(to: 5)
        #expect(!h.texts().contains("Your cart"))
        #expect(log.lines == ["dismissed"])
    }

    @Test("a custom EnvironmentKey has its default, and .environment(\\.key, value) sets it for the subtree only")
    func customKey() {
        let h = Harness(VStack {
            VolumeLabel()
            VolumeLabel().environment(\.volume, 11)
        })
        #expect(h.texts() == ["volume 3", "volume 11"])
    }

    @Test("an @Observable model put in the environment is read with @Environment(Model.self), and its changes show")
    func observableModel() {
        let basket = ShoppingBasket()
        let h = Harness(BasketLabel().environment(basket))
        #expect(h.texts() == ["2 items"])
        basket.items = 5
        h.advance(to: 1)
        #expect(h.texts() == ["5 items"])
    }
}
