import Foundation
import Geometry
import Gestures
import Kiosk
import KioskApps
import KioskCalibration
import KioskConfig
import KioskRuntime
import Render
import Scene
import Testing
import TestSupport
import TouchModel
import TouchTrace

/// In the QEMU harness only (tools/vmtest): `display.rotation` and
/// `touchdeck calibrate` on a real kernel — uinput panels read through
/// libinput, frames on /dev/fb0 (800×480).
@Suite("Rotation and calibration on a real kernel", .serialized, .builtInApps,
       .enabled(if: Screendump.available && access("/dev/uinput", W_OK) == 0 && access("/dev/fb0", W_OK) == 0,
                "needs the QEMU harness (tools/vmtest)"))
struct RotationCalibrationVMTests {
    static let date = "Saturday, 21 November"
    static let panel = Size(width: 800, height: 480)
    /// The wallet turned 90° on the panel: a 480×800 portrait screen.
    static let portrait = Size(width: 480, height: 800)
    /// Where, on the portrait wallet, Discover's strip is at start, and the opened card is.
    static let discoverStrip = Point(x: 240, y: 147)
    static let openedCard = Point(x: 240, y: 400)

    static let kioskBinary = TestBinaries.kiosk
    /// Seconds from a player's device appearing to its first event at the
    /// latest: a kiosk under software emulation on a loaded host has taken this
    /// long to start, open the device and settle its start-up animation (a
    /// touch before is missed or lands on a card still sliding in). The tests
    /// start the touches as soon as the kiosk says it is ready (`startTouches`).
    static let startupSeconds = 25

    static func temporary(_ name: String) -> String { FileManager.default.temporaryDirectory.appendingPathComponent(name).path }

    /// A digitizer of 4096×4096 units, turned 3°, scaled and offset: it reports `skew` of the true (panel) position.
    static let skew: CalibrationMatrix = {
        let t = 3.0 * .pi / 180
        return CalibrationMatrix(0.95 * cos(t), -0.95 * sin(t), 0.02, 1.03 * sin(t), 1.03 * cos(t), -0.015)
    }()
    static let skewedDevice = DeviceDescription.syntheticTouchscreen(name: "Skewed Digitizer", width: 4096, height: 4096)

    /// Where a point of the portrait screen is on the panel, normalised.
    static func onPanel(_ point: Point) -> Point {
        let logical = Point(x: point.x / portrait.width, y: point.y / portrait.height)
        return (ScreenOrientation.Rotation.quarter.displayTouchMatrix.inverted ?? .identity).apply(logical)
    }

    /// A trace tapping each normalised position (as `device` reports it).
    static func writeTrace(_ name: String, device: DeviceDescription, taps: [Point]) throws -> String {
        var builder = TraceBuilder(device: device)
        let axes = try #require(device.positionAxes)
        builder.hold(for: 0.1)
        for tap in taps {
            builder.down(at: Point(x: tap.x * Double(axes.x.span + 1), y: tap.y * Double(axes.y.span + 1)))
            builder.hold(for: 0.15)
            builder.up()
            builder.hold(for: 0.8)
        }
        let path = temporary(name)
        try builder.write(to: path)
        return path
    }

    /// Plays `trace` into a new uinput device, its events `after` seconds on;
    /// the device stays 2 s after the last event, so the lift is read before the unplug.
    static func play(_ trace: String, after seconds: Int) throws -> ChildProcess {
        let player = try ChildProcess(kioskBinary, ["replay", trace, "--start-after", String(seconds), "--remove-after", "2"])
        #expect(player.waitForError(containing: "/dev/input/event", timeout: 30), "no uinput device: \(player.errorText)")
        return player
    }

    /// The uinput device node `player` made.
    static func node(of player: ChildProcess) -> String {
        player.errorText.split(separator: " ").first { $0.hasPrefix("/dev/input/event") }.map { String($0.dropLast()) } ?? "/dev/input/event"
    }

    /// Once the kiosk's log has `ready` (`times` times), starts `player`'s touches (SIGUSR1) rather than at its fallback time.
    static func startTouches(_ player: ChildProcess, when kiosk: ChildProcess, says ready: String, times: Int = 1) {
        #expect(kiosk.waitForError(containing: ready, times: times, timeout: Double(startupSeconds)), "never said \(ready): \(kiosk.errorText)")
        kill(player.pid, SIGUSR1)
        #expect(player.waitForError(containing: "playing", timeout: 10), "SIGUSR1 did not start the playback: \(player.errorText)")
    }

    /// Runs the kiosk's build once, so it starts quickly afterwards: a debug
    /// build read over 9p under emulation takes long to start the first time,
    /// long enough to miss a trace's first touches.
    static func warmUp() throws {
        _ = try ChildProcess.run(kioskBinary, ["--help"], timeout: 120)
    }

