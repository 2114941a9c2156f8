import Display
import Foundation
import Geometry
import Kiosk
import KioskCalibration
import Testing
import TestSupport
import TouchModel
import TouchTrace

/// The calibration wizard driven by built traces of digitizers with known
/// distortions, as `touchdeck calibrate --replay` drives it.
@Suite("Calibration wizard")
struct CalibrationWizardTests {
    static let panel = Size(width: 1280, height: 800)

    /// A digitizer turned 3°, scaled and offset: reported = skew(true), both normalised.
    static let skew: CalibrationMatrix = {
        let t = 3.0 * .pi / 180
        return CalibrationMatrix(0.95 * cos(t), -0.95 * sin(t), 0.02, 1.03 * sin(t), 1.03 * cos(t), -0.015)
    }()

    /// A trace tapping each of `points` (normalised, as the digitizer reports them) on a 1280×800 device.
    static func trace(_ points: [Point]) -> [TraceRecord] {
        var builder = TraceBuilder()
        for point in points {
            builder.down(at: Point(x: point.x * panel.width, y: point.y * panel.height))
            builder.hold(for: 0.15)
            builder.up()
            builder.hold(for: 0.4)
        }
        return [.device(index: 0, TraceDevice(description: builder.device))] + builder.events.map { .event(device: 0, $0) }
    }

    /// Runs a session on `records` into PNG frames, as the command does.
    static func run(_ records: [TraceRecord], rotation: ScreenOrientation.Rotation = .none) throws -> CalibrationSession {
        let directory = try TemporaryDirectory()
        let sink = try DisplayChoice.png(directory.path).open(width: Int(panel.width), height: Int(panel.height),
                                                             rotation: DisplayRotation(rawValue: rotation.rawValue) ?? .none)
        let output = try FrameOutput(sink: sink)
        let session = CalibrationSession(wizard: CalibrationWizard(options: .init(screen: output.screen, rotation: rotation)), output: output)
        var assembler: FrameAssembler?
        var mapping: ScreenMapping?
        for record in records {
            switch record {
            case .device(_, let device):
                assembler = FrameAssembler(device: device.description)
                mapping = ScreenMapping(device: device.description, screen: Size(width: 1, height: 1))
                session.deviceAdded(node: "trace", identity: DeviceIdentity(name: device.description.name))
            case .event(_, let event):
                guard let frame = assembler?.feed(event), let mapping else { continue }
                try session.handle(node: "trace", frame: mapping.map(frame), time: Double(event.time) / 1e6)
            }
        }
        try output.close()
        return session
    }

    /// Where the digitizer reports a touch on target `index` of a wizard.
    static func reported(_ wizard: CalibrationWizard, _ index: Int, digitizer: CalibrationMatrix) -> Point {
        reported(wizard, at: wizard.targets[index]) { digitizer.apply($0) }
    }

    /// Where a digitizer (panel position to reported position, both normalised) reports a touch at `point` on the wizard's screen.
    static func reported(_ wizard: CalibrationWizard, at point: Point, digitizer: (Point) -> Point) -> Point {
        let logical = Point(x: point.x / wizard.options.screen.width, y: point.y / wizard.options.screen.height)
        return digitizer((wizard.options.rotation.displayTouchMatrix.inverted ?? .identity).apply(logical))
    }

    /// The touches that end a wizard whose fit is made: the check cross, then Accept.
    static func checkAndAccept(_ wizard: CalibrationWizard, digitizer: CalibrationMatrix) -> [Point] {
        let accept = wizard.buttons.accept
        return [wizard.checkPoint, Point(x: accept.midX, y: accept.midY)].map { reported(wizard, at: $0) { digitizer.apply($0) } }
    }

    /// A digitizer that is not affine: the skewed one, its middle bulged
    /// `bulge` (normalised) to the right — the corners move together, the
    /// centre `bulge` × 0.87 apart from them.
    static func bulged(_ bulge: Double) -> (Point) -> Point {
        { p in
            let weight = (1 - (2 * p.x - 1) * (2 * p.x - 1)) * (1 - (2 * p.y - 1) * (2 * p.y - 1))
            let skewed = skew.apply(p)
            return Point(x: skewed.x + bulge * weight, y: skewed.y)
        }
    }

