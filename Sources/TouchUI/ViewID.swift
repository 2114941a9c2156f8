import Scene

/// A view's identity: its path from the root (child positions, `if`/`else`
/// branches, `ForEach` and `.id` values). It doubles as the id of the layer
/// the view draws, so the scene animates a view that keeps its identity and
/// runs transitions for one that gains or loses it.
struct ViewID: Hashable, CustomStringConvertible {
    let path: String

    init(_ path: String) { self.path = path }

    /// The id of a child at `component`.
    func child(_ component: String) -> ViewID { ViewID(path + "/" + component) }
    func child(_ index: Int) -> ViewID { ViewID(path + "/" + String(index)) }

    var layerID: LayerID { LayerID(path) }
    var description: String { path }
}
