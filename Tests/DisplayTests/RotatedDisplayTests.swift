import Geometry
import Testing
@testable import Display

/// Keeps what it is shown, for checking where pixels land.
private final class CapturingDisplay: ScreenSink {
    let width: Int, height: Int
    var pixels: [UInt32]
    var damage: [PixelRect] = []

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = Array(repeating: 0, count: width * height)
    }

    func present(_ image: FrameImage, damage: [PixelRect], time: Double) throws {
        self.damage = damage
        for y in 0..<height { for x in 0..<width { pixels[y * width + x] = image.pixel(x: x, y: y) } }
    }

    func close() throws {}
}

@Suite("Rotated display")
struct RotatedDisplayTests {
    /// A 3×2 logical frame whose pixel (x, y) is 10·y + x + 1, shown turned.
    private func show(_ rotation: DisplayRotation, damage: PixelRect? = nil) throws -> CapturingDisplay {
        let logical = (width: rotation.swapsSides ? 2 : 3, height: rotation.swapsSides ? 3 : 2)
        let panel = CapturingDisplay(width: 3, height: 2)
        let display = RotatedDisplay(panel: panel, rotation: rotation)
        #expect(display.width == logical.width && display.height == logical.height)
        var source = [UInt32](repeating: 0, count: logical.width * logical.height)
        for y in 0..<logical.height { for x in 0..<logical.width { source[y * logical.width + x] = UInt32(10 * y + x + 1) } }
        try source.withUnsafeBytes { raw in
            let image = FrameImage(width: logical.width, height: logical.height, stride: logical.width * 4, pixels: raw.baseAddress!)
            try display.present(image, damage: [damage ?? image.bounds], time: 0)
        }
        return panel
    }

    @Test("90° clockwise: the logical top row becomes the panel's right column")
    func quarter() throws {
        let panel = try show(.quarter)
        // Logical 2×3: rows (1 2) (11 12) (21 22); turned clockwise onto 3×2.
        #expect(panel.pixels == [21, 11, 1, 22, 12, 2])
        #expect(panel.damage == [PixelRect(x: 0, y: 0, width: 3, height: 2)])
    }

    @Test("180° and 270° land where a turned picture would")
    func halfAndThreeQuarters() throws {
        #expect(try show(.half).pixels == [13, 12, 11, 3, 2, 1])
        #expect(try show(.threeQuarters).pixels == [2, 12, 22, 1, 11, 21])
    }

    /// `picture` (pixel (x, y) = 10·y + x + 1) shown on `panel` turned by `rotation` and centred.
    private func place(_ picture: (width: Int, height: Int), on panel: CapturingDisplay, _ rotation: DisplayRotation) throws -> RotatedDisplay {
        let display = RotatedDisplay(panel: panel, rotation: rotation, picture: picture)
        var source = [UInt32](repeating: 0, count: picture.width * picture.height)
        for y in 0..<picture.height { for x in 0..<picture.width { source[y * picture.width + x] = UInt32(10 * y + x + 1) } }
        try source.withUnsafeBytes { raw in
            let image = FrameImage(width: picture.width, height: picture.height, stride: picture.width * 4, pixels: raw.baseAddress!)
            try display.present(image, damage: [image.bounds], time: 0)
        }
        return display
    }

    @Test("a smaller picture (a mirror's) is centred, black around it; a larger one is cut evenly")
    func centred() throws {
        let panel = CapturingDisplay(width: 4, height: 3)
        let small = try place((2, 1), on: panel, .none)
        #expect(small.width == 2 && small.height == 1 && small.offset == (1, 1))
        #expect(panel.pixels == [0, 0, 0, 0,  0, 1, 2, 0,  0, 0, 0, 0])
        #expect(panel.damage == [PixelRect(x: 1, y: 1, width: 2, height: 1)])
        let narrow = CapturingDisplay(width: 2, height: 1)
        let large = try place((4, 1), on: narrow, .none)
        #expect(large.offset == (-1, 0))
        #expect(narrow.pixels == [2, 3])
        // Turned a quarter: the 3×2 panel is 2×3 turned; a 2×1 picture sits on its middle row.
        let turned = CapturingDisplay(width: 3, height: 2)
        _ = try place((2, 1), on: turned, .quarter)
        #expect(turned.pixels == [0, 1, 0, 0, 2, 0])
    }

