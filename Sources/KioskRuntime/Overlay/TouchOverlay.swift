import Geometry
import Gestures
import Motion
import Scene
import TouchModel

/// `touchdeck run APP --overlay`: a kiosk's own "pointer location" screen,
/// drawn over any app, for a technician with a finger on the glass.
///
/// - Each touch: a dot with a ring where it is, tagged with its contact id
///   (`×` when cancelled), and its trail (the last `style.trailDuration`
///   seconds, at most `style.trailPoints` positions), fading with age; a
///   lifted touch fades out over `style.linger`.
/// - Around each touch-down, the engine's thresholds (`GestureSettings`) as
///   the touch's gestures began: the tap's maximum distance (a blue ring), the
///   long press's maximum distance (an orange disc), the drag's minimum
///   distance (dashed green), explained by a legend in the bottom left corner
///   while touches show. A gesture that sets its own threshold keeps it.
/// - Top right, the recognizer phases of the current (or last) touch
///   sequence: each gesture attached to the touched region and its
///   ancestors, by name, and its phase changes timed from the touch-down
///   (`possible 0 ms → failed(movedTooFar) 212 ms`).
///
/// Install it with `AppRunner.overlay`; it observes the runner's gesture
/// engine (`GestureObserver`) while installed. Everything it draws is a
/// function of the touch frames, the engine's reports and the times it is
/// given: replays stay reproducible.
public final class TouchOverlay: AppOverlay, GestureObserver {
    public let style: OverlayStyle
    private var touches: OverlayTouches
    private var log: OverlayPhaseLog
    private weak var runner: AppRunner?
    /// The thresholds the legend shows when no touch is down.
    private var settingsTolerances = OverlayTolerances(GestureSettings())
    /// The panel's lines, made again only when the log changed or the screen did.
    private var panelCache: (version: Int, columns: Int, lines: [OverlayPanel.Line])?
    /// Counts the log's changes: the panel's lines are made again when it moves on.
    private var logVersion = 0

    public init(style: OverlayStyle = OverlayStyle()) {
        self.style = style
        touches = OverlayTouches(style: style)
        log = OverlayPhaseLog(style: style)
    }

    // MARK: AppOverlay

    public func install(on runner: AppRunner) {
        self.runner = runner
        runner.engine.observer = self
        settingsTolerances = OverlayTolerances(runner.engine.settings)
    }

    public func uninstall(from runner: AppRunner) {
        if runner.engine.observer === self { runner.engine.observer = nil }
        if self.runner === runner { self.runner = nil }
    }

    public func touched(_ frame: TouchFrame, at time: Double) {
        // Read before the gestures see the frame: the thresholds a new touch's gestures begin with.
        if let settings = runner?.engine.settings { settingsTolerances = OverlayTolerances(settings) }
        touches.touched(frame, at: time, tolerances: settingsTolerances)
    }

    public func layers(screen: Size, at time: Double) -> [Layer] {
        touches.prune(at: time)
        var trails: [Layer] = [], circles: [Layer] = [], contacts: [Layer] = []
        for touch in touches.touches {
            let fade = touches.fade(touch, at: time)
            trails += OverlayTouchMarks.trail(touch, fade: fade, at: time, style: style)
            circles += OverlayTouchMarks.tolerances(touch, fade: fade, style: style)
            contacts += OverlayTouchMarks.contact(touch, fade: fade, style: style)
        }
        var layers = trails + circles + contacts
        if let latest = touches.touches.last {
            // It fades with the touches it explains.
            let fade = touches.touches.map { touches.fade($0, at: time) }.max() ?? 1
            layers += OverlayPanel.legend(latest.tolerances, screen: screen, style: style).map { $0.opacity(fade) }
        }
        layers += OverlayPanel.layers(panelLines(screen: screen), screen: screen, style: style)
        return layers
    }

    public func wakeUp(at time: Double) -> AnimationWakeUp {
        touches.isFading ? .nextFrame : .never
    }

    // MARK: GestureObserver

    public func touchSequenceBegan(_ sequence: ObservedTouchSequence) {
        // Named now: the region may be gone by the time the panel is drawn.
        let runner = runner
        log.began(sequence) { region in runner?.layerID(of: region)?.rawValue ?? region.description }
        logVersion += 1
    }

    public func gesturePhaseChanged(_ change: ObservedPhaseChange) {
        log.changed(change)
        logVersion += 1
    }

    // MARK: Reading

    /// The phase panel's lines as drawn on `screen`, top to bottom.
    public func panelText(screen: Size) -> [String] { panelLines(screen: screen).map(\.text) }

    /// The contact ids shown (down, or lifted and still fading), in touch-down order.
    public var shownTouches: [Int] { touches.touches.map(\.id) }

    private func panelLines(screen: Size) -> [OverlayPanel.Line] {
        let columns = OverlayPanel.columns(screen: screen, style: style)
        if let cache = panelCache, cache.version == logVersion, cache.columns == columns { return cache.lines }
        let lines = OverlayPanel.lines(log.shown, columns: columns, style: style)
        panelCache = (logVersion, columns, lines)
        return lines
    }
}
