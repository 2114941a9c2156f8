import Foundation
import Testing
@testable import TouchUI

/// Counts a `Timer.publish` timer's ticks, keeping the last date.
private nonisolated struct Ticker: View {
    @State private var ticks = 0
    @State private var last: Date?
    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    var body: some View {
        Text("ticks \(ticks) at \(last.map { Int($0.timeIntervalSince(HostDates.defaultOrigin)) } ?? -1)")
            .onReceive(timer) { date in
                ticks += 1
                last = date
            }
    }
}

/// A counter kept in app storage.
private nonisolated struct Visits: View {
    @AppStorage("visits") private var visits = 0
    @AppStorage("name") private var name: String?
    var body: some View {
        VStack {
            Text("visits \(visits) \(name ?? "nobody")")
            Button("visit") {
                visits += 1
                name = "Ada"
            }
            .frame(width: 100, height: 40)
            .accessibilityIdentifier("visit")
        }
        .frame(width: 200, height: 100)
    }
}

@Suite("TouchUI time and storage (Timer.publish, onReceive, @AppStorage)")
struct TimeAndStorageTests {
    @Test("Timer.publish ticks on the host's clock: once a second, with the host's dates, reproducibly")
    func timerFollowsHostClock() throws {
        for _ in 0..<2 {
            let h = Harness(Ticker(), screen: Size(width: 300, height: 100))
            #expect(h.texts() == ["ticks 0 at -1"])
            #expect(h.runner.nextWakeUp() == 1, "the host sleeps until the timer's first date")
            h.advance(to: 0.99)
            #expect(h.texts() == ["ticks 0 at -1"])
            h.advance(to: 1)
            #expect(h.texts() == ["ticks 1 at 1"])
            // Woken late (at 3.5 for the date at 2), it fires once, with the date it fires at.
            h.advance(to: 3.5)
            #expect(h.texts() == ["ticks 2 at 3"])
            #expect(h.runner.nextWakeUp() == 4, "and keeps its phase")
            // A host that slept past several dates fires once, as a Foundation timer does.
            h.advance(to: 10.2)
            #expect(h.texts() == ["ticks 3 at 10"])
            h.advance(to: 11)
            #expect(h.texts() == ["ticks 4 at 11"])
        }
    }

    @Test("a timer stops when its view goes")
    func timerStops() throws {
        nonisolated struct Toggled: View {
            @State private var shown = true
            var body: some View {
                VStack {
                    if shown { Ticker() }
                    Button("hide") { shown = false }.frame(width: 100, height: 40).accessibilityIdentifier("hide")
                }
                .frame(width: 300, height: 200)
            }
        }
        let h = Harness(Toggled(), screen: Size(width: 300, height: 200))
        h.advance(to: 1.5)
        let button = try #require(h.host.layoutEntries(screen: h.runner.screen).first { $0.id == "hide" || $0.id == "visit" }?.frame)
        h.tap(button.midX, button.midY, at: 2)
        h.advance(to: 2.5)
        #expect(h.runner.nextWakeUp() == nil, "no timer left to wake for")
    }

    @Test("@AppStorage: a value set is read by the views and kept in the store's file, which a new launch reads")
    func appStoragePersists() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("appstorage-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("app.json").path
        // First launch: the kiosk's store on a new file.
        AppStorageStore.standard.persist(to: file)
        let h = Harness(Visits(), screen: Size(width: 200, height: 100))
        h.advance(to: 0.1)
        #expect(h.texts().contains("visits 0 nobody"))
        let button = try #require(h.host.layoutEntries(screen: h.runner.screen).first { $0.id == "visit" }?.frame)
        h.tap(button.midX, button.midY, at: 0.5)
        h.tap(button.midX, button.midY, at: 1.0)
        h.advance(to: 1.5)
        #expect(h.texts().contains("visits 2 Ada"))
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("\"visits\"") && text.contains("2"))
        // Second launch: a store made from the file has the values.
        let second = AppStorageStore()
        second.persist(to: file)
        #expect(second.value(for: "visits") == .int(2))
        #expect(second.value(for: "name") == .string("Ada"))
        AppStorageStore.standard.persist(to: file)
        let again = Harness(Visits(), screen: Size(width: 200, height: 100))
        again.advance(to: 0.1)
        #expect(again.texts().contains("visits 2 Ada"))
    }

    @Test("@AppStorage: an unreadable file is logged and the store starts empty")
    func appStorageBadFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("appstorage-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try "not json".write(toFile: file, atomically: true, encoding: .utf8)
        let store = AppStorageStore()
        store.persist(to: file)
        #expect(store.value(for: "visits") == nil)
    }
}
