import Foundation
import Render
import Scene
import Testing
import TouchModel
@testable import TouchUI

/// A number field over a Foundation `NumberFormatter`, as iOS 15-era SwiftUI code writes it.
private nonisolated struct FormatterForm: View {
    let probe: VocabularyProbe
    @State private var amount = 4.5

    static let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        return formatter
    }()

    var body: some View {
        probe.amount = $amount
        return VStack {
            TextField("Amount", value: $amount, formatter: Self.formatter)
                .onSubmit { probe.lines.append("submitted \(probe.amount?.wrappedValue ?? -1)") }
                .accessibilityIdentifier("amount")
            Spacer()
        }
        .padding(20)
    }
}

// SwiftUI's `TextField(_:value:formatter:prompt:)` (developer.apple.com/documentation/swiftui/textfield/
// init(_:value:formatter:prompt:)-...): "the formatter updates the value when the user commits their
// edits"; `UnevenRoundedRectangle` (iOS 17) and `.clipShape(_:style:)`.
@Suite("TextField over a Formatter; UnevenRoundedRectangle; clipShape(_:style:)")
struct UnevenShapeAndFormatterTests {
    @Test("TextField(_:value:formatter:) shows the value formatted; the value changes at Return, not while typing; unparseable text leaves it")
    func formatterField() throws {
        let probe = VocabularyProbe()
        let h = Harness(FormatterForm(probe: probe), screen: Size(width: 768, height: 1024))
        #expect(h.texts().contains("4.50"), "the value, through the formatter: \(h.texts())")
        let field = try #require(h.frame(of: "amount"))
        h.tap(field.midX, field.midY, at: 1)
        h.advance(to: 1.5)
        h.host.typed(.key(.end), at: 2)
        for i in 0..<4 { h.host.typed(.key(.backspace), at: 2.1 + Double(i) * 0.1) }
        h.host.typed(.text("1,234.5"), at: 3)
        h.advance(to: 3.5)
        #expect(probe.amount?.wrappedValue == 4.5, "not while typing")
        h.host.typed(.key(.return), at: 4)
        h.advance(to: 4.5)
        #expect(probe.amount?.wrappedValue == 1234.5, "the NSNumber the formatter parsed, as the binding's Double")
        #expect(probe.lines == ["submitted 1234.5"])
        #expect(h.texts().contains("1,234.50"), "shown formatted again")
        h.tap(field.midX, field.midY, at: 5)
        h.host.typed(.text("x"), at: 6)
        h.host.typed(.key(.return), at: 6.5)
        h.advance(to: 7)
        #expect(probe.amount?.wrappedValue == 1234.5, "text the formatter cannot parse leaves the value")
    }

    /// The view drawn on white at 1 pixel a point.
    private func render<V: View>(_ view: V) throws -> SceneRenderer {
        let screen = Size(width: 120, height: 80)
        let harness = Harness(view, screen: screen)
        let renderer = try SceneRenderer(width: Int(screen.width), height: Int(screen.height), scale: 1, background: .white)
        _ = renderer.render(harness.runner.presented())
        return renderer
    }

    private func darkness(_ renderer: SceneRenderer, _ x: Int, _ y: Int) -> Double {
        1 - Double(renderer.pixel(x: x, y: y) >> 8 & 0xFF) / 255
    }

    @Test("UnevenRoundedRectangle rounds only the corners given a radius; .rect(topLeadingRadius:…) is the same shape")
    func unevenCorners() throws {
        for shape in [UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 20),
                      .rect(topLeadingRadius: 20, bottomLeadingRadius: 0, bottomTrailingRadius: 20, topTrailingRadius: 0)] {
            let renderer = try render(shape.fill(Color.black).frame(width: 60, height: 60).position(x: 30, y: 30))
            #expect(darkness(renderer, 2, 2) < 0.05, "the top leading corner is rounded away")
            #expect(darkness(renderer, 57, 57) < 0.05, "the bottom trailing corner is rounded away")
            #expect(darkness(renderer, 58, 1) > 0.9, "the top trailing corner is square")
            #expect(darkness(renderer, 1, 58) > 0.9, "the bottom leading corner is square")
            #expect(darkness(renderer, 30, 30) > 0.95)
            #expect(darkness(renderer, 8, 8) > 0.5, "inside the 20 pt arc")
        }
        // A radius larger than half the side is limited to it: a circle's worth at most, never a crossing path.
        let path = UnevenRoundedRectangle(topLeadingRadius: 500).path(in: Rect(x: 0, y: 0, width: 40, height: 20))
        let radii = path.elements.compactMap { element -> Double? in
            if case .arc(_, let radius, _, _, _) = element { return Double(radius) }
            return nil
        }
        #expect(radii == [10], "one rounded corner, its radius half the shorter side")
    }

    @Test(".clipShape(_:style:) clips as clipShape(_:); four equal uneven radii clip as a rounded rectangle")
    func clipShapeStyle() throws {
        let styled = try render(Color.black.frame(width: 60, height: 60).clipShape(.rect(cornerRadius: 20), style: FillStyle())
            .frame(width: 60, height: 60).position(x: 30, y: 30))
        #expect(darkness(styled, 2, 2) < 0.05 && darkness(styled, 57, 57) < 0.05, "corners cut")
        #expect(darkness(styled, 30, 30) > 0.95)
        let even = try render(Color.black.frame(width: 60, height: 60)
            .clipShape(.rect(topLeadingRadius: 20, bottomLeadingRadius: 20, bottomTrailingRadius: 20, topTrailingRadius: 20))
            .frame(width: 60, height: 60).position(x: 30, y: 30))
        #expect(darkness(even, 2, 2) < 0.05 && darkness(even, 57, 2) < 0.05 && darkness(even, 2, 57) < 0.05)
        #expect(darkness(even, 30, 1) > 0.95)
    }
}
