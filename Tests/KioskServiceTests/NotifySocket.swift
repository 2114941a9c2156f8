import Foundation

/// A unix datagram socket standing in for systemd's notify socket: the test
/// binds it, hands its path to the kiosk as NOTIFY_SOCKET, and reads what
/// the kiosk sends (with the time each message arrived).
final class NotifySocket {
    let path: String
    private let fd: Int32
    /// Every message so far, in order, with its arrival time.
    private(set) var messages: [(time: Date, text: String)] = []

    init() throws {
        path = "/tmp/touchdeck-notify-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).sock"
        fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EMFILE) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0 else {
            close(fd)
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EINVAL)
        }
    }

    deinit {
        close(fd)
        unlink(path)
    }

    /// Reads messages for up to `timeout` seconds, until one satisfies `done`; whether one did.
    @discardableResult
    func receive(timeout: Double, until done: (String) -> Bool = { _ in false }) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date() < end {
            var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let remaining = Int32(max(1, end.timeIntervalSinceNow * 1000))
            guard poll(&entry, 1, min(remaining, 100)) > 0 else { continue }
            let count = recv(fd, &buffer, buffer.count, 0)
            guard count > 0 else { continue }
            let text = String(decoding: buffer[0..<count], as: UTF8.self)
            messages.append((Date(), text))
            if done(text) { return true }
        }
        return false
    }

    /// Arrival times of the WATCHDOG=1 messages after `start`.
    func pets(after start: Date) -> [Date] {
        messages.filter { $0.time >= start && $0.text.split(separator: "\n").contains("WATCHDOG=1") }.map(\.time)
    }
}

/// What systemd does with `WatchdogSec=`: the service is hung when no
/// WATCHDOG=1 came within the timeout of the last one (or of `start`).
struct WatchdogSupervisor {
    let timeout: Double

    /// The first moment in `start…end` at which the watchdog ran out, if it did.
    func expiry(pets: [Date], from start: Date, to end: Date) -> Date? {
        var last = start
        for pet in pets.sorted() where pet > start && pet <= end {
            if pet.timeIntervalSince(last) > timeout { return last.addingTimeInterval(timeout) }
            last = pet
        }
        return end.timeIntervalSince(last) > timeout ? last.addingTimeInterval(timeout) : nil
    }
}
