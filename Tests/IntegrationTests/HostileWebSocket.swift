import Foundation

/// A hostile client of the preview's WebSocket, on loopback only: it does
/// the upgrade by hand, then writes pre-encoded pointer messages as fast as
/// the socket takes them and never reads what the server sends back. Not a
/// WebSocket library: a client library encodes and awaits message by
/// message, which would throttle the flood this is for.
final class HostileWebSocket: Sendable {
    private let fd: Int32

    /// Connects to `127.0.0.1:port` and upgrades `/ws` (with the server's own origin).
    init(port: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EMFILE) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        guard connected else { close(fd); throw POSIXError(.ECONNREFUSED) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
        let request = "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\nUpgrade: websocket\r\n"
            + "Connection: Upgrade\r\nSec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n\r\n"
        guard send(Array(request.utf8)) else { close(fd); throw POSIXError(.EPIPE) }
        var reply: [UInt8] = []
        var byte: UInt8 = 0
        while !reply.suffix(4).elementsEqual([13, 10, 13, 10]), recv(fd, &byte, 1, 0) == 1 { reply.append(byte) }
        guard String(decoding: reply, as: UTF8.self).hasPrefix("HTTP/1.1 101") else {
            close(fd)
            throw POSIXError(.ECONNREFUSED)
        }
    }

    deinit { close(fd) }

    /// Writes `bytes` whole; false once the server closed or the write timed out.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = Foundation.send(fd, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
    }

    /// One masked text frame (a client must mask; the key needs no secrecy here).
    static func frame(_ text: String) -> [UInt8] {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        }
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        return frame
    }

    /// A pointer message as the page sends it.
    static func pointer(_ type: String, _ pointer: Int, x: Double, y: Double, seq: Int) -> [UInt8] {
        frame(#"{"type":"\#(type)","pointer":\#(pointer),"x":\#(x),"y":\#(y),"seq":\#(seq)}"#)
    }
}
