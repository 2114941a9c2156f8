import Foundation
import Testing
@testable import TouchModel

/// The least-squares fit behind `touchdeck calibrate`, on synthetic digitizers
/// whose distortion is known.
@Suite("Calibration fit")
struct CalibrationFitTests {
    /// A digitizer turned by `degrees`, scaled and offset: what it reports for a true position.
    static func skew(degrees: Double, scale: (Double, Double), offset: (Double, Double)) -> CalibrationMatrix {
        let t = degrees * .pi / 180
        return CalibrationMatrix(scale.0 * cos(t), -scale.0 * sin(t), offset.0, scale.1 * sin(t), scale.1 * cos(t), offset.1)
    }

    static let targets = [Point(x: 0.1, y: 0.1), Point(x: 0.9, y: 0.1), Point(x: 0.9, y: 0.9), Point(x: 0.1, y: 0.9), Point(x: 0.5, y: 0.5)]

    @Test("a known offset, rotation and scale is undone exactly")
    func recoversKnownDistortion() throws {
        let digitizer = Self.skew(degrees: 4, scale: (0.93, 1.05), offset: (0.03, -0.02))
        let samples = Self.targets.map { CalibrationSample(reported: digitizer.apply($0), target: $0) }
        let fit = try #require(CalibrationFit.fit(samples))
        let truth = try #require(digitizer.inverted)
        for (got, want) in zip(fit.values, truth.values) { #expect(abs(got - want) < 1e-9) }
        let screen = Size(width: 1280, height: 800)
        #expect(samples.allSatisfy { CalibrationFit.error(of: $0, under: fit, screen: screen) < 1e-6 })
    }

    @Test("noise of half a pixel leaves the fit within a pixel everywhere on the screen")
    func noisyTouchesStayWithinAPixel() throws {
        let digitizer = Self.skew(degrees: -2.5, scale: (1.04, 0.96), offset: (-0.01, 0.025))
        let screen = Size(width: 1280, height: 800)
        // A fixed pattern of ±0.5 px, so the test is the same on every run.
        let noise = [(0.5, -0.5), (-0.5, 0.5), (0.5, 0.5), (-0.5, -0.5), (0.3, -0.2)]
        let samples = zip(Self.targets, noise).map { target, n in
            let p = digitizer.apply(target)
            return CalibrationSample(reported: Point(x: p.x + n.0 / screen.width, y: p.y + n.1 / screen.height), target: target)
        }
        let fit = try #require(CalibrationFit.fit(samples))
        let truth = try #require(digitizer.inverted)
        for corner in [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)] {
            let raw = digitizer.apply(corner)
            let a = fit.apply(raw), b = truth.apply(raw)
            #expect(Point(x: (a.x - b.x) * screen.width, y: (a.y - b.y) * screen.height).distance(to: .zero) < 1)
        }
    }

    @Test("points on one line, or fewer than three, give no fit")
    func degenerate() {
        let line = [0.1, 0.5, 0.9].map { CalibrationSample(reported: Point(x: $0, y: $0), target: Point(x: $0, y: $0)) }
        #expect(CalibrationFit.fit(line) == nil)
        #expect(CalibrationFit.fit(Array(line.prefix(2))) == nil)
    }

    @Test("the misclick is among the suspects wherever it is; a centre one alone, a corner one with its opposite")
    func suspectsHoldTheMisclick() throws {
        let digitizer = Self.skew(degrees: 3, scale: (0.95, 1.03), offset: (0.02, -0.015))
        let screen = Size(width: 1000, height: 1000)
        for bad in Self.targets.indices {
            var samples = Self.targets.map { CalibrationSample(reported: digitizer.apply($0), target: $0) }
            samples[bad].reported = Point(x: samples[bad].reported.x - 0.08, y: samples[bad].reported.y + 0.05)
            let suspects = try #require(CalibrationFit.suspects(samples, screen: screen))
            #expect(suspects.indices == (bad == 4 ? [4] : [bad, (bad + 2) % 4].sorted()))
            #expect(suspects.error > 50)
        }
        let clean = Self.targets.map { CalibrationSample(reported: digitizer.apply($0), target: $0) }
        #expect((CalibrationFit.suspects(clean, screen: screen)?.error ?? 1) < 1e-6)
    }

