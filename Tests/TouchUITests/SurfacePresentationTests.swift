import Foundation
import Scene
import Testing
@testable import TouchUI

// Sheets with detents, list row traits, navigation chrome, search and pull
// to refresh: behaviour, through touches and `--layout`'s entries.

private func entries(_ h: Harness<some View>, _ screen: Size) -> [String: LayoutEntry] {
    Dictionary(h.host.layoutEntries(screen: screen).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
}

/// Drags one finger from (x, y0) to (x, y1) in `steps` moves from `t`; returns the lift's time.
@discardableResult
private func drag(_ h: Harness<some View>, x: Double, from y0: Double, to y1: Double, at t: Double, steps: Int = 10) -> Double {
    h.touch(1, x, y0, .began, at: t)
    for step in 1...steps {
        h.touch(1, x, y0 + (y1 - y0) * Double(step) / Double(steps), .moved, at: t + Double(step) * 0.05)
    }
    let end = t + Double(steps) * 0.05 + 0.05
    h.touch(1, x, y1, .ended, at: end)
    return end
}

private nonisolated struct DetentSheetScreen: View {
    let log: ControlLog
    let locked: Bool
    let compact: Bool
    @State private var showing = false

    var body: some View {
        Button("Open") { showing = true }
            .accessibilityIdentifier("open")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .sheet(isPresented: $showing, onDismiss: { log.lines.append("dismissed") }) {
                VStack {
                    Text("Basket").accessibilityIdentifier("basket")
                    Spacer()
                }
                .padding(.top, 30)
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
                .interactiveDismissDisabled(locked)
            }
            .environment(\.horizontalSizeClass, compact ? .compact : .regular)
    }
}

private nonisolated struct RefreshScreen: View {
    let log: ControlLog
    let gate: RefreshGate

    var body: some View {
        List {
            ForEach(0..<5, id: \.self) { Text("Row \($0)").accessibilityIdentifier("row\($0)") }
        }
        .refreshable {
            log.lines.append("refresh")
            await gate.wait()
            log.lines.append("refreshed")
        }
    }
}

/// Holds a refresh until the test lets it finish.
final class RefreshGate: @unchecked Sendable {
    private var continuation: CheckedContinuation<Void, Never>?

    func wait() async { await withCheckedContinuation { continuation = $0 } }

    func open() {
        continuation?.resume()
        continuation = nil
    }
}

private nonisolated struct SearchScreen: View {
    let log: ControlLog
    @State private var query = ""
    let fruits = ["Apple", "Banana", "Cherry", "Lime"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(fruits.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) {
                    Text($0).accessibilityIdentifier("fruit.\($0)")
                }
            }
            .searchable(text: $query, prompt: "Find a fruit")
            .navigationTitle("Fruit")
        }
        .onSubmit(of: .search) { log.lines.append("search \(query)") }
        .onSubmit(of: .text) { log.lines.append("text") }
    }
}

private nonisolated struct RowTraitsScreen: View {
    let log: ControlLog

    var body: some View {
        NavigationStack {
            List {
                Text("Inbox").badge(3).accessibilityIdentifier("inbox")
                Text("Drafts").badge(0)
                Text("Wide").listRowInsets(EdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0)).accessibilityIdentifier("wide")
                Text("Hold me").accessibilityIdentifier("hold")
                    .contextMenu {
                        Button("Pin") { log.lines.append("pin") }.accessibilityIdentifier("pin")
                    }
            }
            .navigationTitle("Mail")
            .toolbar {
                ToolbarItem(placement: .status) { Text("Updated now").accessibilityIdentifier("status") }
                ToolbarItem(placement: .keyboard) { Text("Above keys").accessibilityIdentifier("keys") }
            }
        }
    }
}

private nonisolated struct HiddenBarScreen: View {
    var body: some View {
        NavigationStack {
            Text("Full").accessibilityIdentifier("full")
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                .navigationTitle("Hidden")
                .toolbar(.hidden, for: .navigationBar)
        }
    }
}

@Suite("Sheets with detents, list rows, navigation chrome, search, pull to refresh")
struct SurfacePresentationTests {
    static let tall = Size(width: 400, height: 800)
    static let pad = Size(width: 1024, height: 768)

