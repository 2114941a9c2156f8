import Foundation
import Testing
@testable import TouchUI

/// A gauge style that shows what it was given.
private nonisolated struct ReportingGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Text(verbatim: "value \(configuration.value)")
            Text(configuration.currentValueLabel == nil ? "no current" : "has current")
            Text(configuration.minimumValueLabel == nil ? "no bounds" : "has bounds")
        }
    }
}

/// A label style that puts a mark after the label drawn in the style outside it.
private nonisolated struct MarkedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Label(configuration)
            Text("•")
        }
    }
}

/// A checkbox: a style of one's own that flips the toggle from a button.
private nonisolated struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            Text(configuration.isOn ? "[x]" : "[ ]")
        }
        .accessibilityIdentifier("box")
    }
}

/// Shows the control size it sees.
private nonisolated struct SizeReader: View {
    @Environment(\.controlSize) private var size
    var body: some View { Text("size \(size)") }
}

@Suite("Views of kiosk screens: ContentUnavailableView, LabeledContent, GroupBox, DisclosureGroup, Gauge, Link, styles")
struct SurfaceViewTests {
    private func centre(_ h: Harness<some View>, _ id: String) throws -> (Double, Double) {
        let frame = try #require(h.frame(of: id), "no view named \(id)")
        return (frame.midX, frame.midY)
    }

    @Test("ContentUnavailableView.search(text:) says what found nothing, centred in the space it fills")
    func unavailableSearch() throws {
        let h = Harness(ContentUnavailableView.search(text: "milk").accessibilityIdentifier("empty"), screen: Size(width: 600, height: 400))
        #expect(h.texts().contains("No Results for “milk”"))
        #expect(h.texts().contains("Check the spelling or try a new search."))
        let frame = try #require(h.frame(of: "empty"))
        #expect(frame.width == 600 && frame.height == 400, "it fills the space offered")
        let plain = Harness(ContentUnavailableView.search)
        #expect(plain.texts().contains("No Results"))
    }

    @Test("ContentUnavailableView: symbol over title over description over actions, centred; its action works")
    func unavailableParts() throws {
        let log = ControlLog()
        let view = ContentUnavailableView {
            Label("No Mail", systemImage: "tray.fill")
        } description: {
            Text("New mail appears here.").accessibilityIdentifier("description")
        } actions: {
            Button("Refresh") { log.lines.append("refresh") }.accessibilityIdentifier("refresh")
        }
        let h = Harness(view, screen: Size(width: 600, height: 400))
        let description = try #require(h.frame(of: "description"))
        let refresh = try #require(h.frame(of: "refresh"))
        #expect(abs(description.midX - 300) < 1 && abs(refresh.midX - 300) < 1, "centred across")
        #expect(description.maxY <= refresh.minY, "the actions under the description")
        #expect(h.texts().contains("No Mail"))
        let (x, y) = try centre(h, "refresh")
        h.tap(x, y, at: 1)
        h.advance(to: 2)
        #expect(log.lines == ["refresh"])
    }

    @Test("LabeledContent in a Form: the label leading, the value trailing at the row's end; formats and subtitles")
    func labeledContentInForm() throws {
        let h = Harness(Form {
            LabeledContent("Name", value: "Ada").accessibilityIdentifier("name")
            LabeledContent("Price", value: 12.5, format: .number).accessibilityIdentifier("price")
            LabeledContent {
                Text("4.5")
            } label: {
                Text("Rating")
                Text("From reviews")
            }
        }, screen: Size(width: 500, height: 400))
        let row = try #require(h.frame(of: "name"))
        #expect(h.texts().contains("Ada") && h.texts().contains("12.5"))
        // The row spans the card's text width: 20 pt card inset plus 20 pt row padding on each side.
        #expect(abs(row.minX - 40) < 1 && abs(row.maxX - 460) < 1)
        let ada = try textFrame(h, "Ada")
        #expect(abs(ada.maxX - 460) < 1, "the value ends at the row's trailing edge")
        let rating = try textFrame(h, "Rating")
        let subtitle = try textFrame(h, "From reviews")
        #expect(subtitle.minY >= rating.maxY && abs(subtitle.minX - rating.minX) < 1, "a second text is a subtitle under the title")
    }

