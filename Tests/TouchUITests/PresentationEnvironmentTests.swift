import Observation
import Scene
import Testing
@testable import TouchUI

// What a presentation inherits of its presenter's environment (SwiftUI: a
// sheet inherits the environment of the view that presents it), and what it
// does not: the presenter's layout context (its navigation stack, list) and
// its dismiss.

private struct Till: EnvironmentKey {
    static let defaultValue = "no till"
}

extension EnvironmentValues {
    fileprivate var till: String {
        get { self[Till.self] }
        set { self[Till.self] = newValue }
    }
}

@Observable
private final class Order {
    var lines = 2
}

/// A Combine-style model, read with `@EnvironmentObject`.
private final class Loyalty: ObservableObject {
    @Published var points = 10
}

/// What the sheet shows: each line read from the environment.
private nonisolated struct OrderSummary: View {
    @Environment(Order.self) private var order
    @EnvironmentObject private var loyalty: Loyalty
    @Environment(\.till) private var till
    @Environment(\.locale) private var locale
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("\(order.lines) lines")
            Text("\(loyalty.points) points")
            Text("till \(till)")
            Text("locale \(locale.identifier)")
            Button("Close") { dismiss() }.accessibilityIdentifier("close")
        }
    }
}

/// The bakery's shape: a NavigationStack whose toolbar button presents a
/// sheet (attached inside the stack) that has a NavigationStack of its own,
/// closed by its toolbar's Done through `@Environment(\.dismiss)`.
private nonisolated struct OrderSheet: View {
    @Environment(Order.self) private var order
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack {
                Text("Sheet has \(order.lines) lines")
                NavigationLink("Details") { Text("Line details").accessibilityIdentifier("details") }
                    .accessibilityIdentifier("detailsLink")
                Spacer()
            }
            .navigationTitle("Your Order")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }.accessibilityIdentifier("done")
                }
            }
        }
    }
}

private nonisolated struct Shop: View {
    let order: Order
    @State private var showing = false

    var body: some View {
        NavigationStack {
            VStack {
                Text("Menu page")
                Spacer()
            }
            .navigationTitle("Menu")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Order (\(order.lines))") { showing = true }.accessibilityIdentifier("open")
                }
            }
            .sheet(isPresented: $showing) { OrderSheet() }
        }
        .environment(order)
    }
}

/// A sheet presented from a row of a List in a NavigationStack: the row's
/// context (a list row, the stack) must not reach the sheet's content.
private nonisolated struct ListPresenter: View {
    @State private var showing = false

    var body: some View {
        NavigationStack {
            List {
                Button("Show") { showing = true }
                    .accessibilityIdentifier("show")
                    .sheet(isPresented: $showing) {
                        OrderSummary()
                    }
            }
            .navigationTitle("Rows")
        }
    }
}

@MainActor
@Suite("Presentations inherit their presenter's environment, not its layout context")
struct PresentationEnvironmentTests {
    private func tapCentre(_ h: Harness<some View>, _ id: String, at t: Double) throws {
        let frame = try #require(h.frame(of: id), "no \(id) in \(h.texts())")
        h.tap(frame.midX, frame.midY, at: t)
    }

    @Test("a sheet reads the @Observable model, the EnvironmentObject, a custom key and the locale set above its presenter")
    func sheetReadsTheEnvironment() throws {
        let order = Order(), loyalty = Loyalty()
        let screen = ListPresenter()
            .environment(\.till, "front")
            .environment(\.locale, Locale(identifier: "de_DE"))
            .environment(order)
            .environmentObject(loyalty)
        let h = Harness(screen, screen: Size(width: 800, height: 600))
        try tapCentre(h, "show", at: 1)
        h.advance(to: 2)
        let texts = h.texts()
        #expect(texts.contains("2 lines") && texts.contains("10 points"), "\(texts)")
        #expect(texts.contains("till front") && texts.contains("locale de_DE"), "\(texts)")
        // Both models are followed inside the sheet.
        order.lines = 3
        loyalty.points = 12
        h.advance(to: 3)
        #expect(h.texts().contains("3 lines") && h.texts().contains("12 points"), "\(h.texts())")
        // The sheet's dismiss is its own: Close ends the sheet, not the presenter.
        try tapCentre(h, "close", at: 4)
        h.advance(to: 6)
        #expect(!h.texts().contains("3 lines") && h.texts().contains("Show"), "\(h.texts())")
    }

