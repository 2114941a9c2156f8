/// A heart filling its frame: what `Image(systemName: "heart.fill")` shows,
/// for there is no SF Symbols font on a kiosk. Fill it (`.foregroundColor`
/// or `.fill`) and size it with `.frame`.
public struct Heart: Shape, ResolvableView {
    public init() {}

    public func path(in rect: Rect) -> Path {
        func p(_ x: Double, _ y: Double) -> Point { Point(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height) }
        return Path { path in
            path.move(to: p(0.5, 0.95))
            path.addCurve(to: p(0, 0.32), control1: p(0.2, 0.75), control2: p(0, 0.55))
            path.addCurve(to: p(0.29, 0.02), control1: p(0, 0.13), control2: p(0.15, 0.02))
            path.addCurve(to: p(0.5, 0.17), control1: p(0.39, 0.02), control2: p(0.46, 0.08))
            path.addCurve(to: p(0.71, 0.02), control1: p(0.54, 0.08), control2: p(0.61, 0.02))
            path.addCurve(to: p(1, 0.32), control1: p(0.85, 0.02), control2: p(1, 0.13))
            path.addCurve(to: p(0.5, 0.95), control1: p(1, 0.55), control2: p(0.8, 0.75))
            path.closeSubpath()
        }
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { resolveFilled(in: graph, at: id) }
}
