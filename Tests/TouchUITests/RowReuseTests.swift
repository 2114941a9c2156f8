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
        #expect(CopiedBytes.equal(a, b))
        #expect(ViewInputs.equal(a, b, hasDynamicProperties: false))
        var changed = a
        changed.amount = nil
        #expect(!CopiedBytes.equal(a, changed))
        changed = a
        changed.flag = false
        #expect(!CopiedBytes.equal(a, changed))
        changed = a
        changed.items.append(3)
        #expect(!CopiedBytes.equal(a, changed))
    }
}
