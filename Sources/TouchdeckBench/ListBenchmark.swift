import TouchUI

/// The list benchmark: a `List` of `rows` rows, each a title over a
/// subtitle with a number at the trailing end, so `touchdeck bench lazy
/// --list` times the first frame and a scroll drag through 10,000 rows.
public nonisolated struct ListBenchmark: View {
    let rows: Int

    /// A list of `rows` rows.
    public init(rows: Int) {
        self.rows = rows
    }

    public var body: some View {
        List(0..<rows) { GuestRow(number: $0) }
    }

    /// One row.
    nonisolated struct GuestRow: View {
        let number: Int

        var body: some View {
            HStack {
                VStack(alignment: .leading, spacing: 2) {
                    Text("Guest \(number)")
                    Text("Table \(number % 40 + 1)").font(.system(size: 13)).foregroundColor(.gray)
                }
                Spacer()
                Text("\(number)").foregroundColor(.gray)
            }
        }
    }
}
