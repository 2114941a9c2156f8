import Foundation
@testable import ImageFiles
import Render
import Scene
import Testing
import TestSupport
@testable import TouchUI

/// `Image`: PNG, JPEG and SVG files by path or by name, symbols by SF
/// Symbols name, and what bad files and names do.
@Suite("Images")
struct ImageTests {
    /// Lays `view` out on `screen` and renders it (white background, scale 1).
    private func render<V: View>(_ view: V, _ screen: Size = Size(width: 200, height: 120),
                                 directories: [String] = []) throws -> (Harness<V>, SceneRenderer) {
        let harness = Harness(view, screen: screen)
        harness.host.imageDirectories = directories
        harness.advance(to: 1)
        let renderer = try SceneRenderer(width: Int(screen.width), height: Int(screen.height), scale: 1, background: .white)
        _ = renderer.render(harness.runner.presented())
        return (harness, renderer)
    }

    /// A pixel's red, green and blue (0–255).
    private func rgb(_ renderer: SceneRenderer, _ x: Double, _ y: Double) -> (Int, Int, Int) {
        let p = renderer.pixel(x: Int(x), y: Int(y))
        return (Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF))
    }

    private func close(_ a: (Int, Int, Int), _ b: (Int, Int, Int), within tolerance: Int = 24) -> Bool {
        abs(a.0 - b.0) <= tolerance && abs(a.1 - b.1) <= tolerance && abs(a.2 - b.2) <= tolerance
    }

    /// Whether `size` is a square of `side` (to rounding: frames are summed from offsets).
    private func same(_ size: Size, _ side: Double) -> Bool {
        abs(size.width - side) < 1e-9 && abs(size.height - side) < 1e-9
    }

    @Test("formats are told apart by content, whatever the file is named")
    func sniffing() throws {
        let folder = try TemporaryDirectory()
        let png = try ImageFixtures.write(ImageFixtures.png(width: 12, height: 8), to: "a.png", in: folder)
        let jpegNamedPNG = try ImageFixtures.write(ImageFixtures.jpeg(width: 24, height: 16), to: "b.png", in: folder)
        let svg = try ImageFixtures.write(Array(ImageFixtures.svg.utf8), to: "c.data", in: folder)
        #expect(try ImageFile.probe(png).get() == ImageFileInfo(format: .png, size: Size(width: 12, height: 8)))
        #expect(try ImageFile.probe(jpegNamedPNG).get() == ImageFileInfo(format: .jpeg, size: Size(width: 24, height: 16)))
        #expect(try ImageFile.probe(svg).get() == ImageFileInfo(format: .svg, size: Size(width: 40, height: 30)))
        #expect(ImageFormat.sniff(Array("<!-- a comment -->\n<svg width='1'".utf8)) == .svg)
        #expect(ImageFormat.sniff(Array("<html><body>".utf8)) == nil)
        #expect(ImageFormat.sniff([0x47, 0x49, 0x46, 0x38]) == nil)   // GIF: not drawn
    }

    @Test("a PNG, a JPEG and an SVG take their own sizes and draw their pixels")
    func formatsDraw() throws {
        let folder = try TemporaryDirectory()
        let png = try ImageFixtures.write(ImageFixtures.png(width: 40, height: 20), to: "p.png", in: folder)
        let jpeg = try ImageFixtures.write(ImageFixtures.jpeg(width: 40, height: 20), to: "j.jpg", in: folder)
        let svg = try ImageFixtures.write(Array(ImageFixtures.svg.utf8), to: "s.svg", in: folder)
        let (harness, renderer) = try render(HStack(spacing: 10) {
            Image(path: png).accessibilityIdentifier("png")
            Image(path: jpeg).accessibilityIdentifier("jpeg")
            Image(path: svg).accessibilityIdentifier("svg")
        }.position(x: 70, y: 30))
        let pngFrame = try #require(harness.frame(of: "png"))
        let jpegFrame = try #require(harness.frame(of: "jpeg"))
        let svgFrame = try #require(harness.frame(of: "svg"))
        #expect(pngFrame.size == Size(width: 40, height: 20))
        #expect(jpegFrame.size == Size(width: 40, height: 20))
        #expect(svgFrame.size == Size(width: 40, height: 30))
        #expect(close(rgb(renderer, pngFrame.minX + 5, pngFrame.midY), (255, 0, 0), within: 0))
        #expect(close(rgb(renderer, pngFrame.maxX - 5, pngFrame.midY), (0, 0, 255), within: 0))
        #expect(close(rgb(renderer, jpegFrame.minX + 5, jpegFrame.midY), (255, 0, 0)))
        #expect(close(rgb(renderer, jpegFrame.maxX - 5, jpegFrame.midY), (0, 0, 255)))
        #expect(close(rgb(renderer, svgFrame.minX + 3, svgFrame.minY + 3), (0, 255, 0), within: 0))
        #expect(close(rgb(renderer, svgFrame.midX, svgFrame.midY), (0, 0, 255), within: 0))
        #expect(renderer.missingImages.isEmpty)
    }

    @Test("a resizable SVG is drawn as vectors at the size shown: sharp edges at 8×")
    func svgScales() throws {
        let folder = try TemporaryDirectory()
        let svg = try ImageFixtures.write(Array(ImageFixtures.svg.utf8), to: "s.svg", in: folder)
        let (harness, renderer) = try render(Image(path: svg).resizable().frame(width: 320, height: 240)
            .accessibilityIdentifier("big").position(x: 160, y: 120), Size(width: 320, height: 240))
        let frame = try #require(harness.frame(of: "big"))
        #expect(frame.size == Size(width: 320, height: 240))
        // The circle's edge (radius 80 at 8×) crosses from blue to green within two pixels.
        let y = frame.midY
        #expect(close(rgb(renderer, frame.midX + 78, y), (0, 0, 255), within: 0))
        #expect(close(rgb(renderer, frame.midX + 82, y), (0, 255, 0), within: 0))
    }

    @Test("a missing file, a truncated JPEG and SVG and a text file draw a placeholder and are logged by name")
    func badFiles() throws {
        let folder = try TemporaryDirectory()
        let whole = try ImageFixtures.jpeg(width: 64, height: 64)
        // Cut halfway through the scan data (after the SOS marker), so the header is whole.
        let scan = try #require((0..<whole.count - 1).first { whole[$0] == 0xFF && whole[$0 + 1] == 0xDA })
        let truncatedJPEG = try ImageFixtures.write(Array(whole.prefix(scan + (whole.count - scan) / 2)), to: "half.jpg", in: folder)
        let truncatedSVG = try ImageFixtures.write(Array(ImageFixtures.svg.utf8.prefix(120)), to: "half.svg", in: folder)
        let text = try folder.write("notes.png", "not a picture at all")
        let missing = folder.path + "/gone.png"
        let (harness, renderer) = try render(HStack(spacing: 8) {
            Image(path: truncatedJPEG).accessibilityIdentifier("jpeg")
            Image(path: truncatedSVG).resizable().frame(width: 30, height: 30)
            Image(path: text)
            Image(path: missing)
        }.position(x: 100, y: 60))
        #expect(ViewWarnings.wasSaid(startingWith: "Image(path: \"\(truncatedSVG)\"): \(truncatedSVG) is a damaged SVG"))
        #expect(ViewWarnings.wasSaid("Image(path: \"\(text)\"): \(text) is not a PNG, JPEG or SVG image; drawing a placeholder"))
        #expect(ViewWarnings.wasSaid(startingWith: "Image(path: \"\(missing)\"): \(missing) cannot be read"))
        // The JPEG's header is whole (it takes its size); its body is not: the renderer says so.
        let jpegFrame = try #require(harness.frame(of: "jpeg"))
        #expect(jpegFrame.size == Size(width: 64, height: 64))
        #expect(renderer.missingImages[truncatedJPEG]?.hasPrefix("is a damaged JPEG") == true)
        #expect(close(rgb(renderer, jpegFrame.minX + 5, jpegFrame.midY), (204, 204, 204), within: 1))
    }

    @Test("an image over the pixel or byte limit is refused before it is decoded")
    func tooLarge() throws {
        let folder = try TemporaryDirectory()
        // A PNG header claiming 5000 × 5000 pixels (25 M, over 4096²).
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        header += [0, 0, 0x13, 0x88, 0, 0, 0x13, 0x88, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        let huge = try ImageFixtures.write(header, to: "huge.png", in: folder)
        guard case .failure(.tooLarge) = ImageFile.probe(huge) else { Issue.record("a 5000×5000 PNG was not refused"); return }
        _ = try render(Image(path: huge))
        #expect(ViewWarnings.wasSaid("Image(path: \"\(huge)\"): \(huge) is too large (5000×5000 pixels, over the limit of 16777216); drawing a placeholder"))
        let jpeg = try ImageFixtures.jpeg(width: 100, height: 100)
        #expect(ImageFile.probe(bytes: jpeg, limits: ImageLimits(maxPixels: 9999)) == .failure(.tooLarge("100×100 pixels, over the limit of 9999")))
        let path = try ImageFixtures.write(jpeg, to: "j.jpg", in: folder)
        guard case .failure(.tooLarge) = ImageFile.read(path, limits: ImageLimits(maxFileBytes: 100)) else {
            Issue.record("a file over the byte limit was read"); return
        }
    }

    @Test("a JPEG shown at a quarter of its size is decoded at a quarter")
    func jpegScaledDecode() throws {
        let jpeg = try ImageFixtures.jpeg(width: 1080, height: 1920)
        #expect(ImageDecoder.jpegDenominator(full: Size(width: 1080, height: 1920), wanted: Size(width: 270, height: 480)) == 4)
        #expect(ImageDecoder.jpegDenominator(full: Size(width: 1080, height: 1920), wanted: Size(width: 271, height: 480)) == 2)
        let decoded = try ImageDecoder.decodeRaster(jpeg, wanted: Size(width: 270, height: 480)).get()
        #expect(decoded.denominator == 4)
        #expect(decoded.fullSize == Size(width: 1080, height: 1920))
    }

    @Test("Image(\"name\") finds name.svg in the kiosk's images folder and a bundle; an unknown name is a logged placeholder")
    func namedLookup() throws {
        let folder = try TemporaryDirectory()
        try ImageFixtures.write(Array(ImageFixtures.svg.utf8), to: "logo.svg", in: folder)
        let bundleFolder = try TemporaryDirectory()
        try ImageFixtures.write(ImageFixtures.png(width: 16, height: 12), to: "badge.png", in: bundleFolder)
        let bundle = try #require(Bundle(path: bundleFolder.path))
        let (harness, renderer) = try render(HStack {
            Image("logo").accessibilityIdentifier("logo")
            Image("badge", bundle: bundle).accessibilityIdentifier("badge")
            Image("no-such-picture").accessibilityIdentifier("missing")
        }.position(x: 100, y: 60), directories: [folder.path])
        #expect(harness.frame(of: "logo")?.size == Size(width: 40, height: 30))
        #expect(harness.frame(of: "badge")?.size == Size(width: 16, height: 12))
        #expect(harness.frame(of: "missing")?.size == Size(width: 10, height: 10))
        #expect(ViewWarnings.wasSaid(startingWith: "Image(\"no-such-picture\"): no image named \"no-such-picture\""))
        #expect(ViewWarnings.wasSaid(startingWith: "Image(\"no-such-picture\"): no image named \"no-such-picture\" (.png, .jpg, .jpeg or .svg) in \(folder.path)"))
        let logo = try #require(harness.frame(of: "logo"))
        #expect(close(rgb(renderer, logo.midX, logo.midY), (0, 0, 255), within: 0))
        // A name that climbs out of the folder is not looked up.
        #expect(ImageLookup.path(named: "../logo", bundle: nil, directories: [folder.path + "/sub"]) == nil)
    }

    @Test("symbols render in the foreground colour, sized to the font and the image scale")
    func symbols() throws {
        let names = ["star.fill", "heart.fill", "cart", "trash", "gearshape", "xmark", "checkmark.circle.fill", "house"]
        let (harness, renderer) = try render(HStack(spacing: 6) {
            ForEach(names, id: \.self) { name in
                Image(systemName: name).accessibilityIdentifier(name)
            }
        }.foregroundStyle(Color(RGBAColor(red: 1, green: 0, blue: 0))).font(.title).position(x: 170, y: 40),
            Size(width: 340, height: 80))
        for name in names {
            let frame = try #require(harness.frame(of: name))
            #expect(same(frame.size, 28 * 1.2), "\(name)")
            var red = 0, other = 0
            for y in Int(frame.minY)..<Int(frame.maxY) {
                for x in Int(frame.minX)..<Int(frame.maxX) {
                    let (r, g, b) = rgb(renderer, Double(x), Double(y))
                    if (r, g, b) == (255, 255, 255) { continue }
                    // Antialiased red over white: red full, green and blue equal.
                    if r == 255, g == b { red += 1 } else { other += 1 }
                }
            }
            #expect(red > 40, "\(name) drew \(red) red pixels")
            #expect(other == 0, "\(name) drew \(other) pixels not in its colour")
        }
        let (scaled, _) = try render(VStack {
            Image(systemName: "bell").imageScale(.small).accessibilityIdentifier("small")
            Image(systemName: "bell").imageScale(.large).accessibilityIdentifier("large")
            Image(systemName: "bell").resizable().frame(width: 50, height: 50).accessibilityIdentifier("resized")
        }.position(x: 100, y: 60))
        #expect(same(try #require(scaled.frame(of: "small")).size, 17 * 1.2 * 0.8))
        #expect(same(try #require(scaled.frame(of: "large")).size, 17 * 1.2 * 1.3))
        #expect(scaled.frame(of: "resized")?.size == Size(width: 50, height: 50))
    }

    @Test("an unknown symbol name draws an outline and is logged once")
    func unknownSymbol() throws {
        let (harness, _) = try render(Image(systemName: "no.such.symbol.here").accessibilityIdentifier("unknown").position(x: 50, y: 50))
        #expect(harness.frame(of: "unknown")?.size == Size(width: 17 * 1.2, height: 17 * 1.2))
        #expect(ViewWarnings.wasSaid("Image(systemName: \"no.such.symbol.here\"): not in the built-in symbol set (Material Icons); drawing a placeholder"))
    }

    @Test("the symbol table covers the common kiosk symbols, each a glyph of the font")
    func catalog() {
        let common = ["chevron.left", "chevron.right", "chevron.up", "chevron.down", "chevron.backward", "chevron.forward", "xmark",
                      "xmark.circle", "xmark.circle.fill", "checkmark", "checkmark.circle", "checkmark.circle.fill", "plus", "minus",
                      "plus.circle", "plus.circle.fill", "minus.circle", "minus.circle.fill", "trash", "pencil", "square.and.pencil",
                      "gear", "gearshape", "magnifyingglass", "house", "house.fill", "person", "person.fill", "person.circle", "person.2",
                      "cart", "cart.fill", "bag", "creditcard", "star", "star.fill", "heart", "heart.fill", "bell", "envelope", "phone",
                      "message", "info.circle", "exclamationmark.triangle", "exclamationmark.triangle.fill", "questionmark.circle",
                      "lock", "lock.fill", "lock.open", "key", "calendar", "clock", "wifi", "battery.100", "bolt", "qrcode", "printer",
                      "doc", "folder", "photo", "camera", "mic", "speaker.wave.2", "play.fill", "pause.fill", "stop.fill", "forward",
                      "backward", "arrow.left", "arrow.right", "arrow.up", "arrow.down", "arrow.clockwise", "arrow.counterclockwise",
                      "arrow.uturn.backward", "square.and.arrow.up", "ellipsis", "ellipsis.circle", "line.3.horizontal", "list.bullet",
                      "square.grid.2x2", "globe", "map", "location", "mappin", "hand.tap", "hand.raised", "wheelchair", "figure.roll",
                      "accessibility", "cup.and.saucer", "fork.knife", "takeoutbag.and.cup.and.straw", "ticket", "gift", "tag",
                      "percent", "dollarsign.circle", "eurosign.circle"]
        #expect(common.filter { SymbolCatalog.symbols[$0] == nil } == [])
        #expect(SymbolCatalog.symbols.count >= 120)
        // Outline and filled forms differ where the font has both.
        #expect(SymbolCatalog.symbols["star"]?.codePoint != SymbolCatalog.symbols["star.fill"]?.codePoint)
        #expect(SymbolCatalog.symbols["heart"]?.codePoint != SymbolCatalog.symbols["heart.fill"]?.codePoint)
        #expect(SymbolCatalog.symbols.values.allSatisfy { (0xE000...0xF8FF).contains($0.codePoint) || (0xF0000...0xFFFFD).contains($0.codePoint) })
    }

    @Test(".renderingMode(.template) draws a picture's alpha in the foreground colour")
    func template() throws {
        let folder = try TemporaryDirectory()
        let png = try ImageFixtures.write(ImageFixtures.png(width: 20, height: 20), to: "p.png", in: folder)
        let (harness, renderer) = try render(HStack {
            Image(path: png).renderingMode(.template).accessibilityIdentifier("template")
            Image(path: png).renderingMode(.original).accessibilityIdentifier("original")
        }.foregroundStyle(Color(RGBAColor(red: 0, green: 0.5, blue: 0))).position(x: 60, y: 30))
        let template = try #require(harness.frame(of: "template"))
        let original = try #require(harness.frame(of: "original"))
        #expect(close(rgb(renderer, template.minX + 3, template.midY), (0, 128, 0), within: 1))
        #expect(close(rgb(renderer, template.maxX - 3, template.midY), (0, 128, 0), within: 1))
        #expect(close(rgb(renderer, original.minX + 3, original.midY), (255, 0, 0), within: 0))
    }

    @Test(".resizable().scaledToFit() keeps an image's proportions in the frame offered")
    func scaledToFit() throws {
        let folder = try TemporaryDirectory()
        let png = try ImageFixtures.write(ImageFixtures.png(width: 40, height: 20), to: "p.png", in: folder)
        let (harness, _) = try render(VStack {
            Image(path: png).resizable().scaledToFit().frame(width: 100, height: 100).accessibilityIdentifier("fit")
            Image(path: png).resizable().aspectRatio(contentMode: .fill).frame(width: 60, height: 60).clipped()
                .accessibilityIdentifier("fill")
        }.position(x: 100, y: 100), Size(width: 200, height: 200))
        #expect(harness.frame(of: "fit")?.size == Size(width: 100, height: 100))
        func images(_ node: ViewNode) -> [ViewNode] {
            if case .drawing(.image) = node.kind { return [node] }
            return node.children.flatMap(images)
        }
        let drawn = harness.host.lastTree.map(images) ?? []
        #expect(drawn.map(\.frame.size) == [Size(width: 100, height: 50), Size(width: 120, height: 60)])
    }
}
