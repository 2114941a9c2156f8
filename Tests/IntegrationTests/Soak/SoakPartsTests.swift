import Foundation
import Geometry
import Kiosk
import Testing
import TestSupport
import TouchModel

/// The soak's parts on the host: its touches, its reading of the kiosk's
/// log, its growth check and its probes (the soak itself needs the VM).
@Suite("Soak parts", .builtInApps)
struct SoakPartsTests {
    let touches = SoakTouches(width: 800, height: 480)

    /// The frames a segment assembles into, in device units.
    func frames(_ segment: SoakTouches.Segment) -> [TouchFrame] {
        let assembler = FrameAssembler(device: touches.device)
        return segment.trace.events.compactMap { assembler.feed($0) }
    }

    @Test func segmentsAreReproducibleAndDifferBySeedAndIndex() {
        let first = touches.segment(index: 3, seed: 7)
        #expect(first.trace.events == touches.segment(index: 3, seed: 7).trace.events)
        #expect(first.trace.events != touches.segment(index: 3, seed: 8).trace.events)
        #expect(first.trace.events != touches.segment(index: 4, seed: 7).trace.events)
    }

    @Test func segmentsStayOnScreenUseUpToThreeFingersAtOneTwentyHertzAndEndWithEveryFingerUp() {
        var kinds = Set<SoakTouches.Kind>()
        var mostDown = 0
        for index in 0..<40 {
            let segment = touches.segment(index: index, seed: 1, opening: Point(x: 400, y: 120), returnHome: true)
            kinds.formUnion(segment.kinds)
            let frames = frames(segment)
            #expect(frames.last?.active.isEmpty == true, "segment \(index) ends with a finger down")
            #expect(segment.duration >= 3 && segment.duration < 20, "segment \(index) lasts \(segment.duration) s")
            for frame in frames {
                mostDown = max(mostDown, frame.active.count)
                for contact in frame.contacts {
                    #expect(contact.position.x >= 0 && contact.position.x <= 799 && contact.position.y >= 0 && contact.position.y <= 479,
                            "segment \(index): \(contact.position) is off the screen")
                }
            }
            // Moving fingers are scanned 120 times a second (to the microsecond).
            for (a, b) in zip(frames, frames.dropFirst()) where !a.moved.isEmpty && !b.moved.isEmpty {
                let scans = Double(b.time - a.time) * 120 / 1_000_000
                #expect(scans >= 0.99 && abs(scans - scans.rounded()) < 0.01, "segment \(index): moving frames \(b.time - a.time) µs apart")
            }
            #expect(frames.first?.began.first?.position == Point(x: 400, y: 120), "the segment opens with its tap")
            #expect(frames.last.map { $0.ended.first?.position.x ?? 0 > 200 } == true, "the segment ends with the swipe from the edge")
        }
        #expect(kinds == Set(SoakTouches.Kind.allCases))
        #expect(mostDown == 3)
    }

    @Test func theHomeScreenHasARowPerAppOnScreen() {
        let rows = SoakRun.homeRows()
        #expect(rows.count == 6)
        #expect(rows.allSatisfy { $0.x > 40 && $0.x < 760 && $0.y > 0 && $0.y < 480 })
    }

    @Test func theLogMonitorFollowsLatencyActivityDevicesAndReloadsAcrossCutLines() {
        let log = """
            2026-11-23T15:49:53+0000 info touchdeck.run : touch device /dev/input/event4: Touchdeck Soak Touchscreen
            2026-11-23T15:49:54+0000 debug touchdeck.run : \(GestureActivity.busyLine)
            2026-11-23T15:49:54+0000 debug touchdeck.run : touch to screen 21.5 ms: waiting 0.1, reading input 1.0, gestures and layout 3.0, render 15.0, present 2.4
            2026-11-23T15:49:54+0000 debug touchdeck.run : touch to screen 30.0 ms: waiting 0.1, reading input 1.0, gestures and layout 3.0, render 15.0, present 2.4
            2026-11-23T15:49:55+0000 debug touchdeck.run : \(GestureActivity.idleLine)
            2026-11-23T15:49:56+0000 warning touchdeck.run : touch device /dev/input/event4 went away; its touches were cancelled, waiting for it to come back
            2026-11-23T15:49:57+0000 notice touchdeck.run : gesture thresholds reloaded; they apply once no finger is down
            2026-11-23T15:49:58+0000 error touchdeck.run : [file: /run/tmp/kiosk.yaml] Config reload failed; keeping the last good settings
            gestures.tap.maximumDistance: error: expected a number
            2026-11-23T15:49:59+0000 debug touchdeck.run : \(GestureActivity.busyLine)
            2026-11-23T15:50:00+0000 notice touchdeck.run : /dev/input/event4 (Touchdeck Soak Touchscreen) went away; its touches were cancelled
            2026-11-23T15:50:00+0000 warning touchdeck.run : touch device /dev/input/event4 went away; its touches were cancelled, waiting for it to come back
            2026-11-23T15:50:01+0000 error touchdeck.run : something else broke

            """
        var monitor = SoakLogMonitor()
        var rest = Substring(log)
        while !rest.isEmpty {  // in pieces of 37 characters, cut anywhere
            monitor.consume(String(rest.prefix(37)))
            rest = rest.dropFirst(37)
        }
        #expect(monitor.takeLatencies() == [21.5, 30.0])
        #expect(monitor.takeLatencies().isEmpty)
        #expect(monitor.latencies.count == 2)
        #expect(monitor.devicesAdded == 1 && monitor.devicesRemoved == 2)
        #expect(monitor.removedWhileBusy == 1, "the second unplug came while busy")
        #expect(monitor.activityChanges == 3 && !monitor.gesturesIdle)
        #expect(monitor.reloads == 1 && monitor.rejectedEdits == 1)
        #expect(monitor.errors == 1 && monitor.firstErrors.first?.hasSuffix("something else broke") == true)
    }

    @Test func growthIsJudgedAfterTheWarmUpByTheThirdsHighs() throws {
        let flat = (0..<60).map { (time: Double($0) * 5, value: 50_000 + ($0 % 4) * 500) }
        let steady = try #require(SoakGrowth(name: "rssKB", flat, warmup: 60, tolerance: { _ in 1024 }))
        #expect(!steady.grew && steady.samples == 48)
        // A big first sample inside the warm-up does not count; a climb after it does.
        let climbing = [(time: 0.0, value: 90_000)] + (1..<60).map { (time: Double($0) * 5, value: 50_000 + $0 * 100) }
        let leak = try #require(SoakGrowth(name: "rssKB", climbing, warmup: 60, tolerance: { _ in 1024 }))
        #expect(leak.grew && leak.earlierMaximum < leak.lastThirdMaximum)
        // A cache that fills once (a step, then flat) before the last third is not growth.
        let step = (0..<60).map { (time: Double($0) * 5, value: $0 < 25 ? 44_000 : 48_500) }
        #expect(SoakGrowth(name: "rssKB", step, warmup: 60, tolerance: { _ in 2048 })?.grew == false)
        #expect(abs(leak.slopePerHour - 100.0 / 5 * 3600) < 1)
        #expect(SoakGrowth(name: "fds", [(0, 5), (1, 5)], warmup: 0, tolerance: { _ in 0 }) == nil)
        // One descriptor more at the end is growth when nothing is tolerated.
        let descriptors = (0..<30).map { (time: Double($0), value: $0 >= 25 ? 12 : 11) }
        #expect(SoakGrowth(name: "fds", descriptors, warmup: 0, tolerance: { _ in 0 })?.grew == true)
    }

    @Test func theProbesReadAProcess() throws {
        let rss = try #require(SoakProbe.residentKilobytes(of: getpid()))
        #expect(rss > 1000)
        // Two children alike but for two descriptors more in one: this
        // process's own count moves with the tests running beside it.
        // Each first closes what it inherited beyond stdin, stdout and stderr.
        let closeInherited = "for fd in /proc/$$/fd/*; do n=${fd##*/}; [ \"$n\" -gt 2 ] && eval \"exec $n<&-\"; done; "
        let plain = try ChildProcess("/bin/bash", ["-c", closeInherited + "exec sleep 5"])
        let more = try ChildProcess("/bin/bash", ["-c", closeInherited + "exec 3</dev/null 4</dev/null; exec sleep 5"])
        defer {
            _ = plain.stop(with: SIGKILL)
            _ = more.stop(with: SIGKILL)
        }
        Thread.sleep(forTimeInterval: 0.3)  // both have exec'd sleep
        #expect(SoakProbe.openDescriptors(of: plain.pid) == 3)
        #expect(SoakProbe.openDescriptors(of: more.pid) == 5)
        #expect(SoakProbe.residentKilobytes(of: -1) == nil)
    }

    @Test func aChildsExitIsSeenWithoutWaitingAndItsLogTakenInPieces() throws {
        let child = try ChildProcess("/bin/sh", ["-c", "echo first >&2; sleep 0.3; echo second >&2; exit 3"])
        var text = ""
        while !child.hasExited { text += child.takeNewError(timeout: 0.05) }
        text += child.takeNewError(timeout: 0.1)
        #expect(text == "first\nsecond\n")
        #expect(child.errorText.isEmpty, "taken text is not kept")
        #expect(child.stop(with: SIGTERM) == 3)
    }
}