    /// Where the text `text` was laid out, in screen points.
    private func textFrame(_ h: Harness<some View>, _ text: String) throws -> Rect {
        func find(_ node: ViewNode, _ origin: Point) -> Rect? {
            let frame = node.screenFrame(inParentAt: origin)
            if case .drawing(.text(let styled)) = node.kind, styled.string == text { return frame }
            for child in node.children {
                if let found = find(child, frame.origin) { return found }
            }
            return nil
        }
        let tree = try #require(h.host.lastTree)
        return try #require(find(tree, .zero), "no text \(text)")
    }

    @Test("GroupBox: the label over the content, padded 16 pt on its background")
    func groupBox() throws {
        let h = Harness(GroupBox("Status") { Text("All good").accessibilityIdentifier("body") }.accessibilityIdentifier("box"))
        let box = try #require(h.frame(of: "box"))
        let body = try #require(h.frame(of: "body"))
        let title = try textFrame(h, "Status")
        #expect(abs(title.minX - box.minX - 16) < 1 && abs(title.minY - box.minY - 16) < 1)
        #expect(abs(body.minY - title.maxY - 8) < 1 && abs(box.maxY - body.maxY - 16) < 1)
    }

    @Test("DisclosureGroup: a tap on its label row shows the content, another hides it; the binding follows")
    func disclosure() throws {
        let log = ControlLog()
        let h = Harness(Holder(value: false, log: log) { expanded in
            VStack(alignment: .leading) {
                DisclosureGroup("Advanced", isExpanded: expanded) {
                    Text("More settings").accessibilityIdentifier("inside")
                }
                .accessibilityIdentifier("advanced")
                Spacer()
            }
        }.frame(width: 300))
        #expect(h.frame(of: "inside") == nil && !h.texts().contains("More settings"), "collapsed at first")
        let label = try #require(h.frame(of: "advanced.label"))
        #expect(h.host.touchableFrames().contains { $0.id == "advanced.label" }, "the label row takes touches")
        h.tap(label.midX, label.midY, at: 1)
        h.advance(to: 2)
        #expect(log.lines.last == "value=true")
        let inside = try #require(h.frame(of: "inside"))
        #expect(inside.minY >= label.maxY, "the content under the label")
        h.tap(label.midX, label.midY, at: 3)
        h.advance(to: 4)
        #expect(log.lines.last == "value=false")
        #expect(h.frame(of: "inside") == nil)
    }

    @Test("DisclosureGroup in a Form keeps its own state; expanded, each content view is a row at least 44 pt tall")
    func disclosureInForm() throws {
        let h = Harness(Form {
            DisclosureGroup("Extra") {
                Text("One").accessibilityIdentifier("one")
                Text("Two").accessibilityIdentifier("two")
            }
            .accessibilityIdentifier("extra")
        }, screen: Size(width: 500, height: 400))
        let label = try #require(h.frame(of: "extra.label"))
        #expect(label.height >= 44)
        h.tap(label.midX, label.midY, at: 1)
        h.advance(to: 2)
        let one = try #require(h.frame(of: "one"))
        let two = try #require(h.frame(of: "two"))
        #expect(two.midY - one.midY >= 44, "a row each")
        #expect(one.minY >= label.maxY)
    }