    /// The largest distance in pixels between two matrices over the panel's corners.
    static func difference(_ a: CalibrationMatrix, _ b: CalibrationMatrix) -> Double {
        [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)].map { p in
            let u = a.apply(p), v = b.apply(p)
            return Point(x: (u.x - v.x) * panel.width, y: (u.y - v.y) * panel.height).distance(to: .zero)
        }.max() ?? .infinity
    }

    @Test("a skewed digitizer, with a misclick on the way, is calibrated to within a pixel")
    func skewedDigitizer() throws {
        let wizard = CalibrationWizard(options: .init(screen: Self.panel))
        var points = wizard.targets.indices.map { Self.reported(wizard, $0, digitizer: Self.skew) }
        points.insert(Point(x: 0.5, y: 0.3), at: 3)  // a misclick aimed at target 4
        let session = try Self.run(Self.trace(points + Self.checkAndAccept(wizard, digitizer: Self.skew)))
        let result = try #require(session.result)
        #expect(session.touches.count == 8)
        #expect(try #require(result.checkError) < 1)
        #expect(Self.difference(result.matrix, try #require(Self.skew.inverted)) < 1)
        #expect(result.maximumError < 1)
        #expect(result.axes.isStraight)
    }

    @Test("on a display turned 90°, the matrix is the digitizer's own, before the rotation")
    func rotatedDisplay() throws {
        let wizard = CalibrationWizard(options: .init(screen: Size(width: 800, height: 1280), rotation: .quarter))
        let points = wizard.targets.indices.map { Self.reported(wizard, $0, digitizer: Self.skew) }
        let result = try #require(try Self.run(Self.trace(points + Self.checkAndAccept(wizard, digitizer: Self.skew)), rotation: .quarter).result)
        #expect(Self.difference(result.matrix, try #require(Self.skew.inverted)) < 1)
    }

    @Test("a digitizer with swapped axes is calibrated and said to be swapped")
    func swappedAxes() throws {
        let swapped = CalibrationMatrix(0, 1, 0, 1, 0, 0)
        let wizard = CalibrationWizard(options: .init(screen: Self.panel))
        let points = wizard.targets.indices.map { Self.reported(wizard, $0, digitizer: swapped) }
        let result = try #require(try Self.run(Self.trace(points + Self.checkAndAccept(wizard, digitizer: swapped))).result)
        #expect(result.axes.swapped && !result.axes.mirroredX && !result.axes.mirroredY)
        #expect(result.axes.message?.contains("swapped") == true)
        #expect(Self.difference(result.matrix, swapped) < 1)
    }

    @Test("a touch almost where an earlier target was touched is asked for again")
    func tooClose() {
        var wizard = CalibrationWizard(options: .init(screen: Self.panel))
        wizard.record(Point(x: 0.1, y: 0.1))
        let step = wizard.record(Point(x: 0.105, y: 0.1))
        guard case .target(let index, _, _, let message) = step else {
            Issue.record("finished early")
            return
        }
        #expect(index == 1)
        #expect(message?.contains("target 1") == true)
    }

    @Test("a misclick among the first three is found once all five are in, and asked again with its opposite corner")
    func earlyMisclick() {
        var wizard = CalibrationWizard(options: .init(screen: Self.panel))
        let good = wizard.targets.indices.map { Self.reported(wizard, $0, digitizer: .identity) }
        wizard.record(good[0])
        wizard.record(Point(x: 0.8, y: 0.2))  // target 2, 140 px off
        wizard.record(good[2])
        // Targets 4 and 5 disagree with the bent fit; each is believed when touched again at the same place.
        for index in [3, 4] {
            wizard.record(good[index])
            if case .target(let current, _, _, _) = wizard.step, current == index { wizard.record(good[index]) }
        }
        guard case .target(let index, _, _, let message) = wizard.step else {
            Issue.record("accepted the misclick")
            return
        }
        #expect(index == 1)
        #expect(message?.contains("Targets 2 and 4 disagree") == true)
        wizard.record(good[1])
        guard case .check(_, let fit) = wizard.record(good[3]) else {
            Issue.record("no check after the retouch")
            return
        }
        #expect(fit.maximumError < 1e-6)
    }

    @Test("a digitizer bulged 56 px in the middle: after target 5 is refused three times the best fit is offered; the stray centre touches after it answer nothing; accepted and checked, it ends")
    func nonAffineDigitizerEnds() throws {
        let wizard = CalibrationWizard(options: .init(screen: Self.panel))
        let digitizer = Self.bulged(0.05)
        // The five targets, then eleven more touches on the centre cross: the replay that used to loop.
        var points = wizard.targets.map { Self.reported(wizard, at: $0, digitizer: digitizer) }
        points += Array(repeating: points[4], count: 11)
        let accept = wizard.buttons.accept
        let answers = [Point(x: accept.midX, y: accept.midY), wizard.checkPoint, Point(x: accept.midX, y: accept.midY)]
        let session = try Self.run(Self.trace(points + answers.map { Self.reported(wizard, at: $0, digitizer: digitizer) }))
        let result = try #require(session.result, "not finished: \(session.wizard.step)")
        #expect(session.touches.count == 19)
        // The best fit of the four corners and the bulged centre: the centre off by four fifths of the bulge.
        #expect(result.samples.count == 5)
        #expect(result.maximumError > Self.panel.width * 0.05 * 0.5 && result.maximumError < Self.panel.width * 0.05)
        #expect(result.checkError != nil)

        // Stepped through by hand: the seventh touch (the third refusal of target 5) brings up the best fit.
        var stepped = CalibrationWizard(options: .init(screen: Self.panel))
        for point in points.prefix(6) {
            guard case .target = stepped.record(point) else {
                Issue.record("left the targets early: \(stepped.step)")
                return
            }
        }
        #expect(stepped.note?.contains("Target 5 disagrees") == true, "\(stepped.note ?? "")")
        guard case .bestFit(let fit, let refused) = stepped.record(points[6]) else {
            Issue.record("no best fit after three refusals: \(stepped.step)")
            return
        }
        #expect(refused == 4)
        #expect(fit.describe(fit.maximumError).contains("% of the diagonal"))
        // Another centre touch lands between the buttons: nothing is chosen.
        guard case .bestFit = stepped.record(points[7]) else {
            Issue.record("a centre touch answered the best-fit screen: \(stepped.step)")
            return
        }
        #expect(stepped.note == "Touch one of the two buttons.")
    }

    @Test("the best-fit screen's Retry all starts every target again")
    func bestFitRetryAll() {
        var wizard = CalibrationWizard(options: .init(screen: Self.panel))
        let digitizer = Self.bulged(0.05)
        let centre = Self.reported(wizard, at: wizard.targets[4], digitizer: digitizer)
        for point in wizard.targets.map({ Self.reported(wizard, at: $0, digitizer: digitizer) }) + [centre, centre] { wizard.record(point) }
        guard case .bestFit = wizard.step else {
            Issue.record("no best fit: \(wizard.step)")
            return
        }
        let redo = wizard.buttons.redo
        guard case .target(let index, _, _, let message) = wizard.record(Self.reported(wizard, at: Point(x: redo.midX, y: redo.midY), digitizer: digitizer)) else {
            Issue.record("Retry all did not start again: \(wizard.step)")
            return
        }
        #expect(index == 0 && message?.contains("Starting again") == true)
    }

    @Test("the check touch's error is shown; Redo starts again, Accept finishes with it")
    func checkStep() throws {
        var wizard = CalibrationWizard(options: .init(screen: Self.panel))
        let good = wizard.targets.indices.map { Self.reported(wizard, $0, digitizer: .identity) }
        for point in good { wizard.record(point) }
        guard case .check(let point, _) = wizard.step else {
            Issue.record("no check after five good touches: \(wizard.step)")
            return
        }
        #expect(point == wizard.checkPoint && !wizard.targets.contains(point))
        // 30 px to the right of the check cross.
        let off = Point(x: (point.x + 30) / Self.panel.width, y: point.y / Self.panel.height)
        guard case .checked(let checked) = wizard.record(off) else {
            Issue.record("the check touch was not taken: \(wizard.step)")
            return
        }
        #expect(abs(try #require(checked.checkError) - 30) < 1e-6)
        #expect(checked.describe(30) == "30 px (2.0 % of the diagonal)")
        let redo = wizard.buttons.redo
        guard case .target(0, _, _, _) = wizard.record(Point(x: redo.midX / Self.panel.width, y: redo.midY / Self.panel.height)) else {
            Issue.record("Redo did not start again: \(wizard.step)")
            return
        }
        for point in good { wizard.record(point) }
        wizard.record(Point(x: point.x / Self.panel.width, y: point.y / Self.panel.height))
        guard case .finished(let result) = wizard.choose(.accept) else {
            Issue.record("Accept did not finish: \(wizard.step)")
            return
        }
        #expect(result.checkError == 0 && result.maximumError < 1e-6)
    }

    @Test("a touch counts as the median of its samples without touch-down and lift; one with a second finger, or cancelled, counts for nothing")
    func touchesFromFrames() {
        func contact(_ id: Int, _ x: Double, _ change: ContactChange) -> TouchContact {
            TouchContact(id: id, position: Point(x: x, y: 0.5), change: change)
        }
        var taker = CalibrationTouches()
        #expect(taker.take(TouchFrame(time: 0, contacts: [contact(1, 0.25, .began)])) == nil)
        #expect(taker.take(TouchFrame(time: 1, contacts: [contact(1, 0.5, .moved)])) == nil)
        #expect(taker.take(TouchFrame(time: 2, contacts: [contact(1, 0.75, .ended)])) == Point(x: 0.5, y: 0.5))
        #expect(taker.take(TouchFrame(time: 3, contacts: [contact(2, 0.2, .began)])) == nil)
        #expect(taker.take(TouchFrame(time: 4, contacts: [contact(2, 0.2, .moved), contact(3, 0.8, .began)])) == nil)
        #expect(taker.take(TouchFrame(time: 5, contacts: [contact(2, 0.2, .ended), contact(3, 0.8, .ended)])) == nil)
        #expect(taker.take(TouchFrame(time: 6, contacts: [contact(4, 0.3, .began)])) == nil)
        #expect(taker.take(TouchFrame(time: 7, contacts: [contact(4, 0.3, .cancelled)])) == nil)
        #expect(taker.take(TouchFrame(time: 8, contacts: [contact(5, 0.7, .began)])) == nil)
        #expect(taker.take(TouchFrame(time: 9, contacts: [contact(5, 0.7, .ended)])) == Point(x: 0.7, y: 0.5))
    }

    @Test("the median ignores a spike and the touch-down and lift samples that a mean would follow")
    func medianAgainstOutliers() throws {
        let xs = [0.9, 0.50, 0.52, 0.98, 0.51, 0.49, 0.1]  // down far off, a spike, lift far off
        var taker = CalibrationTouches()
        var taken: Point?
        for (index, x) in xs.enumerated() {
            let change: ContactChange = index == 0 ? .began : index == xs.count - 1 ? .ended : .moved
            taken = taker.take(TouchFrame(time: Int64(index), contacts: [TouchContact(id: 1, position: Point(x: x, y: 0.5 + x / 100), change: change)]))
        }
        let point = try #require(taken)
        #expect(abs(point.x - 0.51) < 1e-9 && abs(point.y - (0.5 + 0.0051)) < 1e-9)
        let mean = xs.reduce(0, +) / Double(xs.count)
        #expect(abs(mean - 0.51) > 0.05, "the case must tell the median from the mean")
    }
}
