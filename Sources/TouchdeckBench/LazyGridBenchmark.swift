import Foundation
import Geometry
import TouchUI

/// The lazy containers' benchmark: a `ScrollView` holding a three-column
/// `LazyVGrid` of `rows` rows, each cell a rounded tile with a number, so
/// `touchdeck bench lazy` times the first frame and a scroll drag through
/// 10,000 rows, and compares the resident memory with 10 rows'.
public nonisolated struct LazyGridBenchmark: View {
    /// Rows of three tiles.
    let rows: Int
    /// Whether each tile is a `drawingGroup()`: drawn once, then composited as it scrolls.
    let drawingGroups: Bool

    /// A grid of `rows` rows.
    public init(rows: Int, drawingGroups: Bool = false) {
        self.rows = rows
        self.drawingGroups = drawingGroups
    }

    public var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(), GridItem(), GridItem()], spacing: 12) {
                ForEach(0..<rows * 3) { Tile(number: $0, drawingGroup: drawingGroups) }
            }
            .padding(16)
        }
    }

    /// One cell.
    nonisolated struct Tile: View {
        let number: Int
        let drawingGroup: Bool

        var body: some View {
            let tile = Text("Item \(number)")
                .font(.system(size: 24))
                .foregroundStyle(Color.white)
                .frame(maxWidth: .infinity)
                .frame(height: 96)
                .background(RoundedRectangle(cornerRadius: 12).fill(number % 2 == 0 ? Color.blue : Color.indigo))
            if drawingGroup {
                tile.drawingGroup()
            } else {
                tile
            }
        }
    }
}

/// The process's resident memory now (`VmRSS` of /proc/self/status), in
/// megabytes; nil where there is no such file.
public func residentMegabytes() -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        let fields = line.dropFirst("VmRSS:".count).split(whereSeparator: { $0 == " " || $0 == "\t" })
        if let kilobytes = fields.first.flatMap({ Double($0) }) { return kilobytes / 1024 }
    }
    return nil
}
