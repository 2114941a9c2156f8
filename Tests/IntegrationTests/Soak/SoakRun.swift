import Foundation
import Geometry
import Gestures
import Kiosk
import KioskApps
import KioskConfig
import KioskRuntime
import TestSupport
import TouchdeckSupport

/// One soak of a live kiosk (`touchdeck run APP --display fbdev:/dev/fb0
/// --backend libinput --verbose --config FILE`) in the QEMU harness: random
/// touches played in segments, each through a uinput touchscreen that
/// `touchdeck replay` plugs in, plays into and unplugs; between segments,
/// config edits (good and broken) and signals; all along, the kiosk's
/// resident memory, open descriptors and touch-to-screen latencies, every
/// `sampleInterval` seconds. `run()` returns the JSON summary; its
/// `failures` say what went wrong (empty: the soak passed).
final class SoakRun {
    let plan: SoakPlan
    /// The `touchdeck` that runs the kiosk and plays the segments (a release build under emulation).
    let touchdeck: String
    private let scratch: String
    private let configPath: String
    private let segmentPath: String
    private let seriesPath: String
    private let touches = SoakTouches(width: 800, height: 480)
    /// Where each segment's first tap opens an app (the home screen's rows), in turn; empty for another app.
    private let openings: [Point]

    private var kiosk: ChildProcess?
    private var monitor = SoakLogMonitor()
    private var series: FileHandle?
    private var start = Date()
    private var nextSample = 0.0
    private var memory: [(time: Double, value: Int)] = []
    private var descriptors: [(time: Double, value: Int)] = []
    private var failures: [String] = []
    private var kioskGone = false

    private var segments = 0
    private var gestureCounts: [String: Int] = [:]
    private var mostFingers = 0
    private var goodEdits = 0
    private var brokenEdits = 0
    private var signalsSent: [String: Int] = [:]
    /// Seconds from an edit to the kiosk's reload line, the longest seen.
    private var slowestReload = 0.0

    init(plan: SoakPlan, touchdeck: String) throws {
        self.plan = plan
        self.touchdeck = touchdeck
        scratch = NSTemporaryDirectory() + "touchdeck-soak"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        configPath = scratch + "/kiosk.yaml"
        segmentPath = scratch + "/segment.yaml"
        seriesPath = plan.outDirectory + "/soak-series.jsonl"
        openings = plan.app == "home" ? Self.homeRows() : []
    }

    /// The centres of the home screen's rows (`home.wallet`, …) on the VM's 800×480 screen.
    static func homeRows() -> [Point] {
        guard let home = KioskAppDefinition.named("home"),
              case .object(let members) = home.make(AppSettings(gestures: GestureSettings()), AppLaunchOptions(date: "Saturday, 21 November"))
                .layout(Size(width: 800, height: 480)),
              case .array(let views)? = members.first(where: { $0.0 == "views" })?.1 else { return [] }
        return views.compactMap { view -> Point? in
            guard case .object(let fields) = view,
                  case .string(let id)? = fields.first(where: { $0.0 == "id" })?.1, id.hasPrefix("home."),
                  case .array(let frame)? = fields.first(where: { $0.0 == "frame" })?.1, frame.count == 4,
                  case .number(let x) = frame[0], case .number(let y) = frame[1],
                  case .number(let width) = frame[2], case .number(let height) = frame[3] else { return nil }
            return Point(x: x + width / 2, y: y + height / 2)
        }
    }

