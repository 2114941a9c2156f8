import Foundation
import Testing
import TestSupport

/// The VM tests' pixel check itself (`Screendump.parsePPM`, `mismatches`):
/// it must find every differing pixel, and only those, or a screen test proves nothing.
@Suite("Screendump check")
struct ScreendumpCheckTests {
    /// A 3×2 P6 picture as QEMU writes one: header, one whitespace byte, packed RGB.
    static func ppm(_ rgb: [UInt8]) -> Data { Data("P6\n3 2\n255\n".utf8) + Data(rgb) }

    static let rgb: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255,
                               10, 20, 30, 40, 50, 60, 70, 80, 90]
    /// The same pixels as ARGB32.
    static func argb(_ x: Int, _ y: Int) -> UInt32 {
        let i = (y * 3 + x) * 3
        return 0xFF00_0000 | UInt32(rgb[i]) << 16 | UInt32(rgb[i + 1]) << 8 | UInt32(rgb[i + 2])
    }

    @Test func aDumpEqualToTheImageHasNoMismatch() throws {
        let dump = try Screendump.parsePPM(Self.ppm(Self.rgb))
        #expect(dump.width == 3 && dump.height == 2)
        let result = Screendump.mismatches(dump, width: 3, height: 2, pixel: Self.argb)
        #expect(result.count == 0 && result.first == nil)
    }

    @Test func eachDifferingPixelIsCountedAndTheFirstNamed() throws {
        var changed = Self.rgb
        changed[4] = 254                    // (1, 0) green off by one
        changed[17] = 99                    // (2, 1) blue off by nine
        let dump = try Screendump.parsePPM(Self.ppm(changed))
        let exact = Screendump.mismatches(dump, width: 3, height: 2, pixel: Self.argb)
        #expect(exact.count == 2)
        #expect(exact.first == "(1, 0): expected [0, 255, 0], screen has [0, 254, 0]")
        #expect(Screendump.mismatches(dump, width: 3, height: 2, tolerance: 1, pixel: Self.argb).count == 1)
        #expect(Screendump.mismatches(dump, width: 3, height: 2, tolerance: 9, pixel: Self.argb).count == 0)
    }

    @Test func aDumpOfAnotherSizeIsAllMismatch() throws {
        let dump = try Screendump.parsePPM(Self.ppm(Self.rgb))
        let result = Screendump.mismatches(dump, width: 2, height: 3, pixel: Self.argb)
        #expect(result.count == 6)
        #expect(result.first?.hasPrefix("sizes differ") == true)
    }

    @Test func aTruncatedPictureIsAnError() {
        #expect(throws: Screendump.Failure.self) { try Screendump.parsePPM(Self.ppm(Array(Self.rgb.prefix(10)))) }
    }
}
