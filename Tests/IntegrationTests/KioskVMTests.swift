import Foundation
import Geometry
import Gestures
import Kiosk
import KioskApps
import KioskConfig
import KioskRuntime
import Motion
import Render
import Scene
import Testing
import TestSupport
import TouchdeckSupport
import TouchTrace

/// In the QEMU harness only (tools/vmtest): each app's tour replayed through
/// uinput → libinput → `touchdeck run APP` → /dev/fb0 ends in the same state as
/// the direct replay of the trace, and the screen shows exactly its last frame.
@Suite("Kiosk apps on a real kernel", .serialized, .builtInApps,
       .enabled(if: Screendump.available && access("/dev/uinput", W_OK) == 0 && access("/dev/fb0", W_OK) == 0,
                "needs the QEMU harness (tools/vmtest)"))
struct KioskVMTests {
    static let root = TestBinaries.root
    static let date = "Saturday, 21 November"

    @Test(.timeLimit(.minutes(2)), arguments: ["wallet", "swipe", "cards", "playground", "flip", "checkin", "home"])
    func tourThroughUinputEndsLikeTheDirectReplay(app name: String) throws {
        let definition = try #require(KioskAppDefinition.named(name))
        let tour = Self.root.appendingPathComponent(definition.tourPath).path
        let events = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-kiosk-events.jsonl").path
        // The uinput touchscreen appears first, so the kiosk finds it; its
        // events start once the kiosk says its start-up animation settled
        // (SIGUSR1 to the player), or after 25 s, however slow the emulation
        // (a touch before the kiosk opens the device is never seen).
        // The kiosk can be another build (TOUCHDECK_KIOSK_BIN, e.g. a release one, for latency figures);
        // the player is that build too, so it takes as little of the emulated processor as it can.
        let kioskBinary = TestBinaries.kiosk
        // The device stays until the kiosk has seen every touch end (SIGTERM below): a kiosk
        // stalled by a loaded host reads the last lift late, and a device removed before
        // that would cancel the last touch instead (seen once: a home tour ending in flip).
        let player = try ChildProcess(kioskBinary, ["replay", tour, "--start-after", "25", "--remove-after", "120"])
        #expect(player.waitForError(containing: "/dev/input/event", timeout: 30), "no uinput device: \(player.errorText)")
        Udev.settle()
        // A config file the kiosk watches: edited while it runs (a threshold the
        // tour does not depend on), the change must be picked up without a restart.
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-kiosk.yaml").path
        try "gestures:\n  tap:\n    maximumDistance: 45\n".write(toFile: config, atomically: true, encoding: .utf8)
        // DRM, as the kiosk picks by default (page flips; its `video=` mode, 800×480):
        // bochs's fbdev is a shadow buffer the kernel copies in a worker of its own.
        let kiosk = try ChildProcess(kioskBinary, ["run", name, "--display", "drm:/dev/dri/card0", "--backend", "libinput",
                                                 "--date", Self.date, "--events", events, "--verbose", "--config", config])
        // A loaded host under emulation has taken more than 10 s to start it; the touches begin 25 s after the device appeared.
        #expect(kiosk.waitForError(containing: "touch device", timeout: 23), "the kiosk did not open the touchscreen: \(kiosk.errorText)")
        // Root with no seat manager opens its devices directly, as it always did.
        #expect(kiosk.errorText.contains("no seat manager"), "the kiosk did not say it opens devices directly: \(kiosk.errorText)")
        try "gestures:\n  tap:\n    maximumDistance: 44\n".write(toFile: config, atomically: true, encoding: .utf8)
        #expect(kiosk.waitForError(containing: "start-up animation settled", timeout: 20), "the kiosk did not settle: \(kiosk.errorText)")
        kill(player.pid, SIGUSR1)
        #expect(player.waitForError(containing: "playing", timeout: 5), "SIGUSR1 did not start the playback: \(player.errorText)")
        // The last springs settle: the kiosk says it is at rest once it has seen every touch end.
        let touches = try TraceStatistics.gather(from: TraceReader.open(path: tour)).first?.touches ?? 0
        #expect(kiosk.waitForError(containing: RestReport.line(touches: touches), timeout: 60),
                "the kiosk did not come to rest after the tour's \(touches) touches: \(kiosk.errorText.suffix(2000))")
        #expect(player.stop(with: SIGTERM, timeout: 10) == 0, "touchdeck replay failed: \(player.errorText)")
        #expect(!player.errorText.contains("stopped after"), "the player did not play the whole tour: \(player.errorText)")
        let dump = try Screendump.take(named: "\(name)-kiosk")
        // Reported, not asserted, as the latency is: the live kiosk's peak resident memory.
        let status = (try? String(contentsOfFile: "/proc/\(kiosk.pid)/status", encoding: .utf8)) ?? ""
        let peak = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }.map { $0.dropFirst(6).trimmingCharacters(in: .whitespaces) }
        print("\(name) kiosk in QEMU: peak resident memory \(peak ?? "unknown") at \(dump.width)x\(dump.height)")
        #expect(kiosk.stop(with: SIGTERM) == 0, "the kiosk did not stop cleanly: \(kiosk.errorText)")
        // Reported, not asserted: software emulation's speed varies with the host's load.
        #expect(kiosk.errorText.contains("gesture thresholds reloaded"), "the edited config was not picked up: \(kiosk.errorText)")
        let latency = kiosk.errorText.split(separator: "\n").first { $0.contains("touch-to-screen latency") }
        print("\(name) kiosk in QEMU: \(latency ?? "no latency line")")
        // Where the time went: the slowest scans, and whatever else the kiosk said (dropped events, devices).
        let kioskLines = kiosk.errorText.split(separator: "\n")
        let scans = kioskLines.filter { $0.contains("touch to screen") }
        func milliseconds(_ line: Substring) -> Double {
            line.split(separator: " ").drop { $0 != "screen" }.dropFirst().first.flatMap { Double($0) } ?? 0
        }
        print("\(name) kiosk in QEMU: \(Self.medianSplit(of: scans))")
        print(scans.sorted { milliseconds($0) > milliseconds($1) }.prefix(15).joined(separator: "\n"))
        print(kioskLines.filter { !$0.contains("touch to screen") }.suffix(40).joined(separator: "\n"))

        // The same trace replayed directly, on the same screen.
        let instance = definition.make(AppSettings(gestures: GestureSettings()), AppLaunchOptions(date: Self.date))
        let replay = AppReplay(runner: AppRunner(app: instance.app, screen: Size(width: Double(dump.width), height: Double(dump.height))))
        var last: [PresentedLayer] = []
        replay.onFrame = { layers, _ in last = layers }
        try replay.run(reader: TraceReader.open(path: tour))

        let lines = try String(contentsOfFile: events, encoding: .utf8).split(separator: "\n")
        let expected = JSONValue.object(instance.finalState()).text.dropFirst()  // without "{": the kiosk's line has "time" first
        #expect(lines.last?.hasSuffix(expected) == true, "kiosk events: \(lines.joined(separator: " | ")); expected the state \(expected)")

        let renderer = try SceneRenderer(width: dump.width, height: dump.height, scale: 1, background: .white)
        _ = renderer.render(last)
        // Within one level: the kiosk repaints what changed, compositing a translucent layer (a sheet's
        // dimmed backdrop) over a partly repainted region, which rounds a level apart from one whole
        // frame (the check-in tour's last frame: 12 pixels, 240 against 241), as the goldens allow.
        let result = Screendump.mismatches(dump, width: dump.width, height: dump.height, tolerance: 1) { renderer.pixel(x: $0, y: $1) }
        #expect(result.count == 0, "\(result.count) pixels differ from the direct replay's last frame; first at \(result.first ?? "")")
    }

    /// The median of each part of the frames' "touch to screen" lines (`--verbose`):
    /// where a typical frame's time went, not the slowest ones'.
    static func medianSplit(of scans: [Substring]) -> String {
        let parts = ["waiting", "reading input", "gestures and layout", "render", "present"]
        let columns = parts.map { part in
            scans.compactMap { line -> Double? in
                guard let range = line.range(of: part + " ") else { return nil }
                return Double(line[range.upperBound...].prefix { $0.isNumber || $0 == "." })
            }.sorted()
        }
        guard let count = columns.first?.count, count > 0 else { return "no frame with touches" }
        let medians = zip(parts, columns).map { part, values in
            "\(part) \(values.isEmpty ? "?" : String(format: "%.1f", values[values.count / 2]))"
        }
        return "median of \(count) frames with touches, ms: " + medians.joined(separator: ", ")
    }
}
