import Scene

/// The kinds of text field.
enum TextFieldKind: Equatable {
    /// `TextField`: one line that scrolls sideways.
    case line
    /// `SecureField`: one line of bullets.
    case secure
    /// `TextField(…, axis: .vertical)`: wraps, and grows a line at a time.
    case lines
    /// `TextEditor`: wraps, fills what it is offered, Return breaks the line.
    case editor

    var isMultiline: Bool { self == .lines || self == .editor }
}

/// A text field as a pass met it: what focus, typing and the keyboard need.
final class TextFieldEntry {
    /// Its identity path.
    let key: String
    let text: Binding<String>
    let kind: TextFieldKind
    let traits: TextInputTraits
    let isEnabled: Bool
    /// Where its text is drawn, kept for its identity.
    let geometry: TextFieldGeometry
    /// The deprecated initializer's callbacks: focus came (true) or went; Return.
    var onEditingChanged: ((Bool) -> Void)?
    var onCommit: (() -> Void)?

    init(key: String, text: Binding<String>, kind: TextFieldKind, traits: TextInputTraits, isEnabled: Bool, geometry: TextFieldGeometry) {
        self.key = key
        self.text = text
        self.kind = kind
        self.traits = traits
        self.isEnabled = isEnabled
        self.geometry = geometry
    }
}

/// Where a field's text was drawn in the last pass, kept for the field's
/// identity: what turns a tap into a caret position, and the text area's
/// size that a focused field scrolls and wraps by.
final class TextFieldGeometry {
    var font = Font.body
    /// The text as drawn (bullets in a secure field), the UTF-8 offset in the
    /// field's text it starts at, and where it is drawn in the text area.
    var drawn = ""
    var drawnStart = 0
    var drawnOrigin = Point.zero
    /// The wrap width the drawn text was laid out at (nil: one line).
    var wrap: Double?
    /// The text area node of the last pass, and its size once laid out.
    weak var area: ViewNode?
    var areaSize = Size.zero
    /// The field's own node (the one a tap reports in).
    weak var outer: ViewNode?

    /// Where the text area lies in the field's node, as last laid out: the
    /// frames on the way down to it (modifiers around the field change
    /// copies of its node that share these children).
    func areaOrigin() -> Point {
        guard let outer, let area else { return .zero }
        func find(_ node: ViewNode, _ origin: Point) -> Point? {
            let here = Point(x: origin.x + node.frame.origin.x + node.effects.offset.width,
                             y: origin.y + node.frame.origin.y + node.effects.offset.height)
            if node === area { return here }
            for child in node.children {
                if let found = find(child, here) { return found }
            }
            return nil
        }
        for child in outer.children {
            if let found = find(child, .zero) { return found }
        }
        return .zero
    }

    /// Reads the text area's laid-out size; true when it changed.
    func readAreaSize() -> Bool {
        guard let area, area.frame.size != areaSize else { return false }
        areaSize = area.frame.size
        return true
    }
}