    @Test("Gauge: a style sees the value's place in the range, clamped, and which labels the gauge has")
    func gaugeConfiguration() throws {
        let h = Harness(VStack {
            Gauge(value: 30.0, in: 20...60) { Text("Temp") }
            Gauge(value: 9.0, in: 0...1) { Text("Over") } currentValueLabel: { Text("9") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
        }.gaugeStyle(ReportingGaugeStyle()), screen: Size(width: 400, height: 400))
        let texts = h.texts()
        #expect(texts.contains("value 0.25") && texts.contains("no current") && texts.contains("no bounds"))
        #expect(texts.contains("value 1.0") && texts.contains("has current") && texts.contains("has bounds"))
    }

    @Test("Gauge: an empty range is logged once and shown empty; the linear capacity bar spans the width offered")
    func gaugeEmptyRange() throws {
        let h = Harness(Gauge(value: 3.0, in: 3...3) { Text("Flat") }.accessibilityIdentifier("flat").frame(width: 300))
        #expect(ViewWarnings.wasSaid(startingWith: "Gauge: value 3.0 in 3.0...3.0 cannot be shown"))
        let frame = try #require(h.frame(of: "flat"))
        #expect(frame.width == 300)
        #expect(h.texts().contains("Flat"))
    }

    @Test("Link: the default action logs the URL once and reports it discarded; an app's OpenURLAction gets the tap")
    func link() throws {
        let url = try #require(URL(string: "https://example.com/menu"))
        var results: [Bool] = []
        OpenURLAction.kiosk(url) { results.append($0) }
        #expect(results == [false])
        #expect(ViewWarnings.wasSaid(startingWith: "openURL: https://example.com/menu: a kiosk has no browser"))
        let log = ControlLog()
        let h = Harness(Link("Menu", destination: url).accessibilityIdentifier("menu")
            .environment(\.openURL, OpenURLAction { opened in
                log.lines.append(opened.absoluteString)
                return .handled
            }))
        let (x, y) = try centre(h, "menu")
        h.tap(x, y, at: 1)
        h.advance(to: 2)
        #expect(log.lines == ["https://example.com/menu"])
        var forwarded: [Bool] = []
        let forwarding = OpenURLAction { _ in .systemAction(url) }
        forwarding(url) { forwarded.append($0) }
        #expect(forwarded == [false], "the system action on a kiosk discards")
    }

    @Test("labelStyle: .iconOnly drops the title, .titleOnly the icon; a style's Label(configuration) draws the style outside it")
    func labelStyles() throws {
        let titleOnly = Harness(Label("Settings", systemImage: "gear").labelStyle(.titleOnly))
        #expect(titleOnly.texts() == ["Settings"])
        let iconOnly = Harness(Label("Settings", systemImage: "gear").labelStyle(.iconOnly))
        #expect(!iconOnly.texts().contains("Settings"))
        let nested = Harness(Label("Settings", systemImage: "gear").labelStyle(MarkedLabelStyle()).labelStyle(.titleOnly))
        #expect(nested.texts() == ["Settings", "•"])
    }

    @Test("Button(_:systemImage:action:) is a Label: the title beside the symbol, .iconOnly leaves the symbol; a tap runs it")
    func buttonSystemImage() throws {
        let log = ControlLog()
        let h = Harness(VStack {
            Button("Add", systemImage: "plus") { log.lines.append("add") }.accessibilityIdentifier("add")
            Button("Delete", systemImage: "trash", role: .destructive) { log.lines.append("delete") }
                .labelStyle(.iconOnly).accessibilityIdentifier("delete")
        })
        #expect(h.texts().contains("Add") && !h.texts().contains("Delete"))
        let (x, y) = try centre(h, "delete")
        h.tap(x, y, at: 1)
        h.advance(to: 2)
        #expect(log.lines == ["delete"])
    }

    @Test("controlSize: bordered buttons grow from mini to large (large 14 pt taller than regular); extraLarge is large on iOS")
    func controlSizes() throws {
        let h = Harness(VStack {
            ForEach(ControlSize.allCases, id: \.self) { size in
                Button("Go") {}.controlSize(size).accessibilityIdentifier("\(size)")
            }
            SizeReader().controlSize(.small)
        }.buttonStyle(.bordered), screen: Size(width: 400, height: 400))
        let heights = try ControlSize.allCases.map { try #require(h.frame(of: "\($0)")).height }
        #expect(heights[0] < heights[1] && heights[1] < heights[2] && heights[2] < heights[3])
        #expect(abs(heights[3] - heights[2] - 14) < 0.5, "large pads 14 pt above and below where regular pads 7")
        #expect(heights[4] == heights[3])
        #expect(h.texts().contains("size small"), "@Environment(\\.controlSize) reads it")
    }

    @Test("buttonBorderShape(.circle): a bordered icon button is as wide as it is tall")
    func circleButton() throws {
        let h = Harness(Button {} label: { Image(systemName: "plus") }
            .buttonStyle(.borderedProminent).buttonBorderShape(.circle).accessibilityIdentifier("plus"))
        let frame = try #require(h.frame(of: "plus"))
        #expect(abs(frame.width - frame.height) < 0.5 && frame.height >= 34)
    }

    @Test("toggleStyle(.button) flips on a tap; a style of one's own flips its configuration's binding")
    func toggleStyles() throws {
        let log = ControlLog()
        let h = Harness(Holder(value: false, log: log) { isOn in
            Toggle("Bold", isOn: isOn).toggleStyle(.button).accessibilityIdentifier("bold")
        })
        let (x, y) = try centre(h, "bold")
        h.tap(x, y, at: 1)
        h.advance(to: 2)
        #expect(log.lines.last == "value=true")
        let custom = ControlLog()
        let c = Harness(Holder(value: false, log: custom) { isOn in
            Toggle("Agree", isOn: isOn).toggleStyle(CheckboxStyle())
        })
        #expect(c.texts().contains("[ ]"))
        let (cx, cy) = try centre(c, "box")
        c.tap(cx, cy, at: 1)
        c.advance(to: 2)
        #expect(custom.lines.last == "value=true")
        #expect(c.texts().contains("[x]"))
    }

    @Test("symbolVariant picks the variant the icon set has, else falls back towards the plain symbol")
    func symbolVariants() {
        let known = { (name: String) in SymbolCatalog.symbols[name] != nil }
        #expect(SymbolVariants.fill.apply(to: "bell", isKnown: known) == "bell.fill")
        #expect(SymbolVariants.circle.fill.apply(to: "person", isKnown: known) == "person.circle.fill")
        #expect(SymbolVariants.slash.apply(to: "bell", isKnown: known) == "bell.slash")
        #expect(SymbolVariants.circle.apply(to: "bell", isKnown: known) == "bell", "no bell.circle: the plain bell")
        #expect(SymbolVariants.fill.apply(to: "heart.fill", isKnown: known) == "heart.fill")
        #expect(SymbolVariants.none.apply(to: "star", isKnown: known) == "star")
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
    }

    @Test("ShareLink: drawn greyed; a tap logs that a kiosk cannot share the item")
    func shareLink() throws {
        let url = try #require(URL(string: "https://example.com/receipt/7"))
        let h = Harness(ShareLink(item: url).accessibilityIdentifier("share"))
        #expect(h.texts().contains("Share"))
        let (x, y) = try centre(h, "share")
        h.tap(x, y, at: 1)
        h.advance(to: 2)
        #expect(ViewWarnings.wasSaid("ShareLink: a kiosk has no share sheet; not shared: https://example.com/receipt/7"))
    }

    @Test("ColorPicker: a tap opens the colour grid; a swatch chooses its colour and closes it")
    func colorPicker() throws {
        let log = ControlLog()
        let h = Harness(Holder(value: Color.blue, log: log) { color in
            ColorPicker("Tint", selection: color).accessibilityIdentifier("tint")
        }.frame(width: 300), screen: Size(width: 800, height: 700))
        #expect(h.frame(of: "tint.well") != nil)
        let (x, y) = try centre(h, "tint")
        h.tap(x, y, at: 1)
        h.advance(to: 3)
        let (sx, sy) = try centre(h, "tint.swatch.0.11")
        h.tap(sx, sy, at: 4)
        h.advance(to: 6)
        #expect(log.lines.last == "value=\(Color(white: 0))")
        #expect(h.frame(of: "tint.swatch.0.11") == nil, "the sheet closed")
    }

    @Test("sensoryFeedback, contentTransition and symbolEffect are taken and change no layout")
    func acceptedModifiers() throws {
        let plain = Harness(Text("42").accessibilityIdentifier("n"))
        let decorated = Harness(Text("42")
            .contentTransition(.numericText())
            .sensoryFeedback(.success, trigger: 42)
            .symbolEffect(.bounce, value: 42)
            .accessibilityIdentifier("n"))
        #expect(plain.frame(of: "n") == decorated.frame(of: "n"))
    }
}