    @Test("the axis report names swapped and mirrored axes")
    func axisReport() {
        #expect(AxisReport(.identity).isStraight)
        #expect(AxisReport(.identity).message == nil)
        let swapped = AxisReport(CalibrationMatrix(0, 1, 0, 1, 0, 0))
        #expect(swapped.swapped && !swapped.mirroredX && !swapped.mirroredY)
        let mirrored = AxisReport(CalibrationMatrix(-1, 0, 1, 0, 1, 0))
        #expect(!mirrored.swapped && mirrored.mirroredX && !mirrored.mirroredY)
        #expect(mirrored.message?.contains("left and right are mirrored") == true)
        let quarter = AxisReport(ScreenOrientation(rotation: .quarter).matrix)
        #expect(quarter.swapped && quarter.mirroredX && !quarter.mirroredY)
    }

    @Test("a matrix and its inverse compose to the identity; a flat one has none")
    func inverse() throws {
        let m = Self.skew(degrees: 30, scale: (2, 0.5), offset: (0.3, -0.1))
        let composed = m.followed(by: try #require(m.inverted))
        for (got, want) in zip(composed.values, CalibrationMatrix.identity.values) { #expect(abs(got - want) < 1e-12) }
        #expect(CalibrationMatrix(1, 2, 0, 2, 4, 0).inverted == nil)
    }

    @Test("a display turned 90° clockwise maps the panel's top right to the app's top left")
    func displayRotationTurnsTouchesBack() {
        let m = ScreenOrientation.Rotation.quarter.displayTouchMatrix
        #expect(m.apply(Point(x: 1, y: 0)) == Point(x: 0, y: 0))
        #expect(m.apply(Point(x: 1, y: 1)) == Point(x: 1, y: 0))
        let half = ScreenOrientation.Rotation.half.displayTouchMatrix
        #expect(half.apply(Point(x: 0.25, y: 0)) == Point(x: 0.75, y: 1))
        let mapping = ScreenMapping(x: AbsInfo(minimum: 0, maximum: 1279), y: AbsInfo(minimum: 0, maximum: 799),
                                    screen: Size(width: 800, height: 1280), displayRotation: .quarter)
        // The panel's right edge, halfway down, is the top of the portrait screen, in the middle.
        #expect(mapping.map(Point(x: 1280, y: 400)) == Point(x: 400, y: 0))
    }

    @Test("a device identity matches by every field it gives")
    func identityMatching() {
        let full = DeviceIdentity(name: "Panel", vendor: 0x222a, product: 1, phys: "usb-1/input0")
        #expect(full.matches(name: "Panel", vendor: 0x222a, product: 1, phys: "usb-1/input0"))
        #expect(!full.matches(name: "Panel", vendor: 0x222a, product: 1, phys: "usb-2/input0"))
        #expect(!full.matches(name: "Panel", vendor: 0x222b, product: 1, phys: "usb-1/input0"))
        #expect(!full.matches(name: "Other", vendor: 0x222a, product: 1, phys: "usb-1/input0"))
        let nameOnly = DeviceIdentity(name: "Panel")
        #expect(nameOnly.matches(name: "Panel", vendor: 9, product: 9, phys: nil))
        let list = [DeviceCalibration(identity: full, matrix: .identity),
                    DeviceCalibration(identity: nameOnly, matrix: CalibrationMatrix(2, 0, 0, 0, 2, 0))]
        #expect(list.entry(for: DeviceIdentity(name: "Panel", vendor: 1, product: 1))?.matrix == CalibrationMatrix(2, 0, 0, 0, 2, 0))
    }
}
