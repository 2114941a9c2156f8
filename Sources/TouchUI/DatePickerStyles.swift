import Foundation

/// What a date picker's looks share: the dates, the value shown (clamped),
/// what it shows, its name and how it chooses.
struct DatePickerParts {
    let dates: DatePickerDates
    let value: Date
    let components: DatePickerComponents
    let name: String?
    let choose: (Date) -> Void

    /// The name of the part `part`: `<picker id>.<part>`.
    func part(_ part: String) -> String? { name.map { "\($0).\(part)" } }
}

/// iOS's grey control fill (`tertiarySystemFill`), behind capsules and wheels' bands.
let datePickerFill = Color(red: 0.463, green: 0.463, blue: 0.502, opacity: 0.12)

/// A capsule showing `text` that opens something: iOS 17's compact date
/// picker button, 6 pt corners, 11 pt side padding, its text in the tint while open.
private nonisolated struct DateCapsule: View {
    let text: String
    let isOpen: Bool
    let open: () -> Void
    @Environment(\.tintColor) private var tint

    var body: some View {
        Button(action: open) {
            Text(text)
                .foregroundColor(isOpen ? tint : .black)
                .padding(.horizontal, 11)
                .padding(.vertical, 6)
                .background(RoundedRectangle(cornerRadius: 6).fill(datePickerFill))
        }
        .buttonStyle(.plain)
    }
}

/// The compact look: the label, then the date and time capsules; a tap on
/// one opens the calendar or the time wheels in a card over the screen
/// (the same presentation as a `.menu` picker's options).
nonisolated struct CompactDatePicker: View {
    let picker: DatePickerParts
    let label: AnyView
    /// Which card is open: `.date`, `.hourAndMinute` or none.
    @State private var open: DatePickerComponents = []

    var body: some View {
        let picker = self.picker
        let openBinding = $open
        let shown = Binding<Bool>(get: { !openBinding.wrappedValue.isEmpty }, set: { if !$0 { openBinding.wrappedValue = [] } })
        let showing = open
        return HStack(spacing: 8) {
            label
            Spacer()
            if picker.components.contains(.date) {
                DateCapsule(text: picker.dates.dateText(picker.value), isOpen: showing == .date) { openBinding.wrappedValue = .date }
                    .accessibilityIdentifier(ifAny: picker.part("date"))
            }
            if picker.components.contains(.hourAndMinute) {
                DateCapsule(text: picker.dates.timeText(picker.value), isOpen: showing == .hourAndMinute) { openBinding.wrappedValue = .hourAndMinute }
                    .accessibilityIdentifier(ifAny: picker.part("time"))
            }
        }
        .presentation(isPresented: shown, kind: .menu) {
            Group {
                if showing == .date {
                    GraphicalDatePicker(picker: DatePickerParts(dates: picker.dates, value: picker.value, components: .date,
                                                                name: picker.name, choose: picker.choose))
                } else {
                    WheelDatePicker(picker: DatePickerParts(dates: picker.dates, value: picker.value, components: .hourAndMinute,
                                                            name: picker.name, choose: picker.choose))
                        .frame(width: 280)
                }
            }
            .padding(16)
            .background(RoundedRectangle(cornerRadius: 13).fill(Color.white))
            // Choosing keeps the card open (its buttons do not close it); a tap outside closes it.
            .environment(\.actionDismiss, nil)
        }
    }
}

