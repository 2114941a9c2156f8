import CXKBCommon
import TouchModel

/// One keyboard's state on a `Keymap`: its modifiers and locks (libxkbcommon's `xkb_state`, so a
/// scanner's Shift never capitalises what the other keyboard types) and its compose sequence in
/// progress (`xkb_compose_state`).
final class KeyboardState {
    private let state: OpaquePointer
    private let compose: OpaquePointer?

    init?(keymap: Keymap) {
        guard let state = xkb_state_new(keymap.keymap) else { return nil }
        self.state = state
        compose = keymap.composeTable.flatMap { xkb_compose_state_new($0, XKB_COMPOSE_STATE_NO_FLAGS) }
    }

    deinit {
        if let compose { xkb_compose_state_unref(compose) }
        xkb_state_unref(state)
    }

    /// The key of evdev code `code` went down: what it types, then the state moves on (shift held,
    /// caps lock toggled). Read before the update, as libxkbcommon's own clients do.
    func press(code: UInt32) -> TextInputEvent? {
        let event = output(code: code, composing: true)
        xkb_state_update_key(state, code + 8, XKB_KEY_DOWN)
        return event
    }

    /// The key went up: modifiers it held are released.
    func release(code: UInt32) {
        xkb_state_update_key(state, code + 8, XKB_KEY_UP)
    }

    /// What the key types with the present modifiers: an editing key, text (control characters
    /// left out), or nothing (a modifier, a dead key starting a sequence, a shortcut with Ctrl or Alt).
    /// - Parameter composing: feeds the compose sequence (a key press); a repeat types as the press did.
    func output(code: UInt32, composing: Bool) -> TextInputEvent? {
        let keycode = code + 8
        let sym = xkb_state_key_get_one_sym(state, keycode)
        if composing, let compose, xkb_compose_state_feed(compose, sym) == XKB_COMPOSE_FEED_ACCEPTED {
            switch xkb_compose_state_get_status(compose) {
            case XKB_COMPOSE_COMPOSING:
                return nil
            case XKB_COMPOSE_COMPOSED:
                let text = Self.printable(Self.utf8 { xkb_compose_state_get_utf8(compose, $0, $1) })
                xkb_compose_state_reset(compose)
                return text.isEmpty ? nil : .text(text)
            case XKB_COMPOSE_CANCELLED:
                // A dead key followed by a key it does not combine with: both are dropped, as in GTK and Qt.
                xkb_compose_state_reset(compose)
                return nil
            default:
                break
            }
        }
        if let key = Self.editingKey(sym) { return .key(key) }
        // Ctrl and Alt make shortcuts, not text (AltGr is a level shift, not Alt, in xkeyboard-config).
        if xkb_state_mod_name_is_active(state, "Control", XKB_STATE_MODS_EFFECTIVE) > 0
            || xkb_state_mod_name_is_active(state, "Mod1", XKB_STATE_MODS_EFFECTIVE) > 0 {
            return nil
        }
        let text = Self.printable(Self.utf8 { xkb_state_key_get_utf8(state, keycode, $0, $1) })
        return text.isEmpty ? nil : .text(text)
    }

    /// The editing key a keysym stands for (keypad ones included: their keysyms already say
    /// whether Num Lock made them digits).
    static func editingKey(_ sym: xkb_keysym_t) -> EditingKey? {
        switch Int32(bitPattern: sym) {
        case XKB_KEY_Return, XKB_KEY_KP_Enter, XKB_KEY_ISO_Enter: .return
        case XKB_KEY_BackSpace: .backspace
        case XKB_KEY_Delete, XKB_KEY_KP_Delete: .deleteForward
        case XKB_KEY_Tab, XKB_KEY_KP_Tab: .tab
        case XKB_KEY_Escape: .escape
        case XKB_KEY_Left, XKB_KEY_KP_Left: .left
        case XKB_KEY_Right, XKB_KEY_KP_Right: .right
        case XKB_KEY_Up, XKB_KEY_KP_Up: .up
        case XKB_KEY_Down, XKB_KEY_KP_Down: .down
        case XKB_KEY_Home, XKB_KEY_KP_Home: .home
        case XKB_KEY_End, XKB_KEY_KP_End: .end
        default: nil
        }
    }

    /// `text` without control characters (Ctrl's C0 codes, DEL).
    static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.filter { $0.properties.generalCategory != .control })
        return String(scalars)
    }

    /// A libxkbcommon string getter's result (it says how long the string is when the buffer is too short).
    private static func utf8(_ get: (UnsafeMutablePointer<CChar>?, Int) -> Int32) -> String {
        var size = 16
        var buffer = [CChar](repeating: 0, count: size)
        var length = Int(get(&buffer, size))
        if length >= size {
            size = length + 1
            buffer = [CChar](repeating: 0, count: size)
            length = Int(get(&buffer, size))
        }
        guard length > 0 else { return "" }
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
