import Foundation
import Geometry
@testable import Render
import TestSupport
import Testing

/// `OpaqueCover.insidePixels` finds each band boundary's span once; the
/// bands must be those of finding both spans of every band, pixel for pixel.
@Suite("Opaque covers of turned layers")
struct OpaqueCoverTests {
    /// The bands found the plain way: both spans of every band, each from all four edges.
    static func referenceBands(_ corners: [Point]) -> [PixelRect] {
        let top = Int(corners.map(\.y).min()!.rounded(.up)), bottom = Int(corners.map(\.y).max()!.rounded(.down))
        guard bottom > top else { return [] }
        let edges = (0..<4).map { (corners[$0], corners[($0 + 1) % 4]) }
        let slopes = edges.map { a, b in a.y == b.y ? Double.infinity : abs((b.x - a.x) / (b.y - a.y)) }.sorted()
        let band = slopes[1] < 1e-9 ? bottom - top : max(4, min(64, Int(2 / slopes[1])))
        func span(_ y: Double) -> (Double, Double) {
            var left = Double.infinity, right = -Double.infinity
            for (a, b) in edges where min(a.y, b.y) <= y && y <= max(a.y, b.y) {
                let xs = a.y == b.y ? [a.x, b.x] : [a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)]
                left = min(left, xs.min()!)
                right = max(right, xs.max()!)
            }
            return (left, right)
        }
        var rects: [PixelRect] = []
        var y0 = top
        while y0 < bottom {
            let y1 = min(y0 + band, bottom)
            let (upper, lower) = (span(Double(y0)), span(Double(y1)))
            let x0 = Int(max(upper.0, lower.0).rounded(.up)), x1 = Int(min(upper.1, lower.1).rounded(.down))
            if x1 > x0 { rects.append(PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)) }
            y0 = y1
        }
        return rects
    }

    @Test("a card turned any way, anywhere, at any size: the same bands as the plain way")
    func sameBandsAsThePlainWay() {
        var random = SplitMix64(seed: 20261127)
        var turned = 0
        for _ in 0..<2_000 {
            let width = Double.random(in: 1...900, using: &random), height = Double.random(in: 1...900, using: &random)
            let angle = Double.random(in: -Double.pi...Double.pi, using: &random)
            let centre = Point(x: Double.random(in: -300...1300, using: &random), y: Double.random(in: -300...1300, using: &random))
            let (c, s) = (cos(angle), sin(angle))
            let (cx, cy) = (Double(centre.x), Double(centre.y))
            let corners = [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)].map { (u: Double, v: Double) -> Point in
                let x: Double = cx + u * width / 2 * c - v * height / 2 * s
                let y: Double = cy + u * width / 2 * s + v * height / 2 * c
                return Point(x: x, y: y)
            }
            let bands = OpaqueCover.insidePixels(of: corners)
            if bands.count > 1 { turned += 1 }
            #expect(bands == Self.referenceBands(corners), "\(width)×\(height) turned \(angle) at \(centre)")
        }
        #expect(turned > 1_000, "most of the quadrilaterals should be turned into several bands")
    }

    @Test("a card turned a little: its bands lie inside it and hold most of it")
    func coverOfASlightTurn() {
        let angle = 3.0 * Double.pi / 180, (c, s) = (cos(angle), sin(angle))
        let corners = [(0.0, 0.0), (300.0, 0.0), (300.0, 400.0), (0.0, 400.0)].map { x, y in
            Point(x: 200 + x * c - y * s, y: 40 + x * s + y * c)
        }
        // Inside a clockwise (on screen, y down) convex outline: on the inner side of every edge.
        func inside(_ p: Point) -> Bool {
            (0..<4).allSatisfy { i in
                let a = corners[i], b = corners[(i + 1) % 4]
                return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) >= -1e-9
            }
        }
        let bands = OpaqueCover.insidePixels(of: corners)
        for band in bands {
            let ends = [Point(x: Double(band.x), y: Double(band.y)), Point(x: Double(band.maxX), y: Double(band.y)),
                        Point(x: Double(band.x), y: Double(band.maxY)), Point(x: Double(band.maxX), y: Double(band.maxY))]
            #expect(ends.allSatisfy(inside), "\(band) reaches outside the card")
        }
        let area = bands.reduce(0) { $0 + $1.area }
        #expect(area > 300 * 400 * 3 / 4, "cover \(area) of \(300 * 400)")
    }
}
