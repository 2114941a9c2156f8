/// Labelled gesture × recognized gesture, counts: the diagonal is what the
/// recognizers got right.
public struct ConfusionMatrix: Hashable, Sendable {
    /// `counts[label][recognized]`.
    public private(set) var counts: [GestureKind: [GestureKind: Int]] = [:]

    public init(labels: [GestureKind], recognized: [GestureKind]) {
        for (label, kind) in zip(labels, recognized) { counts[label, default: [:]][kind, default: 0] += 1 }
    }

    public func count(label: GestureKind, recognized: GestureKind) -> Int { counts[label]?[recognized] ?? 0 }

    public var total: Int { counts.values.reduce(0) { $0 + $1.values.reduce(0, +) } }
    /// Recognized rightly (a negative such as `taps` is right as `tap`).
    public var correct: Int {
        counts.reduce(0) { sum, row in sum + row.value.filter { row.key.isRecognized(as: $0.key) }.values.reduce(0, +) }
    }

    /// The matrix as a text table, rows the labels present, columns every kind
    /// that was a label or a recognition.
    public func table() -> String {
        let rows = counts.keys.sorted()
        let columns = Set(rows + counts.values.flatMap(\.keys)).sorted()
        let header = ["label \\ recognized"] + columns.map(\.rawValue)
        var cells = [header]
        for row in rows { cells.append([row.rawValue] + columns.map { String(count(label: row, recognized: $0)) }) }
        let widths = header.indices.map { column in cells.map { $0[column].count }.max() ?? 0 }
        return cells.map { line in
            line.enumerated().map { column, text in
                column == 0 ? text.padding(toLength: widths[0], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - text.count) + text
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n\(correct) of \(total) recognized as labelled\n"
    }
}
