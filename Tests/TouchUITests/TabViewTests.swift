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

/// What the tabs' views did, in order.
private final class TabTrail: @unchecked Sendable {
    var lines: [String] = []
}

/// A tab's screen that reports when it is made, appears, sees its first
/// value and runs its timeline, and keeps a count of its own.
private nonisolated struct ReportingTab: View {
    let name: String
    let trail: TabTrail
    @State private var count = 0

    var body: some View {
        let trail = self.trail, name = self.name
        VStack {
            Button("\(name) \(count)") { count += 1 }.accessibilityIdentifier("count-\(name)")
            TimelineView(.periodic(from: Date(timeIntervalSince1970: 0), by: 1)) { _ in
                trail.lines.append("timeline \(name)")
                return Text("\(name) timeline")
            }
        }
        .onAppear { trail.lines.append("appear \(name)") }
        .onChange(of: count, initial: true) { trail.lines.append("initial \(name) \(count)") }
    }
}

private nonisolated struct ReportingTabs: View {
    let trail: TabTrail
    let paged: Bool

    var body: some View {
        let trail = self.trail
        let tabs = TabView {
            ReportingTab(name: "A", trail: trail).tabItem { Text("A") }.tag(0)
            ReportingTab(name: "B", trail: trail)
                .onAppear { trail.lines.append("root appear B") }
                .tabItem { Text("B") }.tag(1)
            ReportingTab(name: "C", trail: trail).tabItem { Text("C") }.badge(3).tag(2)
        }
        return Group {
            if paged { tabs.tabViewStyle(.page) } else { tabs }
        }
    }
}

/// SwiftUI (iOS 18) makes a tab's content when the tab is first selected
/// and keeps it after: a hidden tab's `onAppear`, `onChange(initial:)` and
/// timeline do not run before (swiftyplace.com, "SwiftUI View Lifecycle":
/// "On iOS 18 … the fetch didn't run until someone actually tapped the tab").
@MainActor
struct TabViewBuildTests {
    private func tap(_ h: Harness<some View>, _ id: String, at t: Double) throws {
        let frame = try #require(h.frame(of: id), "no \(id)")
        h.tap(frame.midX, frame.midY, at: t)
    }

    private func lines(_ trail: TabTrail, of name: String) -> [String] {
        trail.lines.filter { $0.hasSuffix(" \(name)") || $0.contains(" \(name) ") }
    }

    @Test("a tab never selected runs nothing: no onAppear, onChange(initial:) or timeline until it is first selected")
    func hiddenTabsWaitToBeSelected() throws {
        let trail = TabTrail()
        let h = Harness(ReportingTabs(trail: trail, paged: false), screen: Size(width: 800, height: 600))
        h.advance(to: 2.5)
        #expect(trail.lines.contains("appear A") && trail.lines.contains("initial A 0") && trail.lines.contains("timeline A"))
        #expect(lines(trail, of: "B").isEmpty && lines(trail, of: "C").isEmpty, "\(trail.lines)")
        // The bar still lists every tab, with its badge.
        #expect(h.frame(of: "tab.B") != nil && h.frame(of: "tab.C") != nil)
        #expect(h.texts().contains("3"), "C's badge: \(h.texts())")
        try tap(h, "tab.B", at: 3)
        h.advance(to: 3.5)
        #expect(trail.lines.contains("appear B") && trail.lines.contains("root appear B") && trail.lines.contains("initial B 0"),
                "\(trail.lines)")
        #expect(trail.lines.contains("timeline B"))
        #expect(lines(trail, of: "C").isEmpty, "\(trail.lines)")
    }

    @Test("a tab keeps its state when another is selected and it is selected again")
    func stateIsKept() throws {
        let trail = TabTrail()
        let h = Harness(ReportingTabs(trail: trail, paged: false), screen: Size(width: 800, height: 600))
        h.advance(to: 0.1)
        try tap(h, "count-A", at: 0.2)
        try tap(h, "count-A", at: 0.4)
        h.advance(to: 0.6)
        #expect(h.texts().contains("A 2"))
        try tap(h, "tab.B", at: 1)
        h.advance(to: 1.5)
        #expect(h.texts().contains("B 0") && !h.texts().contains("A 2"))
        try tap(h, "tab.A", at: 2)
        h.advance(to: 2.5)
        #expect(h.texts().contains("A 2"), "A's count kept: \(h.texts())")
        // Its onChange(initial:) ran once, when first shown, not again.
        #expect(trail.lines.filter { $0 == "initial A 0" }.count == 1, "\(trail.lines)")
    }

    @Test("pages: the page shown and its neighbours are built; a page further away waits until a swipe brings it near")
    func pagesBuildTheirNeighbours() throws {
        let trail = TabTrail()
        let h = Harness(ReportingTabs(trail: trail, paged: true), screen: Size(width: 400, height: 600))
        h.advance(to: 0.5)
        #expect(trail.lines.contains("initial A 0") && trail.lines.contains("initial B 0"), "\(trail.lines)")
        #expect(lines(trail, of: "C").isEmpty, "\(trail.lines)")
        // A fling to page B: C, now its neighbour, is built.
        h.drag(fromX: 300, toX: 180, y: 300, start: 1, duration: 0.08)
        h.advance(to: 2.5)
        #expect(abs((h.frameNow(of: "count-B")?.midX ?? 0) - 200) < 1)
        #expect(trail.lines.contains("initial C 0"), "\(trail.lines)")
    }
}
