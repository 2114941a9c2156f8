import Foundation

/// A minimal blocking HTTP/1.1 client for the tests (one request per
/// connection, `Connection: close`, chunked replies joined).
public enum RawHTTP {
    public static func exchange(_ method: String, _ url: String, body: Data, json: Bool, headers: [String: String], timeout: Double) -> (Int, Data) {
        let reply = exchangeWithHeader(method, url, body: body, json: json, headers: headers, timeout: timeout)
        return (reply.status, reply.body)
    }

    /// `exchange`, with the reply's header block (status line and fields) as text.
    public static func exchangeWithHeader(_ method: String, _ url: String, body: Data = Data(), json: Bool = false, headers: [String: String] = [:],
                                          timeout: Double = 30) -> (status: Int, header: String, body: Data) {
        guard let components = URLComponents(string: url), let host = components.host, let port = components.port else { return (0, "", Data()) }
        let path = (components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath)
            + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return (0, "", Data()) }
        defer { close(fd) }
        var time = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr(host == "localhost" ? "127.0.0.1" : host)
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        guard connected else { return (0, "", Data()) }
        // A `Host` in `headers` replaces the URL's (a test posing as another site).
        let hostHeader = headers.keys.contains { $0.lowercased() == "host" } ? "" : "Host: \(host):\(port)\r\n"
        var head = "\(method) \(path) HTTP/1.1\r\n\(hostHeader)Connection: close\r\nContent-Length: \(body.count)\r\n"
        if json { head += "Content-Type: application/json\r\n" }
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        let request = Data((head + "\r\n").utf8) + body
        let sent = request.withUnsafeBytes { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                let count = send(fd, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
        guard sent else { return (0, "", Data()) }
        var response = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        // Until the server closes, or the body its Content-Length announces is in.
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count <= 0 { break }
            response.append(contentsOf: buffer[0..<count])
            if let split = response.range(of: Data("\r\n\r\n".utf8)), let length = contentLength(response[..<split.lowerBound]),
               response.count - split.upperBound >= length {
                break
            }
        }
        guard let split = response.range(of: Data("\r\n\r\n".utf8)) else { return (0, "", Data()) }
        let header = String(decoding: response[..<split.lowerBound], as: UTF8.self)
        let status = Int(header.split(separator: " ").dropFirst().first ?? "") ?? 0
        var content = Data(response[split.upperBound...])
        if header.lowercased().contains("transfer-encoding: chunked") || header.lowercased().contains("transfer-encoding:chunked") {
            content = dechunk(content)
        }
        return (status, header, content)
    }

    private static func contentLength(_ header: Data) -> Int? {
        for line in String(decoding: header, as: UTF8.self).split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "content-length" {
                return Int(parts[1].trimmingCharacters(in: .whitespaces))
            }
        }
        return nil
    }

    private static func dechunk(_ data: Data) -> Data {
        var result = Data()
        var rest = data[...]
        while let line = rest.range(of: Data("\r\n".utf8)) {
            let size = Int(String(decoding: rest[..<line.lowerBound], as: UTF8.self).split(separator: ";").first ?? "", radix: 16) ?? 0
            guard size > 0 else { break }
            let start = line.upperBound
            guard let end = rest.index(start, offsetBy: size, limitedBy: rest.endIndex) else { break }
            result.append(rest[start..<end])
            rest = rest[min(rest.endIndex, end + 2)...]
        }
        return result
    }
}
