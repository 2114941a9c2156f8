import Foundation

// `TextField(_:value:format:prompt:)`: a field over a value of any type a
// `ParseableFormatStyle` turns into text and back, as SwiftUI's
// (developer.apple.com/documentation/swiftui/textfield): "For non-string
// types, it updates the value when the user commits their edits, such as by
// pressing the Return key"; text the format cannot parse leaves the value
// unchanged (an optional value becomes nil), and the field shows the value
// formatted again.

extension TextField where Label == Text {
    /// A field titled `title` over `value`, shown and parsed with `format`.
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: .constant(""), prompt: prompt) { Text(String(title)) }
        formatted = AnyView(FormattedField(value: value, format: format, title: String(title), prompt: prompt))
    }

    /// A field titled `title` over an optional `value`: text that does not parse (or none) makes it nil.
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: .constant(""), prompt: prompt) { Text(String(title)) }
        formatted = AnyView(FormattedField(optional: value, format: format, title: String(title), prompt: prompt))
    }
}

extension TextField {
    /// A field over `value`, shown and parsed with `format`, named by `label`.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(text: .constant(""), prompt: prompt, label: label)
        formatted = AnyView(FormattedField(value: value, format: format, title: "", prompt: prompt))
    }

    /// A field over an optional `value`, named by `label`.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(text: .constant(""), prompt: prompt, label: label)
        formatted = AnyView(FormattedField(optional: value, format: format, title: "", prompt: prompt))
    }
}

/// The field of a formatted value: while it is edited it shows what is
/// typed (kept in `draft`); when editing ends (Return, or focus moving
/// away) the draft is parsed into the value, and the field shows the value
/// formatted again.
nonisolated struct FormattedField<F: ParseableFormatStyle>: View where F.FormatOutput == String {
    let read: () -> String
    let write: (String) -> Void
    let title: String
    let prompt: Text?
    @State private var draft: String? = nil

    init(value: Binding<F.FormatInput>, format: F, title: String, prompt: Text?) {
        read = { format.format(value.wrappedValue) }
        write = { text in
            if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
        }
        self.title = title
        self.prompt = prompt
    }

    init(optional value: Binding<F.FormatInput?>, format: F, title: String, prompt: Text?) {
        read = { value.wrappedValue.map { format.format($0) } ?? "" }
        write = { text in value.wrappedValue = try? format.parseStrategy.parse(text) }
        self.title = title
        self.prompt = prompt
    }

    var body: some View {
        let draft = $draft
        let read = self.read
        let write = self.write
        var field = TextField(text: Binding(get: { draft.wrappedValue ?? read() }, set: { draft.wrappedValue = $0 }),
                              prompt: prompt ?? Text(title)) { Text(title) }
        field.onEditingChanged = { editing in
            guard !editing else { return }
            if let typed = draft.wrappedValue { write(typed) }
            draft.wrappedValue = nil
        }
        return field
    }
}
