import Foundation

extension Gradient {
    /// A colour at a place along a gradient, as SwiftUI's `Gradient.Stop`.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        /// 0 at the gradient's start, 1 at its end.
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// A gradient through `stops`, as SwiftUI's `Gradient(stops:)`.
    ///
    /// The renderer draws colours evenly spaced, so the stops are sampled
    /// onto the fewest evenly spaced colours that put each stop exactly on
    /// one (stops at 0, 0.25 and 1 need five), at most 101 (a stop between
    /// hundredths lands on the nearest). Two stops at one place (a hard
    /// edge) become a ramp a hundredth wide.
    public init(stops: [Stop]) {
        self.init(colors: Self.sample(stops))
    }

    /// Evenly spaced colours reproducing `stops`' piecewise-linear ramp.
    static func sample(_ stops: [Stop]) -> [Color] {
        let sorted = stops.map { Stop(color: $0.color, location: min(max($0.location, 0), 1)) }
            .enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        guard let first = sorted.first, let last = sorted.last else { return [] }
        guard sorted.count > 1 else { return [first.color, first.color] }
        var count = 101
        for n in 2...101 where sorted.allSatisfy({ abs(($0.location * Double(n - 1)).rounded() - $0.location * Double(n - 1)) < 1e-6 }) {
            // Hard edges need the finest sampling.
            if zip(sorted, sorted.dropFirst()).contains(where: { $0.location == $1.location }) { break }
            count = n
            break
        }
        return (0..<count).map { index in
            let t = Double(index) / Double(count - 1)
            if t <= first.location { return first.color }
            if t >= last.location { return last.color }
            let upper = sorted.firstIndex { $0.location >= t } ?? sorted.count - 1
            let a = sorted[max(upper - 1, 0)], b = sorted[upper]
            let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 1
            let x = a.color.rgba, y = b.color.rgba
            return Color(RGBAColor(red: x.red + (y.red - x.red) * f, green: x.green + (y.green - x.green) * f,
                                   blue: x.blue + (y.blue - x.blue) * f, alpha: x.alpha + (y.alpha - x.alpha) * f))
        }
    }
}

extension LinearGradient {
    /// A linear gradient through `stops`, as SwiftUI's `LinearGradient(stops:startPoint:endPoint:)`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

extension RadialGradient {
    /// A radial gradient through `stops`, as SwiftUI's `RadialGradient(stops:center:startRadius:endRadius:)`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
