import Foundation
import Motion

/// A `NavigationStack`'s state, kept for its identity: the path when it
/// was given none, the screens pushed as views, and the slide of the
/// screen moving in or out (by a push, a pop or the edge swipe).
final class NavigationModel: AnimationRecord {
    /// The path of a stack made without one.
    private var ownPath: [AnyHashable] = []
    /// The path binding the stack was given (nil: `ownPath`).
    var bound: PathAccess?
    /// Screens pushed by `NavigationLink(destination:)` and by
    /// `navigationDestination(isPresented:)` (`presenter`: the declaring
    /// view's identity, `dismissed`: what a pop tells it), above the path's.
    private(set) var pushedViews: [PushedView] = []

    struct PushedView {
        let serial: Int
        var view: AnyView
        var presenter: String? = nil
        var dismissed: (() -> Void)? = nil
    }
    private var serial = 0
    /// The screens shown at the last resolve (their keys), to tell a push from a pop.
    private var shownKeys: [String] = []
    /// The top screen at the last resolve: a pop keeps drawing it as it leaves.
    private var lastTop: NavigationScreenSpec?
    /// A popped screen sliding out, drawn over the top one until it is gone.
    private(set) var departing: NavigationScreenSpec?
    /// The moving screen's offset as a fraction of the width: 0 in place, 1 off at the trailing edge.
    private var slide = Slide()
    /// The edge swipe's offset (a fraction of the width) while a finger drags the top screen.
    private var dragProgress: Double?
    /// Where a swipe that completes was let go: the pop slides on from there.
    private var releasedAt: Double?
    /// The stack's width, from its last layout.
    private(set) var width = 0.0
    var flag: ChangeFlag?
    /// The stack's identity: a change here resolves it again.
    var owner: String?

    /// UINavigationController's push and pop: about 0.35 s.
    static let duration = 0.35
    /// How far the screen below moves against the push (UIKit's parallax, 30%).
    static let parallax = 0.3

    /// The values on the path.
    var values: [AnyHashable] { bound?.get() ?? ownPath }

    private func setValues(_ values: [AnyHashable]) {
        if let bound { bound.set(values) } else { ownPath = values }
        changed()
    }

    func changed() { flag?.mark(Transaction.current, view: owner) }

    /// `NavigationLink(value:)`: pushes `value`.
    func push(_ value: AnyHashable) { setValues(values + [value]) }

    /// `NavigationLink(destination:)`: pushes a screen showing `view`.
    func push(view: AnyView) {
        serial += 1
        pushedViews.append(PushedView(serial: serial, view: view))
        changed()
    }

    /// `navigationDestination(isPresented:)` declared by `presenter`: pushes
    /// `view` when it starts being presented, keeps the pushed screen's view
    /// current, and pops it (and what is above it) when it stops.
    func present(_ view: AnyView?, by presenter: String, dismissed: @escaping () -> Void) {
        let index = pushedViews.firstIndex { $0.presenter == presenter }
        switch (view, index) {
        case let (view?, index?):
            pushedViews[index].view = view
            pushedViews[index].dismissed = dismissed
        case let (view?, nil):
            serial += 1
            pushedViews.append(PushedView(serial: serial, view: view, presenter: presenter, dismissed: dismissed))
            presentationPending = true
            changed()
        case let (nil, index?):
            let removed = pushedViews[index...]
            pushedViews.removeSubrange(index...)
            removed.dropFirst().forEach { $0.dismissed?() }
            presentationPending = true
            changed()
        case (nil, nil):
            break
        }
    }

    /// A presented screen came or went while the stack resolved, after it
    /// had counted its screens: the next frame shows the change.
    private var presentationPending = false

    /// The view a presented screen shows now (its presenter resolved before it).
    func pushedView(serial: Int) -> AnyView? {
        pushedViews.first { $0.serial == serial }?.view
    }
    /// Pops to the first `count` pushed screens (0: the root).
    func pop(toCount count: Int) {
        let pathCount = values.count
        if count < pathCount + pushedViews.count {
            let removing = min(pushedViews.count, pathCount + pushedViews.count - count)
            let removed = pushedViews.suffix(removing)
            pushedViews.removeLast(removing)
            removed.forEach { $0.dismissed?() }
            if count < pathCount { setValues(Array(values.prefix(count))) } else { changed() }
        }
    }

