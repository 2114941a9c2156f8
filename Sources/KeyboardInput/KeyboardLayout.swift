/// A keyboard layout by xkeyboard-config's names (RMLVO without rules and model): what the
/// config file's `keyboard.layout`, `keyboard.variant` and `keyboard.options` say.
public struct KeyboardLayout: Hashable, Sendable, CustomStringConvertible {
    /// The layouts a kiosk accepts: those the view layer's on-screen keyboard draws too, so a
    /// physical keyboard and the on-screen one type the same characters.
    public static let supported = ["us", "de", "fr"]
    /// The layout a kiosk falls back to when the configured one cannot be used.
    public static let fallback = KeyboardLayout(layout: "us")

    /// xkeyboard-config's layout name, e.g. `de`.
    public var layout: String
    /// A variant of the layout, e.g. `nodeadkeys`; empty for the layout's default.
    public var variant: String
    /// Comma-separated XKB options, e.g. `caps:escape`; empty for none.
    public var options: String

    public init(layout: String, variant: String = "", options: String = "") {
        self.layout = layout
        self.variant = variant
        self.options = options
    }

    /// `de`, `de(nodeadkeys)`, `de(nodeadkeys) caps:escape`.
    public var description: String {
        var text = variant.isEmpty ? layout : "\(layout)(\(variant))"
        if !options.isEmpty { text += " " + options }
        return text
    }
}
