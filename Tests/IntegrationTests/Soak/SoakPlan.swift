import Foundation
import TestSupport

/// What a soak does, from the environment `tools/soak` gives the guest
/// (tools/vm/guest.sh exports it): none of it set, no soak runs.
///
/// - `TOUCHDECK_SOAK_SECONDS`: how long to drive the kiosk (required).
/// - `TOUCHDECK_SOAK_APP`: the app (`home`, the default, cycles through
///   every app: each segment opens the next one and swipes back home).
/// - `TOUCHDECK_SOAK_SEED`: the random seed (1).
/// - `TOUCHDECK_SOAK_SIGNALS`: signals to send the kiosk between segments,
///   comma-separated names (`HUP`, the default; `HUP,USR1` once the kiosk
///   handles SIGUSR1; empty for none).
/// - `TOUCHDECK_SOAK_SAMPLE`: seconds between measurements (5).
/// - `TOUCHDECK_SOAK_WARMUP`: seconds left out of the growth checks (a
///   fifth of the run, at most 60).
/// - `TOUCHDECK_SOAK_OUT`: where `soak.json` and `soak-series.jsonl` go
///   (default: the VM's shared folder).
struct SoakPlan: Sendable {
    var seconds: Double
    var app: String
    var seed: UInt64
    var signals: [(name: String, number: Int32)]
    var sampleInterval: Double
    var warmup: Double
    var outDirectory: String

    /// The signals a soak knows by name.
    static let signalNumbers: [String: Int32] = ["HUP": SIGHUP, "USR1": SIGUSR1, "USR2": SIGUSR2]

    static var fromEnvironment: SoakPlan? {
        let environment = ProcessInfo.processInfo.environment
        guard let seconds = environment["TOUCHDECK_SOAK_SECONDS"].flatMap(Double.init), seconds > 0 else { return nil }
        let names = (environment["TOUCHDECK_SOAK_SIGNALS"] ?? "HUP").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).uppercased() }
        return SoakPlan(
            seconds: seconds,
            app: environment["TOUCHDECK_SOAK_APP"].flatMap { $0.isEmpty ? nil : $0 } ?? "home",
            seed: environment["TOUCHDECK_SOAK_SEED"].flatMap { UInt64($0) } ?? 1,
            signals: names.compactMap { name in signalNumbers[name].map { (name, $0) } },
            sampleInterval: environment["TOUCHDECK_SOAK_SAMPLE"].flatMap(Double.init).map { max(0.5, $0) } ?? 5,
            warmup: environment["TOUCHDECK_SOAK_WARMUP"].flatMap(Double.init) ?? min(60, seconds / 5),
            outDirectory: environment["TOUCHDECK_SOAK_OUT"] ?? environment["TOUCHDECK_VM_OUT"] ?? NSTemporaryDirectory())
    }

    /// The test's time limit: the driving, the kiosk's start and a last segment running over.
    var timeLimitMinutes: Int { Int((seconds / 60).rounded(.up)) + 5 }

    /// Whether memory growth fails the soak: only in runs of 5 minutes or
    /// more. In a shorter one the apps' caches are still filling (the swipe
    /// deck's for about 40 segments), so its memory is reported, not judged;
    /// descriptors are judged in any run.
    var judgesMemory: Bool { seconds >= 300 }

    /// The memory tolerance of the growth check, in kB: 2 MB or 2 % of the earlier high, whichever is more.
    static func memoryTolerance(earlierMaximum: Int) -> Int { max(2048, earlierMaximum / 50) }
}
