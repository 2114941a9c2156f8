import Testing
import TouchUI

/// A row whose inputs have padding between their fields (a `Bool` before a
/// `String`) and compare by bytes (a `Binding` is no `Equatable`).
nonisolated struct PaddedRow: View {
    let bold: Bool
    let label: String
    let isOn: Binding<Bool>
    let tally: Tally

    var body: some View {
        tally.count(label)
        return Toggle(label, isOn: isOn)
    }
}

/// A `Form` of padded rows beside a counter with state of its own: tapping
/// the counter runs the counter's body only; the root's body is kept, and
/// the form, handed down from it (copied on the way), is the same form.
nonisolated struct PaddedForm: View {
    @State private var breakfast = false
    @State private var wakeUp = true
    let tally: Tally

    var body: some View {
        tally.count("root")
        return VStack(spacing: 0) {
            Form {
                Section("Extras") {
                    PaddedRow(bold: true, label: "Breakfast", isOn: $breakfast, tally: tally)
                    PaddedRow(bold: false, label: "Wake-up call", isOn: $wakeUp, tally: tally)
                }
            }
            .frame(height: 200)
            TapCounter(tally: tally)
        }
    }
}

nonisolated struct TapCounter: View {
    @State private var taps = 0
    let tally: Tally

    var body: some View {
        tally.count("counter")
        return Text("taps \(taps)").frame(width: 200, height: 60).contentShape(Rectangle())
            .onTapGesture { taps += 1 }.accessibilityIdentifier("counter")
    }
}

@Suite("TouchUI compares a view copied from a kept body as unchanged")
struct CopiedInputsTests {
    @Test("a sibling's own state change runs neither the form's rows nor the root again; a row's own binding still updates it")
    func formRowsKeptWhenASiblingChanges() throws {
        let tally = Tally()
        let h = Harness(PaddedForm(tally: tally), screen: Size(width: 400, height: 300))
        #expect(tally.counts == ["root": 1, "Breakfast": 1, "Wake-up call": 1, "counter": 1])
        let counter = try #require(h.frame(of: "counter"))
        for tap in 0..<4 { h.tap(counter.midX, counter.midY, at: 0.1 + Double(tap) * 0.4) }
        #expect(h.texts().contains("taps 4"))
        // Copies of the kept form, padding bytes aside: nothing in it ran again.
        #expect(tally.counts == ["root": 1, "Breakfast": 1, "Wake-up call": 1, "counter": 5])
    }
}
