import Scene
import Testing
@testable import TouchUI

@Suite("Toolbar placement")
struct ToolbarPlacementTests {
    @Test("a bare view in .toolbar is placed once, at the trailing end (.automatic), beside placed items")
    func bareView() {
        let screen = Size(width: 800, height: 480)
        let view = NavigationStack {
            Text("Menu")
                .navigationTitle("Menu")
                .toolbar {
                    Button("Add") {}.accessibilityIdentifier("add")
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {}.accessibilityIdentifier("edit") }
                }
        }
        let h = Harness(view, screen: screen)
        let entries = h.host.layoutEntries(screen: screen)
        let adds = entries.filter { $0.id == "add" }
        #expect(adds.count == 1)
        #expect((adds.first?.frame.minX ?? 0) > screen.width / 2)
        let edits = entries.filter { $0.id == "edit" }
        #expect(edits.count == 1)
        #expect((edits.first?.frame.maxX ?? .infinity) < screen.width / 2)
    }
}
