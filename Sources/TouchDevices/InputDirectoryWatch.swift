import Glibc

/// Event nodes appearing in `/dev/input`, seen through inotify: hotplug where
/// no udev daemon tells of new devices (a minimal initramfs, a container).
/// Written by hand because libudev's monitor needs the daemon and libevdev
/// has no discovery of its own.
final class InputDirectoryWatch {
    let fd: Int32
    let directory: String

    /// Watches `directory` for nodes created or whose permissions change (a
    /// node may be created before it may be opened); nil when inotify is unavailable.
    init?(directory: String = "/dev/input") {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        guard inotify_add_watch(fd, directory, UInt32(IN_CREATE | IN_ATTRIB)) >= 0 else {
            close(fd)
            return nil
        }
        self.fd = fd
        self.directory = directory
    }

    deinit { close(fd) }

    /// The `eventN` nodes named by the pending notifications, in order, without repeats.
    func receive() -> [String] {
        var nodes: [String] = []
        let header = MemoryLayout<inotify_event>.size
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { return nodes }
            var offset = 0
            while offset + header <= count {
                let nameLength = buffer.withUnsafeBytes { Int($0.load(fromByteOffset: offset, as: inotify_event.self).len) }
                let end = min(offset + header + nameLength, count)
                // The name is NUL-padded to its recorded length.
                let name = String(decoding: buffer[(offset + header)..<end].prefix { $0 != 0 }, as: UTF8.self)
                if name.hasPrefix("event") {
                    let node = directory + "/" + name
                    if !nodes.contains(node) { nodes.append(node) }
                }
                offset = end
            }
        }
    }
}
