import Foundation
import Kiosk

/// Follows a `touchdeck run --verbose` kiosk's log as it comes, line by
/// line, keeping counts and the latest state rather than the text (a soak
/// that runs for hours must not grow itself): touch-to-screen latencies,
/// whether the gestures are idle (`GestureActivity`'s lines), touchscreens
/// opened and gone, config reloads and rejected edits.
struct SoakLogMonitor {
    /// Latencies (ms) of the touch frames since the last `takeLatencies()`.
    private(set) var recentLatencies: [Double] = []
    /// Every latency of the run.
    private(set) var latencies = LatencyHistogram()
    /// The gestures' state from the last idle/busy line (a kiosk starts idle).
    private(set) var gesturesIdle = true
    /// How many idle/busy changes the kiosk logged.
    private(set) var activityChanges = 0
    /// Touchscreens the kiosk opened (`touch device NODE: NAME`).
    private(set) var devicesAdded = 0
    /// Touchscreens it saw go away.
    private(set) var devicesRemoved = 0
    /// Of those, how many went away while the gestures were busy: a touch or
    /// gesture still running after every finger had lifted, ended only by the unplug.
    private(set) var removedWhileBusy = 0
    /// Config edits the kiosk took (`gesture thresholds reloaded`).
    private(set) var reloads = 0
    /// Config edits it rejected, keeping the last good settings.
    private(set) var rejectedEdits = 0
    /// File checks the config watcher made because of SIGHUP.
    private(set) var sighupChecks = 0
    /// Lines logged at error level or worse, other than rejected config edits.
    private(set) var errors = 0
    /// The last lines, for a failure's message.
    private(set) var tail: [String] = []
    /// The first error lines (other than rejected edits), for the summary.
    private(set) var firstErrors: [String] = []
    private var partial = ""

    /// Takes a piece of the log (any length, lines may be cut anywhere).
    mutating func consume(_ text: String) {
        guard !text.isEmpty else { return }
        partial += text
        while let newline = partial.firstIndex(of: "\n") {
            let line = String(partial[..<newline])
            partial.removeSubrange(...newline)
            take(line)
        }
    }

    /// The latencies since the last call, emptied.
    mutating func takeLatencies() -> [Double] {
        defer { recentLatencies.removeAll(keepingCapacity: true) }
        return recentLatencies
    }

    /// One whole line.
    mutating func take(_ line: String) {
        // The config watcher's debug chatter (every poll) would crowd out what matters.
        if !line.contains("ReloadingFileProvider<") {
            tail.append(String(line.prefix(240)))
            if tail.count > 40 { tail.removeFirst(tail.count - 40) }
        }
        if let range = line.range(of: "touch to screen ") {
            let number = line[range.upperBound...].prefix { $0.isNumber || $0 == "." }
            if let value = Double(number) {
                recentLatencies.append(value)
                latencies.record(value)
            }
        } else if line.hasSuffix(GestureActivity.idleLine) {
            gesturesIdle = true
            activityChanges += 1
        } else if line.hasSuffix(GestureActivity.busyLine) {
            gesturesIdle = false
            activityChanges += 1
        } else if line.contains("touch device /dev/input/"), line.contains("went away") {
            // The kiosk's line (the backend's own "… went away" before it is not counted).
            devicesRemoved += 1
            if !gesturesIdle { removedWhileBusy += 1 }
        } else if line.contains("touch device /dev/input/") {
            devicesAdded += 1
        } else if line.contains("gesture thresholds reloaded") {
            reloads += 1
        } else if line.contains("Config reload failed") {
            rejectedEdits += 1
        } else if line.contains("Reload check starting"), line.contains("sighup") {
            sighupChecks += 1
        } else if Self.level(of: line).map({ $0 == "error" || $0 == "critical" }) == true || line.contains("Fatal error") {
            errors += 1
            if firstErrors.count < 5 { firstErrors.append(line) }
        }
    }

    /// The level word of a swift-log stream line (`2026-11-23T15:49:53+0000 debug touchdeck.run : …`).
    static func level(of line: String) -> Substring? {
        let words = line.split(separator: " ", maxSplits: 2)
        guard words.count >= 2, words[0].first?.isNumber == true else { return nil }
        return words[1]
    }
}
