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

extension TextField where Label == Text {
    /// A field titled `title` over `value`, shown and parsed by `formatter` (a
    /// Foundation `Formatter`, such as a `NumberFormatter`), as SwiftUI's
    /// `TextField(_:value:formatter:prompt:)`: the value changes when the edit
    /// is committed (Return, or the focus leaving), not while typing. Text a
    /// `NumberFormatter` or `DateFormatter` reads is parsed; other formatters
    /// only show the value on Linux, whose Foundation cannot parse with them.
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(text: .constant(""), prompt: prompt) { Text(String(title)) }
        formatted = AnyView(FormattedField(value: value, formatter: formatter, title: String(title), prompt: prompt))
    }
}

extension TextField {
    /// A field over `value`, shown and parsed by `formatter`, named by `label`.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: .constant(""), prompt: prompt, label: label)
        formatted = AnyView(FormattedField(value: value, formatter: formatter, title: "", prompt: prompt))
    }

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
nonisolated struct FormattedField: View {
    let read: () -> String
    let write: (String) -> Void
    let title: String
    let prompt: Text?
    @State private var draft: String? = nil

    init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, title: String, prompt: Text?) where F.FormatOutput == String {
        read = { format.format(value.wrappedValue) }
        write = { text in
            if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
        }
        self.title = title
        self.prompt = prompt
    }

    init<F: ParseableFormatStyle>(optional value: Binding<F.FormatInput?>, format: F, title: String, prompt: Text?) where F.FormatOutput == String {
        read = { value.wrappedValue.map { format.format($0) } ?? "" }
        write = { text in value.wrappedValue = try? format.parseStrategy.parse(text) }
        self.title = title
        self.prompt = prompt
    }

    /// A field over `value` shown with `formatter.string(for:)` and parsed with
    /// `getObjectValue(_:for:errorDescription:)`: text it cannot parse, or that
    /// parses to another type than `V`, leaves the value.
    init<V>(value: Binding<V>, formatter: Formatter, title: String, prompt: Text?) {
        read = {
            let shown = value.wrappedValue
            if let numbers = formatter as? NumberFormatter, let number = Self.number(shown) { return numbers.string(from: number) ?? "" }
            return formatter.string(for: shown) ?? ""
        }
        write = { text in
            guard let object = Self.parse(text, with: formatter), let parsed = Self.cast(object, to: V.self) else { return }
            value.wrappedValue = parsed
        }
        self.title = title
        self.prompt = prompt
    }

    /// What `formatter` reads from `text` (nil: it cannot): a `NumberFormatter`'s
    /// number, a `DateFormatter`'s date; on Apple's platforms any formatter's
    /// `getObjectValue(_:for:errorDescription:)`, which Linux's Foundation does not offer.
    static func parse(_ text: String, with formatter: Formatter) -> Any? {
        // The common formatters by their own methods (Linux's `objectValue(_:)` is not implemented by all).
        if let numbers = formatter as? NumberFormatter { return numbers.number(from: text) }
        if let dates = formatter as? DateFormatter { return dates.date(from: text) }
        #if canImport(Darwin)
        var object: AnyObject?
        guard formatter.getObjectValue(&object, for: text, errorDescription: nil) else { return nil }
        return object
        #else
        // Linux's Foundation has no general way to parse with a formatter: other formatters only show the value.
        return nil
        #endif
    }

    /// `value` as an `NSNumber` when it is one of Swift's number types.
    static func number(_ value: Any) -> NSNumber? {
        switch value {
        case let v as Double: NSNumber(value: v)
        case let v as Float: NSNumber(value: v)
        case let v as CGFloat: NSNumber(value: Double(v))
        case let v as Int: NSNumber(value: v)
        case let v as Int64: NSNumber(value: v)
        case let v as Int32: NSNumber(value: v)
        case let v as UInt: NSNumber(value: v)
        case let v as Decimal: NSDecimalNumber(decimal: v)
        case let v as NSNumber: v
        default: nil
        }
    }

    /// `object` as a `V`: a `NumberFormatter`'s `NSNumber` as the number type the binding holds.
    static func cast<V>(_ object: Any, to type: V.Type) -> V? {
        if let value = object as? V { return value }
        guard let number = object as? NSNumber else { return nil }
        switch type {
        case is Double.Type: return number.doubleValue as? V
        case is Float.Type: return number.floatValue as? V
        case is CGFloat.Type: return CGFloat(number.doubleValue) as? V
        case is Int.Type: return number.intValue as? V
        case is Int64.Type: return number.int64Value as? V
        case is Int32.Type: return number.int32Value as? V
        case is UInt.Type: return number.uintValue as? V
        case is Decimal.Type: return number.decimalValue as? V
        default: return nil
        }
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