    @Test("a compact sheet opens at its smallest detent with a grabber; a drag up settles it at .large")
    func detents() throws {
        let log = ControlLog()
        let h = Harness(DetentSheetScreen(log: log, locked: false, compact: true), screen: Self.tall)
        let open = try #require(entries(h, Self.tall)["open"]?.frame)
        h.tap(open.midX, open.midY, at: 1)
        h.advance(to: 2)
        let card = try #require(entries(h, Self.tall)["sheet.card"]?.frame)
        // Medium: half of the height a sheet may take (the screen less 10 pt at the top).
        #expect(abs(card.height - 395) < 1, "\(card)")
        #expect(abs(card.maxY - 800) < 1)
        #expect(abs(card.width - 400) < 1)
        #expect(entries(h, Self.tall)["sheet.grabber"] != nil)
        let end = drag(h, x: 200, from: card.minY + 10, to: card.minY - 300, at: 3)
        h.advance(to: end + 1)
        let large = try #require(entries(h, Self.tall)["sheet.card"]?.frame)
        #expect(abs(large.height - 790) < 1, "\(large)")
        // Down past half the smallest detent: dismissed.
        let gone = drag(h, x: 200, from: large.minY + 10, to: 760, at: end + 2)
        h.advance(to: gone + 1)
        #expect(entries(h, Self.tall)["sheet.card"] == nil)
        #expect(log.lines == ["dismissed"])
    }

    @Test("an iPad's form sheet keeps 540×620 whatever its detents, and a drag down a third of it dismisses it")
    func formSheet() throws {
        let log = ControlLog()
        let h = Harness(DetentSheetScreen(log: log, locked: false, compact: false), screen: Self.pad)
        let open = try #require(entries(h, Self.pad)["open"]?.frame)
        h.tap(open.midX, open.midY, at: 1)
        h.advance(to: 2)
        let card = try #require(entries(h, Self.pad)["sheet.card"]?.frame)
        #expect(abs(card.width - 540) < 1 && abs(card.height - 620) < 1, "\(card)")
        #expect(abs(card.midX - 512) < 1 && abs(card.midY - 384) < 1)
        let end = drag(h, x: 512, from: card.minY + 10, to: card.minY + 260, at: 3)
        h.advance(to: end + 1)
        #expect(entries(h, Self.pad)["sheet.card"] == nil)
        #expect(log.lines == ["dismissed"])
    }

    @Test("interactiveDismissDisabled: a drag down and a tap beside the sheet leave it presented")
    func dismissDisabled() throws {
        let log = ControlLog()
        let h = Harness(DetentSheetScreen(log: log, locked: true, compact: false), screen: Self.pad)
        let open = try #require(entries(h, Self.pad)["open"]?.frame)
        h.tap(open.midX, open.midY, at: 1)
        h.advance(to: 2)
        let card = try #require(entries(h, Self.pad)["sheet.card"]?.frame)
        // Mid-drag it follows reluctantly: a fifth of the finger's 300 pt.
        h.touch(1, 512, card.minY + 10, .began, at: 3)
        for step in 1...10 { h.touch(1, 512, card.minY + 10 + Double(step) * 30, .moved, at: 3 + Double(step) * 0.05) }
        h.advance(to: 3.6)
        let moved = try #require(entries(h, Self.pad)["sheet.card"]?.frame)
        #expect(abs(moved.minY - card.minY - 60) < 3, "\(moved) from \(card)")
        h.touch(1, 512, card.minY + 310, .ended, at: 3.6)
        h.advance(to: 5)
        let after = try #require(entries(h, Self.pad)["sheet.card"]?.frame)
        #expect(abs(after.minY - card.minY) < 1, "it springs back")
        h.tap(20, 20, at: 6)
        h.advance(to: 7)
        #expect(entries(h, Self.pad)["sheet.card"] != nil, "a tap on the dimmed screen does not dismiss it")
        #expect(log.lines.isEmpty)
    }

    @Test("refreshable: one pull runs the action once, with the spinner until it returns; the next pull runs it again")
    func refresh() throws {
        let log = ControlLog()
        let gate = RefreshGate()
        let h = Harness(RefreshScreen(log: log, gate: gate), screen: Self.pad)
        h.advance(to: 1)
        let row = try #require(entries(h, Self.pad)["row0"]?.frame)
        // A long pull: past the trigger, and on past it in the same drag.
        let end = drag(h, x: 500, from: 200, to: 650, at: 2, steps: 15)
        h.advance(to: end + 1)
        #expect(log.lines == ["refresh"])
        #expect(entries(h, Self.pad)["refresh.spinner"] != nil, "the spinner shows while the action runs")
        let held = try #require(entries(h, Self.pad)["row0"]?.frame)
        #expect(abs(held.minY - row.minY - 60) < 1, "the rows rest 60 pt down: \(held) from \(row)")
        // A pull while it runs starts nothing.
        let again = drag(h, x: 500, from: 200, to: 650, at: end + 2, steps: 15)
        h.advance(to: again + 1)
        #expect(log.lines == ["refresh"])
        gate.open()
        h.advance(to: again + 2)
        h.advance(to: again + 4)
        #expect(log.lines == ["refresh", "refreshed"])
        #expect(entries(h, Self.pad)["refresh.spinner"] == nil)
        let back = try #require(entries(h, Self.pad)["row0"]?.frame)
        #expect(abs(back.minY - row.minY) < 1)
        let third = drag(h, x: 500, from: 200, to: 650, at: again + 5, steps: 15)
        h.advance(to: third + 1)
        #expect(log.lines == ["refresh", "refreshed", "refresh"])
        gate.open()
        h.advance(to: third + 2)
    }

