import Foundation
import KioskRuntime
import TestSupport
import Testing

/// The soak, in the QEMU harness only and only when `tools/soak`
/// asks for it (`TOUCHDECK_SOAK_SECONDS`; `tools/vmtest` never does): a live
/// kiosk driven for that long by random multi-finger touches through uinput
/// touchscreens plugged in and out, config edits and signals, while its
/// memory, descriptors and latencies are measured (`SoakRun`). Passes when
/// the kiosk never crashed, no touch or gesture was left running, and memory
/// and descriptors stayed flat after the warm-up; the summary goes to
/// `soak.json` beside the per-interval `soak-series.jsonl`.
@Suite("Soak on a real kernel", .serialized, .builtInApps,
       .enabled(if: SoakPlan.fromEnvironment != nil && access("/dev/uinput", W_OK) == 0 && access("/dev/fb0", W_OK) == 0,
                "needs tools/soak (TOUCHDECK_SOAK_SECONDS in the QEMU harness)"))
struct SoakVMTests {

    @Test(.timeLimit(.minutes(SoakPlan.fromEnvironment?.timeLimitMinutes ?? 1)))
    func kioskStaysFlatUnderRandomTouchesUnplugsEditsAndSignals() throws {
        let plan = try #require(SoakPlan.fromEnvironment)
        // The kiosk and the player: a release build where the harness gives one (a debug kiosk
        // under emulation falls behind a 120 Hz touchscreen).
        let touchdeck = TestBinaries.kiosk
        let summary = try SoakRun(plan: plan, touchdeck: touchdeck).run()
        try (summary.text + "\n").write(toFile: plan.outDirectory + "/soak.json", atomically: true, encoding: .utf8)
        print("soak summary: \(summary.text)")
        guard case .object(let members) = summary, case .array(let failures)? = members.first(where: { $0.0 == "failures" })?.1 else {
            Issue.record("the summary has no failures list: \(summary.text)")
            return
        }
        for failure in failures { Issue.record("soak: \(failure.text)") }
    }
}