    @Test("a sheet's own NavigationStack is its own: its title and toolbar show, Done (@Environment(\\.dismiss)) dismisses it")
    func sheetWithItsOwnNavigationStack() throws {
        let order = Order()
        let h = Harness(Shop(order: order), screen: Size(width: 1024, height: 768))
        try tapCentre(h, "open", at: 1)
        h.advance(to: 2)
        #expect(h.texts().contains("Sheet has 2 lines") && h.texts().contains("Your Order"), "\(h.texts())")
        // The sheet's link pushes in the sheet's stack, not the stack under it.
        try tapCentre(h, "detailsLink", at: 3)
        h.advance(to: 4)
        let details = try #require(h.frame(of: "details"))
        #expect(details.midX > 242 && details.midX < 782, "pushed inside the 540-wide sheet: \(details)")
        #expect(h.texts().contains("Menu page"), "the stack under the sheet did not push: \(h.texts())")
        // Back in the sheet's stack, then Done dismisses the sheet.
        let back = try #require(h.frame(of: "back"), "the sheet's stack shows a back button: \(h.texts())")
        h.tap(back.midX, back.midY, at: 5)
        h.advance(to: 6)
        #expect(!h.texts().contains("Line details"), "\(h.texts())")
        try tapCentre(h, "done", at: 7)
        h.advance(to: 9)
        #expect(!h.texts().contains("Your Order") && !h.texts().contains("Sheet has 2 lines"), "\(h.texts())")
        #expect(h.texts().contains("Menu page") && h.texts().contains("Order (2)"), "the stack under it is as it was: \(h.texts())")
    }

    @Test("timeline: presented, the model changes under it, dismissed by Done, presented again with the new value")
    func timeline() throws {
        let order = Order()
        let h = Harness(Shop(order: order), screen: Size(width: 1024, height: 768))
        var seen: [String] = []
        func record(_ t: Double) {
            h.advance(to: t)
            let texts = h.texts()
            seen.append([texts.first { $0.hasPrefix("Order (") } ?? "-",
                         texts.first { $0.hasPrefix("Sheet has") } ?? "no sheet"].joined(separator: " | "))
        }
        record(0.5)
        try tapCentre(h, "open", at: 1)
        record(2)
        order.lines = 5
        record(3)
        try tapCentre(h, "done", at: 4)
        record(6)
        try tapCentre(h, "open", at: 7)
        record(8)
        #expect(seen == [
            "Order (2) | no sheet",
            "Order (2) | Sheet has 2 lines",
            "Order (5) | Sheet has 5 lines",
            "Order (5) | no sheet",
            "Order (5) | Sheet has 5 lines",
        ])
    }

    @Test("what a presentation inherits: the app's values and built-in values, not the layout context or the presenter's dismiss")
    func inheritedEnvironment() {
        var values = EnvironmentValues()
        values[Till.self] = "back"
        values.font = .title
        values.dismiss = DismissAction(key: "outer", action: nil)
        var base = values.base
        base.buttonFillsListRow = true
        base.isScrollContent = true
        base.identifierScope = IdentifierScope(name: "row", path: "v/b")
        base.listStyle = .plain
        let sheet = EnvironmentValues(base.presented(as: .sheet))
        #expect(sheet.till == "back" && sheet.font == .title)
        #expect(sheet.dismiss.key == "", "the presenter's dismiss stays with it")
        #expect(!sheet.base.buttonFillsListRow && !sheet.base.isScrollContent && sheet.base.identifierScope == nil)
        #expect(sheet.base.listStyle == .plain, "a style set with .listStyle is the app's: passed on")
        let alert = EnvironmentValues(base.presented(as: .alert))
        #expect(alert.till == "back" && alert.font == .body, "an alert is the system's card: its own fonts")
    }
}
