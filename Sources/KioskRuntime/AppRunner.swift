import Geometry
import Gestures
import Motion
import Scene
import TouchUI
import TouchModel

/// Runs one app: touches in (already in screen points), gestures, state
/// changes, layouts diffed into the scene, presented layers out. The same
/// runner serves the live kiosk and replays; only where touches and time
/// come from differs. It never reads a clock: every call says what time it is.
public final class AppRunner {
    public let app: any TouchApp
    public let scene = SceneAnimator()
    public let engine: GestureEngine
    /// The screen the app lays out on (points); changed by `resize(to:)`.
    @exclusivity(unchecked) public private(set) var screen: Size
    // Stored properties here skip the runtime's exclusivity checks (docs/architecture.md, "Exclusivity checks").
    /// Seconds on the runner's clock (the frame clock: trace or monotonic time).
    @exclusivity(unchecked) public private(set) var time: Double = 0
    /// How often the scene is drawn while it animates.
    @exclusivity(unchecked) public var frameInterval: Double = 1.0 / 60
    private let attacher: GestureAttacher
    @exclusivity(unchecked) private var started = false
    /// Thresholds waiting for the fingers to lift (see `useGestureSettings`).
    @exclusivity(unchecked) private var pendingGestureSettings: GestureSettings?
    /// Drawn over the app on every frame (`touchdeck run --overlay`); nil,
    /// the default, draws and costs nothing.
    @exclusivity(unchecked) public var overlay: (any AppOverlay)? {
        didSet {
            if let oldValue, oldValue !== overlay { oldValue.uninstall(from: self) }
            overlayScene = overlay.map { _ in SceneAnimator() }
            overlay?.install(on: self)
        }
    }
    /// The overlay's own scene, diffed by id like the app's and drawn after it.
    @exclusivity(unchecked) private var overlayScene: SceneAnimator?

    public init(app: any TouchApp, screen: Size, settings: GestureSettings = GestureSettings()) {
        self.app = app
        self.screen = screen
        engine = GestureEngine(settings: settings)
        attacher = GestureAttacher(engine: engine)
    }

    /// Attaches the app's gestures and shows it (its `appear`), at `time`.
    public func start(at time: Double) {
        guard !started else { return }
        started = true
        self.time = time
        app.attachGestures(attacher)
        attacher.hitTest(through: scene)
        app.prepareLayout(at: time)
        scene.update(app.layout(screen: screen), transaction: Transaction(), at: time)
        _ = app.takeTransaction()
        app.appear()
        relayout()
    }

    /// Delivers one frame of touches (positions in screen points; its time on
    /// the runner's clock) and lays the app out if its state changed.
    public func handle(_ frame: TouchFrame) {
        deliver(frame)
        relayoutIfChanged()
    }

    /// Delivers one frame of touches to the gestures without laying out: for
    /// several frames read at once, followed by one `advance(to:)`, as
    /// SwiftUI folds a run-loop turn's state changes into one update. A live
    /// kiosk that falls behind its touchscreen catches up this way instead of
    /// laying out every frame it missed.
    public func deliver(_ frame: TouchFrame) {
        time = max(time, Double(frame.time) / 1_000_000)
        app.touched(frame, at: time)
        overlay?.touched(frame, at: time)
        engine.handle(frame)
        applyPendingGestureSettings()
    }

    /// Delivers what a keyboard or barcode scanner typed (`KeyboardTyping`'s events) to the app
    /// at `time` on the runner's clock (never back), without laying out: the loop's
    /// `advance(to:)` lays out once for everything read, as for touches.
    public func type(_ event: TextInputEvent, at time: Double) {
        self.time = max(self.time, time)
        app.typed(event, at: self.time)
    }

    /// Switches the gestures to `settings` (a reloaded config file's
    /// thresholds) as soon as no finger is down: a gesture in progress keeps
    /// the thresholds it began with.
    public func useGestureSettings(_ settings: GestureSettings) {
        pendingGestureSettings = settings == engine.settings ? nil : settings
        applyPendingGestureSettings()
    }

