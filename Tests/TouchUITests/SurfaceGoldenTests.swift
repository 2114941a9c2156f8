import Foundation
import Render
import Testing
import TestSupport
@testable import TouchUI

/// The looks of the views kiosk screens add to the controls, rendered by
/// Touchdeck itself: iOS 17's light appearance.
@Suite("Kiosk screen views' looks (goldens)")
struct SurfaceGoldenTests {
    private func render<V: View>(_ view: V, _ screen: Size, settle: ((Harness<V>) -> Void)? = nil) throws -> SceneRenderer {
        try GoldenRendering.render(view, screen, settle: settle)
    }

    private func check(_ renderer: SceneRenderer, _ name: String) throws {
        try GoldenRendering.check(renderer, name)
    }

    @Test("ContentUnavailableView: the symbol, bold title, grey description and an action, centred")
    func unavailable() throws {
        let view = ContentUnavailableView {
            Label("No Orders", systemImage: "tray.fill")
        } description: {
            Text("Orders placed at the counter appear here.")
        } actions: {
            Button("Refresh") {}.buttonStyle(.borderedProminent)
        }
        try check(render(view, Size(width: 520, height: 360)), "unavailable")
    }

    private nonisolated struct Details: View {
        @State private var open = true
        @State private var tint = Color.orange
        var body: some View {
            Form {
                Section("Order") {
                    LabeledContent("Table", value: "12")
                    LabeledContent("Total", value: 23.5, format: .number)
                    LabeledContent {
                        Text("4.5")
                    } label: {
                        Text("Rating")
                        Text("From 120 reviews")
                    }
                    DisclosureGroup("Allergens", isExpanded: $open) {
                        Text("Gluten")
                        Text("Nuts")
                    }
                    Link("Menu online", destination: URL(fileURLWithPath: "/menu"))
                    ColorPicker("Light", selection: $tint)
                    ShareLink(item: "Order 12")
                }
            }
        }
    }

    @Test("a form: labelled values, a subtitle, an open disclosure group, a link, a colour picker, a share link")
    func form() throws {
        try check(render(Details(), Size(width: 520, height: 620)), "form-details")
    }

    private nonisolated struct Boxes: View {
        @State private var on = true
        @State private var off = false
        var body: some View {
            VStack(alignment: .leading, spacing: 14) {
                GroupBox {
                    Text("The kitchen closes at 22:00.")
                } label: {
                    Label("Kitchen", systemImage: "fork.knife")
                }
                HStack(spacing: 24) {
                    Gauge(value: 0.7) { Text("Fuel") } currentValueLabel: { Text("70%") }
                        minimumValueLabel: { Text("E") } maximumValueLabel: { Text("F") }
                        .frame(width: 180)
                    Gauge(value: 0.4) { Text("T") } currentValueLabel: { Text("40") }
                        minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
                        .gaugeStyle(.accessoryCircular)
                    Gauge(value: 0.65) { Text("B") } currentValueLabel: { Text("65") }
                        .gaugeStyle(.accessoryCircularCapacity).tint(.green)
                    Gauge(value: 0.3) { Text("Level") }.gaugeStyle(.accessoryLinear).frame(width: 100)
                }
                HStack(spacing: 10) {
                    Button("Mini") {}.controlSize(.mini)
                    Button("Small") {}.controlSize(.small)
                    Button("Regular") {}
                    Button("Large") {}.controlSize(.large)
                    Button {} label: { Image(systemName: "plus") }.buttonBorderShape(.circle)
                    Button("Capsule") {}.buttonBorderShape(.capsule)
                }
                .buttonStyle(.borderedProminent)
                HStack(spacing: 10) {
                    Button("Bordered capsule") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
                    Toggle("Bold", isOn: $on).toggleStyle(.button)
                    Toggle("Italic", isOn: $off).toggleStyle(.button)
                    Label("Icon only", systemImage: "star.fill").labelStyle(.iconOnly)
                    Image(systemName: "bell").symbolVariant(.fill)
                }
            }
            .padding(20)
        }
    }

    @Test("a group box, gauges in four styles, bordered buttons by size and shape, button toggles")
    func boxes() throws {
        try check(render(Boxes().frame(width: 600), Size(width: 640, height: 420)), "boxes-gauges")
    }
}
