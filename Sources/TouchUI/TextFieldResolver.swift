import Gestures
import Scene

/// Resolves a text field (`TextField`, `SecureField`, `TextEditor`): says
/// the field to the pass (focus and typing find it there), works out what
/// of its text is in sight and where the caret is, and draws it in the look
/// its place and style ask for, a tap on it focusing it.
struct TextFieldResolver {
    let text: Binding<String>
    let placeholder: String
    let kind: TextFieldKind
    var onEditingChanged: ((Bool) -> Void)?
    var onCommit: (() -> Void)?

    /// iOS's placeholder grey (`UIColor.placeholderText`) and the caret's width.
    static let placeholderColor = Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.3)
    static let caretWidth = 2.0
    /// `UITextField.BorderStyle.roundedRect`: white, a hairline grey border, 5 pt corners, the text 7 pt in.
    static let borderInset = 7.0
    static let borderRadius = 5.0
    static let borderColor = Color(red: 0.8, green: 0.8, blue: 0.8)
    /// `UITextView`'s text container inset (8 pt above and below) and line padding (5 pt).
    static let editorInsets = EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let environment = graph.environment
        let values = EnvironmentValues(environment)
        let traits = values.textInputTraits
        let key = id.path
        let geometry = graph.storage(for: key + ".textfield") { TextFieldGeometry() }
        let entry = TextFieldEntry(key: key, text: text, kind: kind, traits: traits, isEnabled: environment.isEnabled, geometry: geometry)
        entry.onEditingChanged = onEditingChanged
        entry.onCommit = onCommit
        graph.textFields.append(entry)

        let input = graph.textInput
        let metrics = graph.textMetrics
        var font = environment.font
        if let weight = environment.fontWeight { font = font.weight(weight) }
        let focused = input.focusedField(key)
        let value = focused?.editing.text ?? text.wrappedValue
        let lineHeight = metrics.lineHeight(font)
        let textColor = environment.isEnabled ? Color(environment.foregroundColor) : Color.gray
        let tint = values.tintColor
        geometry.font = font

        // What of the text is drawn, where, and the caret.
        var drawnWidth = 0.0
        var caret: Rect?
        var verticalScroll = 0.0
        switch kind {
        case .line, .secure:
            let shown = kind == .secure ? String(repeating: "•", count: value.count) : value
            let width = geometry.areaSize.width
            var window: LineWindow
            if let focused, width > 0 {
                var scroll = focused.scroll
                let caretOffset = kind == .secure ? shown.utf8.count : focused.editing.caret
                window = LineWindow.around(shown, caret: caretOffset, width: width, font: font, scroll: &scroll, metrics: metrics,
                                           caretWidth: Self.caretWidth)
                input.keepScroll(key, line: scroll, vertical: 0)
                caret = Rect(x: window.caretX, y: 0, width: Self.caretWidth, height: lineHeight)
            } else {
                window = LineWindow.leading(shown, width: width, font: font)
                if focused != nil { caret = Rect(x: 0, y: 0, width: Self.caretWidth, height: lineHeight) }
            }
            geometry.drawn = window.drawn
            geometry.drawnStart = kind == .secure ? 0 : window.start
            geometry.drawnOrigin = Point(x: window.x, y: 0)
            geometry.wrap = nil
            drawnWidth = metrics.size(window.drawn, font: font, wrap: nil).width
        case .lines, .editor:
            let wrap: Double? = geometry.areaSize.width > 0 ? Double(geometry.areaSize.width) : nil
            geometry.drawn = value
            geometry.drawnStart = 0
            geometry.wrap = wrap
            if let focused {
                let rect = metrics.caret(in: value, font: font, wrap: wrap, at: focused.editing.caret)
                if kind == .editor, geometry.areaSize.height > 0 {
                    // Scrolled just enough to keep the caret's line in sight.
                    var scroll = focused.verticalScroll
                    if rect.maxY - scroll > geometry.areaSize.height { scroll = rect.maxY - geometry.areaSize.height }
                    if rect.minY < scroll { scroll = rect.minY }
                    verticalScroll = max(scroll, 0)
                    input.keepScroll(key, line: LineScroll(), vertical: verticalScroll)
                }
                caret = Rect(x: min(rect.minX, max((wrap ?? .infinity) - Self.caretWidth, 0)), y: rect.minY,
                             width: Self.caretWidth, height: max(rect.height, lineHeight))
            }
            geometry.drawnOrigin = Point(x: 0, y: -verticalScroll)
        }

        let area = TextArea(kind: kind, drawn: geometry.drawn, drawnX: geometry.drawnOrigin.x, drawnWidth: drawnWidth,
                            verticalScroll: verticalScroll, font: font, color: textColor, lineHeight: lineHeight,
                            placeholder: value.isEmpty && kind != .editor ? placeholder : nil, caret: caret, tint: tint)
        // The area in a node of its own, never shared and never the field's
        // top node: modifiers around the field change copies of the top node
        // only, so this one is the one laid out.
        let areaBox = ViewNode(id: id.child("text"), kind: .wrapper, children: graph.resolve(area, at: id.child("area")))
        geometry.area = areaBox
        let inList = environment.listContext != nil
        let chrome = TextFieldChrome(area: [areaBox], kind: kind, look: traits.look, inList: inList)
        let tap = SpatialTapGesture().simultaneously(with: SpatialTapGesture(coordinateSpace: .global)).onEnded { [weak input] value in
            guard let local = value.first?.location else { return }
            input?.tapped(key, at: local, global: value.second?.location, metrics: metrics)
        }
        let nodes = graph.resolve(chrome.contentShape(Rectangle()).gestureIf(environment.isEnabled, tap), at: id)
        geometry.outer = nodes.first
        return nodes
    }
}

