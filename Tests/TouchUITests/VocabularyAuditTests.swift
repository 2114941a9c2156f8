import Foundation
import Render
import Scene
import Testing
import TouchModel
@testable import TouchUI

// The parts issue #39's vocabulary audit (Tests/Fixtures/ExternalKiosk/Sources/probevocabulary)
// found missing, each with the SwiftUI behaviour it was added with.

/// What a test's vocabulary screen holds, read back by the test.
final class VocabularyProbe: @unchecked Sendable {
    var lines: [String] = []
    var amount: Binding<Double>?
    var optional: Binding<Int?>?
    var size: Binding<String>?
}

/// A formatted number field over `@State`, and an optional one.
private nonisolated struct AmountForm: View {
    let probe: VocabularyProbe
    @State private var amount = 4.5
    @State private var count: Int? = 3

    var body: some View {
        probe.amount = $amount
        probe.optional = $count
        return VStack(spacing: 20) {
            TextField("Amount", value: $amount, format: .number)
                .onSubmit { probe.lines.append("submitted \(probe.amount?.wrappedValue ?? -1)") }
                .accessibilityIdentifier("amount")
            TextField("Count", value: $count, format: .number)
                .accessibilityIdentifier("count")
            Spacer()
        }
        .padding(20)
    }
}

/// A picker in `style` over `@State`, inside a navigation stack.
private nonisolated struct SizePicker<S: PickerStyle>: View {
    let probe: VocabularyProbe
    let style: S
    @State private var size = "Medium"

    var body: some View {
        probe.size = $size
        return NavigationStack {
            Form {
                Picker("Size", selection: $size) {
                    ForEach(["Small", "Medium", "Large"], id: \.self) { Text($0) }
                }
                .pickerStyle(style)
                .accessibilityIdentifier("size")
            }
        }
    }
}

@Suite("Vocabulary audit: SwiftUI overloads an iPadOS 17 screen uses")
struct VocabularyAuditTests {
    static let screen = Size(width: 768, height: 1024)

