import Scene

/// A view's identity: its path from the root (child positions, `if`/`else`
/// branches, `ForEach` and `.id` values). It doubles as the id of the layer
/// the view draws, so the scene animates a view that keeps its identity and
/// runs transitions for one that gains or loses it. Held as that `LayerID`,
/// which keeps the path's hash: the graph looks a view up several times a
/// pass (its subtree, its body, its state).
struct ViewID: Hashable, CustomStringConvertible {
    let layerID: LayerID

    init(_ path: String) { layerID = LayerID(path) }

    /// The identity path: components from the root joined by `/` (`v/b/#0/b`).
    var path: String { layerID.rawValue }

    /// The id of a child at `component`.
    func child(_ component: String) -> ViewID { ViewID(path + "/" + component) }
    func child(_ index: Int) -> ViewID { ViewID(path + "/" + String(index)) }

    var description: String { path }
}
