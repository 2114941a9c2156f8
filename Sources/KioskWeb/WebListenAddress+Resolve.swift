import Foundation

extension WebListenAddress {
    /// The address the server binds: a name resolved (getaddrinfo, as the
    /// server's bind would) to its first address, a literal as it is. Whether
    /// the server is loopback-only is decided on this, not on the text, so
    /// `--listen kiosk-lo` whose name resolves to a LAN address counts as the
    /// LAN, and the server binds exactly the address that was judged.
    /// - Throws: for a name that does not resolve.
    public func resolved() throws(WebServerError) -> WebListenAddress {
        if Self.isAddressLiteral(host) { return self }
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, nil, &hints, &list)
        defer { if let list { freeaddrinfo(list) } }
        guard status == 0, let first = list, let address = first.pointee.ai_addr else {
            let reason = status == 0 ? "no address" : String(cString: gai_strerror(status))
            throw WebServerError("cannot listen on \(self): the name \(host) does not resolve (\(reason))")
        }
        var text = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        guard getnameinfo(address, first.pointee.ai_addrlen, &text, socklen_t(text.count), nil, 0, NI_NUMERICHOST) == 0 else {
            throw WebServerError("cannot listen on \(self): the address of \(host) cannot be read")
        }
        let literal = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return WebListenAddress(host: literal, port: port)
    }

    /// Whether `text` is an IPv4 or IPv6 address literal (no brackets).
    public static func isAddressLiteral(_ text: String) -> Bool {
        var v4 = in_addr()
        return inet_pton(AF_INET, text, &v4) == 1 || isIPv6Literal(text)
    }

    /// Whether it listens on every address (`0.0.0.0`, `::`).
    public var isWildcard: Bool { host == "0.0.0.0" || host == "::" }
}