    @Test("searchable: the field types through the keyboard into the binding; Return runs onSubmit(of: .search) only; Cancel clears")
    func search() throws {
        let log = ControlLog()
        let h = Harness(SearchScreen(log: log), screen: Self.pad)
        h.advance(to: 1)
        var e = entries(h, Self.pad)
        let field = try #require(e["search"]?.frame)
        #expect(field.minY >= 50 + 60 - 1, "the field sits under the bar and the large title: \(field)")
        #expect(h.texts().contains("Find a fruit"), "the prompt is the placeholder")
        h.tap(field.midX, field.midY, at: 2)
        h.advance(to: 2.5)
        var t = 3.0
        for key in ["l", "i"] {
            let frame = try #require(entries(h, Self.pad)["key." + key]?.frame, "the keyboard is up")
            h.tap(frame.midX, frame.midY, at: t)
            h.advance(to: t + 0.2)
            t += 0.3
        }
        e = entries(h, Self.pad)
        #expect(e["fruit.Lime"] != nil)
        #expect(e["fruit.Apple"] == nil, "the list follows the bound text")
        #expect(e["search.cancel"] != nil, "Cancel shows while searching")
        let ret = try #require(e["key.return"]?.frame)
        #expect(e["key.return"]?.text == "search")
        h.tap(ret.midX, ret.midY, at: t)
        h.advance(to: t + 1)
        #expect(log.lines == ["search Li"])
        let cancel = try #require(entries(h, Self.pad)["search.cancel"]?.frame)
        h.tap(cancel.midX, cancel.midY, at: t + 2)
        h.advance(to: t + 3)
        e = entries(h, Self.pad)
        #expect(e["fruit.Apple"] != nil, "Cancel clears the text")
        #expect(e["search.cancel"] == nil)
    }

    @Test("row traits: a badge at the trailing end (none for zero), row insets, a context menu on a long press; status and keyboard placements")
    func rows() throws {
        let log = ControlLog()
        let h = Harness(RowTraitsScreen(log: log), screen: Self.pad)
        h.advance(to: 1)
        var e = entries(h, Self.pad)
        let inbox = try #require(e["inbox"]?.frame)
        let badge = try #require(e["inbox.badge"])
        #expect(badge.text == "3")
        #expect(abs(badge.frame.midY - inbox.midY) < 1 && badge.frame.maxX > 1024 - 41, "the badge at the trailing end: \(badge.frame)")
        #expect(!h.texts().contains("0"), "a zero badge shows nothing")
        let wide = try #require(e["wide"]?.frame)
        #expect(abs(wide.minX - (20 + 60)) < 1, "the card's 20 pt, then the row's own 60: \(wide)")
        let status = try #require(e["status"]?.frame)
        #expect(status.minY > 700, "status goes in the bottom bar")
        #expect(e["keys"] == nil, "keyboard items are not shown")
        // Long press: the menu; a short tap does not open it.
        let hold = try #require(e["hold"]?.frame)
        h.tap(hold.midX, hold.midY, at: 2)
        h.advance(to: 3)
        #expect(entries(h, Self.pad)["pin"] == nil)
        h.touch(1, hold.midX, hold.midY, .began, at: 4)
        h.advance(to: 4.7)
        h.touch(1, hold.midX, hold.midY, .ended, at: 4.8)
        h.advance(to: 5.5)
        e = entries(h, Self.pad)
        let pin = try #require(e["pin"]?.frame, "the long press opens the menu")
        h.tap(pin.midX, pin.midY, at: 6)
        h.advance(to: 7)
        #expect(log.lines == ["pin"])
        #expect(entries(h, Self.pad)["pin"] == nil, "choosing closes the menu")
    }

    @Test("toolbar(.hidden, for: .navigationBar) takes the bar and its title away; the content fills its room")
    func hiddenBar() throws {
        let h = Harness(HiddenBarScreen(), screen: Self.pad)
        h.advance(to: 1)
        let e = entries(h, Self.pad)
        #expect(!e.values.contains { $0.text == "Hidden" })
        let full = try #require(e["full"]?.frame)
        #expect(full.minY < 1, "\(full)")
    }
}
