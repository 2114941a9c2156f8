import Foundation
import Geometry
import Gestures
import Motion
import Scene
import TouchModel

/// A kiosk app: a model, gestures that change it, and `layout(state) -> scene`.
/// Apps never see devices, pixels or clocks: the runtime (Kiosk) feeds
/// touches to their gestures and turns their layouts into frames.
///
/// A layer app conforms itself and returns Scene layers it builds by hand; a
/// view app is written as views and run by a `ViewHost`, which conforms for it.
public protocol TouchApp: AnyObject {
    /// Lays out the current state on a screen of `screen` points.
    func layout(screen: Size) -> [Layer]
    /// Attaches the app's gestures to layer ids (called once, before `appear`).
    func attachGestures(_ attacher: GestureAttacher)
    /// SwiftUI's `onAppear`: the app's start-up state change (slide-ins and the like).
    func appear()
    /// The transaction of the state changes since the last call: what the
    /// scene animates the next layout with. Empty (`Transaction()`) when the
    /// changes should jump.
    func takeTransaction() -> Transaction
    /// Whether the state changed since the last `takeTransaction`, so a new
    /// layout could differ: SwiftUI re-evaluates a body only when its state
    /// changed. The default, true, lays out on every event and frame.
    var hasChanges: Bool { get }
    /// The time of the layout that follows (apps that animate inside their
    /// own state, as a view app's animatable modifiers, need it).
    func prepareLayout(at time: Double)
    /// When the app must be laid out again without a state change: `.nextFrame`
    /// while something inside it animates. Layer apps never need it.
    func wakeUp(at time: Double) -> AnimationWakeUp
    /// A touch frame reached the gestures at `time` (for `.onIdle` timeouts,
    /// counted by the kiosk's one rule, `IdleCount`).
    func touched(_ frame: TouchFrame, at time: Double)
    /// A keyboard (a physical one or a barcode scanner) typed into the app at `time`: the
    /// focused text field takes it. Apps without text fields ignore it.
    func typed(_ event: TextInputEvent, at time: Double)
    /// The date at the app's time 0 and the time zone its dates are shown in
    /// (nil: UTC): the kiosk shell sets them — live, from the wall clock at
    /// start and the machine's zone; a replay keeps the app's fixed default.
    func setDateOrigin(_ origin: Date, timeZone: TimeZone?)
    /// What to call, from any thread, when the app has work that wants a
    /// frame (a view's task resumed): the live kiosk wakes its loop.
    func setAsyncWakeUp(_ wake: @escaping @Sendable () -> Void)
    /// The on-screen keyboard's layout (`keyboard.layout` in the config:
    /// `us`, `de`, `fr`); an unknown name is logged and `us` kept.
    func setKeyboardLayout(named name: String)
}

extension TouchApp {
    public var hasChanges: Bool { true }
    public func prepareLayout(at time: Double) {}
    public func wakeUp(at time: Double) -> AnimationWakeUp { .never }
    public func touched(_ frame: TouchFrame, at time: Double) {}
    public func typed(_ event: TextInputEvent, at time: Double) {}
    public func setDateOrigin(_ origin: Date, timeZone: TimeZone?) {}
    public func setAsyncWakeUp(_ wake: @escaping @Sendable () -> Void) {}
    public func setKeyboardLayout(named name: String) {}
}

/// Attaches gestures to scene layers: each layer id that has gestures gets
/// a gesture-engine region, and touches hit-test the scene's presented geometry, so a card
/// in motion is touched where it is drawn.
public final class GestureAttacher {
    public let engine: GestureEngine
    // Stored properties here skip the runtime's exclusivity checks (docs/architecture.md, "Exclusivity checks").
    @exclusivity(unchecked) private var regions: [LayerID: RegionID] = [:]
    /// Hit-test where things are drawn (views) rather than by layer frames
    /// (layer apps); see `SceneAnimator.hitTestContent`.
    @exclusivity(unchecked) public var hitTestsDrawnContent = false

    public init(engine: GestureEngine) { self.engine = engine }

    /// Layer ids that take touches.
    public var layers: Set<LayerID> { Set(regions.keys) }

    /// The layer whose region `region` is, if it is still attached (for
    /// diagnostics: a linear search).
    public func layer(for region: RegionID) -> LayerID? {
        regions.first { $0.value == region }?.key
    }

    /// The region for `layer` nested in `parent`'s (whose gestures then rank
    /// against it as SwiftUI ranks a view's against its subviews'), with
    /// `frame` as its local space; made on first use.
    public func region(for layer: LayerID, parent: LayerID?, frame: Rect) -> (region: RegionID, isNew: Bool) {
        if let region = regions[layer] {
            engine.setFrame(frame, of: region)
            return (region, false)
        }
        let region = engine.addRegion(frame: frame, parent: parent.flatMap { regions[$0] })
        regions[layer] = region
        return (region, true)
    }

    /// Removes `layer`'s region; its running gestures end with `.regionRemoved`.
    public func removeRegion(for layer: LayerID) {
        guard let region = regions.removeValue(forKey: layer) else { return }
        engine.removeRegion(region)
    }

    /// Routes the engine's hit tests through `scene` (by presented geometry at
    /// the engine's time), among the layers that have regions at that moment.
    public func hitTest(through scene: SceneAnimator) {
        engine.hitTest = { [unowned engine, unowned self] point in
            let accepting = Set(self.regions.keys)
            let hit = self.hitTestsDrawnContent
                ? scene.hitTestContent(point, at: engine.time, accepting: accepting)
                : scene.hitTest(point, at: engine.time, accepting: accepting)
            return hit.flatMap { self.regions[$0] }
        }
    }
}
