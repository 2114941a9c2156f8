import Geometry
import Motion
import Scene
import TouchModel

/// Something an `AppRunner` draws over its app on every frame: the
/// touch overlay of `touchdeck run --overlay` (`TouchOverlay`), or another
/// diagnostic. It sees every touch frame the gestures see, draws layers above
/// the app's (through the same scene diffing, renderer and damage tracking),
/// and may ask for frames while it changes on its own (a trail fading out).
///
/// Like the app, it never reads a clock: every call says what time it is, on
/// the runner's clock.
public protocol AppOverlay: AnyObject {
    /// The runner took the overlay (`AppRunner.overlay`): observe its engine here.
    func install(on runner: AppRunner)
    /// The runner let the overlay go: stop observing it.
    func uninstall(from runner: AppRunner)
    /// A touch frame (screen points) reaches the gestures at `time`, just before they see it.
    func touched(_ frame: TouchFrame, at time: Double)
    /// The layers to draw over the app at `time`, with stable ids.
    func layers(screen: Size, at time: Double) -> [Layer]
    /// When the overlay next looks different without a touch: `.nextFrame`
    /// while something fades, `.never` when still.
    func wakeUp(at time: Double) -> AnimationWakeUp
}