    /// The thresholds waiting for the fingers to lift, if any.
    public var waitingGestureSettings: GestureSettings? { pendingGestureSettings }

    private func applyPendingGestureSettings() {
        guard let pending = pendingGestureSettings, engine.isIdle else { return }
        engine.settings = pending
        pendingGestureSettings = nil
    }

    /// Moves the clock to `time` (never back), firing gesture timers that are
    /// due, and lays the app out if its state changed.
    public func advance(to time: Double) {
        // Blocks app code queued on the main queue run before the frame (see `MainQueue`).
        MainQueue.drain()
        if time >= self.time {
            self.time = time
            engine.advance(to: time)
            applyPendingGestureSettings()
        }
        relayoutIfChanged()
    }

    /// Cancels every touch (the device went away): gestures see a cancel, `GestureState`s reset.
    public func cancelTouches(reason: GestureEndReason) {
        engine.cancelAll(reason: reason)
        relayoutIfChanged()
    }

    /// The screen became `size` (a monitor of another size was plugged in):
    /// the app is laid out again for it, as a SwiftUI window resized lays out
    /// its content again at the new size.
    public func resize(to size: Size) {
        guard size != screen else { return }
        screen = size
        if started { relayout() }
    }

    /// Lays the app out again and diffs it into the scene under the transaction of its changes.
    public func relayout() {
        app.prepareLayout(at: time)
        scene.update(app.layout(screen: screen), transaction: app.takeTransaction(), at: time)
    }

    /// `relayout()` when the app's state changed since the last layout, or
    /// something inside it animates (`TouchApp.wakeUp(at:)`).
    public func relayoutIfChanged() {
        if app.hasChanges || appNeedsFrame { relayout() }
    }

    /// Whether something inside the app animates now (its wake-up is due).
    private var appNeedsFrame: Bool {
        switch app.wakeUp(at: time) {
        case .nextFrame: true
        case .at(let at): at <= time
        case .never: false
        }
    }

    /// What to draw now: the app, and the overlay on top when there is one.
    public func presented() -> [PresentedLayer] {
        let layers = scene.presented(at: time)
        guard let overlay, let overlayScene else { return layers }
        overlayScene.update(overlay.layers(screen: screen, at: time), at: time)
        return layers + overlayScene.presented(at: time)
    }

    /// The layer a gesture region belongs to (for diagnostics such as the overlay).
    public func layerID(of region: RegionID) -> LayerID? { attacher.layer(for: region) }

    /// When the runner next needs the clock to move: a gesture timer, an
    /// animation frame, or the end of an animation's delay. Nil when idle.
    public func nextWakeUp() -> Double? {
        var wake = engine.nextDeadline
        var wakeUp = scene.wakeUp(at: time).merged(with: app.wakeUp(at: time))
        if let overlay { wakeUp = wakeUp.merged(with: overlay.wakeUp(at: time)) }
        switch wakeUp {
        case .never: break
        case .nextFrame: wake = min(wake ?? .infinity, time + frameInterval)
        // A delay that ends now starts moving on the next frame; never ask for the present again.
        case .at(let at): wake = min(wake ?? .infinity, at > time ? at : time + frameInterval)
        }
        return wake
    }

    /// Nothing moves, no timer is pending and no finger is down.
    public var isSettled: Bool { nextWakeUp() == nil && engine.isIdle }

    /// Whether what is shown is what the app rests at: no animation runs or
    /// waits out its delay (the wallet's cards slide in one after another,
    /// the first only after 0.1 s), and the app has no state left to lay
    /// out. Idle stages and gesture timers may still be pending.
    public var isAtRest: Bool { scene.wakeUp(at: time) == .never && app.wakeUp(at: time) != .nextFrame }
}
