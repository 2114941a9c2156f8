import Testing
@testable import TouchUI

/// Four pages, each as wide as the scroll view (300 pt), in a paging scroll
/// view whose position is bound to `page`.
private nonisolated struct Pager: View {
    @State var page: Int? = 0
    var body: some View {
        VStack(spacing: 0) {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<4, id: \.self) { index in
                        Color.gray.containerRelativeFrame(.horizontal).accessibilityIdentifier("page\(index)")
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $page)
            .frame(height: 100)
            .accessibilityIdentifier("pager")
            Text("page \(page ?? -1)")
            Button("last") { withAnimation { page = 3 } }
                .frame(width: 100, height: 40)
                .accessibilityIdentifier("last")
        }
        .frame(width: 300, height: 200)
    }
}

/// Cards 120 pt wide, 10 apart, in a 300 pt scroll view, aligned to views.
private nonisolated struct Cards: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<8, id: \.self) { index in Color.gray.frame(width: 120, height: 80).accessibilityIdentifier("card\(index)") }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .frame(width: 300, height: 100)
        .accessibilityIdentifier("cards")
    }
}

@Suite("TouchUI scroll targets (paging, view-aligned, position, container-relative frames)")
struct ScrollTargetTests {
    /// Where the view named `id` (its accessibilityIdentifier) is laid out.
    private func frame<V: View>(_ h: Harness<V>, _ id: String) -> Rect? {
        h.host.layoutEntries(screen: h.runner.screen).first { $0.id == id }?.frame
    }

    /// How far the horizontal content is scrolled: the scroll view's start less its first view's
    /// (`--layout`'s frames are whole points, rounded outward: within a point).
    /// (Views out of sight are not listed: the offset is measured from a view in sight, `view`, that starts `start` into the content.)
    private func scrolled<V: View>(_ h: Harness<V>, _ scroll: String, _ view: String, start: Double = 0) -> Double? {
        guard let viewport = frame(h, scroll), let inner = frame(h, view) else { return nil }
        return viewport.minX - inner.minX + start
    }

    private func drag<V: View>(_ h: Harness<V>, from x: Double, by dx: Double, y: Double, over seconds: Double, at t: Double) {
        h.touch(1, x, y, .began, at: t)
        let steps = 10
        for step in 1...steps { h.touch(1, x + dx * Double(step) / Double(steps), y, .moved, at: t + seconds * Double(step) / Double(steps)) }
        h.touch(1, x + dx, y, .ended, at: t + seconds + 0.01)
    }

    @Test("containerRelativeFrame(.horizontal) makes each page the scroll view's width")
    func pagesAreContainerWide() throws {
        let h = Harness(Pager(), screen: Size(width: 300, height: 200))
        let page = try #require(frame(h, "page0"))
        #expect(page.width == 300)
    }

    @Test("paging: a slow short drag settles back on the page, a fling turns one page and sets the position binding")
    func paging() throws {
        let h = Harness(Pager(), screen: Size(width: 300, height: 200))
        let scroll = "pager", content = "page0"
        drag(h, from: 250, by: -100, y: 50, over: 1.0, at: 0)
        h.advance(to: 3)
        #expect(abs((scrolled(h, scroll, content) ?? -1) - 0) < 0.5, "100 of 300 slowly: back to the first page")
        #expect(h.texts().contains("page 0"))
        drag(h, from: 250, by: -60, y: 50, over: 0.06, at: 4)
        h.advance(to: 7)
        #expect(abs((scrolled(h, scroll, "page1", start: 300) ?? -1) - 300) <= 1, "a fling: the next page, not past it")
        #expect(h.texts().contains("page 1"), "the binding follows the page")
        drag(h, from: 250, by: -60, y: 50, over: 0.06, at: 8)
        h.advance(to: 11)
        #expect(abs((scrolled(h, scroll, "page2", start: 600) ?? -1) - 600) <= 1)
        #expect(h.texts().contains("page 2"))
    }

    @Test("setting the position binding scrolls to that view")
    func positionBindingScrolls() throws {
        let h = Harness(Pager(), screen: Size(width: 300, height: 200))
        let button = try #require(frame(h, "last"))
        h.tap(button.midX, button.midY, at: 0.5)
        h.advance(to: 3)
        #expect(abs((scrolled(h, "pager", "page3", start: 900) ?? -1) - 900) <= 1)
        #expect(h.texts().contains("page 3"))
    }

    @Test("viewAligned: a release settles with the nearest card's leading edge at the scroll view's")
    func viewAligned() throws {
        let h = Harness(Cards(), screen: Size(width: 300, height: 100))
        let scroll = "cards", content = "card0"
        // 100 slowly: nearest card start of 0, 130, 260 … is 130.
        drag(h, from: 250, by: -100, y: 50, over: 1.0, at: 0)
        h.advance(to: 3)
        #expect(abs((scrolled(h, scroll, "card1", start: 130) ?? -1) - 130) <= 1)
        // 40 back slowly (to 90): still nearest 130? no: 90 is nearer 130 than 0.
        drag(h, from: 100, by: 80, y: 50, over: 1.0, at: 4)
        h.advance(to: 7)
        #expect(abs((scrolled(h, scroll, content) ?? -1) - 0) < 0.5, "50 from the first card's start: back to it")
    }

    @Test("containerRelativeFrame(count:span:spacing:) shares the container as SwiftUI's formula says")
    func countAndSpan() throws {
        nonisolated struct Shares: View {
            var body: some View {
                ScrollView(.horizontal) {
                    HStack(spacing: 10) {
                        Color.gray.containerRelativeFrame(.horizontal, count: 3, spacing: 10).accessibilityIdentifier("one")
                        Color.gray.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).accessibilityIdentifier("two")
                    }
                }
                .contentMargins(.horizontal, 20, for: .scrollContent)
                .frame(width: 340, height: 50)
            }
        }
        let h = Harness(Shares(), screen: Size(width: 340, height: 50))
        // The container: 340 less 2 × 20 of margins = 300; a part (300 − 20) / 3.
        let part = (300.0 - 20) / 3
        let one = try #require(frame(h, "one"))
        let two = try #require(frame(h, "two"))
        #expect(abs(one.width - part) < 0.01)
        #expect(abs(two.width - (2 * part + 10)) < 0.01)
        #expect(abs(one.minX - 20) < 0.01, "the content margin insets the content")
    }

    @Test("defaultScrollAnchor(.bottom) starts a scroll view at its end")
    func defaultAnchor() throws {
        nonisolated struct Chat: View {
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<10, id: \.self) { _ in Color.gray.frame(height: 50) } }
                }
                .defaultScrollAnchor(.bottom)
                .frame(width: 200, height: 200)
            }
        }
        let h = Harness(Chat(), screen: Size(width: 200, height: 200))
        h.advance(to: 1)
        let viewport = try #require(h.frame(of: "v/b")), content = try #require(h.frame(of: "v/b/content/stack"))
        #expect(abs((viewport.minY - content.minY) - 300) <= 1)
    }
}
