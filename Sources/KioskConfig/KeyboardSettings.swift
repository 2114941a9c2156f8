import KeyboardInput

/// The config file's `keyboard:` section: the layout physical keyboards and barcode scanners
/// type with (xkeyboard-config's names, compiled by libxkbcommon). Only the layouts the view
/// layer's on-screen keyboard draws are accepted (`KeyboardLayout.supported`: us, de, fr), so
/// both keyboards of a kiosk type the same characters. Reloaded while the kiosk runs.
public struct KeyboardSettings: Sendable, Hashable {
    public var layout: KeyboardLayout

    public init(layout: KeyboardLayout = .fallback) {
        self.layout = layout
    }

    /// Reads the `keyboard:` section of resolved settings (`us` when absent).
    public init(_ settings: TouchdeckSettings) {
        let values = settings.apps[Self.section.name]
        self.init(layout: KeyboardLayout(layout: values?.string("layout") ?? KeyboardLayout.fallback.layout,
                                         variant: values?.string("variant") ?? "",
                                         options: values?.string("options") ?? ""))
    }

    /// The section's keys, as `touchdeck config defaults` lists them.
    public static let section = AppConfigSection(
        name: "keyboard",
        summary: "Physical keyboards and barcode scanners (read through libinput): the layout they type with.",
        keys: [
            SettingSpec(
                key: "layout", type: .string, defaultValue: .string(KeyboardLayout.fallback.layout),
                summary: "The keyboard layout (xkeyboard-config's name): one of the on-screen keyboard's layouts, so both type the same characters.",
                check: { value in
                    guard case .string(let name) = value, !KeyboardLayout.supported.contains(name) else { return nil }
                    return "is not a layout the on-screen keyboard has"
                },
                checkDescription: KeyboardLayout.supported.joined(separator: ", ")),
            SettingSpec(
                key: "variant", type: .string, defaultValue: nil,
                summary: "A variant of the layout, e.g. nodeadkeys (de, fr) or intl (us); by default the layout's own.",
                check: { value in
                    guard case .string(let variant) = value, !variant.isEmpty else { return nil }
                    // xkeyboard-config's variant names; anything else is refused before libxkbcommon reads it.
                    guard variant.utf8.count <= 64,
                          variant.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || "_-".unicodeScalars.contains($0)) })
                    else { return "is not a variant name (letters, digits, _ and -)" }
                    // Checked against every supported layout here (a key's check sees its own value);
                    // a variant of another layout than the configured one is caught when the kiosk compiles it.
                    let compiles = KeyboardLayout.supported.contains { (try? Keymap(KeyboardLayout(layout: $0, variant: variant))) != nil }
                    return compiles ? nil : "is not a variant of \(KeyboardLayout.supported.joined(separator: ", ")) in xkeyboard-config"
                },
                checkDescription: "a variant xkeyboard-config has for the layout"),
            SettingSpec(
                key: "options", type: .string, defaultValue: nil,
                summary: "XKB options, comma-separated, e.g. caps:escape; by default none.",
                check: { value in
                    guard case .string(let options) = value, !options.isEmpty else { return nil }
                    do {
                        _ = try Keymap(KeyboardLayout(layout: KeyboardLayout.fallback.layout, options: options))
                        return nil
                    } catch {
                        return "is not a list of options xkeyboard-config has"
                    }
                },
                checkDescription: "options listed in xkeyboard-config's rules/evdev.lst"),
        ],
        takesGestures: false)
}