    /// Drives the kiosk for `plan.seconds`; the summary as JSON.
    func run() throws -> JSONValue {
        if !FileManager.default.createFile(atPath: seriesPath, contents: nil) {
            failures.append("cannot create \(seriesPath): the series is not written")
        }
        series = FileHandle(forWritingAtPath: seriesPath)
        defer { try? series?.close() }
        try SoakConfigEdits.good(0).write(toFile: configPath, atomically: true, encoding: .utf8)
        var edits = 1

        // The first touchscreen is there before the kiosk starts (a kiosk with
        // none replays its tour instead), and plays once the kiosk surely runs.
        var player = try startSegment(0, startAfter: 15)
        guard player.waitForError(containing: "/dev/input/event", timeout: 10) else {
            failures.append("the first segment's uinput device did not appear: \(player.errorText)")
            _ = player.stop(with: SIGTERM)
            return summary()
        }
        Thread.sleep(forTimeInterval: 1)
        let kiosk = try ChildProcess(touchdeck, ["run", plan.app, "--display", "fbdev:/dev/fb0", "--backend", "libinput",
                                                 "--verbose", "--config", configPath, "--date", "Saturday, 21 November"])
        self.kiosk = kiosk
        start = Date()
        if !pump(for: 14, until: { $0.devicesAdded >= 1 }) {
            failures.append("the kiosk did not open the touchscreen")
        }
        var index = 0
        while !kioskGone {
            if index > 0 { player = try startSegment(index, startAfter: 2) }
            finishSegment(index, player: player)
            index += 1
            if kioskGone || elapsed >= plan.seconds || failures.count > 20 { break }
            var random = SoakRandom(seed: plan.seed ^ 0x5EED, stream: UInt64(index))
            // Between segments: a good edit (2 in 5), a broken one and its repair (1 in 8), a lone signal (1 in 3).
            if Double.random(in: 0..<1, using: &random) < 0.4 {
                goodEdit(edits, random: &random)
                edits += 1
            }
            if Double.random(in: 0..<1, using: &random) < 0.125 {
                brokenEdit(SoakConfigEdits.broken[brokenEdits % SoakConfigEdits.broken.count], random: &random)
                goodEdit(edits, random: &random)
                edits += 1
            }
            for (name, number) in plan.signals where Double.random(in: 0..<1, using: &random) < 1.0 / 3 {
                send(number, name)
                _ = pump(for: 0.5, until: { _ in false })
            }
        }
        sample()
        if !kioskGone {
            let status = kiosk.stop(with: SIGTERM, timeout: 30)
            monitor.consume(kiosk.errorText)  // what it logged while stopping (`stop` keeps that)
            if status != 0 { failures.append("the kiosk did not stop cleanly on SIGTERM (status \(status.map(String.init) ?? "none")): \(lastLines)") }
        }
        return summary()
    }

    /// Seconds from a segment's last lift to its unplug: the kiosk must be idle
    /// before then. Long enough for a kiosk that falls behind under emulation
    /// (its worst touch-to-screen latency in a 10-minute soak: about 2.3 s) to
    /// handle the lift in a loop turn of its own before it reads the unplug.
    static let quietBeforeUnplug = 3.0

    private var elapsed: Double { Date().timeIntervalSince(start) }
    private var lastLines: String { monitor.tail.suffix(15).joined(separator: " | ") }

    /// Writes segment `index` and starts playing it; its device appears at once and its touches `startAfter` seconds later.
    private func startSegment(_ index: Int, startAfter: Double) throws -> ChildProcess {
        let opening = openings.isEmpty ? nil : openings[index % openings.count]
        let segment = touches.segment(index: index, seed: plan.seed, opening: opening, returnHome: opening != nil)
        try segment.trace.write(to: segmentPath)
        segments += 1
        for kind in segment.kinds { gestureCounts[kind.rawValue, default: 0] += 1 }
        mostFingers = max(mostFingers, segment.mostFingers)
        return try ChildProcess(touchdeck, ["replay", segmentPath, "--start-after", String(startAfter),
                                            "--remove-after", String(Self.quietBeforeUnplug)])
    }

    /// Waits for the segment to play and its touchscreen to go, then checks the kiosk:
    /// it opened that touchscreen, its gestures were idle before the unplug (all fingers
    /// had lifted `quietBeforeUnplug` s before), and idle after it.
    private func finishSegment(_ index: Int, player: ChildProcess) {
        let limit = Date().addingTimeInterval(60)
        while !player.hasExited && !kioskGone {
            _ = pump(for: 0.1, until: { _ in false })
            if Date() > limit {
                failures.append("segment \(index): touchdeck replay did not finish within 60 s")
                break
            }
        }
        let status = player.stop(with: SIGTERM)
        guard !kioskGone else { return }
        if status != 0 { failures.append("segment \(index): touchdeck replay failed (\(status.map(String.init) ?? "killed")): \(player.errorText)") }
        let removedBefore = monitor.removedWhileBusy
        if !pump(for: 5, until: { $0.devicesRemoved >= index + 1 }) {
            failures.append("segment \(index): the kiosk did not see its touchscreen go away: \(lastLines)")
        }
        if monitor.devicesAdded < index + 1 {
            failures.append("segment \(index): the kiosk never opened its touchscreen: \(lastLines)")
        }
        if monitor.removedWhileBusy > removedBefore {
            failures.append("segment \(index): a touch or gesture was still running \(Self.quietBeforeUnplug) s after the last finger lifted (stuck): \(lastLines)")
        }
        if !pump(for: 2, until: { $0.gesturesIdle }) {
            failures.append("segment \(index): the gestures were not idle 2 s after the unplug: \(lastLines)")
        }
    }

