import Foundation

// What iOS 17's scroll modifiers (ScrollModifiers.swift) do to a scroll view:
// where a fling settles, the position binding, the default anchor, margins.
extension ScrollModel {
    /// A settle onto a page or view: as the paged `TabView`'s, about a third of a second, without overshoot.
    static let targetSettle = Animation.spring(response: 0.35, dampingFraction: 1)

    /// The size `containerRelativeFrame` sizes content to: the scroll view's
    /// visible size less its content margins.
    func containerSize(_ viewport: Size) -> Size {
        Size(width: max(0, viewport.width - contentMargins.leading - contentMargins.trailing),
             height: max(0, viewport.height - contentMargins.top - contentMargins.bottom))
    }

    /// The content margin at the start of the axis: a view aligned to the
    /// scroll view sits this far in.
    var leadingMargin: Double { axis == .vertical ? contentMargins.top : contentMargins.leading }

    /// The finger lifted at `velocity` (finger direction) with a target
    /// behaviour: the behaviour moves the deceleration's projected end, and
    /// the scroll settles there.
    func settle(with behavior: AnyScrollTargetBehavior, velocity: Double) {
        let rate = Self.decelerationRate
        let projected = offset - velocity * rate / (1000 * (1 - rate))
        let viewport = screenFrame.size
        let vertical = axis == .vertical
        let contentSize = vertical ? Size(width: viewport.width, height: contentLength) : Size(width: contentLength, height: viewport.height)
        var target = ScrollTarget(rect: Rect(origin: vertical ? Point(x: 0, y: projected) : Point(x: projected, y: 0), size: viewport))
        // The context's velocity is the scroll's: towards the end is positive.
        let speed = -velocity
        let starts = content.map { ScrollTargetLayout.targets(in: $0, axis: axis).map { $0.start - leadingMargin } } ?? []
        let context = ScrollTargetBehaviorContext(
            originalTarget: target, velocity: vertical ? CGVector(dx: 0, dy: speed) : CGVector(dx: speed, dy: 0),
            contentSize: contentSize, containerSize: viewport, axes: vertical ? .vertical : .horizontal,
            releasedOffset: offset, targetStarts: starts)
        behavior.update(&target, context)
        let end = min(max(vertical ? target.rect.minY : target.rect.minX, 0), maximumOffset)
        indicatorHold = Self.indicatorDelay + Self.springSettle
        set(end, Transaction(animation: Self.targetSettle))
        reportPosition(at: end)
    }

    /// Sets the `scrollPosition(id:)` binding to the target view nearest
    /// the scroll view's leading edge when the content rests at `end`.
    func reportPosition(at end: Double) {
        guard let link = positionLink, let content else { return }
        let targets = ScrollTargetLayout.targets(in: content, axis: axis).filter { $0.key != nil }
        guard let nearest = targets.min(by: { abs($0.start - leadingMargin - end) < abs($1.start - leadingMargin - end) }),
              let key = nearest.key else { return }
        positionKey = key
        if link.get() != key { link.set(key) }
    }

    /// Scrolls to the view the `scrollPosition(id:)` binding names when it
    /// changed from outside (an action set it), under `transaction`; before
    /// the first layout, that layout does it.
    func followPosition(transaction: Transaction) {
        guard let link = positionLink, let key = link.get(), key != positionKey, let content, viewportLength > 0 else { return }
        positionKey = key
        guard let part = ScrollTargets.find(key, in: content, axis: axis) else {
            ViewWarnings.once("scrollPosition(id:): no view with id \(key) in the scroll view's content; it does not scroll")
            return
        }
        let target: Double
        if let anchor = link.anchor {
            let a = axis == .vertical ? anchor.y : anchor.x
            target = part.start + a * part.length - a * viewportLength
        } else {
            target = part.start - leadingMargin
        }
        let clamped = min(max(target, 0), maximumOffset)
        guard abs(clamped - offset) >= 0.5 else { return }
        indicatorHold = Self.indicatorDelay + (transaction.animation == nil ? 0 : Self.springSettle)
        set(clamped, transaction)
    }

    /// After each placement: the default anchor, once, and a position the
    /// binding named before there was a layout to find it in.
    func laidOut() {
        if let anchor = pendingAnchor, viewportLength > 0 {
            pendingAnchor = nil
            let a = axis == .vertical ? anchor.y : anchor.x
            let target = min(max(a * maximumOffset, 0), maximumOffset)
            if abs(target - offset) >= 0.5 { set(target, Transaction()) }
        }
        if positionLink != nil, positionKey == nil { followPosition(transaction: Transaction()) }
    }
}
