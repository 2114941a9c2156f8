/// A screen that can be switched off and on without closing it: an idle
/// kiosk blanks it and a touch wakes it.
public protocol ScreenPower: AnyObject {
    /// Switches the screen off (`false`) or on (`true`).
    func setScreen(on: Bool) throws
    /// How it is switched, for the log: "DPMS of connector Virtual-1", "FBIOBLANK", …
    var powerMethod: String { get }
}
