import Foundation

/// In the QEMU harness (tools/vmtest), a pixel-exact picture of the VM's
/// display: the guest drops a request file in the shared output folder and the
/// host's watcher answers it with QMP `screendump` (tools/vm/screendump-watcher).
public enum Screendump {
    /// The shared folder, set by the guest script.
    public static var outDirectory: String? { ProcessInfo.processInfo.environment["TOUCHDECK_VM_OUT"] }

    /// Whether a host is there to answer.
    public static var available: Bool { outDirectory != nil }

    public struct Image: Sendable {
        public let width: Int
        public let height: Int
        /// Packed RGB bytes, row by row.
        public let rgb: [UInt8]
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Asks the host for a screendump named `name` and reads the PPM back.
    /// `head`: that output of the VM's virtio-gpu (`TOUCHDECK_VM_GPU=virtio`); nil: the display's first.
    public static func take(named name: String, head: Int? = nil, timeout: Double = 60) throws -> Image {
        guard let out = outDirectory else { throw Failure(description: "not in the test VM (no TOUCHDECK_VM_OUT)") }
        let request = "\(out)/\(name).screendump-request"
        let done = "\(out)/\(name).screendump-done"
        // A dump taken again under the same name (a test polling the screen) must not
        // be answered by the marker and picture the host left for the previous one.
        unlink(done)
        unlink("\(out)/\(name).ppm")
        guard FileManager.default.createFile(atPath: request, contents: head.map { Data("head \($0)\n".utf8) } ?? Data()) else {
            throw Failure(description: "cannot write \(request)")
        }
        var waited = 0.0
        while !FileManager.default.fileExists(atPath: done) {
            Thread.sleep(forTimeInterval: 0.1)
            waited += 0.1
            if waited > timeout { throw Failure(description: "the host made no screendump of \(name) within \(Int(timeout)) s") }
        }
        return try parsePPM(Data(contentsOf: URL(fileURLWithPath: "\(out)/\(name).ppm")))
    }

    /// Plugs a monitor of `width`×`height` into `head` of the VM's virtio-gpu
    /// (0×0 unplugs it): the host's watcher asks QEMU for that size through the
    /// head's VNC server (RFB SetDesktopSize), which virtio-gpu tells the guest
    /// as a display change, as a real monitor's hotplug (`TOUCHDECK_VM_GPU=virtio`).
    public static func plugMonitor(head: Int, width: Int, height: Int, name: String, timeout: Double = 30) throws {
        guard let out = outDirectory else { throw Failure(description: "not in the test VM (no TOUCHDECK_VM_OUT)") }
        let request = "\(out)/\(name).monitor-request", done = "\(out)/\(name).monitor-done"
        unlink(done)
        guard FileManager.default.createFile(atPath: request, contents: Data("head \(head) \(width)x\(height)\n".utf8)) else {
            throw Failure(description: "cannot write \(request)")
        }
        let end = Date().addingTimeInterval(timeout)
        while !FileManager.default.fileExists(atPath: done) {
            guard Date() < end else { throw Failure(description: "the host plugged no monitor for \(name) within \(Int(timeout)) s") }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    /// Takes dumps named `name` until one satisfies `shows` or `seconds` have
    /// passed, and returns the last. For a frame that reaches the scanout a moment
    /// after the guest wrote it: a page flip after a VT switch, or an fbdev whose
    /// kernel copies a shadow buffer to the screen in a worker of its own.
    public static func take(named name: String, head: Int? = nil, within seconds: Double, until shows: (Image) -> Bool) throws -> Image {
        let end = Date().addingTimeInterval(seconds)
        var dump = try take(named: name, head: head)
        while !shows(dump), Date() < end {
            Thread.sleep(forTimeInterval: 0.2)
            dump = try take(named: name, head: head)
        }
        return dump
    }

    /// A binary PPM (P6, maxval 255) as QEMU writes it.
    public static func parsePPM(_ data: Data) throws -> Image {
        var fields: [String] = []
        var index = data.startIndex
        let space: [UInt8] = [0x20, 0x0A, 0x0D, 0x09]
        while fields.count < 4, index < data.endIndex {
            while index < data.endIndex, space.contains(data[index]) { index += 1 }
            var token = ""
            while index < data.endIndex, !space.contains(data[index]) {
                token.append(Character(UnicodeScalar(data[index])))
                index += 1
            }
            fields.append(token)
        }
        index += 1
        guard fields.count == 4, fields[0] == "P6", let width = Int(fields[1]), let height = Int(fields[2]), fields[3] == "255",
              data.endIndex - index >= width * height * 3 else {
            throw Failure(description: "not a P6 PPM: \(fields)")
        }
        return Image(width: width, height: height, rgb: Array(data[index..<(index + width * height * 3)]))
    }

    /// Pixels of an ARGB32 image (`pixel(x, y)` as 0xAARRGGBB) that differ from the dump by more than `tolerance` per channel.
    public static func mismatches(_ dump: Image, width: Int, height: Int, tolerance: Int = 0,
                                  pixel: (Int, Int) -> UInt32) -> (count: Int, first: String?) {
        guard dump.width == width, dump.height == height else {
            return (width * height, "sizes differ: screen \(dump.width)×\(dump.height), image \(width)×\(height)")
        }
        var count = 0
        var first: String?
        // Channel by channel with no array per pixel: in a debug build under
        // software emulation the per-pixel arrays made the display suite's two
        // checks take 42 s of its 51 (8.5 s now).
        dump.rgb.withUnsafeBufferPointer { rgb in
            for y in 0..<height {
                var offset = y * width * 3
                for x in 0..<width {
                    let p = pixel(x, y)
                    let red = Int((p >> 16) & 0xFF), green = Int((p >> 8) & 0xFF), blue = Int(p & 0xFF)
                    let r = Int(rgb[offset]), g = Int(rgb[offset + 1]), b = Int(rgb[offset + 2])
                    offset += 3
                    guard abs(red - r) > tolerance || abs(green - g) > tolerance || abs(blue - b) > tolerance else { continue }
                    count += 1
                    if first == nil { first = "(\(x), \(y)): expected \([red, green, blue]), screen has \([r, g, b])" }
                }
            }
        }
        return (count, first)
    }
}
