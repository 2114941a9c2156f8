import Foundation
import HTTPTypes

/// Who may use the web server. The rule:
/// - it listens on loopback unless told otherwise, and refuses to listen on
///   any other address without a token (`check(listening:)`);
/// - with a token, every request but `GET /healthz` must carry it, as
///   `Authorization: Bearer TOKEN` or `?token=TOKEN` (what a browser's
///   address bar can carry; the page passes it on to its WebSocket);
///   anything else gets 401;
/// - a WebSocket upgrade from a page of another origin is refused, so a web
///   page open in the same browser cannot touch the kiosk;
/// - without a token (loopback), a request must name a loopback host: a site
///   whose name an attacker made resolve to 127.0.0.1 (DNS rebinding) still
///   names itself in `Host`, and is refused.
public struct WebAccess: Sendable {
    /// The token requests must carry; nil: none needed (loopback only).
    public let token: String?

    public init(token: String?) {
        self.token = token.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The fewest characters a token may have: 16 random ones are 80 bits or
    /// more, beyond guessing at the rate a kiosk answers.
    public static let minimumTokenLength = 16

    /// Throws when `address` is not loopback and there is no token, or when
    /// the token is too short to be a secret or has spaces in it (a pasted
    /// line break, a placeholder like "my token").
    public func check(listening address: WebListenAddress) throws(WebServerError) {
        if !address.isLoopback && token == nil {
            throw WebServerError("listening on \(address) (not loopback) needs a token: give --token-file FILE or --token TOKEN, or set kiosk.web.token in the config")
        }
        if let token, token.count < Self.minimumTokenLength || token.contains(where: \.isWhitespace) {
            throw WebServerError("the web token must be at least \(Self.minimumTokenLength) characters with no spaces (\(token.count) given): make one with `openssl rand -hex 16`")
        }
    }

    /// Whether a request for `path` (with its query) and `headers` may go on.
    public func permits(path: String, headers: HTTPFields) -> Bool {
        guard let token else { return true }
        if Self.route(of: path) == "/healthz" { return true }
        if let authorization = headers[.authorization], let given = Self.bearerToken(authorization), Self.same(given, token) {
            return true
        }
        if let given = Self.query(of: path)["token"], Self.same(given, token) { return true }
        return false
    }

    /// Whether a request whose `Host` is `authority` may go on: any with a
    /// token; without one, only `localhost` or a loopback address (with any
    /// port). A request without `Host` (HTTP/1.0; no browser sends one) may.
    public func permits(authority: String?) -> Bool {
        guard token == nil, let authority else { return true }
        return WebListenAddress(host: Self.hostName(of: authority), port: 0).isLoopback
    }

    /// The host of an authority: `localhost` of `localhost:8080`, `::1` of `[::1]:8080`.
    static func hostName(of authority: String) -> String {
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            return String(authority[authority.index(after: authority.startIndex)..<close])
        }
        if let colon = authority.firstIndex(of: ":"), colon == authority.lastIndex(of: ":") {
            return String(authority[..<colon])
        }
        return authority
    }

    /// Whether a WebSocket upgrade's `Origin` (when the browser sent one) is
    /// the server's own `Host` (`authority`): a page of the kiosk itself.
    public static func sameOrigin(origin: String?, authority: String?) -> Bool {
        guard let origin else { return true }
        guard let authority else { return false }
        return origin == "http://\(authority)" || origin == "https://\(authority)"
    }

    /// The token of an `Authorization: Bearer TOKEN` header; the scheme's
    /// name is case-insensitive (RFC 9110, 11.1), so `bearer` is as good.
    static func bearerToken(_ authorization: String) -> String? {
        let parts = authorization.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        return parts[1].trimmingCharacters(in: .whitespaces)
    }

    /// `/ws` of `/ws?token=x`.
    static func route(of path: String) -> Substring {
        path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    }

    /// The query's parameters, percent-decoded.
    static func query(of path: String) -> [String: String] {
        let parts = path.split(separator: "?", maxSplits: 1)
        guard parts.count == 2 else { return [:] }
        var result: [String: String] = [:]
        for pair in parts[1].split(separator: "&") {
            let keyValue = pair.split(separator: "=", maxSplits: 1).map(String.init)
            let key = keyValue[0].removingPercentEncoding ?? keyValue[0]
            let value = keyValue.count > 1 ? (keyValue[1].replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? keyValue[1]) : ""
            result[key] = value
        }
        return result
    }

    /// Compares without stopping at the first difference.
    static func same(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        var difference = x.count ^ y.count
        for index in 0..<max(x.count, y.count) {
            difference |= Int((index < x.count ? x[index] : 0) ^ (index < y.count ? y[index] : 0))
        }
        return difference == 0
    }
}
