import Scene

/// A label, as SwiftUI's `Text`: measured by pango so layout knows its
/// real size; drawn in the environment's font and foreground colour,
/// wrapped at the width it is given, in as many lines as the height it is
/// given and the environment's `lineLimit` hold, the last one truncated
/// (`truncationMode`) where the text goes on.
///
/// `Text + Text` keeps each part's style; a modifier on the whole styles
/// the parts that do not say otherwise (SwiftUI's `+` operator on `Text`).
public nonisolated struct Text: PrimitiveView, ResolvableView {
    /// One part of the text: a string and the style its own modifiers gave it.
    struct Part {
        var content: TextContent
        var attributes: TextAttributes

        init(_ content: TextContent, attributes: TextAttributes = TextAttributes()) {
            self.content = content
            self.attributes = attributes
        }
    }

    var parts: [Part]
    /// The modifiers on the whole text (the later one wins).
    var attributes = TextAttributes()

    /// Text showing `content` as it is, as SwiftUI's `Text(_:)` with a string
    /// (disfavoured, as SwiftUI's: a literal is a `LocalizedStringKey`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        parts = [Part(.verbatim(String(content)))]
    }

    /// Text showing `content` unlocalized, as SwiftUI's `Text(verbatim:)`.
    public init<S: StringProtocol>(verbatim content: S) {
        self.init(content)
    }

    init(parts: [Part]) {
        self.parts = parts
    }

    /// The concatenation of two texts, each part keeping its style, as
    /// SwiftUI's `Text.+`; the result is one text that wraps as one.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(parts: lhs.resolvedParts + rhs.resolvedParts)
    }

    /// The parts with the whole's modifiers taken in where a part set none.
    var resolvedParts: [Part] {
        parts.map { Part($0.content, attributes: $0.attributes.over(attributes)) }
    }

    /// The whole string, unstyled, its values formatted with the default environment.
    var plainString: String { parts.map { $0.content.string(in: ViewEnvironment()) }.joined() }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let now = graph.date
        // A live date (`.timer`, `.relative`, `.offset`) is shown again when its string next changes.
        if let next = parts.compactMap({ $0.content.nextChange(after: now) }).min() {
            graph.timelineDates.append((next, id.path))
        }
        return [ViewNode(id: id, kind: .drawing(.text(styled(in: graph.environment, now: now))))]
    }

    /// The text as the renderer draws it where `environment` holds and the host's clock reads `now`.
    func styled(in environment: ViewEnvironment, now: Date = HostDates.defaultOrigin) -> StyledText {
        let options = environment.textOptions
        let runs = resolvedParts.map { part in
            part.attributes.run(Self.cased(part.content.string(in: environment, now: now), options.textCase), in: environment)
        }
        return StyledText(runs, alignment: environment.multilineTextAlignment, lineLimit: options.lineLimit,
                          reservedLines: options.reservedLines, truncation: options.truncationMode,
                          minimumScaleFactor: options.minimumScaleFactor, lineSpacing: options.lineSpacing)
    }

    private static func cased(_ string: String, _ textCase: Case?) -> String {
        switch textCase {
        case .uppercase: string.uppercased()
        case .lowercase: string.lowercased()
        case nil: string
        }
    }

    /// How text that does not fit is cut, as SwiftUI's `Text.TruncationMode`.
    public typealias TruncationMode = Scene.TruncationMode

    /// A case text is shown in, as SwiftUI's `Text.Case` (`textCase(_:)`).
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }
}

/// Font weights, as SwiftUI's `Font.Weight`.
public typealias FontWeight = Scene.FontWeight
