import Observation
import Testing
@testable import TouchUI

/// Names read by rows through no capture at all (a closure that captures
/// nothing is the same closure every time its body runs).
@Observable
private final class SharedNames {
    nonisolated(unsafe) static let shared = SharedNames()
    var names = ["zero", "one", "two"]
}

/// A value with padding after its `Bool` and inside its optional's slot.
private struct Padded {
    var flag: Bool
    var amount: Double?
    var items: [Int]
}

@MainActor
@Suite("TouchUI lazy rows kept and values compared as copies")
struct RowReuseTests {
    private nonisolated struct Guests: View {
        var body: some View {
            NavigationStack {
                List(0..<30) { number in
                    NavigationLink {
                        Text("Guest \(number) details").accessibilityIdentifier("details")
                    } label: {
                        HStack {
                            Text("Guest \(number)")
                            Spacer()
                            Text("Table \(number % 12 + 1)").foregroundColor(.gray)
                        }
                    }
                    .accessibilityIdentifier("guest.\(number)")
                }
                .navigationTitle("Guests")
            }
        }
    }

    @Test("while a push slides, a list's rows are not made again: no row's body runs, and the push lands")
    func rowsKeptWhileAPushSlides() throws {
        let h = Harness(Guests(), screen: Size(width: 400, height: 800))
        h.advance(to: 0.1)
        let row = try #require(h.frame(of: "guest.3"))
        h.tap(row.midX, row.midY, at: 0.2)
        var ran: Set<String> = []
        var frames = 0
        // From a frame after the lift (the tapped row's pressed look is its own change).
        var t = 0.35
        while t < 0.2 + NavigationModel.duration {
            h.advance(to: t)
            ran.formUnion(h.host.evaluatedBodies)
            frames += 1
            t += 1.0 / 60
        }
        #expect(frames > 5)
        let rows = ran.filter { path in (0..<30).contains { path.contains("/[\($0)]") } }
        #expect(rows.isEmpty, "row bodies ran while the push slid: \(rows.sorted().prefix(8))")
        h.advance(to: 2)
        #expect(h.texts().contains("Guest 3 details"))
    }

    @Test("rows whose closure captures nothing are made again when a model they read changes")
    func rowsReadingAModelThroughNoCapture() {
        nonisolated struct Names: View {
            var body: some View {
                List(0..<3) { index in Text(SharedNames.shared.names[index]) }
            }
        }
        let h = Harness(Names(), screen: Size(width: 400, height: 600))
        #expect(h.texts().contains("two"))
        SharedNames.shared.names[2] = "changed"
        h.advance(to: 1)
        #expect(h.texts().contains("changed"))
        #expect(!h.texts().contains("two"))
        h.advance(to: 2)
        SharedNames.shared.names[0] = "again"
        h.advance(to: 3)
        #expect(h.texts().contains("again"), "still watched after rows were handed out as made")
        SharedNames.shared.names = ["zero", "one", "two"]
    }

    @Test("a value's copies compare equal whatever their padding holds; a changed field does not")
    func paddingIsNotCompared() {
        let a = Padded(flag: true, amount: 2, items: [1, 2])
        var b = a
        // Garbage where no field lies: after the Bool, and after the optional's tag.
        withUnsafeMutableBytes(of: &b) { bytes in
            bytes[1] = 0xAB
            bytes[7] = 0xCD
            bytes[20] = 0xEF
        }
        let raw = withUnsafeBytes(of: a) { x in withUnsafeBytes(of: b) { y in Array(x) == Array(y) } }
        #expect(!raw, "the copies' bytes differ")
        let layout = ValueLayout(of: Padded.self)
        #expect(layout.equal(a, b))
        #expect(ViewInputs.equal(a, b, hasDynamicProperties: false))
        var changed = a
        changed.amount = nil
        #expect(!layout.equal(a, changed))
        changed = a
        changed.flag = false
        #expect(!layout.equal(a, changed))
        changed = a
        changed.items.append(3)
        #expect(!layout.equal(a, changed))
        #expect(layout.runs == [0..<1, 24..<32], "the flag and the array as bytes")
        #expect(layout.optionals.count == 1, "the optional by its case and payload")
        // A nil's payload bytes are garbage too.
        let none = Padded(flag: false, amount: nil, items: [])
        var noneCopy = none
        withUnsafeMutableBytes(of: &noneCopy) { bytes in
            for index in 8..<16 { bytes[index] = 0x5A }
        }
        #expect(layout.equal(none, noneCopy))
    }
}
