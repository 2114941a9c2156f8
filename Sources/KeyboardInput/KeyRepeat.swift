/// How a held key repeats. libinput reports presses and releases only; repeating is the
/// compositor's job, so the kiosk does it, on its own clock (the key events' times).
///
/// The default is what wlroots compositors use when nothing is configured: sway's
/// `repeat_delay 600` and `repeat_rate 25` (sway-input(5)), and wlroots' reference compositor
/// tinywl (which kiosk compositors such as cage start from) calls
/// `wlr_keyboard_set_repeat_info(keyboard, 25, 600)` on every keyboard.
public struct KeyRepeat: Hashable, Sendable {
    /// Seconds a key is held before it first repeats.
    public var delay: Double
    /// Repeats per second after that; 0 turns repeating off.
    public var rate: Double

    public init(delay: Double = 0.6, rate: Double = 25) {
        self.delay = delay
        self.rate = rate
    }

    /// 600 ms, then 25 per second.
    public static let standard = KeyRepeat()
    /// Held keys type once.
    public static let off = KeyRepeat(rate: 0)

    /// Seconds between two repeats.
    var interval: Double { 1 / rate }
    var isOn: Bool { rate > 0 && rate.isFinite && delay >= 0 && delay.isFinite }
}