    @Test("a damaged rectangle is copied and reported turned")
    func damageTurns() throws {
        let panel = try show(.quarter, damage: PixelRect(x: 0, y: 0, width: 1, height: 1))
        #expect(panel.damage == [PixelRect(x: 2, y: 0, width: 1, height: 1)])
        #expect(panel.pixels[2] == 1)
        #expect(panel.pixels[0] == 0)
    }
}

/// A screen that can be switched off and taken back, recording both.
private final class PoweredPanel: ScreenSink, ScreenPower {
    let width = 4, height = 2
    var switchedOn: [Bool] = []
    var resumed = 0
    func present(_ image: FrameImage, damage: [PixelRect], time: Double) throws {}
    func close() throws {}
    func resume() throws { resumed += 1 }
    func setScreen(on: Bool) throws { switchedOn.append(on) }
    var powerMethod: String { "test panel" }
}

@Suite("Wrapped displays keep their screen's power and seat")
struct WrappedDisplayPowerTests {
    @Test("a turned display blanks and takes back the panel it draws on", arguments: [DisplayRotation.none, .quarter, .half, .threeQuarters])
    func rotated(_ rotation: DisplayRotation) throws {
        let panel = PoweredPanel()
        let display = RotatedDisplay(panel: panel, rotation: rotation)
        let power = try #require(display.screenPower)
        try power.setScreen(on: false)
        try power.setScreen(on: true)
        try display.resume()
        #expect(panel.switchedOn == [false, true])
        #expect(panel.resumed == 1)
    }

    @Test("a mirrored display, turned or not, blanks its display, not its mirrors")
    func mirroredAndRotated() throws {
        let panel = PoweredPanel()
        let mirror = PoweredPanel()
        let display = MirroredDisplay(primary: RotatedDisplay(panel: panel, rotation: .quarter), mirrors: [mirror])
        try display.screenPower?.setScreen(on: false)
        try display.resume()
        #expect(panel.switchedOn == [false] && panel.resumed == 1)
        #expect(mirror.switchedOn.isEmpty && mirror.resumed == 0)
    }

    @Test("any wrapper — one written after these, inside a turned one inside a mirror — passes the panel's power and resume on")
    func anyWrapper() throws {
        let panel = PoweredPanel()
        let display = MirroredDisplay(primary: RotatedDisplay(panel: CountingWrapper(panel), rotation: .half), mirrors: [PoweredPanel()])
        let power = try #require(display.screenPower)
        #expect(power === panel, "the idle kiosk would switch \(power.powerMethod), not the panel")
        try power.setScreen(on: false)
        try display.resume()
        #expect(panel.switchedOn == [false] && panel.resumed == 1)
    }

    @Test("a sink with no screen to switch has no power")
    func noPower() {
        #expect(RotatedDisplay(panel: CapturingDisplay(width: 2, height: 2), rotation: .quarter).screenPower == nil)
    }
}

/// A wrapper as a kiosk builder might add one (frames counted, nothing else):
/// it says what it wraps and nothing about power or resuming.
private final class CountingWrapper: DisplayWrapper {
    let wrapped: any DisplaySink
    var frames = 0
    init(_ wrapped: any DisplaySink) { self.wrapped = wrapped }
    var width: Int { wrapped.width }
    var height: Int { wrapped.height }
    func present(_ image: FrameImage, damage: [PixelRect], time: Double) throws {
        frames += 1
        try wrapped.present(image, damage: damage, time: time)
    }
    func close() throws { try wrapped.close() }
}
