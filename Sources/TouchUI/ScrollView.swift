import Foundation

/// A scrolling region, as SwiftUI's `ScrollView`: its content is laid out
/// as in a stack along the axis at its ideal length, moved by a drag,
/// rubber-banded past the ends as UIKit does, and flung on release with
/// `UIScrollView`'s normal deceleration (the velocity decays by 0.998 per
/// millisecond; an end in reach settles there with a critically damped
/// spring instead of bouncing).
public struct ScrollView<Content: View>: PrimitiveView, ResolvableView {
    let axis: Axis
    let content: Content

    /// `axes`: `.vertical` (the default) or `.horizontal`. Indicators are not drawn.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        axis = axes == .horizontal ? .horizontal : .vertical
        self.content = content()
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let model = graph.storage(for: id.path + ".scroll") { ScrollModel(axis: axis) }
        model.flag = graph.changes
        model.owner = id.path
        // Content knows it scrolls: a button there gives a drag to the scroll.
        let stacked: [ViewNode] = axis == .vertical
            ? graph.resolve(VStack { content }, at: id.child("content")) { $0.isScrollContent = true }
            : graph.resolve(HStack { content }, at: id.child("content")) { $0.isScrollContent = true }
        let inner = stacked.count == 1 ? stacked[0] : ViewNode(id: id.child("all"), kind: .zstack(.topLeading), children: stacked)
        inner.effects.offset = axis == .vertical ? Size(width: 0, height: -model.offset) : Size(width: -model.offset, height: 0)
        let node = ViewNode(id: id, kind: .scroll(model), children: [inner])
        node.effects.clipCornerRadius = 0
        node.effects.hitTestsFrame = true
        node.gestures.append(ViewGesture { engine, region in engine.gesture(model.panGesture, on: region) })
        return [node]
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
    var screenFrame = Rect.zero
    var viewportLength = 0.0
    var flag: ChangeFlag?
    /// The scroll view's identity: a scroll changes what it resolves to.
    var owner: String?
    private var dragStart: Double?

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
        let start = dragStart ?? offset
        dragStart = start
        set(rubberBanded(start - translation), Transaction())
    }

    /// The finger lifted moving at `velocity` (points per second, finger direction).
    func released(velocity: Double) {
        dragStart = nil
        let rate = Self.decelerationRate
        let projected = offset - velocity * rate / (1000 * (1 - rate))
        let target = min(max(projected, 0), maximumOffset)
        let distance = abs(target - offset)
        guard distance >= 0.5 else {
            set(target, Transaction())
            return
        }
        let outOfRange = offset < 0 || offset > maximumOffset
        if outOfRange || target != projected {
            set(target, Transaction(animation: .spring(response: 0.5, dampingFraction: 1)))
        } else {
            set(target, Transaction(animation: Self.deceleration(over: distance)))
        }
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

    private func set(_ value: Double, _ transaction: Transaction) {
        offset = value
        flag?.mark(transaction, view: owner)
    }
}
