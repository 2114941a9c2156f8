import Foundation
import Render
import Testing
import TestSupport
@testable import TouchUI

/// Lists' looks, rendered by Touchdeck itself: iOS 17's on an iPad, light appearance.
@Suite("Lists' looks (goldens)")
struct ListGoldenTests {
    private nonisolated struct Settings: View {
        @State private var wifi = true
        @State private var guests = 2
        @State private var room = "Double"

        var body: some View {
            HStack(spacing: 0) {
                Form {
                    Section("Stay") {
                        Stepper("Guests: \(guests)", value: $guests, in: 1...8)
                        Picker("Room", selection: $room) {
                            Text("Single").tag("Single")
                            Text("Double").tag("Double")
                        }
                        Toggle("Breakfast", isOn: $wifi)
                    }
                    Section {
                        Button("Check in") {}
                    } footer: {
                        Text("You can change the stay at the desk.")
                    }
                }
                List {
                    Section("Arrivals") {
                        ForEach(["Ada", "Grace", "Linus"], id: \.self) { Text($0) }
                    }
                    Text("Walk-ins")
                }
                .listStyle(.plain)
            }
        }
    }

    @Test("a Form in the inset grouped style beside a plain List")
    func form() throws {
        let screen = Size(width: 800, height: 420)
        let harness = Harness(Settings(), screen: screen)
        harness.advance(to: harness.runner.time + 2)
        let renderer = try SceneRenderer(width: Int(screen.width), height: Int(screen.height), scale: 1, background: .white)
        _ = renderer.render(harness.runner.presented())
        let problem = try GoldenImage(besides: #filePath).mismatch(renderer, name: "lists")
        #expect(problem == nil, "\(problem ?? "")")
    }
}
