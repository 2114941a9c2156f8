import Foundation
/// Where the web server listens: `[ADDRESS:]PORT` as `--listen`, the config's
/// `kiosk.web.listen` and `--display web[:PORT]` give it. The address
/// defaults to 127.0.0.1; port 0 takes any free port.
public struct WebListenAddress: Hashable, Sendable, CustomStringConvertible {
    /// The default port.
    public static let defaultPort = 8080

    public var host: String
    public var port: Int

    public init(host: String = "127.0.0.1", port: Int = WebListenAddress.defaultPort) {
        self.host = host
        self.port = port
    }

    /// Parses `8080`, `0.0.0.0:8080`, `localhost:8080` or `[::1]:8080`, and
    /// an address alone (`0.0.0.0`, `::`, `kiosk.local`) on the default port.
    /// - Parameter what: names the option or key in the error.
    public init(parsing text: String, what: String) throws(WebServerError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        var host = "127.0.0.1"
        var portText = trimmed
        if Self.isIPv6Literal(trimmed) || (!trimmed.contains(":") && !trimmed.isEmpty && Int(trimmed) == nil) {
            host = trimmed
            portText = String(Self.defaultPort)
        } else if trimmed.hasPrefix("["), let close = trimmed.firstIndex(of: "]") {
            host = String(trimmed[trimmed.index(after: trimmed.startIndex)..<close])
            let rest = trimmed[trimmed.index(after: close)...]
            guard rest.hasPrefix(":") else { throw WebServerError("\(what): expected [ADDRESS]:PORT, found '\(text)'") }
            portText = String(rest.dropFirst())
        } else if let colon = trimmed.lastIndex(of: ":") {
            host = String(trimmed[..<colon])
            portText = String(trimmed[trimmed.index(after: colon)...])
        }
        guard !host.isEmpty else { throw WebServerError("\(what): the address before ':' is empty in '\(text)'") }
        guard let port = Int(portText), (0...65535).contains(port) else {
            throw WebServerError("\(what): expected [ADDRESS:]PORT with a port 0…65535, found '\(text)'")
        }
        self.init(host: host, port: port)
    }

    /// Where to listen: `listen` (the `--listen` option), else `configured`
    /// (the config's `kiosk.web.listen`); nil when neither says. `port`
    /// (`--display web:PORT`) overrides theirs, listening on the default address if neither named one.
    public static func chosen(listen: String?, configured: String?, port: Int?) throws(WebServerError) -> WebListenAddress? {
        var address: WebListenAddress?
        if let listen {
            address = try WebListenAddress(parsing: listen, what: "--listen")
        } else if let configured {
            address = try WebListenAddress(parsing: configured, what: "kiosk.web.listen")
        }
        if let port {
            address = address ?? WebListenAddress()
            address?.port = port
        }
        return address
    }

    /// Whether only this machine can reach it: an address literal in
    /// 127.0.0.0/8, `::1` (or `::ffff:127.x.x.x`), or the name `localhost`.
    /// Any other name counts as reachable from elsewhere, whatever it starts
    /// with (`127.example` is a host on the network).
    public var isLoopback: Bool {
        if host == "localhost" { return true }
        var v4 = in_addr()
        if inet_pton(AF_INET, host, &v4) == 1 {
            return UInt32(bigEndian: v4.s_addr) >> 24 == 127
        }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, host, &v6) == 1 else { return false }
        let bytes = withUnsafeBytes(of: v6) { Array($0) }
        let loopback = bytes[0..<15].allSatisfy { $0 == 0 } && bytes[15] == 1
        let mappedV4 = bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xff && bytes[11] == 0xff && bytes[12] == 127
        return loopback || mappedV4
    }

    /// Whether `text` is an IPv6 address written without brackets (`::`, `fe80::1`).
    static func isIPv6Literal(_ text: String) -> Bool {
        var address = in6_addr()
        return inet_pton(AF_INET6, text, &address) == 1
    }

    public var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}

/// A web-server problem (a bad address, a missing token, a port in use), naming the option or address.
public struct WebServerError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
