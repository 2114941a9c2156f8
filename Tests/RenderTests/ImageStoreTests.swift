import Foundation
import Geometry
import ImageFiles
import Motion
import Scene
import Testing
import TestSupport
import TouchdeckBench
@testable import Render

/// The renderer's image cache: bounded in bytes and in paths, JPEGs decoded to the size shown.
@Suite("Image store")
struct ImageStoreTests {
    private let full = Size(width: 100, height: 100)

    @Test("decoded pictures stay within the byte budget, the least recently drawn dropped first")
    func byteBudget() throws {
        let folder = try TemporaryDirectory()
        let paths = try (0..<3).map { try ImageFixtures.write(ImageFixtures.png(width: 100, height: 100), to: "p\($0).png", in: folder) }
        let store = ImageStore(byteBudget: 90_000)   // two 100×100 pictures (40,000 bytes each), not three
        _ = store.picture(at: paths[0], wanted: full)
        _ = store.picture(at: paths[1], wanted: full)
        #expect(store.byteCount == 80_000)
        _ = store.picture(at: paths[0], wanted: full)
        _ = store.picture(at: paths[2], wanted: full)
        #expect(store.byteCount == 80_000)
        #expect(store.holds(paths[0]) && store.holds(paths[2]) && !store.holds(paths[1]))
        // Dropped is not lost: drawn again, it is decoded again.
        #expect(store.picture(at: paths[1], wanted: full) != nil)
    }

    @Test("bad paths are remembered and reported within the entry limit")
    func entryLimit() {
        let store = ImageStore(entryLimit: 4)
        for index in 0..<10 { _ = store.picture(at: "/nonexistent/\(index).png", wanted: full) }
        #expect(store.entryCount <= 4)
        #expect(store.problems.count == 4)
        #expect(store.problems["/nonexistent/0.png"]?.hasPrefix("cannot be read") == true)
    }

    @Test("a JPEG drawn small is decoded small, and again larger when it is drawn larger")
    func jpegGrows() throws {
        let folder = try TemporaryDirectory()
        let path = try ImageFixtures.write(ImageFixtures.jpeg(width: 800, height: 600), to: "photo.jpg", in: folder)
        let store = ImageStore()
        guard case let .raster(small, _, denominator)? = store.picture(at: path, wanted: Size(width: 200, height: 150)) else {
            Issue.record("no picture"); return
        }
        #expect(denominator == 4 && small.width == 200 && small.height == 150)
        guard case let .raster(large, _, again)? = store.picture(at: path, wanted: Size(width: 800, height: 600)) else {
            Issue.record("no picture"); return
        }
        #expect(again == 1 && large.width == 800 && store.byteCount == 800 * 600 * 4)
    }

    @Test("a damaged file is reported once by path and drawn as a placeholder")
    func damaged() throws {
        let folder = try TemporaryDirectory()
        let whole = try ImageFixtures.png(width: 50, height: 50)
        let path = try ImageFixtures.write(Array(whole.prefix(60)), to: "cut.png", in: folder)
        let renderer = try SceneRenderer(width: 60, height: 60, background: .white)
        renderer.render(BenchmarkScenes.present([Layer(id: "img", frame: Rect(x: 5, y: 5, width: 50, height: 50), content: .image(path: path))]))
        #expect(renderer.missingImages[path]?.hasPrefix("is a damaged PNG") == true)
        #expect(renderer.pixel(x: 10, y: 30) == 0xFFCC_CCCC)
    }
}
