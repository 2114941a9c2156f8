import Foundation

/// A scrolling region, as SwiftUI's `ScrollView`: its content is laid out
/// as in a stack along the axis at its ideal length, moved by a drag,
/// rubber-banded past the ends as UIKit does, and flung on release with
/// `UIScrollView`'s normal deceleration (the velocity decays by 0.998 per
/// millisecond; an end in reach settles there with a critically damped
/// spring instead of bouncing).
///
/// While it scrolls (a drag, the deceleration after it, a `scrollTo`) it
/// shows UIScrollView's indicator: a 3 pt dark bar inset 3 pt from its
/// trailing (or bottom) edge, as long as the part in sight is of the whole
/// (at least 36 pt); it fades 0.5 s after the scroll comes to rest, so a
/// kiosk at rest draws nothing more. `showsIndicators: false` or
/// `.scrollIndicators(.hidden)` hides it; `.scrollDisabled(true)` stops
/// drags scrolling it (a `ScrollViewReader`'s `scrollTo` still does).
public nonisolated struct ScrollView<Content: View>: PrimitiveView, ResolvableView {
    let axis: Axis
    let showsIndicators: Bool
    let content: Content

    /// `axes`: `.vertical` (the default) or `.horizontal`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        axis = axes == .horizontal ? .horizontal : .vertical
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let model = graph.storage(for: id.path + ".scroll") { ScrollModel(axis: axis) }
        model.flag = graph.changes
        model.owner = id.path
        // A list's scroll closes its open swipe, as UITableView's does.
        let swipe = graph.environment.listSwipe
        // `.scrollDismissesKeyboard(.immediately)`: a scrolling drag ends editing as well.
        let input = graph.environment.scrollDismissesKeyboard.dismissesOnDrag ? graph.textInput : nil
        model.onDragBegan = swipe == nil && input == nil ? nil : { [weak swipe, weak input] in
            swipe?.closeAll()
            input?.endEditing()
        }
        graph.environment.scrollTargets?.register(model)
        // iOS 17's scroll modifiers (ScrollModifiers.swift).
        let environment = graph.environment
        model.targetBehavior = environment.scrollTargetBehavior
        model.bounceBehavior = environment.scrollBounceBehavior
        model.contentMargins = environment.scrollContentMargins ?? EdgeInsets()
        model.positionLink = environment.scrollPositionLink
        if !model.anchorConsidered {
            model.anchorConsidered = true
            model.pendingAnchor = environment.defaultScrollAnchor
        }
        model.followPosition(transaction: graph.transaction)
        let margins = model.contentMargins
        let enabled = graph.environment.isScrollEnabled
        // Content knows it scrolls: a button there gives a drag to the scroll.
        // What belongs to this scroll view is not handed to the ones inside it.
        func inner(_ environment: inout ViewEnvironment) {
            environment.isScrollContent = enabled || environment.isScrollContent
            environment.scrollPositionLink = nil
            environment.scrollContentMargins = nil
            environment.defaultScrollAnchor = nil
        }
        let stacked: [ViewNode] = axis == .vertical
            ? graph.resolve(VStack { content }.padding(margins), at: id.child("content"), environment: inner)
            : graph.resolve(HStack { content }.padding(margins), at: id.child("content"), environment: inner)
        let inner = stacked.count == 1 ? stacked[0] : ViewNode(id: id.child("all"), kind: .zstack(.topLeading), children: stacked)
        inner.effects.offset = axis == .vertical ? Size(width: 0, height: -model.offset) : Size(width: -model.offset, height: 0)
        model.content = inner
        let node = ViewNode(id: id, kind: .scroll(model), children: [inner])
        if !environment.scrollClipDisabled { node.effects.clipCornerRadius = 0 }
        node.effects.hitTestsFrame = true
        node.effects.confinesHitTesting = true
        if enabled {
            node.gestures.append(ViewGesture { engine, region in engine.gesture(model.panGesture, on: region) })
        }
        if let refresh = model.attachRefresh(in: graph) {
            return RefreshControl.decorate(node, model: model, control: refresh, in: graph, at: id)
        }
        guard showsIndicators, graph.environment.scrollIndicatorVisibility != .hidden, model.maximumOffset > 0 else { return [node] }
        let indicator = ScrollIndicator(axis: axis, placement: model.indicatorPlacement, shown: model.indicatorShown,
                                        hold: model.indicatorHold)
        let corner: Alignment = axis == .vertical ? .topTrailing : .bottomLeading
        return graph.resolve(ResolvedNodes(nodes: [node]).overlay(alignment: corner) { indicator },
                             at: id.child("indicated"))
    }
}

