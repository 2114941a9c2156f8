import Foundation
import Render
import Scene
import Testing
import TestSupport
@testable import TouchUI

/// iPadOS's navigation bar over a pushed screen in a tab view, drawn.
@Suite("Navigation golden image")
@MainActor
struct NavigationGoldenTests {
    private nonisolated struct Shop: View {
        @State private var path = ["Coffee"]
        var body: some View {
            TabView {
                NavigationStack(path: $path) {
                    Text("Drinks")
                        .navigationTitle("Drinks")
                        .navigationDestination(for: String.self) { drink in
                            Text("A cup of \(drink)").font(.title)
                                .frame(maxWidth: .infinity, maxHeight: .infinity)
                                .navigationTitle(drink)
                                .navigationBarTitleDisplayMode(.inline)
                                .toolbar {
                                    ToolbarItem(placement: .topBarTrailing) { Button("Order") {} }
                                }
                        }
                }
                .tabItem { Label("Menu", systemImage: "menucard") }
                Text("Basket").tabItem { Label("Basket", systemImage: "basket") }
            }
        }
    }

    @Test("a pushed screen: back button, inline title, toolbar item; the tab bar")
    func navigation() throws {
        let screen = Size(width: 480, height: 320)
        let harness = Harness(Shop(), screen: screen)
        harness.advance(to: 2)
        #expect(harness.texts().contains("Drinks"))
        let renderer = try SceneRenderer(width: Int(screen.width), height: Int(screen.height), scale: 1, background: .white)
        _ = renderer.render(harness.runner.presented())
        let problem = try GoldenImage(besides: #filePath).mismatch(renderer, name: "navigation")
        #expect(problem == nil, "\(problem ?? "")")
    }
}