    private func entries(_ h: Harness<some View>) -> [String: LayoutEntry] {
        Dictionary(h.host.layoutEntries(screen: Self.screen).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    }

    private func tap(_ h: Harness<some View>, _ id: String, at t: Double) throws {
        let frame = try #require(entries(h)[id]?.frame, "no \(id) in the layout")
        h.tap(frame.midX, frame.midY, at: t)
        h.advance(to: t + 0.5)
    }

    @Test("TextField(value:format:) shows the value formatted, keeps it while typing, parses it at Return; unparseable text leaves it")
    func formattedField() throws {
        let probe = VocabularyProbe()
        let h = Harness(AmountForm(probe: probe), screen: Self.screen)
        #expect(h.texts().contains("4.5"), "the value, formatted")
        try tap(h, "amount", at: 1)
        h.host.typed(.key(.end), at: 2)
        for i in 0..<3 { h.host.typed(.key(.backspace), at: 2.1 + Double(i) * 0.1) }
        h.host.typed(.text("12.25"), at: 3)
        h.advance(to: 3.5)
        #expect(probe.amount?.wrappedValue == 4.5, "a non-string value changes when the edit is committed, not while typing")
        #expect(h.texts().contains("12.25"), "the field shows what is typed")
        h.host.typed(.key(.return), at: 4)
        h.advance(to: 4.5)
        #expect(probe.amount?.wrappedValue == 12.25)
        #expect(probe.lines == ["submitted 12.25"], "onSubmit runs after the value is committed")
        try tap(h, "amount", at: 5)
        h.host.typed(.text("x"), at: 6)
        h.host.typed(.key(.return), at: 6.5)
        h.advance(to: 7)
        #expect(probe.amount?.wrappedValue == 12.25, "text the format cannot parse leaves the value")
        #expect(h.texts().contains("12.25"), "and the field shows the value formatted again")
        try tap(h, "count", at: 8)
        h.host.typed(.key(.end), at: 8.8)
        h.host.typed(.key(.backspace), at: 9)
        h.host.typed(.key(.return), at: 9.5)
        h.advance(to: 10)
        #expect(probe.optional?.wrappedValue == nil, "an optional value: emptied text makes it nil")
    }

    @Test(".pickerStyle(.inline): the options are rows, the choice checked; a tap chooses")
    func inlinePicker() throws {
        let probe = VocabularyProbe()
        let h = Harness(SizePicker(probe: probe, style: .inline), screen: Self.screen)
        let rows = ["size.Small", "size.Medium", "size.Large"].compactMap { entries(h)[$0]?.frame }
        #expect(rows.count == 3, "each option is a row named after the picker")
        #expect(rows.count == 3 && rows[0].maxY <= rows[1].minY && rows[1].maxY <= rows[2].minY, "one under another")
        try tap(h, "size.Large", at: 1)
        #expect(probe.size?.wrappedValue == "Large")
    }

    @Test(".pickerStyle(.navigationLink): the row, <id>.link, pushes the options; a choice sets the selection and pops back")
    func navigationLinkPicker() throws {
        let probe = VocabularyProbe()
        let h = Harness(SizePicker(probe: probe, style: .navigationLink), screen: Self.screen)
        #expect(h.texts().contains("Size") && h.texts().contains("Medium"), "the label and the choice")
        #expect(entries(h)["size.Small"] == nil, "the options are not shown before the push")
        try tap(h, "size.link", at: 1)
        h.advance(to: 2)
        #expect(entries(h)["size.Small"] != nil, "pushed: the options' list")
        try tap(h, "size.Small", at: 3)
        h.advance(to: 4)
        #expect(probe.size?.wrappedValue == "Small")
        #expect(entries(h)["size.Small"] == nil && entries(h)["size.link"] != nil, "popped back to the form")
    }

    @Test("Menu(_:content:primaryAction:): a tap runs the primary action; a long press opens the menu")
    func menuPrimaryAction() throws {
        let log = ControlLog()
        let h = Harness(Menu("Add") {
            Button("Add twice") { log.lines.append("twice") }.accessibilityIdentifier("twice")
        } primaryAction: {
            log.lines.append("primary")
        }.accessibilityIdentifier("add"), screen: Size(width: 400, height: 400))
        let button = try #require(h.frame(of: "add"))
        h.tap(button.midX, button.midY, at: 1)
        h.advance(to: 2)
        #expect(log.lines == ["primary"])
        #expect(h.frame(of: "twice") == nil, "a tap does not open the menu")
        h.touch(1, button.midX, button.midY, .began, at: 3)
        h.advance(to: 3.7)
        h.touch(1, button.midX, button.midY, .ended, at: 3.8)
        h.advance(to: 4.5)
        let twice = try #require(h.frame(of: "twice"), "a long press opens the menu")
        h.tap(twice.midX, twice.midY, at: 5)
        h.advance(to: 6)
        #expect(log.lines == ["primary", "twice"], "the long press ran no primary action")
    }

    @Test("ProgressView(value:total:label:currentValueLabel:) shows both labels; .circular on iOS is the indicator with the label only")
    @MainActor
    func progressLabels() throws {
        let linear = Harness(ProgressView(value: 3, total: 10) { Text("Uploading") } currentValueLabel: { Text("3 of 10") }
            .padding(20))
        #expect(linear.texts().contains("Uploading") && linear.texts().contains("3 of 10"))
        let circular = Harness(ProgressView(value: 3, total: 10) { Text("Uploading") } currentValueLabel: { Text("3 of 10") }
            .progressViewStyle(.circular))
        #expect(circular.texts().contains("Uploading") && !circular.texts().contains("3 of 10"))
    }

    @Test("Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:): the labels at the track's ends; a drag to the track's end is the maximum")
    func sliderValueLabels() throws {
        let log = ControlLog()
        let h = Harness(Holder(value: 0.5, log: log) { value in
            Slider(value: value, in: 0...1, step: 0.1) { Text("Volume") } minimumValueLabel: {
                Text("Lo").accessibilityIdentifier("lo")
            } maximumValueLabel: {
                Text("Hi").accessibilityIdentifier("hi")
            }
            .accessibilityIdentifier("slider")
        }.padding(20), screen: Size(width: 400, height: 200))
        let slider = try #require(h.frame(of: "slider"))
        let lo = try #require(h.frame(of: "lo"))
        let hi = try #require(h.frame(of: "hi"))
        #expect(lo.maxX <= slider.minX + 40 && hi.minX >= slider.maxX - 40, "the labels sit at the ends")
        h.touch(1, hi.minX - 10, slider.midY, .began, at: 1)
        h.touch(1, hi.minX - 2, slider.midY, .moved, at: 1.1)
        h.touch(1, hi.minX - 2, slider.midY, .ended, at: 1.2)
        h.advance(to: 2)
        #expect(log.lines.last == "value=1.0", "the track ends before the maximum label")
    }

    @Test("backgroundStyle(_:) is what ShapeStyle.background resolves to below it; .background itself means the window's white")
    func backgroundStyle() {
        var environment = ViewEnvironment()
        #expect(BackgroundStyle().resolvedFill(in: environment) == .color(.white))
        environment.backgroundStyle = AnyShapeStyle(Color.green)
        #expect(BackgroundStyle().resolvedFill(in: environment) == Color.green._fill)
        environment.backgroundStyle = AnyShapeStyle(BackgroundStyle())
        #expect(BackgroundStyle().resolvedFill(in: environment) == .color(.white), "no recursion")
    }

    @Test("Shape's static members build the shapes SwiftUI's do: .rect(cornerRadius:), .capsule, .circle")
    func shapeMembers() {
        func shape<S: TouchUI.Shape>(_ s: S) -> S { s }
        let rounded = shape(.rect(cornerRadius: 12, style: .circular))
        #expect(rounded.cornerRadius == 12 && rounded.style == .circular)
        #expect(shape(.rect(cornerRadius: 8)).style == .continuous, "continuous by default, as SwiftUI's")
        #expect(shape(.capsule(style: .continuous)).style == .continuous)
        _ = shape(.rect) as Rectangle
        _ = shape(.circle) as Circle
        _ = shape(.ellipse) as Ellipse
    }

    @Test("Section(header:footer:content:) with views, and NavigationLink(_:destination:) with a view, as older code writes them")
    func olderForms() throws {
        let h = Harness(NavigationStack {
            List {
                Section(header: Text("Drinks"), footer: Text("3 drinks")) {
                    NavigationLink("Espresso", destination: Text("Espresso detail").accessibilityIdentifier("detail"))
                        .accessibilityIdentifier("espresso")
                }
            }
        }, screen: Self.screen)
        let texts = h.texts()
        #expect(texts.contains { $0.uppercased() == "DRINKS" } && texts.contains("3 drinks"))
        try tap(h, "espresso", at: 1)
        h.advance(to: 2)
        #expect(entries(h)["detail"] != nil, "the link pushed its destination")
    }
}

