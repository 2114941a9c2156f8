import Testing
@testable import TouchUI

/// What a test's list did, in order.
private final class ListLog: @unchecked Sendable {
    var lines: [String] = []
    var rows: [Int] = []
}

/// A row whose body records that it ran.
private nonisolated struct CountedRow: View {
    let number: Int
    let log: ListLog
    var body: some View {
        log.rows.append(number)
        return Text("Row \(number)").accessibilityIdentifier("row\(number)")
    }
}

/// A form over a toggle's state, logging it as its body runs.
private nonisolated struct SettingsForm: View {
    let log: ListLog
    @State private var wifi = false
    var body: some View {
        log.lines.append("wifi=\(wifi)")
        return Form {
            Section("Network") {
                Toggle("Wi-Fi", isOn: $wifi).accessibilityIdentifier("wifi")
                Text("Name").accessibilityIdentifier("name")
            }
            Section {
                Button("Sign out") { log.lines.append("sign out") }.accessibilityIdentifier("signout")
            } footer: {
                Text("Ends the session").accessibilityIdentifier("footer")
            }
        }
    }
}

@Suite("TouchUI List, Form, Section, Menu (iOS 17's inset grouped look and behaviour)")
struct ListTests {
    @Test("a Form's sections are white cards inset 20 pt on grey: rows 44 pt, text 20 pt into the card, headers upper case above")
    func formGeometry() throws {
        let log = ListLog()
        let h = Harness(SettingsForm(log: log), screen: Size(width: 400, height: 600))
        let name = try #require(h.frame(of: "name"))
        let wifi = try #require(h.frame(of: "wifi"))
        #expect(name.minX == 40, "card inset 20 + row padding 20")
        #expect(wifi.minX == 40 && wifi.maxX == 360, "a toggle fills its row between the paddings")
        #expect(name.midY - wifi.midY == CGFloat(ListMetrics.rowHeight), "rows 44 pt apart")
        #expect(h.texts().contains("NETWORK"), "a string header is shown upper case")
        let footer = try #require(h.frame(of: "footer"))
        let signOut = try #require(h.frame(of: "signout"))
        #expect(footer.minY >= signOut.maxY + 7 && footer.minX == 40)
        #expect(wifi.minY > 17 + 13, "the header stands above the first card")
    }

    @Test("controls in a Form row keep working; a Button in a row is the whole row: a tap at its far end runs it")
    func formControls() throws {
        let log = ListLog()
        let h = Harness(SettingsForm(log: log), screen: Size(width: 400, height: 600))
        let wifi = try #require(h.frame(of: "wifi"))
        h.tap(wifi.maxX - 20, wifi.midY, at: 1)
        h.advance(to: 2)
        #expect(log.lines.last == "wifi=true")
        let signOut = try #require(h.frame(of: "signout"))
        #expect(signOut.minX == 40 && signOut.width == 320 && signOut.height == CGFloat(ListMetrics.rowHeight),
                "the button fills its row")
        h.tap(350, signOut.midY, at: 3)
        #expect(log.lines.contains("sign out"))
    }

    @Test("a List of 10,000 rows resolves only the rows in sight, and scrolling brings the next ones")
    func lazyRows() throws {
        let log = ListLog()
        let h = Harness(List(0..<10_000) { CountedRow(number: $0, log: log) }, screen: Size(width: 400, height: 300))
        // 35 pt above the card, then 44 pt rows: rows 0–6 reach 300 pt, the 50 pt margin takes row 7.
        #expect(Set(log.rows) == Set(0...7))
        let row0 = try #require(h.frame(of: "row0")), row1 = try #require(h.frame(of: "row1"))
        #expect(row1.midY - row0.midY == 44 && row0.minX == 40)
        #expect(h.frame(of: "row20") == nil)
        log.rows.removeAll()
        h.touch(1, 200, 280, .began, at: 0)
        for step in 1...10 { h.touch(1, 200, 280 - Double(step) * 24, .moved, at: Double(step) * 0.05) }
        h.touch(1, 200, 40, .ended, at: 0.55)
        h.advance(to: 5)
        #expect(!log.rows.isEmpty && log.rows.allSatisfy { $0 < 30 }, "only rows near the new window ran")
        #expect(h.frame(of: "row9") != nil)
    }

    @Test("List { … } groups views outside sections into one; .plain draws rows edge to edge on white")
    func plainStyle() throws {
        let h = Harness(List {
            Text("A").accessibilityIdentifier("a")
            Section("Later") { Text("B").accessibilityIdentifier("b") }
        }.listStyle(.plain), screen: Size(width: 400, height: 300))
        let a = try #require(h.frame(of: "a")), b = try #require(h.frame(of: "b"))
        #expect(a.minX == 20 && b.minX == 20, "no card inset in a plain list")
        #expect(h.texts().contains("Later"), "a plain list's header keeps its case")
        #expect(b.minY > a.maxY + 20)
    }

    @Test("a Section outside a list stacks its header, content and footer")
    func sectionOutsideList() throws {
        let h = Harness(Section { Text("Body").accessibilityIdentifier("body") } header: { Text("Head").accessibilityIdentifier("head") })
        let head = try #require(h.frame(of: "head")), body = try #require(h.frame(of: "body"))
        #expect(body.minY > head.maxY)
    }

    @Test("a Menu opens its actions over the screen; choosing one runs it and closes the menu")
    func menu() throws {
        let log = ListLog()
        let h = Harness(Menu("Actions") {
            Button("Copy") { log.lines.append("copy") }.accessibilityIdentifier("copy")
            Button("Paste") { log.lines.append("paste") }.accessibilityIdentifier("paste")
        }.accessibilityIdentifier("actions"), screen: Size(width: 400, height: 400))
        let button = try #require(h.frame(of: "actions"))
        #expect(h.frame(of: "copy") == nil)
        h.tap(button.midX, button.midY, at: 1)
        h.advance(to: 2)
        let paste = try #require(h.frame(of: "paste"))
        #expect(paste.width >= 200, "an action fills its row of the card")
        h.tap(paste.maxX - 10, paste.midY, at: 3)
        h.advance(to: 4)
        #expect(log.lines == ["paste"])
        #expect(h.frame(of: "paste") == nil, "the menu closed")
    }

    @Test("a Button in a stack in a row keeps its own size; a Menu's label may be any view")
    func buttonInStackAndMenuLabel() throws {
        let h = Harness(Form {
            HStack {
                Text("Total")
                Spacer()
                Button("Edit") {}.accessibilityIdentifier("edit")
            }
            Menu {
                Button("Refund") {}.accessibilityIdentifier("refund")
            } label: {
                Text("More").accessibilityIdentifier("more")
            }
        }, screen: Size(width: 400, height: 300))
        let edit = try #require(h.frame(of: "edit"))
        #expect(edit.width < 80 && edit.maxX == 360, "not stretched across the row")
        let more = try #require(h.frame(of: "more"))
        h.tap(more.midX, more.midY, at: 1)
        h.advance(to: 2)
        #expect(h.frame(of: "refund") != nil)
    }
}