/// UIScrollView's scroll indicator: a 3 pt bar, black at 35 %, rounded,
/// inset 3 pt from the edge; shown at once as a scroll starts, faded over
/// 0.25 s `hold` seconds after it stops.
private nonisolated struct ScrollIndicator: View {
    let axis: Axis
    /// Where the bar starts and how long it is, along the axis.
    let placement: (start: Double, length: Double)
    let shown: Bool
    let hold: Double

    var body: some View {
        let bar = Capsule().fill(Color.black.opacity(0.35))
            .frame(width: axis == .vertical ? 3 : placement.length, height: axis == .vertical ? placement.length : 3)
            .opacity(shown ? 1 : 0)
            .animation(shown ? nil : .easeOut(duration: 0.25).delay(hold), value: shown)
            .allowsHitTesting(false)
        return bar.padding(0)
            .offset(x: axis == .vertical ? -3 : placement.start, y: axis == .vertical ? placement.start : -3)
            .allowsHitTesting(false)
    }
}

extension Axis {
    /// Axes, as SwiftUI's `Axis.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1 << 0)
        public static let vertical = Set(rawValue: 1 << 1)
    }
}

/// A scroll view's position, kept for its identity, and the physics of
/// dragging and flinging it.
final class ScrollModel {
    let axis: Axis
    /// How far the content is scrolled (points, 0 at the start).
    private(set) var offset = 0.0
    /// Set by layout.
    var contentLength = 0.0
    /// Where the scroll view was last placed on the screen.
    var screenFrame = Rect.zero {
        didSet { laidOut() }
    }
    /// `.scrollTargetBehavior(_:)`: where a fling settles.
    var targetBehavior: AnyScrollTargetBehavior?
    /// `.scrollBounceBehavior(_:axes:)`.
    var bounceBehavior = ScrollBounceBehavior.automatic
    /// `.contentMargins(_:_:for:)`: around the content, scrolled with it.
    var contentMargins = EdgeInsets()
    /// `.scrollPosition(id:anchor:)`'s binding.
    var positionLink: ScrollPositionLink?
    /// The id last reported to the binding or scrolled to from it.
    var positionKey: String?
    /// `.defaultScrollAnchor(_:)`, until the first layout applies it.
    var pendingAnchor: UnitPoint?
    var anchorConsidered = false
    var viewportLength = 0.0
    var flag: ChangeFlag?
    /// The scroll view's identity: a scroll changes what it resolves to.
    var owner: String?
    private var dragStart: Double?
    /// The laid-out content (its frames are where `scrollTo` finds views).
    weak var content: ViewNode?
    /// The indicator shows (a scroll under way) or is fading.
    private(set) var indicatorShown = false
    /// How long after the last change the indicator waits before fading.
    var indicatorHold = 0.5
    /// Called as a drag starts moving the content.
    var onDragBegan: (() -> Void)?
    /// `.refreshable` around the scroll view (Refreshable.swift).
    var refresh: RefreshControl?

    /// UIScrollView's `.normal` deceleration rate, per millisecond.
    static let decelerationRate = 0.998
    /// UIKit's rubber-band constant.
    static let rubberBand = 0.55

    init(axis: Axis) { self.axis = axis }

    var maximumOffset: Double { max(0, contentLength - viewportLength) }

    var panGesture: some Gesture {
        DragGesture()
            .onChanged { [weak self] value in
                guard let self else { return }
                dragged(axis == .vertical ? value.translation.height : value.translation.width)
            }
            .onEnded { [weak self] value in
                guard let self else { return }
                released(velocity: axis == .vertical ? value.velocity.height : value.velocity.width)
            }
            .onCancel { [weak self] _ in self?.released(velocity: 0) }
    }

    /// Scrolls by `delta` points within the content (bringing a focused
    /// field into sight), with the keyboard's slide.
    func scroll(by delta: Double) {
        let target = min(max(offset + delta, 0), maximumOffset)
        guard abs(target - offset) >= 0.5 else { return }
        set(target, Transaction(animation: TextInputController.keyboardAnimation))
    }

    /// Scrolls by `delta` before a layout whose viewport is `shrink` points
    /// shorter (the keyboard coming up), moving `content` (this pass's
    /// resolved content node) along.
    func scroll(by delta: Double, viewportShrink shrink: Double, content: ViewNode) {
        let limit = max(0, contentLength - max(viewportLength - shrink, 0))
        let target = min(max(offset + delta, 0), limit)
        guard abs(target - offset) >= 0.5 else { return }
        offset = target
        content.effects.offset = axis == .vertical ? Size(width: 0, height: -offset) : Size(width: -offset, height: 0)
    }

    /// The finger moved `translation` along the axis since the drag began.
    func dragged(_ translation: Double) {
        // `.scrollBounceBehavior(.basedOnSize)`: content that fits does not move.
        if bounceBehavior.alwaysBounces == false, maximumOffset <= 0 { return }
        if dragStart == nil { onDragBegan?() }
        indicatorShown = true
        let start = dragStart ?? offset
        dragStart = start
        set(rubberBanded(start - translation), Transaction())
        refresh?.pulled(to: offset)
    }

