import Foundation

/// A control for choosing a date, a time of day or both, as SwiftUI's
/// `DatePicker` (developer.apple.com/documentation/swiftui/datepicker), in
/// iPadOS 17's looks (`.datePickerStyle(_:)`):
///
/// - `.compact` (the default, `.automatic`): the label, then the value in
///   grey capsules (the date, the time); a tap on one opens a card over the
///   screen (as a `.menu` picker's options) with the month calendar or the
///   time wheels; a tap outside the card closes it.
/// - `.graphical`: a month calendar: the month and year with ‹ › arrows to
///   the month before and after, the weekdays from the calendar's first
///   weekday, the days in a grid, the chosen one on a tinted circle; with
///   `.hourAndMinute`, a Time row under it with a time capsule.
/// - `.wheel`: wheels of month, day and year, or of hour, minute (and AM/PM
///   where the locale uses a 12-hour clock); a tap on a value, or a drag up
///   or down a wheel, turns it.
///
/// Dates are read and made in the environment's `\.calendar`, `\.timeZone`
/// and `\.locale` (SwiftUI's defaults: the system's `current` ones; a kiosk
/// fixes them for the machine with `TZ` and `LANG`, or for its views with
/// `.environment(\.timeZone, …)`). A `selection` outside the `in:` range is
/// shown (and stepped from) clamped into it, with a log line naming the
/// picker. Named with `.accessibilityIdentifier("when")`, its parts in
/// `--layout` are `when.date` and `when.time` (the compact capsules),
/// `when.month.previous` / `when.month.next` and `when.day.<n>` (the
/// calendar), `when.month`, `when.day`, `when.year`, `when.hour`,
/// `when.minute`, `when.period` (the wheels) with their values
/// `when.hour.<n>`, `when.minute.<n>`, `when.period.AM`, ….
public nonisolated struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let lower: Date?
    let upper: Date?
    let components: DatePickerComponents
    let label: Label
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale
    @Environment(\.datePickerStyleKind) private var style
    @ControlIdentifier private var identifier

    /// A picker of `selection`'s `displayedComponents`, any date.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: nil, upper: nil, components: displayedComponents, label: label())
    }

    /// A picker of dates within `range`.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: range.lowerBound, upper: range.upperBound, components: displayedComponents, label: label())
    }

    /// A picker of dates from `range`'s start on.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: range.lowerBound, upper: nil, components: displayedComponents, label: label())
    }

    /// A picker of dates up to `range`'s end.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: nil, upper: range.upperBound, components: displayedComponents, label: label())
    }

    init(selection: Binding<Date>, lower: Date?, upper: Date?, components: DatePickerComponents, label: Label) {
        self.selection = selection
        self.lower = lower
        self.upper = upper
        // No components shows both, as an empty set would show nothing.
        self.components = components.isEmpty ? [.hourAndMinute, .date] : components
        self.label = label
    }

    public var body: some View {
        let dates = DatePickerDates(calendar: calendar, timeZone: timeZone, locale: locale, lower: lower, upper: upper)
        let value = dates.clamped(selection.wrappedValue)
        if value != selection.wrappedValue {
            let name = "DatePicker\(identifier.map { " \($0)" } ?? "")"
            // Keyed without the dates: `in: Date()...` moves its range every second.
            ViewWarnings.once("\(name): the selection \(selection.wrappedValue) lies outside its range \(dates.rangeDescription); shown as \(value)",
                              key: "\(name): the selection lies outside its range")
        }
        let binding = selection
        let picker = DatePickerParts(dates: dates, value: value, components: components, name: identifier,
                                     choose: { binding.wrappedValue = dates.clamped($0) })
        return Group {
            switch style {
            case .compact: CompactDatePicker(picker: picker, label: AnyView(label))
            case .graphical: GraphicalDatePicker(picker: picker)
            case .wheel:
                HStack {
                    label
                    Spacer()
                    WheelDatePicker(picker: picker)
                }
            }
        }
    }
}

extension DatePicker where Label == Text {
    /// A picker titled `title` of `selection`'s `displayedComponents`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, lower: nil, upper: nil, components: displayedComponents, label: Text(String(title)))
    }

    /// A picker titled `title` of dates within `range`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, lower: range.lowerBound, upper: range.upperBound, components: displayedComponents, label: Text(String(title)))
    }

    /// A picker titled `title` of dates from `range`'s start on.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, lower: range.lowerBound, upper: nil, components: displayedComponents, label: Text(String(title)))
    }

    /// A picker titled `title` of dates up to `range`'s end.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, lower: nil, upper: range.upperBound, components: displayedComponents, label: Text(String(title)))
    }
}

/// Which parts of a date a `DatePicker` shows, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// How a `DatePicker` draws, as SwiftUI's `DatePickerStyle`.
public protocol DatePickerStyle {
    /// Which of the built-in looks this is.
    static var kind: DatePickerKind { get }
}

/// The built-in date picker looks.
public enum DatePickerKind: Hashable, Sendable {
    case compact, graphical, wheel
}

/// The value in capsules that open a calendar or time wheels.
public struct CompactDatePickerStyle: DatePickerStyle {
    public init() {}
    public static var kind: DatePickerKind { .compact }
}

/// A month calendar.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    public init() {}
    public static var kind: DatePickerKind { .graphical }
}

/// Wheels of the date's or time's parts.
public struct WheelDatePickerStyle: DatePickerStyle {
    public init() {}
    public static var kind: DatePickerKind { .wheel }
}

/// The platform's default: compact, as on iPadOS 17.
public struct DefaultDatePickerStyle: DatePickerStyle {
    public init() {}
    public static var kind: DatePickerKind { .compact }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The value in capsules that open a calendar or time wheels.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A month calendar.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels of the date's or time's parts.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default (compact).
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

nonisolated extension View {
    /// How the date pickers inside draw.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        withEnvironment { $0.datePickerStyle = S.kind }
    }
}

private enum DatePickerStyleKey {}

extension ViewEnvironment {
    /// Set by `.datePickerStyle(_:)`.
    var datePickerStyle: DatePickerKind {
        get { custom.value(for: ObjectIdentifier(DatePickerStyleKey.self)) ?? .compact }
        set { custom.set(newValue, for: ObjectIdentifier(DatePickerStyleKey.self), presented: true) }
    }
}

extension EnvironmentValues {
    /// Set by `.datePickerStyle(_:)`.
    var datePickerStyleKind: DatePickerKind { base.datePickerStyle }
}
