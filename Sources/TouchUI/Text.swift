import Scene

/// A label, as SwiftUI's `Text`: measured by pango so layout knows its
/// real size; drawn in the environment's font and foreground colour,
/// wrapped at the width it is given.
public struct Text: PrimitiveView, ResolvableView {
    let content: String
    var font: Font?
    var color: RGBAColor?

    public init(_ content: String) {
        self.content = content
    }

    public init<S: StringProtocol>(verbatim content: S) {
        self.content = String(content)
    }

    /// The text in `font` (SwiftUI's `Text.font(_:)`).
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }

    /// The text in `color` (SwiftUI's `Text.foregroundColor(_:)`).
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.color = color?.rgba
        return text
    }

    /// Bold (SwiftUI's `Text.bold()`).
    public func bold() -> Text { fontWeight(.bold) }

    /// The weight of the text (SwiftUI's `Text.fontWeight(_:)`).
    public func fontWeight(_ weight: FontWeight?) -> Text {
        var text = self
        if let weight { text.font = (text.font ?? Font.body).weight(weight) }
        return text
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let environment = graph.environment
        var resolvedFont = font ?? environment.font
        if font == nil, let weight = environment.fontWeight { resolvedFont = resolvedFont.weight(weight) }
        let drawing = Drawing.text(content, font: resolvedFont, color: color ?? environment.foregroundColor,
                                   alignment: environment.multilineTextAlignment)
        return [ViewNode(id: id, kind: .drawing(drawing))]
    }
}

/// Font weights, as SwiftUI's `Font.Weight`.
public typealias FontWeight = Scene.FontWeight
