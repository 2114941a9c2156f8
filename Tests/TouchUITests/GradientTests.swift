import Render
import Testing
import TouchUI

@Suite("TouchUI gradients")
struct GradientTests {
    @Test("a RadialGradient runs from its centre colour to its end colour at endRadius, and keeps it beyond")
    func radial() throws {
        let h = Harness(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50)
            .frame(width: 100, height: 100), screen: Size(width: 100, height: 100))
        let renderer = try SceneRenderer(width: 100, height: 100, scale: 1, background: .white)
        _ = renderer.render(h.runner.presented())
        func grey(_ x: Int, _ y: Int) -> Double { Double(renderer.pixel(x: x, y: y) >> 16 & 0xFF) / 255 }
        #expect(grey(50, 50) > 0.95)
        #expect(grey(50, 25) > 0.3 && grey(50, 25) < 0.7)
        #expect(grey(0, 0) < 0.05)
        #expect(grey(50, 1) < 0.1)
    }
}
