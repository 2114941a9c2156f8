import CDRM
import Glibc

extension FramebufferDisplay: ScreenPower {
    /// `FBIOBLANK` with `FB_BLANK_POWERDOWN` or `FB_BLANK_UNBLANK`.
    public func setScreen(on: Bool) throws {
        let level = on ? Int32(FB_BLANK_UNBLANK) : Int32(FB_BLANK_POWERDOWN)
        guard ioctl(fd, UInt(FBIOBLANK), level) == 0 else {
            throw DisplayError(device: path, "FBIOBLANK \(on ? "unblank" : "powerdown") failed: \(String(cString: strerror(errno)))")
        }
    }

    public var powerMethod: String { "FBIOBLANK" }
}
