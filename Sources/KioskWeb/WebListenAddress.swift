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

    /// Parses `8080`, `0.0.0.0:8080`, `localhost:8080` or `[::1]:8080`.
    /// - Parameter what: names the option or key in the error.
    public init(parsing text: String, what: String) throws(WebServerError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        var host = "127.0.0.1"
        var portText = trimmed
        if trimmed.hasPrefix("["), let close = trimmed.firstIndex(of: "]") {
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

    /// Whether only this machine can reach it: 127.0.0.0/8, ::1 or localhost.
    public var isLoopback: Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    public var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}

/// A web-server problem (a bad address, a missing token, a port in use), naming the option or address.
public struct WebServerError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