/// The text area: the drawn text (moved by the scroll), the placeholder
/// while empty, and the caret, clipped to the area. `Equatable`: the graph
/// compares it with `==` on every pass, not field by field through reflection.
private nonisolated struct TextArea: View, Equatable {
    let kind: TextFieldKind
    let drawn: String
    let drawnX: Double
    let drawnWidth: Double
    let verticalScroll: Double
    let font: Font
    let color: Color
    let lineHeight: Double
    let placeholder: String?
    let caret: Rect?
    let tint: Color

    var body: some View {
        let content = ZStack(alignment: .topLeading) {
            if let placeholder {
                Text(placeholder).font(font).foregroundColor(TextFieldResolver.placeholderColor)
                    .frame(maxWidth: .infinity, alignment: .topLeading)
            }
            if kind.isMultiline {
                if !drawn.isEmpty {
                    Text(drawn).font(font).foregroundColor(color).frame(maxWidth: .infinity, alignment: .topLeading)
                }
            } else if !drawn.isEmpty {
                Text(drawn).font(font).foregroundColor(color)
                    .frame(width: drawnWidth, height: lineHeight, alignment: .leading)
                    .offset(x: drawnX)
            }
            if let caret {
                Rectangle().fill(tint)
                    .frame(width: caret.width, height: caret.height)
                    .offset(x: caret.minX - caret.width / 2, y: caret.minY)
            }
        }
        return Group {
            switch kind {
            case .line, .secure:
                content.frame(maxWidth: .infinity, minHeight: lineHeight, maxHeight: lineHeight, alignment: .topLeading)
            case .lines:
                content.frame(maxWidth: .infinity, minHeight: lineHeight, alignment: .topLeading)
            case .editor:
                content.offset(y: -verticalScroll)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
        .clipped()
    }
}

/// The field's look around its text area: plain (iOS's automatic style),
/// a rounded border, a list row's (filling the row, at least its 44 pt),
/// or a text editor's insets.
private nonisolated struct TextFieldChrome: PrimitiveView, ResolvableView {
    let area: [ViewNode]
    let kind: TextFieldKind
    let look: TextFieldLook
    let inList: Bool

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let area = ResolvedNodes(nodes: self.area)
        if kind == .editor {
            return graph.resolve(area.padding(TextFieldResolver.editorInsets).frame(maxWidth: .infinity, maxHeight: .infinity), at: id)
        }
        switch look {
        case .roundedBorder:
            let radius = TextFieldResolver.borderRadius
            let bordered = area.padding(TextFieldResolver.borderInset)
                .background(RoundedRectangle(cornerRadius: radius).fill(Color.white))
                .overlay { RoundedRectangle(cornerRadius: radius).stroke(TextFieldResolver.borderColor, lineWidth: 1) }
            return graph.resolve(bordered, at: id)
        case .automatic where inList:
            return graph.resolve(area.frame(maxWidth: .infinity, minHeight: ListMetrics.rowHeight), at: id)
        case .automatic, .plain:
            return [ViewNode(id: id, kind: .wrapper, children: self.area)]
        }
    }
}
