import Geometry
import Motion
import Render
import Scene
import TestSupport
import Testing
import TouchdeckBench

/// A rounded card's shadow mask is blurred at a small size and stretched
/// along its straight edges: it must look exactly like the mask blurred whole,
/// and cost a fraction of the blur.
@Suite("Stretched shadow masks")
struct ShadowSliceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let size: Size
        let cornerRadius: Double
        let shadowRadius: Double
        let scale: Double
        var testDescription: String { "\(size.width)×\(size.height) r\(cornerRadius) blur \(shadowRadius) @\(scale)x" }
    }

    static let cases = [
        Case(size: Size(width: 300, height: 400), cornerRadius: 10, shadowRadius: 5, scale: 1),
        // Fractional sizes, as a card springing up the deck has every frame.
        Case(size: Size(width: 287.37, height: 391.62), cornerRadius: 12.5, shadowRadius: 6, scale: 1),
        Case(size: Size(width: 500.5, height: 120.25), cornerRadius: 0, shadowRadius: 12, scale: 1),
        Case(size: Size(width: 213.3, height: 155.8), cornerRadius: 20, shadowRadius: 4, scale: 2),
        // Corners clamped to half the height (a capsule-like bar).
        Case(size: Size(width: 420, height: 60.4), cornerRadius: 40, shadowRadius: 3, scale: 1),
    ]

    /// The same outline as a path: its silhouette is never sliced.
    static func roundedPath(_ size: Size, radius: Double) -> Path {
        let r = max(0, min(radius, size.width / 2, size.height / 2))
        let quarter = Double.pi / 2
        return Path([
            .arc(center: Point(x: size.width - r, y: r), radius: r, startAngle: .radians(-quarter), endAngle: .radians(0), clockwise: true),
            .arc(center: Point(x: size.width - r, y: size.height - r), radius: r, startAngle: .radians(0), endAngle: .radians(quarter), clockwise: true),
            .arc(center: Point(x: r, y: size.height - r), radius: r, startAngle: .radians(quarter), endAngle: .radians(2 * quarter), clockwise: true),
            .arc(center: Point(x: r, y: r), radius: r, startAngle: .radians(2 * quarter), endAngle: .radians(3 * quarter), clockwise: true),
            .close,
        ])
    }

    static func render(_ shape: Shape, _ item: Case) throws -> (SceneRenderer, RenderStatistics) {
        let renderer = try SceneRenderer(width: 600, height: 500, scale: item.scale)
        let card = Layer(id: "card", frame: Rect(origin: Point(x: 40.25, y: 30.5), size: item.size),
                         content: .shape(shape, fill: .color(RGBAColor(red: 0.9, green: 0.95, blue: 1, alpha: 1)), stroke: nil))
            .shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.6), radius: item.shadowRadius, x: 3, y: 5)
        renderer.render(BenchmarkScenes.present([card]))
        return (renderer, renderer.statistics)
    }

    @Test("it matches the mask blurred whole", arguments: cases)
    func matchesWholeBlur(item: Case) throws {
        let (sliced, slicedStats) = try Self.render(.roundedRectangle(cornerRadius: item.cornerRadius), item)
        let (whole, wholeStats) = try Self.render(.path(Self.roundedPath(item.size, radius: item.cornerRadius)), item)
        #expect(slicedStats.shadowsBlurred == 1 && wholeStats.shadowsBlurred == 1)
        #expect(slicedStats.shadowPixelsBlurred * 4 < wholeStats.shadowPixelsBlurred,
                "blurred \(slicedStats.shadowPixelsBlurred) pixels, whole \(wholeStats.shadowPixelsBlurred)")
        var shadowed = 0
        for y in 0..<whole.pixelHeight {
            for x in 0..<whole.pixelWidth where whole.pixel(x: x, y: y) & 0xFF != 0xFF { shadowed += 1 }
        }
        let difference = PixelDifference(sliced, whole)
        let (worst, differing) = (difference.worst, difference.differing)
        #expect(shadowed > 1000, "the shadow is drawn")
        // Cairo may round a shifted arc's last bit differently: a level at most, on a few pixels.
        #expect(worst <= 1, "\(differing) pixels differ, by up to \(worst) levels")
        #expect(differing * 1000 <= shadowed, "\(differing) of \(shadowed) shadowed pixels differ")
    }

    @Test("a card growing every frame blurs a small mask each time")
    func sizeAnimationBlursLittle() throws {
        let renderer = try SceneRenderer(width: 800, height: 480)
        for step in 0..<30 {
            let size = Size(width: 250 + Double(step) * 1.7, height: 330 + Double(step) * 2.3)
            let card = Layer(id: "card", frame: Rect(origin: Point(x: 100, y: 40), size: size),
                             content: .shape(.roundedRectangle(cornerRadius: 10), fill: .color(.white), stroke: nil))
                .shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.3), radius: 5, x: 0, y: 2)
            renderer.render(BenchmarkScenes.present([card]))
            #expect(renderer.statistics.shadowsBlurred == 1)
            #expect(renderer.statistics.shadowPixelsBlurred < 80 * 80, "\(renderer.statistics.shadowPixelsBlurred) pixels at step \(step)")
        }
    }
}

extension ShadowSliceTests {
    @Test("a card too large for any mask casts no shadow and breaks nothing", arguments: [1e6, 1e12, Double.infinity, Double.nan])
    func outOfRangeSize(width: Double) throws {
        let renderer = try SceneRenderer(width: 400, height: 300)
        func card(width: Double) -> Layer {
            Layer(id: "card", frame: Rect(x: 10, y: 10, width: width, height: 200),
                  content: .shape(.roundedRectangle(cornerRadius: 12), fill: .color(.white), stroke: nil))
                .shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5), radius: 6, x: 0, y: 3)
        }
        renderer.render(BenchmarkScenes.present([card(width: width)]))
        #expect(renderer.statistics.shadowPixelsBlurred == 0)
        // The next frame, with an ordinary card, draws its shadow.
        renderer.render(BenchmarkScenes.present([card(width: 200)]))
        #expect(renderer.statistics.shadowsBlurred == 1)
    }
}
