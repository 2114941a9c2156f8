import Foundation

/// Shows the first of its views that fits the space offered, as SwiftUI's
/// `ViewThatFits`: each view's ideal size along `axes` is compared with
/// the proposal; when none fits, the last is shown. Only the one shown is
/// laid out, drawn and touched.
public nonisolated struct ViewThatFits<Content: View>: PrimitiveView, ResolvableView {
    let axes: Axis.Set
    let content: Content

    /// Chooses among `content`'s views along `axes` (both by default).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let candidates = graph.resolve(content, at: id.child("fits"))
        guard !candidates.isEmpty else { return [] }
        return [ViewNode(id: id, kind: .fits(FitsChoice(axes: axes, candidates: candidates)), children: [candidates[candidates.count - 1]])]
    }
}

/// A `ViewThatFits`'s views, and the choice for a proposal.
final class FitsChoice {
    let axes: Axis.Set
    let candidates: [ViewNode]

    init(axes: Axis.Set, candidates: [ViewNode]) {
        self.axes = axes
        self.candidates = candidates
    }

    /// The first candidate whose ideal size fits `p` along the axes (the last when none does).
    func choose(_ p: ProposedSize, engine: LayoutEngine) -> ViewNode {
        for candidate in candidates.dropLast() {
            // Ideal along the axes compared, the proposal kept across the others (a text wraps to the width it is given).
            let probe = ProposedSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
            let ideal = engine.size(candidate, probe)
            let fitsWidth = !axes.contains(.horizontal) || p.width.map { ideal.width <= $0 + 0.001 } ?? true
            let fitsHeight = !axes.contains(.vertical) || p.height.map { ideal.height <= $0 + 0.001 } ?? true
            if fitsWidth && fitsHeight { return candidate }
        }
        return candidates[candidates.count - 1]
    }
}
