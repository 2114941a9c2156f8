/// A keyboard layout libxkbcommon cannot turn into a keymap.
public struct KeymapError: Error, Hashable, Sendable, CustomStringConvertible {
    public var layout: KeyboardLayout
    /// What failed.
    public var reason: String

    public init(layout: KeyboardLayout, reason: String) {
        self.layout = layout
        self.reason = reason
    }

    public var description: String { "keyboard layout \(layout): \(reason)" }
}
