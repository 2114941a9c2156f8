import Foundation
import Render
import Testing
import TestSupport
@testable import TouchUI

/// The controls' looks, rendered by Touchdeck itself: iOS 17's light
/// appearance at the regular control size.
@Suite("Controls' looks (goldens)")
struct ControlGoldenTests {
    private func render<V: View>(_ view: V, _ screen: Size, settle: ((Harness<V>) -> Void)? = nil) throws -> SceneRenderer {
        try GoldenRendering.render(view, screen, settle: settle)
    }

    private nonisolated struct Form: View {
        @State private var wifi = true
        @State private var bluetooth = false
        @State private var guests = 2
        @State private var size = "M"
        @State private var volume = 0.4

        var body: some View {
            VStack(alignment: .leading, spacing: 14) {
                HStack(spacing: 16) {
                    Button("Automatic") {}
                    Button("Bordered") {}.buttonStyle(.bordered)
                    Button("Prominent") {}.buttonStyle(.borderedProminent)
                    Button("Delete", role: .destructive) {}
                    Button("Off") {}.buttonStyle(.borderedProminent).disabled(true)
                }
                Divider()
                Toggle("Wi-Fi", isOn: $wifi)
                Toggle("Bluetooth", isOn: $bluetooth)
                Stepper("Guests: \(guests)", value: $guests, in: 1...8)
                Picker("Size", selection: $size) {
                    Text("S").tag("S")
                    Text("M").tag("M")
                    Text("L").tag("L")
                }
                .pickerStyle(.segmented)
                Slider(value: $volume)
                ProgressView(value: 0.7)
                HStack(spacing: 20) {
                    ProgressView()
                    Label("Favourites", systemImage: "star")
                }
            }
            .padding(20)
        }
    }

    @Test("buttons in each style, toggles on and off, a stepper, a segmented picker, a slider, progress")
    func controls() throws {
        let renderer = try render(Form().frame(width: 560), Size(width: 600, height: 460))
        let problem = try GoldenImage(besides: #filePath).mismatch(renderer, name: "controls")
        #expect(problem == nil, "\(problem ?? "")")
    }

    private nonisolated struct Alerting: View {
        @State private var asking = true
        var body: some View {
            Text("Order #42").font(.title)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .alert("Cancel the order?", isPresented: $asking) {
                    Button("Keep", role: .cancel) {}
                    Button("Cancel Order", role: .destructive) {}
                } message: {
                    Text("The kitchen has not started it yet.")
                }
        }
    }

    @Test("an alert over a dimmed screen")
    func alert() throws {
        let renderer = try render(Alerting(), Size(width: 480, height: 320)) { harness in
            #expect(harness.texts().contains("Cancel the order?"), "presented from the first frame: \(harness.texts())")
        }
        let problem = try GoldenImage(besides: #filePath).mismatch(renderer, name: "alert")
        #expect(problem == nil, "\(problem ?? "")")
    }
}

/// The pictures in the view layer's documentation are these goldens, so the
/// documentation shows what Touchdeck draws today.
@Suite("Documentation pictures")
struct DocumentationPictureTests {
    @Test("each picture in TouchUI.docc/Resources is byte for byte its golden")
    func picturesAreGoldens() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let resources = here.appendingPathComponent("../../Sources/TouchUI/TouchUI.docc/Resources").standardizedFileURL
        for name in ["controls", "alert", "grids", "lists", "navigation", "symbols", "keyboard", "swipe-date", "text-styles"] {
            let picture = try Data(contentsOf: resources.appendingPathComponent(name + ".png"))
            let golden = try Data(contentsOf: here.appendingPathComponent("Golden/\(name).png"))
            #expect(picture == golden, "\(name).png in the catalog differs from its golden: copy Tests/TouchUITests/Golden/\(name).png there")
        }
    }
}
