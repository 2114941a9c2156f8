import Foundation
import Render
import Testing
import TestSupport
@testable import TouchUI

/// The looks of sheets with detents, list row traits, the search field and
/// tab badges, rendered by Touchdeck itself: iOS 17's on an iPad, light appearance.
@Suite("Sheets, row traits, search field, badges (goldens)")
struct SurfacePresentationGoldenTests {
    private nonisolated struct DetentSheet: View {
        @State private var showing = true

        var body: some View {
            List {
                ForEach(["Latte", "Mocha", "Scone"], id: \.self) { Text($0) }
            }
            .sheet(isPresented: $showing) {
                NavigationStack {
                    List {
                        Text("Latte")
                        Text("Scone")
                    }
                    .navigationTitle("Your order")
                    .navigationBarTitleDisplayMode(.inline)
                }
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
            }
            .environment(\.horizontalSizeClass, .compact)
        }
    }

    private nonisolated struct RowLooks: View {
        var body: some View {
            HStack(spacing: 0) {
                List {
                    Section {
                        Text("Inbox").badge(12)
                        Text("Flagged").badge("New")
                        Text("Highlighted").listRowBackground(Color.yellow.opacity(0.3))
                        Text("No line under me").listRowSeparator(.hidden)
                        Text("Indigo line").listRowSeparatorTint(.indigo)
                        Text("Last")
                    } header: {
                        Text("Mailboxes")
                    }
                    .headerProminence(.increased)
                    Section("Standard header") {
                        Text("Inset row").listRowInsets(EdgeInsets(top: 0, leading: 48, bottom: 0, trailing: 20))
                    }
                }
                List {
                    Text("Spaced one")
                    Text("Spaced two")
                    Text("Spaced three")
                }
                .listRowSpacing(10)
                .listSectionSpacing(.compact)
            }
        }
    }

    private nonisolated struct SearchAndTabs: View {
        @State private var query = ""

        var body: some View {
            TabView {
                NavigationStack {
                    List {
                        Text("Apple")
                        Text("Banana")
                    }
                    .searchable(text: $query, prompt: "Find a fruit")
                    .navigationTitle("Fruit")
                    .toolbarBackground(Color.indigo, for: .navigationBar)
                    .toolbarColorScheme(.dark, for: .navigationBar)
                    .navigationBarTitleDisplayMode(.inline)
                }
                .tabItem { Label("Fruit", systemImage: "leaf") }
                .badge(4)
                Text("Other")
                    .tabItem { Label("Other", systemImage: "gear") }
            }
        }
    }

    private func render(_ view: some View, _ screen: Size, _ name: String) throws {
        let harness = Harness(view, screen: screen)
        harness.advance(to: harness.runner.time + 2)
        let renderer = try SceneRenderer(width: Int(screen.width), height: Int(screen.height), scale: 1, background: .white)
        _ = renderer.render(harness.runner.presented())
        let problem = try GoldenImage(besides: #filePath).mismatch(renderer, name: name)
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test("a compact sheet at its medium detent, with its grabber, over the dimmed list")
    func detentSheet() throws {
        try render(DetentSheet(), Size(width: 420, height: 640), "sheet-detent")
    }

    @Test("row traits: badges, a row background, a hidden and a tinted separator, a prominent header, row insets, row spacing")
    func rowTraits() throws {
        try render(RowLooks(), Size(width: 800, height: 520), "list-row-traits")
    }

    @Test("a search field under an indigo navigation bar, and a tab item's badge")
    func searchField() throws {
        try render(SearchAndTabs(), Size(width: 640, height: 420), "search-and-badge")
    }
}
