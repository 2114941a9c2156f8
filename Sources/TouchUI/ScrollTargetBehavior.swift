import Foundation

/// Where a scroll view comes to rest after a fling, as SwiftUI's
/// `ScrollTargetBehavior` (iOS 17): given the rectangle the scroll would end
/// at (`target`, in content coordinates), the behaviour moves it.
///
/// Touchdeck asks the behaviour when a drag ends: the deceleration's
/// projected end is the original target, and the scroll view settles, with
/// a critically damped spring, where the behaviour leaves it (clamped to the
/// content). `.paging` and `.viewAligned` are SwiftUI's; a behaviour of
/// your own works the same way.
public protocol ScrollTargetBehavior {
    /// Moves `target` to where the scroll should end.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
    /// The context the target is updated in.
    typealias TargetContext = ScrollTargetBehaviorContext
}

/// Where a scroll ends, as SwiftUI's `ScrollTarget`: the rectangle of the
/// content in sight then (its origin is the scroll offset).
public struct ScrollTarget {
    /// The content's part in sight when the scroll ends.
    public var rect: CGRect
    /// The point of `rect` to align to (nil: its top leading corner).
    public var anchor: UnitPoint?

    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behaviour is asked with, as SwiftUI's `ScrollTargetBehaviorContext`.
public struct ScrollTargetBehaviorContext {
    /// The target before any behaviour moved it.
    public let originalTarget: ScrollTarget
    /// The finger's velocity as it lifted, points per second, in the
    /// direction the content moves towards (positive: towards the end).
    public let velocity: CGVector
    /// The size of the scroll view's content.
    public let contentSize: CGSize
    /// The size of the scroll view.
    public let containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public let axes: Axis.Set
    /// The scroll offset as the finger lifted.
    let releasedOffset: Double?
    /// Where the views of the `.scrollTargetLayout()` start along the axis
    /// (content coordinates, less the content margin: the offsets that align
    /// each), for `.viewAligned`.
    let targetStarts: [Double]
}

/// Scrolls a page (the scroll view's size) at a time, as SwiftUI's
/// `PagingScrollTargetBehavior`: a fling moves one page in its direction,
/// a slow release settles on the page nearest, as UIScrollView's paging.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}

    /// The speed (points per second) past which a release turns the page
    /// the finger moved towards rather than the nearest one.
    static let flingSpeed = 300.0

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let vertical = context.axes.contains(.vertical) && !context.axes.contains(.horizontal)
        let page = vertical ? context.containerSize.height : context.containerSize.width
        guard page > 0 else { return }
        let start = vertical ? context.originalTarget.rect.minY : context.originalTarget.rect.minX
        let speed = vertical ? context.velocity.dy : context.velocity.dx
        let content = vertical ? context.contentSize.height : context.contentSize.width
        let lastPage = max(0, ((content - page) / page).rounded(.up))
        // `target` starts at the projected end; the page the drag left from is where the offset was at release.
        let released = context.releasedOffset ?? start
        var index: Double
        if abs(speed) > Self.flingSpeed {
            let from = (released / page).rounded(speed > 0 ? .down : .up)
            index = from + (speed > 0 ? 1 : -1)
        } else {
            index = (released / page).rounded()
        }
        index = min(max(index, 0), lastPage)
        if vertical { target.rect.origin.y = index * page } else { target.rect.origin.x = index * page }
    }
}

/// Settles with a view's leading (or top) edge at the scroll view's, as
/// SwiftUI's `ViewAlignedScrollTargetBehavior`: the views are the
/// subviews of the layout marked `.scrollTargetLayout()`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one fling may go, as SwiftUI's `LimitBehavior`.
    public struct LimitBehavior: Hashable, Sendable {
        let limitsToOne: Bool?
        /// SwiftUI's choice: one view at a time in a compact horizontal size
        /// class, no limit otherwise; a kiosk's screen is iPad-sized (regular).
        public static let automatic = LimitBehavior(limitsToOne: nil)
        /// At most one view per fling.
        public static let always = LimitBehavior(limitsToOne: true)
        /// As far as the fling carries.
        public static let never = LimitBehavior(limitsToOne: false)
    }

    let limitBehavior: LimitBehavior

    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let vertical = context.axes.contains(.vertical) && !context.axes.contains(.horizontal)
        let starts = context.targetStarts
        guard !starts.isEmpty else { return }
        let projected = vertical ? target.rect.minY : target.rect.minX
        let released = context.releasedOffset ?? projected
        let speed = vertical ? context.velocity.dy : context.velocity.dx
        let chosen: Double
        if limitBehavior.limitsToOne == true {
            // The view at the release, then one on in the fling's direction.
            let nearest = starts.enumerated().min { abs($0.element - released) < abs($1.element - released) }?.offset ?? 0
            var index = nearest
            if abs(speed) > PagingScrollTargetBehavior.flingSpeed {
                if speed > 0, starts[nearest] <= released { index = nearest + 1 }
                if speed < 0, starts[nearest] >= released { index = nearest - 1 }
            }
            chosen = starts[min(max(index, 0), starts.count - 1)]
        } else {
            chosen = starts.min { abs($0 - projected) < abs($1 - projected) } ?? projected
        }
        if vertical { target.rect.origin.y = chosen } else { target.rect.origin.x = chosen }
    }
}