    /// Starts `touchdeck ARGUMENTS` with the kiosk's build.
    static func start(_ arguments: [String]) throws -> ChildProcess {
        try ChildProcess(kioskBinary, arguments)
    }

    static func events(_ path: String) -> [String] {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test("display.rotation 90 on DRM: a portrait wallet on a landscape panel; bochs's plane cannot turn, so software does; a tap lands on the right card and the screen shows the turned frame",
          .timeLimit(.minutes(2)))
    func rotatedWallet() throws {
        let config = Self.temporary("rotated-kiosk.yaml")
        try "display:\n  rotation: 90\n".write(toFile: config, atomically: true, encoding: .utf8)
        let tap = Self.onPanel(Self.discoverStrip)
        let trace = try Self.writeTrace("rotated-tap.yaml", device: .syntheticTouchscreen(width: 800, height: 480), taps: [tap])
        let events = Self.temporary("rotated-events.jsonl")
        try Self.warmUp()
        // The touchscreen is there first: a kiosk that finds none replays its tour instead.
        let player = try Self.play(trace, after: Self.startupSeconds)
        // DRM (fbdev is the same bochs device, turned the same way: `calibrateThenReplug` runs the kiosk on it).
        let kiosk = try Self.start(["run", "wallet", "--display", "drm:/dev/dri/card0", "--backend", "libinput",
                                    "--date", Self.date, "--events", events, "--config", config, "--verbose"])
        #expect(kiosk.waitForError(containing: "touch device", timeout: Double(Self.startupSeconds)), "the kiosk did not open the touchscreen: \(kiosk.errorText)")
        // bochs's primary plane has no "rotation" property: libdrm was asked, and the software turn chosen.
        #expect(kiosk.errorText.contains("display.rotation 90: turned in software (") && kiosk.errorText.contains("has no \"rotation\" property"),
                "the kiosk did not say how the picture is turned: \(kiosk.errorText)")
        Self.startTouches(player, when: kiosk, says: "start-up animation settled")
        #expect(player.stop(with: 0, timeout: 60) == 0, "touchdeck replay failed: \(player.errorText)")
        #expect(kiosk.waitForError(containing: RestReport.line(touches: 1), timeout: 20), "the kiosk did not come to rest after the tap: \(kiosk.errorText)")
        let dump = try Screendump.take(named: "rotated-wallet")
        #expect(kiosk.stop(with: SIGTERM) == 0, "the kiosk did not stop cleanly: \(kiosk.errorText)")
        let lines = Self.events(events)
        #expect(lines.first?.contains("\"event\": \"selected\", \"card\": \"discover\"") == true, "kiosk events: \(lines)")
        #expect(dump.width == 800 && dump.height == 480)

        // The same trace replayed directly on the portrait screen, drawn turned.
        let definition = try #require(KioskAppDefinition.named("wallet"))
        let instance = definition.make(AppSettings(gestures: GestureSettings()), AppLaunchOptions(date: Self.date))
        let replay = AppReplay(runner: AppRunner(app: instance.app, screen: Self.portrait))
        var last: [PresentedLayer] = []
        replay.onFrame = { layers, _ in last = layers }
        try replay.run(reader: TraceReader.open(path: trace), calibration: ScreenOrientation.Rotation.quarter.displayTouchMatrix)
        let renderer = try SceneRenderer(width: 480, height: 800, scale: 1, background: .white)
        _ = renderer.render(last)
        // Panel pixel (x, y) shows portrait pixel (y, 799 − x).
        let result = Screendump.mismatches(dump, width: 800, height: 480) { renderer.pixel(x: $1, y: 799 - $0) }
        #expect(result.count == 0, "\(result.count) pixels differ from the direct replay's last frame turned; first at \(result.first ?? "")")
    }

