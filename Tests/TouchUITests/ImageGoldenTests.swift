import Foundation
import Render
import Testing
import TestSupport
@testable import TouchUI

/// Images' looks, rendered by Touchdeck itself: the built-in symbol set and
/// pictures from each file format.
@Suite("Images' looks (goldens)")
struct ImageGoldenTests {
    private func render<V: View>(_ view: V, _ screen: Size) throws -> SceneRenderer {
        let harness = Harness(view, screen: screen)
        harness.advance(to: 2)
        let renderer = try SceneRenderer(width: Int(screen.width), height: Int(screen.height), scale: 1, background: .white)
        _ = renderer.render(harness.runner.presented())
        return renderer
    }

    /// The symbols of the sheet in the DocC catalog, eight a row.
    static let sheet = [
        "chevron.left", "chevron.right", "xmark", "xmark.circle.fill", "checkmark", "checkmark.circle", "plus.circle.fill", "minus",
        "trash", "pencil", "gearshape", "magnifyingglass", "house", "house.fill", "person", "person.circle",
        "cart", "bag", "creditcard", "star", "star.fill", "heart", "heart.fill", "bell",
        "envelope", "phone", "info.circle", "exclamationmark.triangle", "questionmark.circle", "lock", "lock.open", "calendar",
        "clock", "wifi", "qrcode", "printer", "photo", "camera", "play.fill", "pause.fill",
        "arrow.clockwise", "square.and.arrow.up", "ellipsis.circle", "line.3.horizontal", "globe", "mappin", "hand.tap", "wheelchair",
        "fork.knife", "cup.and.saucer", "ticket", "gift", "tag", "percent", "dollarsign.circle", "eurosign.circle",
    ]

    private nonisolated struct Sheet: View {
        var body: some View {
            VStack(spacing: 6) {
                ForEach(0..<7, id: \.self) { row in
                    HStack(spacing: 4) {
                        ForEach(ImageGoldenTests.sheet[(row * 8)..<(row * 8 + 8)], id: \.self) { name in
                            VStack(spacing: 4) {
                                Image(systemName: name).font(.title).foregroundStyle(Color.blue)
                                Text(name).font(.system(size: 9)).foregroundStyle(Color.gray)
                            }
                            .frame(width: 92, height: 58)
                        }
                    }
                }
            }
        }
    }

    @Test("the symbol set: 56 common SF Symbols names in the tint, at .title")
    func symbols() throws {
        let renderer = try render(Sheet(), Size(width: 780, height: 440))
        let problem = try GoldenImage(besides: #filePath).mismatch(renderer, name: "symbols")
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test("a JPEG, an SVG at its size and at 3× (vectors, sharp), an SVG as a template, a PNG stretched with and without interpolation")
    func pictures() throws {
        let folder = try TemporaryDirectory()
        let jpeg = try ImageFixtures.write(ImageFixtures.jpeg(width: 120, height: 80, left: RGBAColor(red: 1, green: 0.6, blue: 0),
                                                               right: RGBAColor(red: 0.2, green: 0.4, blue: 0.9)), to: "photo.jpg", in: folder)
        let svg = try ImageFixtures.write(Array(ImageFixtures.svg.utf8), to: "badge.svg", in: folder)
        let png = try ImageFixtures.write(ImageFixtures.png(width: 4, height: 4), to: "tiny.png", in: folder)
        let renderer = try render(HStack(spacing: 16) {
            Image(path: jpeg)
            Image(path: svg)
            Image(path: svg).resizable().frame(width: 120, height: 90)
            Image(path: svg).renderingMode(.template).resizable().scaledToFit().frame(width: 60, height: 60).foregroundStyle(Color.purple)
            VStack {
                Image(path: png).resizable().interpolation(.none).frame(width: 40, height: 40)
                Image(path: png).resizable().frame(width: 40, height: 40)
            }
        }, Size(width: 480, height: 120))
        let problem = try GoldenImage(besides: #filePath).mismatch(renderer, name: "pictures")
        #expect(problem == nil, "\(problem ?? "")")
    }
}
