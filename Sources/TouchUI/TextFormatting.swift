import Foundation
import Scene

/// What a part of a `Text` shows: a string, or a value formatted where the
/// text is shown (in the environment's locale, time zone and calendar).
enum TextContent {
    case verbatim(String)
    case formatted((ViewEnvironment) -> String)
    /// A date shown against the host's clock (`Text(_:style:)` with `.relative`, `.offset` or `.timer`).
    case live(Date, Text.DateStyle)

    /// The string where `environment` holds and the host's clock reads `now`.
    func string(in environment: ViewEnvironment, now: Date = HostDates.defaultOrigin) -> String {
        switch self {
        case .verbatim(let string): string
        case .formatted(let format): format(environment)
        case .live(let date, let style): style.string(for: date, now: now, in: environment)
        }
    }

    /// When the string next changes (a live date's next whole second), nil if never.
    func nextChange(after now: Date) -> Date? {
        guard case .live(let date, let style) = self, style.isLive else { return nil }
        let elapsed = now.timeIntervalSince(date)
        return date.addingTimeInterval(elapsed.rounded(.down) + 1)
    }

    /// `input` in `format`, with the environment's locale (and, for dates, its zone and calendar).
    static func formatted<F: FormatStyle>(_ input: F.FormatInput, _ format: F) -> TextContent where F.FormatOutput == String {
        .formatted { environment in
            if var dates = format as? Date.FormatStyle {
                dates.timeZone = environment.timeZone
                dates.calendar = environment.calendar
                if let date = input as? Date { return dates.locale(environment.locale).format(date) }
            }
            return format.locale(environment.locale).format(input)
        }
    }
}

/// A string with interpolated values, as SwiftUI's `LocalizedStringKey`:
/// what `Text("Total: \(price, format: .currency(code: "EUR"))")` makes.
/// There are no string tables on a kiosk: the key is the text shown, its
/// values formatted in the environment's locale where the text is shown.
public struct LocalizedStringKey: ExpressibleByStringInterpolation {
    var segments: [Text.Part]

    /// The key `value`, shown as it is.
    public init(_ value: String) { segments = [Text.Part(.verbatim(value))] }

    public init(stringLiteral value: String) { self.init(value) }

    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

    /// The parts of an interpolated key, as SwiftUI's `LocalizedStringKey.StringInterpolation`.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Text.Part] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            segments.reserveCapacity(2 * interpolationCount + 1)
        }

        private mutating func append(_ content: TextContent) { segments.append(Text.Part(content)) }

        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { append(.verbatim(literal)) }
        }

        public mutating func appendInterpolation(_ string: String) { append(.verbatim(string)) }

        /// `"\(count)"`: an integer as `%lld` formats it (no grouping), as SwiftUI's.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { append(.verbatim(String(value))) }

        /// `"\(value)"`: a `Double` as SwiftUI formats it, with `%lf`'s six
        /// decimals ("3.140000") in the environment's locale.
        public mutating func appendInterpolation(_ value: Double) { appendInterpolation(value, specifier: "%lf") }

        /// `"\(value)"`: a `Float` with `%f`, as SwiftUI's.
        public mutating func appendInterpolation(_ value: Float) { appendInterpolation(Double(value), specifier: "%f") }

        /// `"\(value)"`: a `CGFloat` with `%lf`, as SwiftUI's.
        public mutating func appendInterpolation(_ value: CGFloat) { appendInterpolation(Double(value), specifier: "%lf") }

        /// `"\(value, specifier: "%.2f")"`: a number in a printf format, in the environment's locale.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            append(.formatted { String(format: specifier, locale: $0.locale, value) })
        }

        /// `"\(price, format: .currency(code: "EUR"))"`: a value in a `FormatStyle`, in the environment's locale.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            append(.formatted(input, format))
        }

        /// `"\(Text("bold").bold())"`: a styled text inside the text, keeping its style.
        public mutating func appendInterpolation(_ text: Text) { segments += text.resolvedParts }

        /// Any other value, as `String(describing:)` shows it.
        public mutating func appendInterpolation<T>(_ value: T) { append(.verbatim(String(describing: value))) }
    }
}

extension Text {
    /// The text of `key` with its interpolated values formatted where it is
    /// shown, as SwiftUI's `Text(_:tableName:bundle:comment:)`; there are no
    /// string tables, so the key is what is shown.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(parts: key.segments.isEmpty ? [Part(.verbatim(""))] : key.segments)
    }

    /// `input` formatted by `format` in the environment's locale (dates in its
    /// time zone and calendar), as SwiftUI's `Text(_:format:)`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(parts: [Part(.formatted(input, format))])
    }
}