    @Test("calibrate on a skewed digitizer (with a misclick) fits within a pixel; unplugged and plugged in again, its calibration is applied",
          .timeLimit(.minutes(4)))
    func calibrateThenReplug() throws {
        let config = Self.temporary("calibrated-kiosk.yaml")
        try "# the kiosk's own file\ndisplay:\n  rotation: 90\n".write(toFile: config, atomically: true, encoding: .utf8)
        // What the skewed digitizer reports for each cross the wizard shows, a misclick before the fourth.
        let wizard = CalibrationWizard(options: .init(screen: Self.portrait, rotation: .quarter))
        var taps = wizard.targets.map { Self.skew.apply(Self.onPanel($0)) }
        taps.insert(Self.skew.apply(Point(x: 0.5, y: 0.3)), at: 3)
        // Then the check cross, and Accept.
        taps += [wizard.checkPoint, Point(x: wizard.buttons.accept.midX, y: wizard.buttons.accept.midY)].map { Self.skew.apply(Self.onPanel($0)) }
        let trace = try Self.writeTrace("calibration-taps.yaml", device: Self.skewedDevice, taps: taps)
        try Self.warmUp()
        let calibrate = try Self.start(["calibrate", "--display", "fbdev:/dev/fb0", "--backend", "libinput",
                                        "--config", config, "--timeout", "120"])
        let player = try Self.play(trace, after: Self.startupSeconds)
        // Its first cross is drawn before it opens the devices.
        Self.startTouches(player, when: calibrate, says: "touch device \(Self.node(of: player)):")
        #expect(player.stop(with: 0, timeout: 60) == 0, "touchdeck replay failed: \(player.errorText)")
        #expect(calibrate.stop(with: 0, timeout: 30) == 0, "calibrate failed: \(calibrate.errorText)")
        #expect(calibrate.errorText.contains("touch the cross again"), "the misclick was not refused: \(calibrate.errorText)")

        let text = try String(contentsOfFile: config, encoding: .utf8)
        #expect(text.hasPrefix("# the kiosk's own file\ndisplay:\n  rotation: 90\n"), "the rest of the file changed: \(text)")
        let settings = try SettingsLoader(environment: [:]).load(path: config)
        let entry = try #require(settings.devices.first { $0.identity.name == "Skewed Digitizer" }, "no entry in \(text)")
        let truth = try #require(Self.skew.inverted)
        let error = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1), Point(x: 0.5, y: 0.5)].map { p in
            let a = entry.matrix.apply(p), b = truth.apply(p)
            return Point(x: (a.x - b.x) * Self.panel.width, y: (a.y - b.y) * Self.panel.height).distance(to: .zero)
        }.max() ?? .infinity
        print(String(format: "calibration in QEMU: fitted %@, largest difference from the true matrix over the panel %.3f px", entry.matrix.description, error))
        #expect(error < 1)

        // The kiosk with that file; the digitizer plugged in, tapped, unplugged, plugged in again and tapped.
        let events = Self.temporary("calibrated-events.jsonl")
        let first = try Self.play(Self.writeTrace("replug-1.yaml", device: Self.skewedDevice,
                                                   taps: [Self.skew.apply(Self.onPanel(Self.discoverStrip))]), after: Self.startupSeconds)
        let kiosk = try Self.start(["run", "wallet", "--display", "fbdev:/dev/fb0", "--backend", "libinput",
                                    "--date", Self.date, "--events", events, "--config", config, "--verbose"])
        #expect(kiosk.waitForError(containing: "touch device", timeout: Double(Self.startupSeconds)), "the kiosk did not open the digitizer: \(kiosk.errorText)")
        Self.startTouches(first, when: kiosk, says: "start-up animation settled")
        #expect(first.stop(with: 0, timeout: 60) == 0, "touchdeck replay failed: \(first.errorText)")
        #expect(kiosk.waitForError(containing: "went away", timeout: 20), "no unplug seen: \(kiosk.errorText)")
        let second = try Self.play(Self.writeTrace("replug-2.yaml", device: Self.skewedDevice,
                                                    taps: [Self.skew.apply(Self.onPanel(Self.openedCard))]), after: 8)
        // The kiosk opens the second digitizer, whose node may be the first one's again
        // (its log, as of the unplug, cannot have the new opening yet).
        let opened = "touch device \(Self.node(of: second)):"
        Self.startTouches(second, when: kiosk, says: opened, times: kiosk.errorText.components(separatedBy: opened).count)
        #expect(second.stop(with: 0, timeout: 60) == 0, "touchdeck replay failed: \(second.errorText)")
        // The second tap's deselect is the last event the kiosk writes.
        #expect(IdleVMTests.wait(20) { Self.events(events).contains { $0.contains("\"deselected\"") } },
                "the second digitizer's tap never deselected: \(Self.events(events))")
        #expect(kiosk.stop(with: SIGTERM) == 0, "the kiosk did not stop cleanly: \(kiosk.errorText)")
        let applied = kiosk.errorText.split(separator: "\n").filter { $0.contains("calibration \(entry.matrix)") }
        #expect(applied.count == 2, "the calibration was not applied at both plugs: \(kiosk.errorText)")
        let lines = Self.events(events)
        #expect(lines.count >= 2 && lines[0].contains("\"selected\", \"card\": \"discover\"")
                && lines[1].contains("\"deselected\", \"card\": \"discover\""), "kiosk events: \(lines)")
    }
}