    /// Writes good config number `index`, sometimes with SIGHUP after it; the kiosk must take it.
    private func goodEdit(_ index: Int, random: inout SoakRandom) {
        let before = monitor.reloads
        let edited = Date()
        do { try SoakConfigEdits.good(index).write(toFile: configPath, atomically: true, encoding: .utf8) } catch {
            failures.append("cannot write \(configPath): \(error)")
            return
        }
        goodEdits += 1
        hangUpSometimes(&random)
        if pump(for: 8, until: { $0.reloads > before }) {
            slowestReload = max(slowestReload, Date().timeIntervalSince(edited))
        } else {
            failures.append("good config edit \(index) was not picked up within 8 s: \(lastLines)")
        }
    }

    /// Writes a broken config; the kiosk must log the error and keep its settings (no reload line).
    private func brokenEdit(_ text: String, random: inout SoakRandom) {
        let reloads = monitor.reloads, rejected = monitor.rejectedEdits
        do { try text.write(toFile: configPath, atomically: true, encoding: .utf8) } catch {
            failures.append("cannot write \(configPath): \(error)")
            return
        }
        brokenEdits += 1
        hangUpSometimes(&random)
        if !pump(for: 8, until: { $0.rejectedEdits > rejected }) {
            failures.append("a broken config edit was not reported within 8 s: \(text.debugDescription): \(lastLines)")
        }
        if monitor.reloads != reloads {
            failures.append("a broken config edit changed the kiosk's thresholds: \(text.debugDescription): \(lastLines)")
        }
    }

    /// SIGHUP after an edit, half the time (when the plan sends it): "check the file now".
    private func hangUpSometimes(_ random: inout SoakRandom) {
        guard plan.signals.contains(where: { $0.number == SIGHUP }), Bool.random(using: &random) else { return }
        send(SIGHUP, "HUP")
    }

    private func send(_ number: Int32, _ name: String) {
        guard let kiosk, !kioskGone else { return }
        kill(kiosk.pid, number)
        signalsSent[name, default: 0] += 1
    }

    /// Follows the kiosk's log and takes samples for up to `seconds`, until
    /// `condition` holds of the log (true) or the kiosk exits (false).
    private func pump(for seconds: Double, until condition: (SoakLogMonitor) -> Bool) -> Bool {
        guard let kiosk else { return false }
        let end = Date().addingTimeInterval(seconds)
        repeat {
            monitor.consume(kiosk.takeNewError(timeout: 0.1))
            if elapsed >= nextSample { sample() }
            if condition(monitor) { return true }
            if !kioskGone && kiosk.hasExited {
                monitor.consume(kiosk.takeNewError(timeout: 0.1))
                kioskGone = true
                let status = kiosk.stop(with: 0)
                failures.append("the kiosk exited after \(Int(elapsed)) s (status \(status.map(String.init) ?? "killed by a signal")): \(lastLines)")
            }
        } while Date() < end && !kioskGone
        return condition(monitor)
    }