    /// The finger lifted moving at `velocity` (points per second, finger direction).
    func released(velocity: Double) {
        dragStart = nil
        indicatorShown = false
        refresh?.released()
        if let refresh, refresh.isRefreshing, offset < 0 {
            // The content rests under the spinner while the refresh runs.
            set(-RefreshControl.height, Transaction(animation: .spring(response: 0.5, dampingFraction: 1)))
            return
        }
        if let behavior = targetBehavior { return settle(with: behavior, velocity: velocity) }
        defer { reportPosition(at: offset) }
        let rate = Self.decelerationRate
        let projected = offset - velocity * rate / (1000 * (1 - rate))
        let target = min(max(projected, 0), maximumOffset)
        let distance = abs(target - offset)
        guard distance >= 0.5 else {
            indicatorHold = Self.indicatorDelay
            set(target, Transaction())
            return
        }
        let outOfRange = offset < 0 || offset > maximumOffset
        if outOfRange || target != projected {
            indicatorHold = Self.indicatorDelay + Self.springSettle
            set(target, Transaction(animation: .spring(response: 0.5, dampingFraction: 1)))
        } else {
            let k = -1000 * log(Self.decelerationRate)
            indicatorHold = Self.indicatorDelay + max(0.2, log(2 * distance) / k)
            set(target, Transaction(animation: Self.deceleration(over: distance)))
        }
    }

    /// How long the indicator stays after a scroll stops, as UIScrollView's (about half a second).
    static let indicatorDelay = 0.5
    /// About how long the critically damped settling spring (response 0.5 s) takes to come to rest.
    static let springSettle = 0.8

    /// Where the indicator bar goes for the present offset: its start and
    /// length along the axis (3 pt insets at both ends, at least 36 pt long).
    var indicatorPlacement: (start: Double, length: Double) {
        let track = max(0, viewportLength - 6)
        guard contentLength > 0, maximumOffset > 0 else { return (3, track) }
        let length = min(track, max(36, track * viewportLength / contentLength))
        let fraction = min(max(offset / maximumOffset, 0), 1)
        return (3 + (track - length) * fraction, length)
    }

    /// Scrolls so that the content's part from `start`, `length` long, is
    /// in sight: aligned by `anchor` (its anchor point on the scroll view's),
    /// or, with none, moved the least that brings it in. Under the
    /// transaction of the change (`withAnimation` animates it).
    func scroll(toPart start: Double, length: Double, anchor: UnitPoint?) {
        let target: Double
        if let anchor {
            let a = axis == .vertical ? anchor.y : anchor.x
            target = start + a * length - a * viewportLength
        } else if start < offset {
            target = start
        } else if start + length > offset + viewportLength {
            target = start + length - viewportLength
        } else {
            return
        }
        let clamped = min(max(target, 0), maximumOffset)
        guard clamped != offset else { return }
        defer { reportPosition(at: clamped) }
        indicatorShown = false
        let transaction = Transaction.current
        indicatorHold = Self.indicatorDelay + (transaction.animation == nil ? 0 : Self.springSettle)
        set(clamped, transaction)
    }

    /// An ease-out that follows an exponential decay of the given length: it
    /// runs until less than half a point is left, starting at the decay's slope.
    static func deceleration(over distance: Double) -> Animation {
        let k = -1000 * log(decelerationRate)
        let duration = max(0.2, log(2 * distance) / k)
        let slope = k * duration / (1 - exp(-k * duration))
        let start = slope >= 3 ? UnitPoint(x: 1 / slope, y: 1) : UnitPoint(x: 1.0 / 3, y: slope / 3)
        return .curve(.bezier(startControlPoint: start, endControlPoint: UnitPoint(x: 0.5, y: 1)), duration: duration)
    }

    /// Past either end the content follows the finger less and less, as UIKit's.
    private func rubberBanded(_ value: Double) -> Double {
        let d = max(viewportLength, 1)
        func band(_ x: Double) -> Double { (1 - 1 / (x * Self.rubberBand / d + 1)) * d }
        if value < 0 { return -band(-value) }
        if value > maximumOffset { return maximumOffset + band(value - maximumOffset) }
        return value
    }

    /// Springs the content to `value` (a refresh over, it slides back to the top).
    func settle(at value: Double) {
        guard value != offset else { return }
        set(value, Transaction(animation: .spring(response: 0.5, dampingFraction: 1)))
    }

    func set(_ value: Double, _ transaction: Transaction) {
        offset = value
        flag?.mark(transaction, view: owner)
    }
}