/// The graphical look: a month calendar with ‹ › month arrows, the days in
/// a grid of 44 pt cells from the calendar's first weekday, the chosen day
/// on a tinted circle, days outside the range greyed and not taking touches.
nonisolated struct GraphicalDatePicker: View {
    let picker: DatePickerParts
    /// The month shown, once an arrow moved it off the selection's.
    @State private var shownMonth: Date?
    @Environment(\.tintColor) private var tint

    static let cell = 44.0

    var body: some View {
        let picker = self.picker, dates = picker.dates
        let month = dates.monthStart(shownMonth ?? picker.value)
        let chosenMonth = dates.monthStart(picker.value) == month
        let chosenDay = dates.component(.day, of: picker.value)
        let shown = $shownMonth
        let cell = Self.cell
        return VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 0) {
                // The title takes the room the arrows leave (a Spacer beside it would halve it).
                Text(dates.monthTitle(month)).font(.system(size: 17, weight: .semibold))
                    .accessibilityIdentifier(ifAny: picker.part("month"))
                    .frame(maxWidth: .infinity, alignment: .leading)
                arrow("‹", part: "previous", enabled: dates.monthIsInRange(-1, from: month)) {
                    withAnimation(.easeInOut(duration: 0.25)) { shown.wrappedValue = dates.addingMonths(-1, to: month) }
                }
                arrow("›", part: "next", enabled: dates.monthIsInRange(1, from: month)) {
                    withAnimation(.easeInOut(duration: 0.25)) { shown.wrappedValue = dates.addingMonths(1, to: month) }
                }
            }
            .padding(.leading, 8)
            HStack(spacing: 0) {
                ForEach(Array(dates.weekdaySymbols.enumerated()), id: \.offset) { _, symbol in
                    Text(symbol).font(.system(size: 13, weight: .semibold))
                        .foregroundColor(Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.3))
                        .frame(width: cell)
                }
            }
            ForEach(Array(dates.weeks(of: month).enumerated()), id: \.offset) { _, week in
                HStack(spacing: 0) {
                    ForEach(Array(week.enumerated()), id: \.offset) { _, day in
                        if let day {
                            dayCell(day, month: month, chosen: chosenMonth && day == chosenDay)
                        } else {
                            Color.clear.frame(width: cell, height: cell)
                        }
                    }
                }
            }
            if picker.components.contains(.hourAndMinute) {
                HStack {
                    Text("Time")
                    Spacer()
                    CompactDatePicker(picker: DatePickerParts(dates: dates, value: picker.value, components: .hourAndMinute,
                                                              name: picker.name, choose: picker.choose), label: AnyView(EmptyView()))
                }
                .padding(.horizontal, 8)
                .padding(.top, 6)
            }
        }
        .frame(width: cell * 7)
    }

    private func arrow(_ glyph: String, part: String, enabled: Bool, action: @escaping () -> Void) -> some View {
        Button(action: action) {
            Text(glyph).font(.system(size: 28, weight: .medium)).frame(width: Self.cell, height: Self.cell)
        }
        .disabled(!enabled)
        .accessibilityIdentifier(ifAny: picker.part("month.\(part)"))
    }

    private func dayCell(_ day: Int, month: Date, chosen: Bool) -> some View {
        let picker = self.picker, dates = picker.dates
        let inRange = dates.dayIsInRange(day, of: month)
        let color: Color = chosen ? tint : inRange ? .black : Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.3)
        return Button(action: { picker.choose(dates.day(day, of: month, at: picker.value)) }) {
            Text("\(day)")
                .font(.system(size: 20, weight: chosen ? .semibold : .regular))
                .foregroundColor(color)
                .frame(width: Self.cell, height: Self.cell)
                .background(Circle().fill(chosen ? tint.opacity(0.12) : Color.clear).padding(2))
        }
        .buttonStyle(.plain)
        .disabled(!inRange)
        .accessibilityIdentifier(ifAny: picker.part("day.\(day)"))
    }
}

