import Foundation
import Render
import Scene
import Testing
@testable import TouchUI

/// SwiftUI's shape styles written as members (`.white`, `.secondary`,
/// `.tint`), strokes with a `StrokeStyle`, `strokeBorder`, `border`, and
/// backgrounds in a shape, checked on rendered pixels.
@Suite("Shape styles")
struct ShapeStyleTests {
    /// The view rendered on white at 1 px per point; the pixel's (r, g, b) at (x, y).
    private func pixels<V: View>(_ view: V, width: Int = 100, height: Int = 100) throws -> (Int, Int) -> (Int, Int, Int) {
        let h = Harness(view.frame(width: Double(width), height: Double(height)), screen: Size(width: Double(width), height: Double(height)))
        let renderer = try SceneRenderer(width: width, height: height, scale: 1, background: .white)
        _ = renderer.render(h.runner.presented())
        return { x, y in
            let p = renderer.pixel(x: x, y: y)
            return (Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF))
        }
    }

    private func near(_ a: (Int, Int, Int), _ b: (Int, Int, Int), within tolerance: Int = 3) -> Bool {
        abs(a.0 - b.0) <= tolerance && abs(a.1 - b.1) <= tolerance && abs(a.2 - b.2) <= tolerance
    }

    @Test("colours written as members of ShapeStyle fill shapes and set the foreground")
    func colourMembers() throws {
        let blue = try pixels(Circle().fill(.blue))
        #expect(near(blue(50, 50), (0, 122, 255)))
        #expect(near(blue(2, 2), (255, 255, 255)))
        let white = try pixels(ZStack { Color.black; Rectangle().foregroundStyle(.white).padding(20) })
        #expect(near(white(50, 50), (255, 255, 255)))
        #expect(near(white(5, 5), (0, 0, 0)))
        let faded = try pixels(Rectangle().fill(.red.opacity(0.5)))
        #expect(near(faded(50, 50), (255, 157, 151), within: 4))
    }

    @Test(".secondary is iOS's secondary label colour over the default foreground, and the foreground faded over another")
    func hierarchical() throws {
        // secondaryLabel: #3C3C43 at 60 % over white.
        let plain = try pixels(Rectangle().foregroundStyle(.secondary))
        #expect(near(plain(50, 50), (138, 138, 142), within: 4))
        // Under a red foreground: red at 60 % over white.
        let red = try pixels(Rectangle().foregroundStyle(.secondary).foregroundStyle(.red))
        #expect(near(red(50, 50), (255, 137, 131), within: 4))
        // foregroundStyle(_:_:) gives .secondary the second style.
        let pair = try pixels(Rectangle().fill(.secondary).foregroundStyle(.green, .purple))
        #expect(near(pair(50, 50), (175, 82, 222)))
    }

    @Test(".tint fills with the tint set above, iOS's blue without one")
    func tint() throws {
        let tinted = try pixels(Rectangle().fill(.tint).tint(.green))
        #expect(near(tinted(50, 50), (52, 199, 89)))
        let plain = try pixels(Rectangle().fill(.tint))
        #expect(near(plain(50, 50), (0, 122, 255)))
    }

    @Test("strokeBorder keeps the line inside the frame; stroke centres it on the edge")
    func strokeBorder() throws {
        let border = try pixels(Rectangle().strokeBorder(.black, lineWidth: 10).padding(10))
        #expect(near(border(17, 50), (0, 0, 0)))     // 7 pt inside the 10 pt line
        #expect(near(border(8, 50), (255, 255, 255)))  // outside the frame
        #expect(near(border(50, 50), (255, 255, 255)))
        let centred = try pixels(Rectangle().stroke(.black, lineWidth: 10).padding(10))
        #expect(near(centred(8, 50), (0, 0, 0)))     // the outer half of the line
        #expect(near(centred(17, 50), (255, 255, 255)))
        let circle = try pixels(Circle().strokeBorder(.black, lineWidth: 6))
        #expect(near(circle(2, 50), (0, 0, 0)))
        #expect(near(circle(50, 50), (255, 255, 255)))
    }

    @Test("a StrokeStyle's dashes break the line; border draws inside the view's frame")
    func dashesAndBorder() throws {
        let dashed = try pixels(Rectangle().stroke(.black, style: StrokeStyle(lineWidth: 4, dash: [10, 10])).padding(10))
        var changes = 0
        var last = dashed(15, 10).0 < 128
        for x in 16..<85 {
            let dark = dashed(x, 10).0 < 128
            if dark != last { changes += 1 }
            last = dark
        }
        #expect(changes >= 6)
        let bordered = try pixels(Color.white.border(Color.red, width: 3))
        #expect(near(bordered(1, 50), (255, 59, 48)))
        #expect(near(bordered(5, 50), (255, 255, 255)))
    }

    @Test("background(_:in:) fills the shape behind the view; UIKit's system colours and HSB colours")
    func backgroundInShape() throws {
        let capsule = try pixels(Color.clear.background(.blue, in: Capsule()), width: 100, height: 40)
        #expect(near(capsule(50, 20), (0, 122, 255)))
        #expect(near(capsule(1, 1), (255, 255, 255)))
        let grouped = try pixels(Color(.systemGroupedBackground))
        #expect(near(grouped(50, 50), (242, 242, 247)))
        let hue = try pixels(Color(hue: 1.0 / 3, saturation: 1, brightness: 1))
        #expect(near(hue(50, 50), (0, 255, 0)))
    }

    @Test("hidden() keeps the view's place but draws nothing")
    func hidden() throws {
        let view = VStack(spacing: 0) { Color.red.frame(height: 50).hidden(); Color.blue.frame(height: 50) }
        let shown = try pixels(view)
        #expect(near(shown(50, 25), (255, 255, 255)))
        #expect(near(shown(50, 75), (0, 122, 255)))
    }

    @Test("accessibilityLabel is reported by --layout beside the identifier")
    func accessibilityLabel() {
        let h = Harness(Button("X") {}.accessibilityLabel("Close").accessibilityIdentifier("close"))
        let entry = h.host.layoutEntries(screen: Size(width: 400, height: 300)).first { $0.id == "close" }
        #expect(entry?.label == "Close")
        #expect(entry?.text == "X")
    }

    @Test("preferredColorScheme sets the colour scheme the app's views read")
    func colorScheme() {
        nonisolated struct Reader: View {
            @Environment(\.colorScheme) var scheme
            @Environment(\.horizontalSizeClass) var sizeClass
            var body: some View { Text(scheme == .dark ? "dark" : "light") + Text(sizeClass == .regular ? " regular" : " compact") }
        }
        #expect(Harness(Reader()).texts() == ["light regular"])
        #expect(Harness(Reader().preferredColorScheme(.dark)).texts() == ["dark regular"])
    }
}

