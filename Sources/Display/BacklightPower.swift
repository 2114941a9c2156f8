import Foundation

/// A backlight under `/sys/class/backlight/NAME`, switched through its
/// `bl_power` (0: on, 4: off, the kernel's FB_BLANK_UNBLANK and FB_BLANK_POWERDOWN).
public final class BacklightPower: ScreenPower {
    /// The backlight's directory.
    public let directory: String

    /// - Throws: `DisplayError` when the directory has no `bl_power`.
    public init(directory: String) throws {
        self.directory = directory
        guard FileManager.default.fileExists(atPath: directory + "/bl_power") else {
            throw DisplayError(device: directory, "not a backlight: no bl_power here (see /sys/class/backlight/)")
        }
    }

    public func setScreen(on: Bool) throws {
        let path = directory + "/bl_power"
        do {
            try (on ? "0\n" : "4\n").write(toFile: path, atomically: false, encoding: .utf8)
        } catch {
            throw DisplayError(device: path, "cannot switch the backlight \(on ? "on" : "off"): \(error.localizedDescription)")
        }
    }

    public var powerMethod: String { "backlight \(directory)" }
}
