import Foundation
import Render
import Testing
import TestSupport
import TouchUI

/// SwiftUI's `cornerRadius` and `clipShape` clip the whole view they modify,
/// its own drawing as well as what it contains: a black square with
/// `.cornerRadius(20)` is a rounded square, a padded text's black background
/// with `.cornerRadius(10)` has round corners. (Apple's documentation of
/// `View.clipShape(_:style:)`: "Sets a clipping shape for this view"; the
/// view's content is drawn only inside the shape.)
@Suite("Clipping a view's own drawing")
struct ClipGoldenTests {
    static let screen = Size(width: 360, height: 120)

    /// The view drawn on white at 1 pixel a point.
    private func render<V: View>(_ view: V) throws -> SceneRenderer {
        let harness = Harness(view, screen: Self.screen)
        let renderer = try SceneRenderer(width: Int(Self.screen.width), height: Int(Self.screen.height), scale: 1, background: .white)
        _ = renderer.render(harness.runner.presented())
        return renderer
    }

    /// How dark the pixel is, 0 (white) to 1 (black).
    private func darkness(_ renderer: SceneRenderer, _ x: Int, _ y: Int) -> Double {
        1 - Double(renderer.pixel(x: x, y: y) >> 8 & 0xFF) / 255
    }

    @Test("Color.black.frame(width: 60, height: 60).cornerRadius(20) is a rounded square")
    func roundedColor() throws {
        let renderer = try render(HStack { Color.black.frame(width: 60, height: 60).cornerRadius(20) }
            .frame(width: 60, height: 60).position(x: 30, y: 30))
        #expect(darkness(renderer, 1, 1) < 0.05, "the corner is cut away")
        #expect(darkness(renderer, 58, 58) < 0.05, "every corner is cut away")
        #expect(darkness(renderer, 30, 1) > 0.95, "the edge's middle is drawn")
        #expect(darkness(renderer, 30, 30) > 0.95)
        // 20 pt round: pixel (4, 4) lies wholly outside the corner's arc, (8, 8) wholly inside.
        #expect(darkness(renderer, 4, 4) < 0.05)
        #expect(darkness(renderer, 8, 8) > 0.5, "inside the arc (8, 8) is drawn")
    }

    @Test("Color.green.frame(width: 80, height: 40).clipShape(Circle()) is a circle of the shorter side, centred, not a capsule")
    func circleInAWideFrame() throws {
        let renderer = try render(Color.black.frame(width: 80, height: 40).clipShape(Circle())
            .frame(width: 80, height: 40).position(x: 40, y: 20))
        // The circle: centre (40, 20), radius 20.
        #expect(darkness(renderer, 40, 20) > 0.95, "the centre is drawn")
        #expect(darkness(renderer, 40, 1) > 0.95, "the top of the circle is drawn")
        #expect(darkness(renderer, 21, 20) > 0.95, "its left edge is drawn")
        // A capsule would fill these; the circle leaves them white.
        #expect(darkness(renderer, 10, 20) < 0.05, "left of the circle, inside the frame, is cut away")
        #expect(darkness(renderer, 70, 20) < 0.05, "right of the circle is cut away")
        #expect(darkness(renderer, 24, 3) < 0.05, "outside the circle's arc, where a capsule's top edge runs, is cut away")
        // A child of a circle-clipped view is clipped to the circle too.
        let clippedChild = try render(ZStack { Color.black }.frame(width: 80, height: 40).clipShape(Circle())
            .position(x: 40, y: 20))
        #expect(darkness(clippedChild, 40, 20) > 0.95)
        #expect(darkness(clippedChild, 10, 20) < 0.05, "the child is cut to the circle")
        // The circle casts the shadow, not the frame or a capsule.
        let shadowed = try render(Color.black.frame(width: 80, height: 40).clipShape(Circle())
            .shadow(color: .black, radius: 2).frame(width: 80, height: 40).position(x: 60, y: 40))
        #expect(darkness(shadowed, 60, 40) > 0.95)
        #expect(darkness(shadowed, 30, 40) < 0.05, "no shadow where the frame is but the circle is not")
    }

    @Test("a padded text's background with .cornerRadius(10) has round corners; the text stays")
    func roundedBackground() throws {
        let renderer = try render(Text("+").padding(10).background(Color.black).cornerRadius(10)
            .foregroundColor(.white).position(x: 40, y: 40))
        // Find the black box's top-left corner by scanning the row through the middle.
        let row = 40
        guard let left = (0..<80).first(where: { darkness(renderer, $0, row) > 0.9 }) else {
            Issue.record("no background drawn")
            return
        }
        guard let top = (0..<80).first(where: { darkness(renderer, left + 12, $0) > 0.9 }) else {
            Issue.record("no background top")
            return
        }
        #expect(darkness(renderer, left, top) < 0.1, "the background's corner pixel is cut away")
        #expect(darkness(renderer, left + 12, top + 1) > 0.9)
    }

    @Test(".clipShape(Circle()) on a square image, and .cornerRadius on a resizable image, cut the picture")
    func clippedImages() throws {
        let picture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../RenderTests/Golden/wallet-800x480.png").standardizedFileURL.path
        let renderer = try render(HStack(spacing: 20) {
            Image(path: picture).resizable().frame(width: 80, height: 80).clipShape(Circle())
            Image(path: picture).resizable().cornerRadius(30).frame(width: 120, height: 80)
        }.position(x: 120, y: 60))
        let problem = try GoldenImage(besides: #filePath).mismatch(renderer, name: "clipped-images")
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test("a shadow after the clip follows the rounded shape; a clip after the shadow cuts it")
    func shadowOrder() throws {
        let renderer = try render(HStack(spacing: 60) {
            Color.blue.frame(width: 80, height: 60).cornerRadius(20).shadow(color: .black, radius: 6, x: 0, y: 8)
            Color.blue.frame(width: 80, height: 60).shadow(color: .black, radius: 6, x: 0, y: 8).cornerRadius(20)
        }.position(x: 180, y: 60))
        let problem = try GoldenImage(besides: #filePath).mismatch(renderer, name: "clip-and-shadow")
        #expect(problem == nil, "\(problem ?? "")")
        // Below the second square (y 90 + a few), its own shadow was clipped away: white.
        #expect(darkness(renderer, 180 + 30 + 40, 94) < 0.05)
        #expect(darkness(renderer, 180 - 30 - 40, 94) > 0.2, "the first casts its shadow below it")
    }
}
