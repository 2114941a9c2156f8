import Foundation
@testable import Render
import Scene
import Testing
@testable import TouchUI

/// Text: fonts and styles, concatenation, line limits and truncation, formatting.
@Suite("Text")
struct TextTests {
    private let long = "The kitchen closes at ten tonight, so please order your dessert before half past nine."

    /// The styled text drawn by the first text layer presented.
    private func styled<V: View>(_ view: V, screen: Size = Size(width: 400, height: 300)) -> StyledText? {
        let harness = Harness(view, screen: screen)
        func find(_ layers: [PresentedLayer]) -> StyledText? {
            for layer in layers {
                if case .styledText(let text) = layer.content { return text }
                if let found = find(layer.children) { return found }
            }
            return nil
        }
        return find(harness.runner.presented())
    }

    /// Where the view named `name` (`accessibilityIdentifier`) was laid out.
    private func frame<V: View>(of name: String, in view: V) -> Rect? {
        let screen = Size(width: 400, height: 300)
        let harness = Harness(view, screen: screen)
        return harness.host.layoutEntries(screen: screen).first { $0.id == name }?.frame
    }

    @Test("the text styles have iOS's Large Dynamic Type sizes and weights")
    func textStyles() {
        let expected: [(Font, Double, FontWeight)] = [
            (.largeTitle, 34, .regular), (.title, 28, .regular), (.title2, 22, .regular), (.title3, 20, .regular),
            (.headline, 17, .semibold), (.subheadline, 15, .regular), (.body, 17, .regular), (.callout, 16, .regular),
            (.footnote, 13, .regular), (.caption, 12, .regular), (.caption2, 11, .regular),
        ]
        for (font, size, weight) in expected {
            #expect(font.size == size && font.weight == weight, "\(font)")
        }
        #expect(Font.system(.title, design: .serif, weight: .bold) == Font(size: 28, weight: .bold, design: .serif))
        #expect(Font.body.italic().bold().monospacedDigit() == Font(size: 17, weight: .bold, isItalic: true, hasMonospacedDigits: true))
        #expect(Font.custom("Noto Serif CJK SC", size: 20).family == "Noto Serif CJK SC")
    }

    @Test("a part's own style wins over the whole text's, which wins over the environment's")
    func concatenation() throws {
        let text = (Text("Total ").bold() + Text("12").foregroundColor(.red).italic() + Text(" EUR"))
            .foregroundColor(.blue).underline()
        let runs = try #require(styled(VStack { text }.font(.title).fontDesign(.serif))).runs
        #expect(runs.map(\.string) == ["Total ", "12", " EUR"])
        #expect(runs.map(\.font.weight) == [.bold, .regular, .regular])
        #expect(runs.map(\.font.isItalic) == [false, true, false])
        #expect(runs.map(\.color) == [Color.blue.rgba, Color.red.rgba, Color.blue.rgba])
        #expect(runs.allSatisfy { $0.font.size == 28 && $0.font.design == .serif })
        // The line is in each run's colour.
        #expect(runs.map(\.underline) == runs.map(\.color))
    }

    @Test("modifiers on a container reach the texts inside")
    func environmentModifiers() throws {
        let runs = try #require(styled(VStack { Text("Menu") }.italic().strikethrough(color: .red).kerning(2).textCase(.uppercase))).runs
        #expect(runs.count == 1)
        #expect(runs[0].string == "MENU")
        #expect(runs[0].font.isItalic)
        #expect(runs[0].strikethrough == Color.red.rgba)
        #expect(runs[0].tracking == 2)
    }

    @Test("measuring a concatenation measures its runs' own fonts, as they are drawn")
    func measuringRuns() throws {
        let measurer = try #require(PangoTextMeasurer())
        let plain = measurer.size(of: StyledText("Hello World", font: .body), width: nil, height: nil)
        let mixed = measurer.size(of: StyledText([TextRun("Hello ", font: .body, color: .black),
                                                  TextRun("World", font: Font.body.bold(), color: .black)]), width: nil, height: nil)
        let big = measurer.size(of: StyledText([TextRun("Hello ", font: .body, color: .black),
                                                TextRun("World", font: .largeTitle, color: .black)]), width: nil, height: nil)
        #expect(mixed.width > plain.width)
        #expect(big.height > plain.height && big.width > mixed.width)
    }

    @Test("a line limit cuts the height to its lines; without one the text wraps in full")
    func lineLimit() throws {
        func height(_ limit: Int?) throws -> Double {
            try #require(frame(of: "t", in: Text(long).lineLimit(limit).accessibilityIdentifier("t").frame(width: 200))).height
        }
        let one = try height(1), two = try height(2), all = try height(nil)
        #expect(one > 15 && one < 30)
        #expect(abs(two - 2 * one) <= 2)
        #expect(all > 3 * one)
    }