/// `Text(_:style:)`: dates shown against the host's clock.
@Suite("Text date styles")
struct TextDateStyleTests {
    private let origin = HostDates.defaultOrigin  // 2026-01-01 09:00 UTC

    private func run<V: View>(_ view: V) -> Harness<V> {
        let h = Harness(view)
        return h
    }

    @Test("date and time styles format the date in the environment's locale and zone")
    func absolute() {
        let h = run(VStack { Text(origin, style: .date); Text(origin, style: .time) })
        let texts = h.texts()
        #expect(texts.first == "January 1, 2026")
        #expect(texts.last?.hasPrefix("9:00") == true && texts.last?.hasSuffix("AM") == true)
    }

    @Test("relative, offset and timer count to the date and are redrawn as the host's clock runs")
    func live() {
        let target = origin.addingTimeInterval(2 * 3600 + 23 * 60)
        let h = run(VStack {
            Text(target, style: .relative)
            Text(target, style: .offset)
            Text(origin.addingTimeInterval(152), style: .timer)
        })
        #expect(h.texts() == ["2 hours, 23 minutes", "+2 hours", "2:32"])
        #expect(h.host.wakeUp(at: 0) == .at(1))
        h.advance(to: 1)
        #expect(h.texts().last == "2:31")
        h.advance(to: 153)
        #expect(h.texts().last == "0:01")
    }
}
