import Foundation
import Scene

/// A paged `TabView` (`.tabViewStyle(.page)`): the tabs side by side, each
/// as wide as the view, moved by a horizontal drag and settled on a page
/// when the finger lifts; `UIPageControl`'s dots at the bottom.
enum PageContainer {
    /// A fling faster than this (points per second) goes to the next page
    /// in its direction, wherever the finger lifted, as a paging scroll view does.
    static let flingVelocity = 300.0
    /// The settle: UIScrollView's paging deceleration is about a third of a second.
    static let settle = Animation.spring(response: 0.35, dampingFraction: 1)

    static func resolve(tabs: [TabSpec], index: Int, select: @escaping (AnyHashable) -> Void,
                        dots: PageTabViewStyle.IndexDisplayMode, model: TabModel, graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let width = model.width
        let count = tabs.count
        let tags = tabs.map(\.tag)
        let pages = HStack(spacing: 0) {
            ForEach(Array(tabs.enumerated()), id: \.offset) { _, tab in
                ResolvedNodes(nodes: [tab.node]).frame(width: width).frame(maxHeight: .infinity)
            }
        }
        let drag = DragGesture(minimumDistance: 10)
            .onChanged { [weak model] value in
                guard let model else { return }
                var moved = value.translation.width
                // Past the first or last page the pages follow the finger less (UIKit's rubber band).
                if (index == 0 && moved > 0) || (index == count - 1 && moved < 0) { moved *= ScrollModel.rubberBand / 2 }
                model.drag = moved
                model.flag?.mark(Transaction(), view: model.owner)
            }
            .onEnded { [weak model] value in
                guard let model else { return }
                let target = Self.target(index: index, count: count, drag: model.drag, velocity: value.velocity.width, width: width)
                withAnimation(Self.settle) {
                    model.drag = 0
                    if target != index { select(tags[target]) } else { model.changed() }
                }
            }
            .onCancel { [weak model] _ in
                guard let model else { return }
                withAnimation(Self.settle) {
                    model.drag = 0
                    model.changed()
                }
            }
        let showsDots = dots == .always || (dots == .automatic && count > 1)
        // The view's own size (not the pages' row) is measured, and the row laid over it from the leading edge.
        let measure = ResolvedNodes(nodes: [ViewNode(id: id.child("measure"), kind: .geometry({ [weak model] proxy in
            model?.measured(width: proxy.size.width)
            return []
        }))])
        let container = Color.clear
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background { measure }
            .overlay(alignment: .topLeading) { pages.offset(x: -Double(index) * width + model.drag) }
            .overlay(alignment: .bottom) {
                if showsDots { PageDots(count: count, index: index, onBackground: graph.environment.pageIndexBackground).padding(.bottom, 12) }
            }
        .clipped()
        .contentShape(Rectangle())
        .gesture(drag)
        return graph.resolve(container, at: id.child("pages"))
    }

    /// The page a drag of `drag` points let go at `velocity` settles on: the
    /// next one in the direction of a fling, else the nearest.
    static func target(index: Int, count: Int, drag: Double, velocity: Double, width: Double) -> Int {
        guard width > 0, count > 0 else { return index }
        let position = Double(index) - drag / width
        var target: Int
        if velocity < -flingVelocity {
            target = Int(position.rounded(.down)) + 1
        } else if velocity > flingVelocity {
            target = Int(position.rounded(.up)) - 1
        } else {
            target = Int(position.rounded())
        }
        // One page at most per swipe, as UIPageViewController turns one.
        target = min(max(target, index - 1), index + 1)
        return min(max(target, 0), count - 1)
    }
}

/// `UIPageControl`'s dots: 8 pt, 9 pt apart, the current page's dark and
/// the others faint (its look on light content).
nonisolated struct PageDots: View {
    let count: Int
    let index: Int
    /// `.indexViewStyle(.page(backgroundDisplayMode: .always))`: white dots
    /// on a dark translucent capsule (`UIPageControl`'s prominent background).
    var onBackground = false

    var body: some View {
        HStack(spacing: 9) {
            ForEach(0..<count, id: \.self) { page in
                Circle()
                    .fill(onBackground ? Color.white.opacity(page == index ? 1 : 0.5) : Color.black.opacity(page == index ? 0.75 : 0.25))
                    .frame(width: 8, height: 8)
            }
        }
        .padding(.horizontal, onBackground ? 10 : 0)
        .padding(.vertical, onBackground ? 6 : 0)
        .background(Capsule().fill(Color.black.opacity(onBackground ? 0.25 : 0)))
        .accessibilityIdentifier("pageDots")
    }
}