    @Test("lineLimit(_:reservesSpace:) and a range reserve their lines' height")
    func reservedLines() throws {
        let measurer = try #require(PangoTextMeasurer())
        let one = measurer.size(of: StyledText("Hi", font: .body), width: 200, height: nil).height
        var reserved = StyledText("Hi", font: .body)
        reserved.lineLimit = 3
        reserved.reservedLines = 3
        let three = measurer.size(of: reserved, width: 200, height: nil).height
        #expect(abs(three - 3 * one) <= 2)
    }

    @Test("truncation makes the measured width fit, at the head, middle or tail")
    func truncation() throws {
        let measurer = try #require(PangoTextMeasurer())
        let natural = measurer.size(of: StyledText(long, font: .body), width: nil, height: nil)
        for mode in [TruncationMode.head, .middle, .tail] {
            var text = StyledText(long, font: .body)
            text.lineLimit = 1
            text.truncation = mode
            let cut = measurer.size(of: text, width: 150, height: nil)
            #expect(cut.width <= 150, "\(mode)")
            #expect(cut.height < natural.height * 1.5, "one line: \(cut)")
        }
        // A height too small for the wrapped text shows the lines that fit.
        let layouts = try #require(TextLayouts())
        let tall = try #require(layouts.layout(StyledText(long, font: .body), width: 150, height: nil, frame: 1)).layout
        let short = try #require(layouts.layout(StyledText(long, font: .body), width: 150, height: 45, frame: 1)).layout
        #expect(tall.lineBottoms.count > 2 && !tall.isTruncated)
        #expect(short.lineBottoms.count == 2 && short.isTruncated)
    }

    @Test("a frame too short for the text shows fewer lines, as SwiftUI proposes the height")
    func heightCut() throws {
        let text = try #require(frame(of: "t", in: Text(long).accessibilityIdentifier("t").frame(width: 200, height: 30)))
        #expect(text.height <= 30 && text.height > 15)
    }

    @Test("a line limit counts the lines of every paragraph")
    func paragraphs() throws {
        let layouts = try #require(TextLayouts())
        var text = StyledText("one\ntwo\nthree\nfour", font: .body)
        text.lineLimit = 2
        let layout = try #require(layouts.layout(text, width: 300, height: nil, frame: 1)).layout
        #expect(layout.lineBottoms.count == 2)
        // The second line ends in an ellipsis: the text went on.
        #expect(layout.text == "one\u{2028}two\u{2026}")
    }

    @Test("minimumScaleFactor shrinks a line to fit before it truncates")
    func minimumScaleFactor() throws {
        let layouts = try #require(TextLayouts())
        var text = StyledText("Reservations", font: .largeTitle)
        text.lineLimit = 1
        let cut = try #require(layouts.layout(text, width: 150, height: nil, frame: 1)).layout
        text.minimumScaleFactor = 0.5
        let shrunk = try #require(layouts.layout(text, width: 150, height: nil, frame: 1)).layout
        #expect(cut.isTruncated)
        #expect(!shrunk.isTruncated && shrunk.logical.width <= 150 && shrunk.logical.height < cut.logical.height)
    }

    @Test("values format in the environment's locale: en_US unless set")
    func formatting() throws {
        let price = 12.5
        #expect(styled(Text(price, format: .currency(code: "EUR")))?.string == "€12.50")
        #expect(styled(Text("Total: \(price, format: .currency(code: "EUR"))"))?.string == "Total: €12.50")
        #expect(styled(Text(0.25, format: .percent))?.string == "25%")
        let german = styled(Text(price, format: .currency(code: "EUR")).environment(\.locale, Locale(identifier: "de_DE")))?.string
        #expect(german == "12,50\u{00A0}€")
        // As SwiftUI's LocalizedStringKey: integers as %lld, doubles as %lf.
        #expect(styled(Text("\(3) of \(1234)"))?.string == "3 of 1234")
        #expect(styled(Text("\(3.14)"))?.string == "3.140000")
        #expect(styled(Text("\(3.14159, specifier: "%.2f") kg"))?.string == "3.14 kg")
        #expect(styled(Text("Hello \(Text("you").bold())"))?.runs.map(\.font.weight) == [.regular, .bold])
    }

    @Test("an unknown Font.custom family falls back and is logged once")
    func unknownFamily() throws {
        let layouts = try #require(TextLayouts())
        let list = layouts.familyList(for: .custom("No Such Family", size: 17))
        #expect(list.hasPrefix("No Such Family,DejaVu Sans"))
        #expect(FontResolver.wasReportedMissing("No Such Family"))
        #expect(!FontResolver.wasReportedMissing("DejaVu Serif"))
        _ = layouts.familyList(for: .custom("DejaVu Serif", size: 17))
        #expect(!FontResolver.wasReportedMissing("DejaVu Serif"))
    }
}