    /// One measurement: the kiosk's memory and descriptors, the latencies since the last one.
    private func sample() {
        guard let kiosk, !kioskGone, let rss = SoakProbe.residentKilobytes(of: kiosk.pid),
              let fds = SoakProbe.openDescriptors(of: kiosk.pid) else { return }
        let time = elapsed
        nextSample = time + plan.sampleInterval
        memory.append((time, rss))
        descriptors.append((time, fds))
        let latencies = monitor.takeLatencies().sorted()
        func percentile(_ p: Double) -> JSONValue {
            latencies.isEmpty ? .null : .number(latencies[min(latencies.count - 1, Int(p * Double(latencies.count)))])
        }
        let line = JSONValue.object([
            ("t", .number((time * 10).rounded() / 10)), ("rssKB", .number(Double(rss))), ("fds", .number(Double(fds))),
            ("segments", .number(Double(segments))), ("frames", .number(Double(latencies.count))),
            ("p50", percentile(0.5)), ("p90", percentile(0.9)), ("p99", percentile(0.99)),
            ("maxMs", latencies.last.map { .number($0) } ?? .null),
            ("gesturesIdle", .bool(monitor.gesturesIdle)),
        ])
        series?.write(Data((line.text + "\n").utf8))
    }

    /// The JSON summary; judging memory and descriptors adds their failures.
    private func summary() -> JSONValue {
        let memoryGrowth = SoakGrowth(name: "rssKB", memory, warmup: plan.warmup,
                                      tolerance: { SoakPlan.memoryTolerance(earlierMaximum: $0) })
        let descriptorGrowth = SoakGrowth(name: "fds", descriptors, warmup: plan.warmup, tolerance: { _ in 0 })
        for (name, growth, judged) in [("resident memory", memoryGrowth, plan.judgesMemory), ("open file descriptors", descriptorGrowth, true)] {
            guard judged else { continue }
            guard let growth else {
                failures.append("\(name): fewer than 6 samples after the \(Int(plan.warmup)) s warm-up")
                continue
            }
            if growth.grew {
                failures.append("\(name) grew after the warm-up: the last third's high \(growth.lastThirdMaximum) > the earlier high \(growth.earlierMaximum) + \(growth.tolerance)")
            }
        }
        let latency = monitor.latencies
        func milliseconds(_ value: Double?) -> JSONValue { value.map { .number(($0 * 10).rounded() / 10) } ?? .null }
        return .object([
            ("passed", .bool(failures.isEmpty)),
            ("app", .string(plan.app)), ("seed", .number(Double(plan.seed))),
            ("minutes", .number(plan.seconds / 60)), ("drivenSeconds", .number(elapsed.rounded())),
            ("warmupSeconds", .number(plan.warmup)), ("sampleSeconds", .number(plan.sampleInterval)),
            ("segments", .number(Double(segments))), ("unplugs", .number(Double(monitor.devicesRemoved))),
            ("touchscreensOpened", .number(Double(monitor.devicesAdded))),
            ("gestures", .object(gestureCounts.sorted { $0.key < $1.key }.map { ($0.key, .number(Double($0.value))) })),
            ("mostFingers", .number(Double(mostFingers))),
            ("configEdits", .object([
                ("good", .number(Double(goodEdits))), ("broken", .number(Double(brokenEdits))),
                ("reloadsLogged", .number(Double(monitor.reloads))), ("rejectionsLogged", .number(Double(monitor.rejectedEdits))),
                ("slowestReloadSeconds", .number((slowestReload * 10).rounded() / 10)),
            ])),
            ("signals", .object(signalsSent.sorted { $0.key < $1.key }.map { ($0.key, .number(Double($0.value))) }
                + [("sighupFileChecks", .number(Double(monitor.sighupChecks)))])),
            ("memoryKB", memoryGrowth?.json ?? .null), ("memoryJudged", .bool(plan.judgesMemory)),
            ("fds", descriptorGrowth?.json ?? .null),
            ("latencyMs", .object([
                ("frames", .number(Double(latency.count))), ("p50", milliseconds(latency.percentile(0.5))),
                ("p90", milliseconds(latency.percentile(0.9))), ("p99", milliseconds(latency.percentile(0.99))),
                ("max", milliseconds(latency.maximum)),
            ])),
            ("gestureIdleChanges", .number(Double(monitor.activityChanges))),
            ("stuckSegments", .number(Double(monitor.removedWhileBusy))),
            ("kioskErrors", .number(Double(monitor.errors))),
            ("firstKioskErrors", .array(monitor.firstErrors.map { .string($0) })),
            ("kioskExited", .bool(kioskGone)),
            ("failures", .array(failures.map { .string($0) })),
        ])
    }
}
