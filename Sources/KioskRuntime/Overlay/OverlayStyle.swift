import Gestures
import Motion
import Scene

/// How the touch overlay looks and how long its marks last.
public struct OverlayStyle: Sendable {
    /// A trail shows the positions of the last this many seconds…
    public var trailDuration: Double = 0.5
    /// …but at most this many.
    public var trailPoints: Int = 64
    /// A lifted touch (dot, circles, trail) fades out over this many seconds.
    public var linger: Double = 0.5
    /// The most touches shown at once; beyond it the oldest are dropped.
    public var maximumTouches: Int = 16

    /// The touch: its dot, ring and trail.
    public var touch = RGBAColor(red: 0.85, green: 0.1, blue: 0.55)
    /// The tap's maximum distance: a solid circle.
    public var tap = RGBAColor(red: 0.1, green: 0.45, blue: 1)
    /// The long press's maximum distance: a tinted disc.
    public var longPress = RGBAColor(red: 1, green: 0.55, blue: 0)
    /// The drag's minimum distance: a dashed circle (over the long press's, which it often equals).
    public var drag = RGBAColor(red: 0.05, green: 0.7, blue: 0.25)
    /// Behind the panel, the legend and the touch labels.
    public var panelBackground = RGBAColor(red: 0.08, green: 0.08, blue: 0.1, alpha: 0.8)
    public var panelText = RGBAColor(red: 1, green: 1, blue: 1)
    public var panelHeading = RGBAColor(red: 1, green: 0.85, blue: 0.4)
    public var activeText = RGBAColor(red: 0.55, green: 0.8, blue: 1)
    public var endedText = RGBAColor(red: 0.5, green: 0.95, blue: 0.55)
    public var failedText = RGBAColor(red: 1, green: 0.5, blue: 0.45)

    public var font = Font(size: 11, design: .monospaced)
    /// Points per line of the panel and the legend.
    public var lineHeight: Double = 15
    /// The panel's widest (it is narrower on a narrow screen).
    public var panelWidth: Double = 380
    /// Recent touch sequences the panel keeps (running ones, and the last).
    public var panelSequences: Int = 3
    /// Phase changes kept per gesture: the first and the latest.
    public var panelSteps: Int = 6

    public init() {}

    /// Roughly how wide a character of `font` is (DejaVu Sans Mono: 0.6 em),
    /// to cut panel lines to the panel.
    var characterWidth: Double { font.size * 0.61 }

    /// The text colour for a phase.
    func color(for phase: ObservedGesturePhase) -> RGBAColor {
        switch phase {
        case .possible: panelText
        case .active: activeText
        case .ended: endedText
        case .failed: failedText
        }
    }
}

/// The distances around a touch-down the overlay circles, in points: the
/// effective thresholds the touch's gestures began with.
public struct OverlayTolerances: Hashable, Sendable {
    /// `GestureSettings.tapMaximumDistance`: a tap fails beyond it.
    public var tap: Double
    /// `GestureSettings.longPressMaximumDistance`: a long press fails beyond it.
    public var longPress: Double
    /// `GestureSettings.dragMinimumDistance`: a drag starts beyond it.
    public var drag: Double

    public init(tap: Double, longPress: Double, drag: Double) {
        self.tap = tap
        self.longPress = longPress
        self.drag = drag
    }

    /// The settings' distances in points (millimetres scaled when `pointsPerMillimetre` is set).
    public init(_ settings: GestureSettings) {
        let scale = settings.distanceScale
        self.init(tap: settings.tapMaximumDistance * scale, longPress: settings.longPressMaximumDistance * scale,
                  drag: settings.dragMinimumDistance * scale)
    }
}
