import Foundation

/// Where the tests find the checkout and the `touchdeck` they run, the same
/// for every suite: the QEMU harness names its builds in the environment.
public enum TestBinaries {
    /// The checkout (two folders above this file's).
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The folder of the `touchdeck` under test: `TOUCHDECK_BIN_PATH` (the
    /// harness's build), else the checkout's `.build/debug`.
    public static let directory = ProcessInfo.processInfo.environment["TOUCHDECK_BIN_PATH"]
        ?? root.appendingPathComponent(".build/debug").path
    /// That `touchdeck`.
    public static let touchdeck = directory + "/touchdeck"
    /// What a kiosk (and the player feeding it) runs in the VM tests:
    /// `TOUCHDECK_KIOSK_BIN` when set and not empty (a release build, for
    /// latency and memory figures), else `touchdeck`.
    public static let kiosk = ProcessInfo.processInfo.environment["TOUCHDECK_KIOSK_BIN"].flatMap { $0.isEmpty ? nil : $0 }
        ?? touchdeck
}
