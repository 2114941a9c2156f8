import Foundation

/// The guest's udev, for tests that make devices (uinput) and then start
/// something that finds them through it (libinput's udev backend, hotplug).
public enum Udev {
    /// Waits until udev has handled every event queued so far (`udevadm
    /// settle`): a device uinput just created is then tagged, with its
    /// properties in udev's database, and visible to whoever enumerates.
    public static func settle(timeout seconds: Int = 10) {
        let tool = ["/usr/bin/udevadm", "/bin/udevadm"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let tool else { return }
        _ = try? ChildProcess.run(tool, ["settle", "--timeout=\(seconds)"], timeout: Double(seconds) + 5)
    }
}