/// The wheel look: a wheel for each part shown (month, day, year; hour,
/// minute and, on a 12-hour clock, AM/PM), the value in the grey band in
/// the middle, two neighbours either side.
nonisolated struct WheelDatePicker: View {
    let picker: DatePickerParts

    var body: some View {
        let picker = self.picker, dates = picker.dates, value = picker.value
        let set: (Calendar.Component, Int) -> Void = { component, new in picker.choose(dates.setting(component, to: new, in: value)) }
        return ZStack {
            RoundedRectangle(cornerRadius: 8).fill(datePickerFill).frame(height: DateWheel.row)
            HStack(spacing: 0) {
                if picker.components.contains(.date) {
                    let month = dates.component(.month, of: value)
                    let days = dates.calendar.range(of: .day, in: .month, for: value)?.count ?? 31
                    DateWheel(values: Array(1...max(1, dates.monthSymbols.count)), chosen: month, cyclic: true, part: picker.part("month"),
                              text: { dates.monthSymbols[safe: $0 - 1] ?? "\($0)" }) { set(.month, $0) }
                    DateWheel(values: Array(1...days), chosen: dates.component(.day, of: value), cyclic: true, part: picker.part("day"),
                              text: { "\($0)" }) { set(.day, $0) }
                    let year = dates.component(.year, of: value)
                    DateWheel(values: Array(year - 2...year + 2), chosen: year, cyclic: false, part: picker.part("year"),
                              text: { "\($0)" }) { set(.year, $0) }
                }
                if picker.components.contains(.hourAndMinute) {
                    let hour = dates.component(.hour, of: value)
                    if dates.uses12HourClock {
                        let isPM = hour >= 12
                        DateWheel(values: Array(1...12), chosen: hour % 12 == 0 ? 12 : hour % 12, cyclic: true, part: picker.part("hour"),
                                  text: { "\($0)" }) { set(.hour, $0 % 12 + (isPM ? 12 : 0)) }
                        minuteWheel(set)
                        let symbols = dates.periodSymbols
                        DateWheel(values: [0, 1], chosen: isPM ? 1 : 0, cyclic: false, part: picker.part("period"),
                                  text: { $0 == 0 ? symbols.am : symbols.pm }) { set(.hour, hour % 12 + ($0 == 1 ? 12 : 0)) }
                    } else {
                        DateWheel(values: Array(0...23), chosen: hour, cyclic: true, part: picker.part("hour"),
                                  text: { String(format: "%02d", $0) }) { set(.hour, $0) }
                        minuteWheel(set)
                    }
                }
            }
        }
        .frame(height: DateWheel.row * 5)
        .clipped()
    }

    private func minuteWheel(_ set: @escaping (Calendar.Component, Int) -> Void) -> some View {
        DateWheel(values: Array(0...59), chosen: picker.dates.component(.minute, of: picker.value), cyclic: true,
                  part: picker.part("minute"), text: { String(format: "%02d", $0) }) { set(.minute, $0) }
    }
}

/// One wheel: the chosen value in the middle row, two neighbours above and
/// below (wrapping round when `cyclic`), each a button that turns the wheel
/// to it; a drag up or down turns it a value per row dragged. Named
/// `<part>`, its values `<part>.<text>`.
nonisolated struct DateWheel: View {
    let values: [Int]
    let chosen: Int
    let cyclic: Bool
    let part: String?
    let text: (Int) -> String
    let choose: (Int) -> Void

    static let row = 32.0

    var body: some View {
        let index = values.firstIndex(of: chosen) ?? 0
        let count = values.count
        let values = self.values, choose = self.choose
        let turn: (Int) -> Void = { steps in
            guard count > 0 else { return }
            let target = cyclic ? ((index + steps) % count + count) % count : min(max(index + steps, 0), count - 1)
            withAnimation(.easeInOut(duration: 0.3)) { choose(values[target]) }
        }
        return VStack(spacing: 0) {
            ForEach(-2...2, id: \.self) { step in
                let position = index + step
                let shown = cyclic && count > 0 ? ((position % count) + count) % count : position
                if count > 0, shown >= 0, shown < count, cyclic || (position >= 0 && position < count) {
                    let label = text(values[shown])
                    Button(action: { turn(step) }) {
                        Text(label)
                            .font(.system(size: 21))
                            .foregroundColor(.black)
                            .opacity(step == 0 ? 1 : 0.35)
                            .frame(maxWidth: .infinity)
                            .frame(height: Self.row)
                    }
                    .buttonStyle(.plain)
                    .accessibilityIdentifier(ifAny: part.map { "\($0).\(label)" })
                } else {
                    Color.clear.frame(height: Self.row)
                }
            }
        }
        .frame(minWidth: 60, maxWidth: .infinity)
        .withEnvironment { $0.isScrollContent = true }
        .contentShape(Rectangle())
        .gesture(DragGesture().onEnded { value in
            let steps = Int((-value.translation.height / Self.row).rounded())
            if steps != 0 { turn(steps) }
        })
        .accessibilityIdentifier(ifAny: part)
    }
}

extension Array {
    /// The element at `index`, nil outside the array.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
