import CXKBCommon

/// A compiled keymap: libxkbcommon's keymap for a `KeyboardLayout` from xkeyboard-config's data
/// (the `xkb-data` package), and the compose table for dead keys and compose sequences (libX11's
/// locale data, `libx11-data`), shared by every keyboard's `KeyboardState`.
///
/// Compiled with the environment ignored (`XKB_CONTEXT_NO_ENVIRONMENT_NAMES`: no `XKB_DEFAULT_*`),
/// so a kiosk and its replays type the same characters whatever the shell exported.
public final class Keymap {
    public let layout: KeyboardLayout
    let context: OpaquePointer
    let keymap: OpaquePointer
    /// Nil when no compose data is installed: dead keys then type nothing (logged by the caller).
    let composeTable: OpaquePointer?

    /// Compiles `layout` through xkeyboard-config's `evdev` rules for a `pc105` keyboard (the rules
    /// and model Wayland compositors default to).
    /// - Throws: `KeymapError` when libxkbcommon cannot compile it (no such layout or variant,
    ///   no keymap data installed) or names an option xkeyboard-config does not list.
    public init(_ layout: KeyboardLayout) throws(KeymapError) {
        guard let context = xkb_context_new(XKB_CONTEXT_NO_ENVIRONMENT_NAMES) else {
            throw KeymapError(layout: layout, reason: "libxkbcommon cannot create a context")
        }
        // libxkbcommon prints its own compile errors to stderr; the kiosk says what failed in one line instead.
        xkb_context_set_log_level(context, XKB_LOG_LEVEL_CRITICAL)
        if let unknown = XKBOptionList.system?.unknown(in: layout.options) {
            xkb_context_unref(context)
            throw KeymapError(layout: layout, reason: "xkeyboard-config has no option '\(unknown)' (see \(XKBOptionList.path))")
        }
        let compiled: OpaquePointer? = "evdev".withCString { rules in
            "pc105".withCString { model in
                layout.layout.withCString { name in
                    layout.variant.withCString { variant in
                        layout.options.withCString { options in
                            var names = xkb_rule_names(rules: rules, model: model, layout: name, variant: variant, options: options)
                            return xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS)
                        }
                    }
                }
            }
        }
        guard let compiled, xkb_keymap_num_layouts(compiled) > 0 else {
            xkb_context_unref(context)
            let what = layout.variant.isEmpty ? "no layout '\(layout.layout)'" : "no layout '\(layout.layout)' with variant '\(layout.variant)'"
            throw KeymapError(layout: layout, reason: "libxkbcommon cannot compile it: \(what) in xkeyboard-config's data (the xkb-data package)")
        }
        self.layout = layout
        self.context = context
        keymap = compiled
        // "C" is the locale a kiosk's service runs in; libxkbcommon reads en_US.UTF-8's table for it,
        // which holds every dead key's sequences of the supported layouts.
        composeTable = xkb_compose_table_new_from_locale(context, "C", XKB_COMPOSE_COMPILE_NO_FLAGS)
    }

    deinit {
        if let composeTable { xkb_compose_table_unref(composeTable) }
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
    }

    /// Whether dead keys and compose sequences work (libX11's compose data was found).
    public var composes: Bool { composeTable != nil }

    /// Whether holding the key of evdev code `code` repeats it (letters do; modifiers do not).
    func repeats(code: UInt32) -> Bool { xkb_keymap_key_repeats(keymap, code + 8) != 0 }

    /// Whether `code` is a key this keymap knows.
    func knows(code: UInt32) -> Bool {
        let keycode = code + 8
        return keycode >= xkb_keymap_min_keycode(keymap) && keycode <= xkb_keymap_max_keycode(keymap)
    }
}
