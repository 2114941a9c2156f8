import Geometry
import GestureTuning
import TouchModel
import TouchTrace

/// A synthetic person doing what a guided session asks, on the synthetic
/// 1280×800 touchscreen (device units = points on a 1280×800 plan): each
/// prompt where it asks, briskly or calmly as its words say, so a test can
/// drive the guided screen with a trace and know what the files must hold.
public struct GuidedPerformer: Sendable {
    /// Seconds a brisk tap is down; a calm one is down `calmTap`.
    public var tap = 0.08
    public var calmTap = 0.2
    /// Seconds a press is held; "a little longer", `longerPress`.
    public var press = 0.8
    public var longerPress = 1.3
    /// Seconds between a double tap's lift and second touch.
    public var doubleTapGap = 0.15
    /// Seconds between separate taps, with a short and with a clear pause.
    public var shortPause = 0.6
    public var clearPause = 1.1
    /// Seconds of rest after each prompt.
    public var rest = 0.8
    /// Points a tap drifts before it lifts (down-left to up-right), over its first 70 %.
    public var tapWander = 0.0

    public init() {}

    /// Appends one attempt at `prompt`, started `offset` points from its target.
    public func perform(_ prompt: GuidedPrompt, into trace: inout TraceBuilder, offset: Double = 0) {
        let start = Point(x: prompt.start.x + offset, y: prompt.start.y)
        let end = prompt.end.map { Point(x: $0.x + offset, y: $0.y) } ?? start
        let calm = prompt.instruction.contains("calmly")
        switch prompt.kind {
        case .tap where tapWander > 0:
            let held = calm ? calmTap : tap
            trace.down(at: start)
            trace.move(to: Point(x: start.x + 0.6 * tapWander, y: start.y - 0.8 * tapWander), over: 0.7 * held)
            trace.hold(for: 0.3 * held); trace.up()
        case .tap:
            trace.down(at: start); trace.hold(for: calm ? calmTap : tap); trace.up()
        case .doubleTap:
            trace.down(at: start); trace.hold(for: tap); trace.up()
            trace.hold(for: doubleTapGap)
            trace.down(at: start); trace.hold(for: tap); trace.up()
        case .taps:
            trace.down(at: start); trace.hold(for: tap); trace.up()
            trace.hold(for: prompt.instruction.contains("clear") ? clearPause : shortPause)
            trace.down(at: start); trace.hold(for: tap); trace.up()
        case .longPress:
            trace.down(at: start); trace.hold(for: prompt.instruction.contains("longer") ? longerPress : press); trace.up()
        case .drag, .shortDrag:
            trace.down(at: start); trace.move(to: end, over: 0.4); trace.hold(for: 0.1); trace.up()
        case .swipe:
            trace.down(at: start); trace.move(to: end, over: 0.12); trace.up()
        case .pinch:
            let spread = prompt.instruction.contains("spread")
            let dx = (end.x - start.x) * (spread ? 0.5 : -0.3)
            trace.down(at: start); trace.down(at: end, finger: 1); trace.hold(for: 0.05)
            trace.move([0: Point(x: start.x - dx, y: start.y), 1: Point(x: end.x + dx, y: end.y)], over: 0.4)
            trace.up(finger: 1); trace.up()
        case .none:
            break
        }
        trace.hold(for: rest)
    }

    /// Appends a press of the guided screen's `button`.
    public func press(_ button: GuidedLayout.Button, on layout: GuidedLayout, into trace: inout TraceBuilder) {
        let frame = layout.frame(of: button)
        trace.down(at: Point(x: frame.midX, y: frame.midY)); trace.hold(for: tap); trace.up()
        trace.hold(for: rest)
    }

    /// The whole session: the practice round, then every prompt once, on
    /// `device` (its units taken as the plan's points).
    public func session(_ plan: GuidedPlan, device: DeviceDescription = .syntheticTouchscreen()) -> TraceBuilder {
        var trace = TraceBuilder(device: device)
        trace.hold(for: 0.5)
        for prompt in plan.practice + plan.prompts { perform(prompt, into: &trace) }
        return trace
    }
}
