/// Ctrl+Alt+F1…F12 in a kiosk's own keyboard events. A seat manager puts the
/// VT's keyboard in `K_OFF`, so the kernel no longer switches VTs on these
/// keys: the kiosk, which reads the keyboards (libinput), sees them and asks
/// the seat manager to switch (`libseat_switch_session`), as a Wayland
/// compositor does. Pure: the caller feeds key events and does the switch.
public struct VTSwitchKeys: Sendable {
    /// evdev codes (linux/input-event-codes.h).
    static let controls: Set<UInt32> = [29 /* KEY_LEFTCTRL */, 97 /* KEY_RIGHTCTRL */]
    static let alts: Set<UInt32> = [56 /* KEY_LEFTALT */, 100 /* KEY_RIGHTALT */]
    /// KEY_F1…KEY_F10 are 59…68; KEY_F11 and KEY_F12 are 87 and 88.
    static func vt(forFunctionKey code: UInt32) -> Int? {
        switch code {
        case 59...68: Int(code) - 58
        case 87: 11
        case 88: 12
        default: nil
        }
    }

    /// Modifier keys held, per keyboard: a Ctrl on one keyboard and an F2 on a
    /// scanner switch nothing.
    private var held: [String: Set<UInt32>] = [:]

    public init() {}

    /// A key of `device` went down or up; the VT to switch to when this press
    /// completes Ctrl+Alt+F*n*, else nil.
    public mutating func key(code: UInt32, pressed: Bool, device: String) -> Int? {
        if Self.controls.contains(code) || Self.alts.contains(code) {
            if pressed { held[device, default: []].insert(code) } else { held[device]?.remove(code) }
            return nil
        }
        guard pressed, let vt = Self.vt(forFunctionKey: code), let modifiers = held[device],
              !modifiers.isDisjoint(with: Self.controls), !modifiers.isDisjoint(with: Self.alts) else { return nil }
        return vt
    }

    /// `device` went away (or the seat did): its held keys are forgotten.
    public mutating func removeKeyboard(_ device: String) { held[device] = nil }

    /// Every keyboard's held keys are forgotten (the seat went away: the keys
    /// are released while another VT has them).
    public mutating func reset() { held.removeAll() }
}
