import Render
import Testing
import TestSupport
import Scene
@testable import TouchUI

/// A view rendered for a golden frame, and the check against the golden
/// beside the tests (Tests/TouchUITests/Golden).
enum GoldenRendering {
    /// `view` run on a `screen`-sized kiosk, `settle` given the harness
    /// (touches, time), two seconds more for animations, then drawn on white.
    static func render<V: View>(_ view: V, _ screen: Size, settle: ((Harness<V>) -> Void)? = nil) throws -> SceneRenderer {
        let harness = Harness(view, screen: screen)
        settle?(harness)
        harness.advance(to: harness.runner.time + 2)
        let renderer = try SceneRenderer(width: Int(screen.width), height: Int(screen.height), scale: 1, background: .white)
        _ = renderer.render(harness.runner.presented())
        return renderer
    }

    /// Expects `renderer`'s picture to match the golden `name`.
    static func check(_ renderer: SceneRenderer, _ name: String, file: String = #filePath) throws {
        let problem = try GoldenImage(besides: file).mismatch(renderer, name: name)
        #expect(problem == nil, "\(problem ?? "")")
    }
}
