import Geometry
import CDRM
import Glibc
import Logging

/// The kernel's fbdev interface (`/dev/fb0`): the frame is drawn in ordinary
/// memory and the damaged rows are copied into the mapped framebuffer,
/// converted to its pixel format, then flushed to the screen (see `present`).
public final class FramebufferDisplay: ScreenSink {
    public let path: String
    public let width: Int
    public let height: Int
    public let format: PixelFormat
    let fd: Int32
    private let stride: Int
    private let mapping: UnsafeMutableRawPointer
    private let mappingLength: Int
    private let origin: (x: Int, y: Int)
    private var closed = false

    public init(path: String = "/dev/fb0") throws {
        self.path = path
        let fd = open(path, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else { throw DisplayError(device: path, "cannot open: \(String(cString: strerror(errno)))") }
        var variable = fb_var_screeninfo()
        var fixed = fb_fix_screeninfo()
        guard ioctl(fd, UInt(FBIOGET_VSCREENINFO), &variable) == 0, ioctl(fd, UInt(FBIOGET_FSCREENINFO), &fixed) == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(fd)
            throw DisplayError(device: path, "not a framebuffer (FBIOGET_*SCREENINFO failed: \(reason))")
        }
        guard let format = PixelFormat.fromBitfields(
            bitsPerPixel: Int(variable.bits_per_pixel),
            red: (Int(variable.red.offset), Int(variable.red.length)),
            green: (Int(variable.green.offset), Int(variable.green.length)),
            blue: (Int(variable.blue.offset), Int(variable.blue.length)))
        else {
            Glibc.close(fd)
            throw DisplayError(device: path, "unsupported pixel format: \(variable.bits_per_pixel) bpp, red \(variable.red.offset)/\(variable.red.length), green \(variable.green.offset)/\(variable.green.length), blue \(variable.blue.offset)/\(variable.blue.length)")
        }
        let length = Int(fixed.smem_len)
        guard let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), mapped != MAP_FAILED else {
            let reason = String(cString: strerror(errno))
            Glibc.close(fd)
            throw DisplayError(device: path, "cannot map \(length) bytes: \(reason)")
        }
        self.fd = fd
        self.format = format
        width = Int(variable.xres)
        height = Int(variable.yres)
        stride = Int(fixed.line_length)
        mapping = mapped
        mappingLength = length
        origin = (Int(variable.xoffset), Int(variable.yoffset))
        guard stride * (height + origin.y) <= length, stride >= width * format.bytesPerPixel else {
            munmap(mapped, length)
            Glibc.close(fd)
            throw DisplayError(device: path, "framebuffer memory (\(length) bytes, \(stride) per row) is smaller than its \(width)×\(height) mode")
        }
    }

    deinit { try? close() }

    public func present(_ image: FrameImage, damage: [PixelRect], time: Double) throws {
        guard !closed else { throw DisplayError(device: path, "already closed") }
        blit(image, damage: damage, into: mapping, stride: stride, width: width, height: height, format: format, origin: origin)
        guard !damage.isEmpty else { return }
        // Most /dev/fb* today are DRM's fbdev emulation, and many of those (bochs,
        // virtio-gpu, udl, the small SPI panels) draw into a shadow buffer that a
        // kernel worker copies to the screen when the deferred-I/O timer fires, up
        // to 50 ms after the first write (fb_defio.c; the DRM helper's
        // `delay = HZ / 20`). fsync on the device runs that worker now
        // (`fb_deferred_io_fsync`). On a framebuffer without deferred I/O it returns
        // at once, or fails with EINVAL where fbdev has no fsync: either is fine.
        // Measured in the test VM (bochs): present 0.4 → 2.6 ms, the copy the
        // kernel did later anyway, and the frame on the screen 0–50 ms sooner.
        _ = fsync(fd)
    }

    public func close() throws {
        guard !closed else { return }
        closed = true
        munmap(mapping, mappingLength)
        Glibc.close(fd)
    }
}
