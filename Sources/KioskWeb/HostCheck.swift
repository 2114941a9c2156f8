import Foundation

/// Which `Host` and `Origin` the server answers, token or not (DNS rebinding:
/// a site whose name an attacker made resolve to the kiosk still names itself
/// in `Host` and `Origin`, and is refused).
///
/// A host is the kiosk's when it is:
/// - `localhost` or an address literal (a browser sends a literal only when
///   asked for that address: no name was resolved, nothing can be rebound);
/// - the machine's own name (`gethostname`), alone or with `.local` (mDNS);
/// - the name the server listens on (`--listen kiosk.lan:8080`), or one of
///   the configured names (`--host-name`, `kiosk.web.hostNames`): the names a
///   proxy or the fleet's DNS gives the kiosk.
///
/// Names compare without case and without a trailing dot; the port is not
/// compared (a proxy may change it; a rebinding site keeps its own name).
public enum HostCheck {
    /// Whether `authority` (a `Host` header: `name`, `name:port`, `[v6]:port`)
    /// names this kiosk; `names` are the extra names it answers to.
    public static func permits(authority: String, names: Set<String>) -> Bool {
        let host = normalized(WebAccess.hostName(of: authority))
        guard !host.isEmpty, host.utf8.count <= 253 else { return false }
        if host == "localhost" || WebListenAddress.isAddressLiteral(host) { return true }
        return names.contains(host) || machineNames.contains(host)
    }

    /// Whether a browser's `Origin` is the server's own page, as reached
    /// through `authority` (the request's `Host`): same scheme (`https` with
    /// TLS), same host and port, and that host one `permits(authority:names:)`
    /// takes. `null` (a sandboxed frame, a file) is refused.
    public static func permits(origin: String, authority: String, secure: Bool, names: Set<String>) -> Bool {
        guard permits(authority: authority, names: names) else { return false }
        let scheme = secure ? "https://" : "http://"
        guard origin.lowercased().hasPrefix(scheme) else { return false }
        return normalizedAuthority(String(origin.dropFirst(scheme.count))) == normalizedAuthority(authority)
    }

    /// The names as `permits` compares them.
    public static func names(_ names: [String]) -> Set<String> {
        Set(names.map(normalized).filter { !$0.isEmpty })
    }

    /// The machine's own names: its host name and the mDNS `.local` one.
    static let machineNames: Set<String> = {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return [] }
        let name = normalized(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        guard !name.isEmpty else { return [] }
        return [name, name.hasSuffix(".local") ? name : name + ".local"]
    }()

    static func normalized(_ host: String) -> String {
        var host = host.lowercased()
        if host.hasSuffix(".") { host.removeLast() }
        return host
    }

    private static func normalizedAuthority(_ authority: String) -> String {
        normalized(WebAccess.hostName(of: authority)) + "|" + port(of: authority)
    }

    /// `8080` of `kiosk:8080` or `[::1]:8080`; empty without a port.
    static func port(of authority: String) -> String {
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            let rest = authority[authority.index(after: close)...]
            return rest.hasPrefix(":") ? String(rest.dropFirst()) : ""
        }
        let parts = authority.split(separator: ":", omittingEmptySubsequences: false)
        return parts.count == 2 ? String(parts[1]) : ""
    }
}
