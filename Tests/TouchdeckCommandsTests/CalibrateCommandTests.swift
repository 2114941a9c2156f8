import Foundation
import KioskCalibration
import KioskConfig
import Testing
import TestSupport
import TouchModel
@testable import Kiosk

/// `touchdeck calibrate --replay` on traces made with `touchdeck trace build`:
/// the whole command — wizard, PNG frames, fit, config file — on the host.
@Suite("touchdeck calibrate", .builtInApps)
struct CalibrateCommandTests {
    static let touchdeck = TestBinaries.touchdeck

    /// A 4096-unit digitizer turned 2°, scaled and offset.
    static let skew: CalibrationMatrix = {
        let t = -2.0 * .pi / 180
        return CalibrationMatrix(1.04 * cos(t), -1.04 * sin(t), -0.03, 0.97 * sin(t), 0.97 * cos(t), 0.02)
    }()

    /// A touch script tapping where the skewed digitizer reports each target
    /// of a wizard, then the check cross and Accept (unless only `taps` targets).
    static func script(_ wizard: CalibrationWizard, taps: Int? = nil) -> String {
        let accept = wizard.buttons.accept
        let points = taps.map { Array(wizard.targets.prefix($0)) } ?? wizard.targets + [wizard.checkPoint, Point(x: accept.midX, y: accept.midY)]
        return script(wizard, points: points) { skew.apply($0) }
    }

