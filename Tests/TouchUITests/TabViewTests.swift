import Scene
import Testing
@testable import TouchUI

final class TabBox: @unchecked Sendable {
    var selection = 0
}

private nonisolated struct Tabs: View {
    let box: TabBox
    let paged: Bool
    @State private var selection = 0

    var body: some View {
        let box = self.box
        let tabs = TabView(selection: Binding(get: { selection }, set: { selection = $0; box.selection = $0 })) {
            Text("Home screen").accessibilityIdentifier("home")
                .tabItem { Label("Home", systemImage: "house") }
                .tag(0)
            Text("Cart screen").accessibilityIdentifier("cartScreen")
                .tabItem { Label("Cart", systemImage: "cart") }
                .tag(1)
            Text("Settings screen").accessibilityIdentifier("settings")
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(2)
        }
        return Group {
            if paged { tabs.tabViewStyle(.page) } else { tabs }
        }
    }
}

@MainActor
struct TabViewTests {
    @Test func theTabBarSelectsWithATapInTheTint() {
        let box = TabBox()
        let h = Harness(Tabs(box: box, paged: false), screen: Size(width: 800, height: 600))
        h.advance(to: 0.05)
        #expect(h.frame(of: "home") != nil)
        #expect(h.frame(of: "settings") == nil)
        let bar = h.frame(of: "tab.Settings")!
        // The bar at the bottom, 50 pt; the items centred.
        #expect(bar.maxY > 550 && bar.minY >= 550)
        let home = h.frame(of: "tab.Home")!
        #expect(home.midX > 200 && home.midX < 400)
        h.tap(bar.midX, bar.midY, at: 0.1)
        h.advance(to: 0.3)
        #expect(box.selection == 2)
        #expect(h.frame(of: "settings") != nil)
        #expect(h.frame(of: "home") == nil)
        #expect(h.texts().contains("Settings"))
    }

    @Test func pagesFollowTheFingerAndSnapToTheNearestOrTheFlungPage() {
        let box = TabBox()
        let h = Harness(Tabs(box: box, paged: true), screen: Size(width: 400, height: 600))
        h.advance(to: 0.1)
        #expect(h.frameNow(of: "home")!.midX == 200)
        // A slow drag of 30%: the pages follow, then settle back.
        h.drag(fromX: 300, toX: 180, y: 300, start: 0.2, duration: 1, lift: false)
        h.advance(to: 1.25)
        let followed = h.frameNow(of: "home")!.midX
        #expect(followed < 100 && followed > 60)
        h.touch(1, 180, 300, .ended, at: 1.3)
        h.advance(to: 2.5)
        #expect(box.selection == 0)
        #expect(abs(h.frameNow(of: "home")!.midX - 200) < 1)
        // The same distance flung: the next page.
        h.drag(fromX: 300, toX: 180, y: 300, start: 3, duration: 0.08)
        h.advance(to: 4.5)
        #expect(box.selection == 1)
        #expect(abs(h.frameNow(of: "cartScreen")!.midX - 200) < 1)
        // A slow drag past half: the next page too.
        h.drag(fromX: 350, toX: 100, y: 300, start: 5, duration: 1.5)
        h.advance(to: 7.5)
        #expect(box.selection == 2)
        #expect(abs(h.frameNow(of: "settings")!.midX - 200) < 1)
        #expect(h.frame(of: "pageDots") != nil)
    }
}