    /// Notes the screens shown now (`specs`, root first): a longer stack
    /// slides its new top in, a shorter one slides the old top out.
    func update(_ specs: [NavigationScreenSpec], animated: Bool) {
        let keys = specs.map(\.key)
        presentationPending = false
        defer {
            shownKeys = keys
            lastTop = specs.last
        }
        guard keys != shownKeys, !shownKeys.isEmpty else { return }
        if keys.count > shownKeys.count, keys.starts(with: shownKeys) {
            departing = nil
            slide = animated ? Slide(from: 1, to: 0, duration: Self.duration, easeOutOnly: false) : Slide()
        } else if keys.count < shownKeys.count, shownKeys.starts(with: keys) {
            departing = animated || releasedAt != nil ? lastTop : nil
            let from = releasedAt ?? 0
            slide = departing == nil ? Slide()
                : Slide(from: from, to: 1, duration: Self.duration * max(0.3, 1 - from), easeOutOnly: releasedAt != nil)
        } else {
            departing = nil
            slide = Slide()
        }
        releasedAt = nil
        dragProgress = nil
    }

    /// Where the moving screen is at `time` (a fraction of the width); a
    /// finished pop lets its screen go.
    func progress(at time: Double) -> Double {
        if let dragProgress { return dragProgress }
        shown = slide.value(at: time)
        if departing != nil, !slide.isRunning(at: time) {
            departing = nil
            slide = Slide()
            shown = 0
        }
        return shown
    }

    /// The progress the last resolve showed: a clock that jumped past the
    /// slide's end still owes a resolve at its end.
    private var shown = 0.0

    /// Whether the slide moves at `time`.
    func isMoving(at time: Double) -> Bool { dragProgress == nil && slide.isRunning(at: time) }

    func wakeUp(at time: Double) -> AnimationWakeUp {
        isMoving(at: time) || departing != nil || presentationPending || (dragProgress == nil && shown != slide.to) ? .nextFrame : .never
    }


    /// Layout measured the stack `width` wide.
    func measured(width: Double) {
        guard width != self.width else { return }
        self.width = width
        changed()
    }

    // MARK: The edge swipe

    /// The finger has moved the top screen `translation` points towards the trailing edge.
    func swiped(_ translation: Double) {
        guard width > 0 else { return }
        dragProgress = min(1, max(0, translation / width))
        changed()
    }

    /// The finger lifted at `translation`, moving at `velocity` (points per
    /// second): past half the width, or flung towards the trailing edge, the
    /// top screen is popped; otherwise it springs back, as UIKit's
    /// interactive pop decides.
    func swipeEnded(translation: Double, velocity: Double) {
        guard let progress = dragProgress else { return }
        dragProgress = nil
        if velocity > Self.flingVelocity || (velocity > -Self.flingVelocity && progress > 0.5) {
            releasedAt = progress
            pop(toCount: values.count + pushedViews.count - 1)
        } else {
            slide = Slide(from: progress, to: 0, duration: Self.duration * max(0.3, progress), easeOutOnly: true)
            changed()
        }
    }

    /// The swipe was cancelled: the screen goes back.
    func swipeCancelled() { swipeEnded(translation: 0, velocity: -Self.flingVelocity - 1) }

    /// The speed (points per second) from which a swipe's direction decides it.
    static let flingVelocity = 300.0

    /// A timed slide between two offsets; it starts at the first resolve
    /// that asks for it (gestures and taps set it without the frame's time).
    struct Slide {
        var from = 0.0
        var to = 0.0
        var duration = 0.0
        var easeOutOnly = false
        private var start: Double?

        init() {}

        init(from: Double, to: Double, duration: Double, easeOutOnly: Bool) {
            self.from = from
            self.to = to
            self.duration = duration
            self.easeOutOnly = easeOutOnly
        }

        mutating func value(at time: Double) -> Double {
            guard duration > 0 else { return to }
            let begun = start ?? time
            start = begun
            let x = min(1, max(0, (time - begun) / duration))
            // UIKit's push is an ease-in-out; a released swipe eases out from the finger's speed.
            let eased = easeOutOnly ? 1 - pow(1 - x, 3) : (x < 0.5 ? 4 * x * x * x : 1 - pow(-2 * x + 2, 3) / 2)
            return from + (to - from) * eased
        }

        func isRunning(at time: Double) -> Bool {
            guard duration > 0 else { return false }
            guard let start else { return true }
            return time < start + duration
        }
    }
}

/// One screen of a stack: the root, a pushed value or a pushed view.
struct NavigationScreenSpec {
    /// Its identity under the stack (its place and its value).
    let key: String
    let value: AnyHashable?
    let view: AnyView?
    /// A pushed view's serial number in the model.
    var serial: Int? = nil
}