    /// A touch script tapping `points` on the wizard's screen as `digitizer` (panel to reported, normalised) reports them.
    static func script(_ wizard: CalibrationWizard, points: [Point], digitizer: (Point) -> Point) -> String {
        let undo = wizard.options.rotation.displayTouchMatrix.inverted ?? .identity
        var lines = ["screen 4096x4096"]
        for point in points {
            let reported = digitizer(undo.apply(Point(x: point.x / wizard.options.screen.width, y: point.y / wizard.options.screen.height)))
            lines += [String(format: "down %.3f %.3f", reported.x * 4096, reported.y * 4096), "hold 0.2", "up", "hold 0.5"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The skewed digitizer with its middle bulged to the right: about 35 px at
    /// the centre of an 800×480 screen, whose tolerance is 28 px.
    static func bulged(_ p: Point) -> Point {
        let weight = (1 - (2 * p.x - 1) * (2 * p.x - 1)) * (1 - (2 * p.y - 1) * (2 * p.y - 1))
        let skewed = skew.apply(p)
        return Point(x: skewed.x + 0.05 * weight, y: skewed.y)
    }

    static func build(_ script: String, in directory: TemporaryDirectory, named name: String) throws -> String {
        let source = try directory.write("\(name).touch", script)
        let trace = directory.path + "/\(name).yaml"
        let (status, error) = try ChildProcess.run(touchdeck, ["trace", "build", source, "-o", trace])
        #expect(status == 0, "trace build failed: \(error)")
        return trace
    }

    @Test("a skewed digitizer on a display turned 90°: the matrix lands in the config within a pixel, the rest of the file kept",
          .enabled(if: FileManager.default.isExecutableFile(atPath: touchdeck), "needs the built touchdeck"))
    func calibratesIntoTheConfig() throws {
        let directory = try TemporaryDirectory()
        let wizard = CalibrationWizard(options: .init(screen: .init(width: 800, height: 1280), rotation: .quarter))
        let trace = try Self.build(Self.script(wizard), in: directory, named: "taps")
        let original = "# kiosk\ndisplay:\n  rotation: 90   # portrait\ngestures:\n  tap: {maximumDuration: 0.6}\n"
        let config = try directory.write("kiosk.yaml", original)
        let frames = directory.path + "/frames"
        let (status, error) = try ChildProcess.run(Self.touchdeck, ["calibrate", "--replay", trace, "--display", "png:\(frames)",
                                                                    "--screen", "1280x800", "--config", config])
        #expect(status == 0, "calibrate failed: \(error)")
        let text = try String(contentsOfFile: config, encoding: .utf8)
        #expect(text.hasPrefix(original + "\ndevices:\n"), "the file became: \(text)")
        let entry = try #require(try SettingsLoader(environment: [:]).load(path: config).devices.first)
        #expect(entry.identity == DeviceIdentity(name: "Touchdeck Synthetic Touchscreen", vendor: 0x1d6b, product: 0x7d01))
        let truth = try #require(Self.skew.inverted)
        let worst = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)].map { p in
            let a = entry.matrix.apply(p), b = truth.apply(p)
            return Point(x: (a.x - b.x) * 1280, y: (a.y - b.y) * 800).distance(to: .zero)
        }.max() ?? .infinity
        #expect(worst < 1)
        let pngs = try FileManager.default.contentsOfDirectory(atPath: frames).filter { $0.hasPrefix("frame-") }
        #expect(pngs.count == 8, "one frame at the start and one per touch (five targets, the check, Accept): \(pngs)")
    }

    @Test("with a displays: list the targets go on the screen devices[].display puts the touchscreen on, turned by its rotation (90°), not the first's",
          .enabled(if: FileManager.default.isExecutableFile(atPath: touchdeck), "needs the built touchdeck"))
    func calibratesOnTheDevicesScreen() throws {
        let directory = try TemporaryDirectory()
        // The taps are where a 90°-turned 800×1280 wizard's crosses are: unturned, they would miss.
        let wizard = CalibrationWizard(options: .init(screen: .init(width: 800, height: 1280), rotation: .quarter))
        let trace = try Self.build(Self.script(wizard), in: directory, named: "taps")
        let config = try directory.write("kiosk.yaml", """
            displays:
              - connector: HDMI-A-1
              - connector: HDMI-A-2
                rotation: 90
            devices:
              - name: "Touchdeck Synthetic Touchscreen"
                display: HDMI-A-2

            """)
        let (status, error) = try ChildProcess.run(Self.touchdeck, ["calibrate", "--replay", trace, "--display", "png:\(directory.path)/f",
                                                                    "--screen", "1280x800", "--config", config])
        #expect(status == 0, "calibrate failed: \(error)")
        #expect(error.contains("calibrating on HDMI-A-2 turned 90° (devices[].display puts the touchscreen on it)"), "\(error)")
        let settings = try SettingsLoader(environment: [:]).load(path: config)
        let entry = try #require(settings.devices.first)
        let truth = try #require(Self.skew.inverted)
        let worst = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)].map { p in
            let a = entry.matrix.apply(p), b = truth.apply(p)
            return Point(x: (a.x - b.x) * 1280, y: (a.y - b.y) * 800).distance(to: .zero)
        }.max() ?? .infinity
        #expect(worst < 1)
        // The screen the device sits on is kept.
        #expect(settings.deviceDisplays.map(\.connector) == ["HDMI-A-2"])
        // --connector chooses the other screen.
        let (_, otherError) = try ChildProcess.run(Self.touchdeck, ["calibrate", "--replay", trace, "--display", "png:\(directory.path)/g",
                                                                        "--screen", "1280x800", "--config", config, "--connector", "HDMI-A-1",
                                                                        "--dry-run"])
        #expect(otherError.contains("calibrating on HDMI-A-1 (--connector names it)"), "\(otherError)")
    }

    @Test("a digitizer that is not affine (five targets, then eleven more on the centre): the best fit is offered, accepted, checked and written",
          .enabled(if: FileManager.default.isExecutableFile(atPath: touchdeck), "needs the built touchdeck"))
    func nonAffineDigitizerEnds() throws {
        let directory = try TemporaryDirectory()
        let wizard = CalibrationWizard(options: .init(screen: .init(width: 800, height: 480)))
        let accept = Point(x: wizard.buttons.accept.midX, y: wizard.buttons.accept.midY)
        let points = wizard.targets + Array(repeating: wizard.targets[4], count: 11) + [accept, wizard.checkPoint, accept]
        let trace = try Self.build(Self.script(wizard, points: points, digitizer: Self.bulged), in: directory, named: "bulged")
        let config = try directory.write("kiosk.yaml", "gestures: {}\n")
        let (status, error) = try ChildProcess.run(Self.touchdeck, ["calibrate", "--replay", trace, "--display", "png:\(directory.path)/f",
                                                                    "--config", config])
        #expect(status == 0, "calibrate failed: \(error)")
        let entry = try #require(try SettingsLoader(environment: [:]).load(path: config).devices.first)
        #expect(entry.identity.name == "Touchdeck Synthetic Touchscreen")
    }

    @Test("too few touches, or a config that does not load: exit 1 with the reason, the file untouched",
          .enabled(if: FileManager.default.isExecutableFile(atPath: touchdeck), "needs the built touchdeck"))
    func failures() throws {
        let directory = try TemporaryDirectory()
        let wizard = CalibrationWizard(options: .init(screen: .init(width: 800, height: 480)))
        let short = try Self.build(Self.script(wizard, taps: 3), in: directory, named: "short")
        let config = try directory.write("kiosk.yaml", "gestures: {}\n")
        let (status, error) = try ChildProcess.run(Self.touchdeck, ["calibrate", "--replay", short, "--display", "png:\(directory.path)/f",
                                                                    "--config", config])
        #expect(status == 1)
        #expect(error.contains("calibration not finished: 3 touch(es) taken, the trace ended"), "\(error)")
        #expect(try String(contentsOfFile: config, encoding: .utf8) == "gestures: {}\n")

        let full = try Self.build(Self.script(wizard), in: directory, named: "full")
        let bad = try directory.write("bad.yaml", "display:\n  rotation: 45\n")
        let (badStatus, badError) = try ChildProcess.run(Self.touchdeck, ["calibrate", "--replay", full, "--display", "png:\(directory.path)/g",
                                                                          "--config", bad])
        #expect(badStatus == 1)
        #expect(badError.contains("\(bad):2:13: error: display.rotation: 45 is not a quarter turn"), "\(badError)")
        #expect(try String(contentsOfFile: bad, encoding: .utf8) == "display:\n  rotation: 45\n")
    }
}
