import Foundation
import Render
import Testing
import TestSupport
@testable import TouchUI

/// SwiftUI's graphic effects drawn by the renderer: a blur spreads a view
/// (and its edges fade), a mask shows a view only where the mask is opaque,
/// the colour effects change its colours (developer.apple.com/documentation/swiftui/view/blur(radius:opaque:),
/// …/mask(alignment:_:), …/saturation(_:)).
@Suite("Graphic effects (blur, mask, colour) and a paging carousel (goldens)")
struct EffectGoldenTests {
    private func render<V: View>(_ view: V, _ screen: Size, settle: ((Harness<V>) -> Void)? = nil) throws -> SceneRenderer {
        try GoldenRendering.render(view, screen, settle: settle)
    }

    private func check(_ renderer: SceneRenderer, _ name: String) throws {
        try GoldenRendering.check(renderer, name)
    }

    /// The pixel's red, green and blue, 0…255.
    private func rgb(_ renderer: SceneRenderer, _ x: Int, _ y: Int) -> (Int, Int, Int) {
        let p = renderer.pixel(x: x, y: y)
        return (Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF))
    }

    private nonisolated struct Effects: View {
        var body: some View {
            HStack(spacing: 20) {
                Rectangle().fill(Color.blue).frame(width: 60, height: 60).blur(radius: 8)
                Rectangle().fill(Color.red).frame(width: 80, height: 80)
                    .mask { Circle().frame(width: 60, height: 60) }
                Rectangle().fill(Color.orange).frame(width: 80, height: 80).saturation(0)
                Rectangle().fill(Color.green).frame(width: 80, height: 80).grayscale(0.5).brightness(0.1)
                Text("Blur").font(.title).blur(radius: 2)
            }
            .padding(20)
        }
    }

    @Test("blur spreads and softens, mask cuts to the mask's shape, saturation(0) greys")
    func effects() throws {
        let renderer = try render(Effects(), Size(width: 520, height: 120))
        try check(renderer, "effects")
    }

    @Test("a blur is Gaussian-like: the edge is half covered, the centre full, the spread about three radii")
    func blurProfile() throws {
        let view = Color.black.frame(width: 100, height: 100).blur(radius: 6).frame(width: 200, height: 200)
        let renderer = try render(view, Size(width: 200, height: 200))
        let centre = rgb(renderer, 100, 100).0, edge = rgb(renderer, 50, 100).0, outside = rgb(renderer, 50 - 20, 100).0
        #expect(centre < 5, "the middle stays black")
        #expect(abs(edge - 128) < 20, "the edge is half covered: \(edge)")
        #expect(outside > 250, "three radii out it is white: \(outside)")
        let inside = rgb(renderer, 50 + 6, 100).0
        #expect(inside > 10 && inside < 60, "one radius in, about 16 % shows through: \(inside)")
    }

    @Test("saturation(0) takes the colour out, keeping the luminance")
    func saturationGreys() throws {
        let view = Color(red: 1, green: 0, blue: 0).frame(width: 50, height: 50).saturation(0).frame(width: 60, height: 60)
        let renderer = try render(view, Size(width: 60, height: 60))
        let (r, g, b) = rgb(renderer, 30, 30)
        #expect(r == g && g == b, "grey: \(r) \(g) \(b)")
        #expect(abs(r - Int((0.2126 * 255).rounded())) <= 1, "Rec. 709 luminance of red")
    }

    @Test("mask: the view shows where the mask is opaque and nowhere else")
    func maskCuts() throws {
        let view = Color.black.frame(width: 100, height: 100)
            .mask { Circle() }
            .frame(width: 100, height: 100)
        let renderer = try render(view, Size(width: 100, height: 100))
        #expect(rgb(renderer, 50, 50).0 < 5)
        #expect(rgb(renderer, 3, 3).0 > 250, "the corner is outside the circle")
    }

    private nonisolated struct Carousel: View {
        var body: some View {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<4, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 16)
                            .fill([Color.blue, .orange, .pink, .green][index])
                            .overlay { Text("Card \(index + 1)").font(.title).foregroundStyle(.white) }
                            .padding(.horizontal, 20)
                            .containerRelativeFrame(.horizontal)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollIndicators(.hidden)
            .frame(height: 160)
        }
    }

    @Test("a paging carousel: a fling turns exactly one card, which settles filling the width")
    func pagingCarousel() throws {
        let renderer = try render(Carousel(), Size(width: 400, height: 160)) { h in
            h.touch(1, 300, 80, .began, at: 0.2)
            for step in 1...6 { h.touch(1, 300 - Double(step) * 12, 80, .moved, at: 0.2 + Double(step) * 0.01) }
            h.touch(1, 228, 80, .ended, at: 0.27)
        }
        try check(renderer, "paging-carousel")
        // The second card (orange) fills the view from 20 to 380.
        let (r, g, b) = rgb(renderer, 30, 20)
        #expect(r > 240 && g > 130 && g < 170 && b < 20, "orange: \(r) \(g) \(b)")
        #expect(rgb(renderer, 10, 20) == (255, 255, 255), "the margin between cards is white")
    }
}
