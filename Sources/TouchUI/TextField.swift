import Scene

/// A control that edits a line of text, as SwiftUI's `TextField`
/// (developer.apple.com/documentation/swiftui/textfield): the title is the
/// placeholder shown while the text is empty (a `prompt` replaces it), as on
/// iOS; a tap focuses the field, puts the caret at the nearest character
/// boundary and brings up the on-screen keyboard; typing edits the bound
/// text; Return ends editing and runs `.onSubmit`. With `axis: .vertical`
/// the text wraps and the field grows a line at a time, and Return breaks
/// the line. Drawn plain (iOS's `.automatic`), in a rounded border
/// (`.textFieldStyle(.roundedBorder)`), or filling its row in a `Form` or
/// `List`. The caret does not blink: a blinking caret would keep a kiosk
/// drawing (and from resting) for as long as a field has focus.
public nonisolated struct TextField<Label: View>: PrimitiveView, ResolvableView {
    let text: Binding<String>
    let placeholder: String
    let kind: TextFieldKind
    var onEditingChanged: ((Bool) -> Void)?
    var onCommit: (() -> Void)?
    /// A field over a formatted value (`init(_:value:format:prompt:)`): drawn as this view instead.
    var formatted: AnyView?

    /// A field with `label` naming it (not drawn, as on iOS) and `prompt` as its placeholder.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        placeholder = prompt?.plainString ?? ""
        kind = .line
    }

    /// A field that wraps on `axis: .vertical`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.text = text
        placeholder = prompt?.plainString ?? ""
        kind = axis == .vertical ? .lines : .line
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        if let formatted { return graph.resolve(formatted, at: id.child("value")) }
        return TextFieldResolver(text: text, placeholder: placeholder, kind: kind, onEditingChanged: onEditingChanged, onCommit: onCommit)
            .resolve(in: graph, at: id)
    }
}

extension TextField where Label == Text {
    /// A field titled `title` (its placeholder).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.text = text
        placeholder = String(title)
        kind = .line
    }

    /// A field titled `title` whose placeholder is `prompt` (the title when nil).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.text = text
        placeholder = prompt?.plainString ?? String(title)
        kind = .line
    }

    /// A field that wraps and grows on `axis: .vertical`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.text = text
        placeholder = String(title)
        kind = axis == .vertical ? .lines : .line
    }

    /// A field with a prompt that wraps and grows on `axis: .vertical`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.text = text
        placeholder = prompt?.plainString ?? String(title)
        kind = axis == .vertical ? .lines : .line
    }

    /// As SwiftUI's deprecated `init(_:text:onEditingChanged:onCommit:)`:
    /// `onEditingChanged` hears focus come (true) and go (false); `onCommit` runs on Return.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
                                   onCommit: @escaping () -> Void = {}) {
        self.init(title, text: text)
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }

    /// As SwiftUI's deprecated `init(_:text:onCommit:)`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
        self.onCommit = onCommit
    }
}

/// A field whose text is drawn as bullets (•), as SwiftUI's `SecureField`:
/// the binding holds the text typed. As UIKit's secure fields, typing into
/// it after it gains focus again replaces what it held, and the caret stays
/// at the end.
public nonisolated struct SecureField<Label: View>: PrimitiveView, ResolvableView {
    let text: Binding<String>
    let placeholder: String

    /// A secure field with `label` naming it and `prompt` as its placeholder.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        placeholder = prompt?.plainString ?? ""
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        TextFieldResolver(text: text, placeholder: placeholder, kind: .secure).resolve(in: graph, at: id)
    }
}

extension SecureField where Label == Text {
    /// A secure field titled `title` (its placeholder).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.text = text
        placeholder = String(title)
    }

    /// A secure field titled `title` whose placeholder is `prompt`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.text = text
        placeholder = prompt?.plainString ?? String(title)
    }
}

/// A multi-line text editor, as SwiftUI's `TextEditor`: it fills what it
/// is offered, wraps its text, scrolls to keep the caret in sight, and
/// Return breaks the line (`.onSubmit` does not apply to it). It has no
/// placeholder, as on iOS 17. Its text is laid out whole: a very long text
/// (the field keeps at most `TextEditing.characterLimit` characters) costs
/// its layout on each edit.
public nonisolated struct TextEditor: PrimitiveView, ResolvableView {
    let text: Binding<String>

    /// An editor of `text`.
    public init(text: Binding<String>) {
        self.text = text
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        TextFieldResolver(text: text, placeholder: "", kind: .editor).resolve(in: graph, at: id)
    }
}
