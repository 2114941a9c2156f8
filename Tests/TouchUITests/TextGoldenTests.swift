import Foundation
import Render
import Testing
import TestSupport
@testable import TouchUI

/// The text styles' looks, rendered by Touchdeck itself.
@Suite("Text's looks (goldens)")
struct TextGoldenTests {
    private nonisolated struct Sheet: View {
        let styles: [(String, Font)] = [
            ("Large Title", .largeTitle), ("Title", .title), ("Title 2", .title2), ("Title 3", .title3),
            ("Headline", .headline), ("Body", .body), ("Callout", .callout), ("Subheadline", .subheadline),
            ("Footnote", .footnote), ("Caption", .caption), ("Caption 2", .caption2),
        ]

        var body: some View {
            HStack(alignment: .top, spacing: 24) {
                VStack(alignment: .leading, spacing: 4) {
                    ForEach(styles, id: \.0) { style in
                        Text(style.0).font(style.1)
                    }
                }
                VStack(alignment: .leading, spacing: 10) {
                    Text("Italic and bold").italic().bold()
                    HStack {
                        Text("Serif").fontDesign(.serif)
                        Text("Monospaced").monospaced()
                        Text("Rounded").fontDesign(.rounded)
                    }
                    Text("Underlined").underline() + Text(" and ") + Text("struck through").strikethrough(color: .red)
                    (Text("Total: ").foregroundColor(.gray) + Text(12.5, format: .currency(code: "EUR")).bold())
                        .font(.title3)
                    Text("Tracking 3").tracking(3)
                    Text("A line limit of one truncates the tail of a long sentence").lineLimit(1).frame(width: 240, alignment: .leading)
                    Text("A line limit of one truncates the middle of a long sentence").lineLimit(1).truncationMode(.middle)
                        .frame(width: 240, alignment: .leading)
                    Text("Two lines at most: the second line ends with an ellipsis where the text goes on and on")
                        .lineLimit(2).frame(width: 240, alignment: .leading)
                    Text("Shrinks to fit").font(.largeTitle).lineLimit(1).minimumScaleFactor(0.5).frame(width: 160, alignment: .leading)
                }
                .frame(width: 300, alignment: .leading)
            }
            .padding(20)
        }
    }

    @Test("every text style, italic, bold, underline, concatenation, formatting, truncation and shrinking")
    func textStyles() throws {
        let screen = Size(width: 600, height: 440)
        let harness = Harness(Sheet(), screen: screen)
        harness.advance(to: 2)
        let renderer = try SceneRenderer(width: Int(screen.width), height: Int(screen.height), scale: 1, background: .white)
        _ = renderer.render(harness.runner.presented())
        let problem = try GoldenImage(besides: #filePath).mismatch(renderer, name: "text-styles")
        #expect(problem == nil, "\(problem ?? "")")
    }
}
