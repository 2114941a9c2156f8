import Foundation
import HTTPTypes

/// Who may use the web server. The rule:
/// - it listens on loopback unless told otherwise; any other address (judged
///   on the address the name resolves to) needs a token, and TLS unless plain
///   HTTP is asked for (`check(listening:tls:insecureHTTP:)`);
/// - with a token, every request but `GET /healthz` must carry it, as
///   `Authorization: Bearer TOKEN` (the scheme's name in any case), the
///   page's cookie (`SessionCookie`, what `/?token=TOKEN` is exchanged for),
///   or `?token=TOKEN`; anything else gets 401;
/// - token or not, a request whose `Host` is not one of the kiosk's names
///   (`HostCheck`) gets 403, and a WebSocket upgrade whose `Origin` is not
///   the kiosk's own page is refused: a site whose name an attacker made
///   resolve to the kiosk (DNS rebinding) still names itself in both.
public struct WebAccess: Sendable {
    /// The token requests must carry; nil: none needed (loopback only).
    public let token: String?
    /// The names beside loopback, address literals and the machine's own
    /// name that `Host` may carry (`HostCheck.names`).
    public let names: Set<String>

    public init(token: String?, names: [String] = []) {
        self.token = token.flatMap { $0.isEmpty ? nil : $0 }
        self.names = HostCheck.names(names)
    }

    /// The fewest characters a token may have: 16 random ones are 80 bits or
    /// more, beyond guessing at the rate a kiosk answers.
    public static let minimumTokenLength = WebToken.minimumLength

    /// Throws when `address` (resolved) is not loopback and there is no
    /// token, or it would be served as plain HTTP (`tls` false) without
    /// `insecureHTTP`; or when the token is too weak (`WebToken.check`).
    public func check(listening address: WebListenAddress, tls: Bool = false, insecureHTTP: Bool = false) throws(WebServerError) {
        if let token { try WebToken.check(token, what: "the web token") }
        guard try !address.resolved().isLoopback else { return }
        if token == nil {
            throw WebServerError("listening on \(address) (not loopback) needs a token: give --token-file FILE, or set kiosk.web.tokenFile in the config (without either, touchdeck run makes one)")
        }
        if !tls && !insecureHTTP {
            throw WebServerError("listening on \(address) (not loopback) needs TLS: give --tls-cert FILE and --tls-key FILE (without them, touchdeck run makes a self-signed certificate), or --insecure-http to send the token in clear text")
        }
    }

    /// Whether a request for `path` (with its query) and `headers`, sent to
    /// `authority` (its `Host`, which names the page's cookie), may go on.
    public func permits(path: String, headers: HTTPFields, authority: String? = nil) -> Bool {
        guard let token else { return true }
        if Self.route(of: path) == "/healthz" { return true }
        if let authorization = headers[.authorization], let given = Self.bearerToken(authorization), Self.same(given, token) {
            return true
        }
        if let given = SessionCookie.find(in: headers, authority: authority), Self.same(given, SessionCookie.value(token: token)) {
            return true
        }
        if let given = Self.query(of: path)["token"], Self.same(given, token) { return true }
        return false
    }

    /// Whether a request whose `Host` is `authority` may go on: only one
    /// naming the kiosk (`HostCheck`). A request without `Host` (HTTP/1.0;
    /// no browser sends one) may.
    public func permits(authority: String?) -> Bool {
        guard let authority else { return true }
        return HostCheck.permits(authority: authority, names: names)
    }

    /// Whether a WebSocket upgrade's `Origin` is the kiosk's own page
    /// (`HostCheck.permits(origin:…)`); none (not a browser) may.
    public func permits(origin: String?, authority: String?, secure: Bool) -> Bool {
        guard let origin else { return true }
        guard let authority else { return false }
        return HostCheck.permits(origin: origin, authority: authority, secure: secure, names: names)
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
