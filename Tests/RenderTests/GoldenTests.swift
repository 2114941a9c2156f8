import Geometry
import Motion
import Render
import TestSupport
import Scene
import Testing
import TouchdeckBench

@Suite("Golden frames")
struct GoldenTests {
    private func check(_ name: String, width: Int, height: Int, scale: Double = 1,
                       background: RGBAColor = BenchmarkScenes.background, _ layers: [Layer]) throws {
        let renderer = try SceneRenderer(width: width, height: height, scale: scale, background: background)
        renderer.render(BenchmarkScenes.present(layers))
        let problem = try GoldenImage(besides: #filePath).mismatch(renderer, name: name)
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test("the wallet stack: gradients, wordmarks, numbers, names, Valid Thru, shadows")
    func wallet() throws {
        try check("wallet-800x480", width: 800, height: 480, BenchmarkScenes.wallet(size: Size(width: 800, height: 480)))
    }

    @Test("the wallet at 2× pixels per point keeps its layout")
    func walletHiDPI() throws {
        try check("wallet-480x300@2x", width: 960, height: 600, scale: 2,
                  BenchmarkScenes.wallet(size: Size(width: 480, height: 300)))
    }

    @Test("a swipe card rotated 15° about its bottom edge")
    func swipeCard() throws {
        try check("swipe-card", width: 480, height: 340, TestScenes.swipeCard())
    }

    @Test("flip cards at 50°, 80° and 130° (back face)")
    func halfFlipped() throws {
        try check("flip-cards", width: 460, height: 270, TestScenes.halfFlipped())
    }

    @Test("Chinese text with a CJK font")
    func chinese() throws {
        try check("chinese-text", width: 400, height: 200, background: .white, TestScenes.chineseText())
    }

    @Test("a countdown ring at 70 %")
    func ring() throws {
        try check("countdown-ring", width: 240, height: 200, background: .white, TestScenes.countdownRing())
    }
}
