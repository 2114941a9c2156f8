import Foundation

/// What the web server's security is made of, as the options and the config
/// file give it (`WebSecurity.prepare` fills in what they leave out).
public struct WebSecurityOptions: Sendable {
    /// The token and what gave it (`--token`, `--token-file FILE`,
    /// `kiosk.web.token`), for errors; nil: none given.
    public var token: (value: String, what: String)?
    /// PEM certificate chain and key (`--tls-cert`, `--tls-key`).
    public var tlsCertificate: String?
    public var tlsKey: String?
    /// Serve plain HTTP beyond loopback (`--insecure-http`).
    public var insecureHTTP: Bool
    /// Names the kiosk is reached by beside its own (`--host-name`).
    public var hostNames: [String]
    /// Where a made token and certificate are kept; nil: `WebStateDirectory.path()`.
    public var stateDirectory: String?

    public init(token: (value: String, what: String)? = nil, tlsCertificate: String? = nil, tlsKey: String? = nil,
                insecureHTTP: Bool = false, hostNames: [String] = [], stateDirectory: String? = nil) {
        self.token = token
        self.tlsCertificate = tlsCertificate
        self.tlsKey = tlsKey
        self.insecureHTTP = insecureHTTP
        self.hostNames = hostNames
        self.stateDirectory = stateDirectory
    }
}

/// The web server's access rule and TLS, ready to serve, and what to log about them.
public struct WebSecurity: Sendable {
    public let access: WebAccess
    public let tls: WebTLS?
    /// Plain HTTP beyond loopback was asked for.
    public let insecureHTTP: Bool
    /// Lines for the log: where a made token is kept (never the token), the
    /// certificate's fingerprint.
    public let notes: [String]

    /// The rule for serving on `address`. Beyond loopback (judged on the
    /// resolved address): without a token one is made and kept in the state
    /// directory (`WebToken.stored`); without `--tls-cert`/`--tls-key` nor
    /// `--insecure-http` a self-signed certificate is (`WebTLS.selfSigned`).
    /// On loopback neither is needed; TLS is served there when given.
    /// - Throws: a weak token, half of a certificate pair, an unreadable file.
    public static func prepare(_ options: WebSecurityOptions, listening address: WebListenAddress) throws(WebServerError) -> WebSecurity {
        if let token = options.token { try WebToken.check(token.value, what: token.what) }
        let loopback = try address.resolved().isLoopback
        let names = options.hostNames + (WebListenAddress.isAddressLiteral(address.host) ? [] : [address.host])
        var notes: [String] = []
        func stateDirectory() throws(WebServerError) -> String {
            guard let directory = options.stateDirectory ?? WebStateDirectory.path() else {
                throw WebServerError("no state directory to keep the web token and certificate in: set STATE_DIRECTORY, XDG_STATE_HOME or HOME")
            }
            return directory
        }
        var token = options.token?.value
        if token == nil && !loopback {
            let stored = try WebToken.stored(in: try stateDirectory())
            token = stored.token
            notes.append("web token \(stored.created ? "made and kept" : "read") in \(stored.path) (requests carry it as Authorization: Bearer, or open the page once with ?token=)")
        }
        var tls: WebTLS?
        switch (options.tlsCertificate, options.tlsKey) {
        case (let certificate?, let key?):
            guard !options.insecureHTTP else { throw WebServerError("--insecure-http and --tls-cert: give one of them") }
            tls = try WebTLS.load(certificate: certificate, key: key)
        case (nil, nil):
            if !loopback && !options.insecureHTTP {
                let extra = names + (address.isWildcard || !WebListenAddress.isAddressLiteral(address.host) ? [] : [address.host])
                tls = try WebTLS.selfSigned(in: try stateDirectory(), names: extra + Array(HostCheck.machineNames))
            }
        case (_?, nil): throw WebServerError("--tls-cert needs --tls-key (the certificate's private key)")
        case (nil, _?): throw WebServerError("--tls-key needs --tls-cert (the certificate)")
        }
        if let tls {
            notes.append("TLS certificate \(tls.certificatePath)\(tls.created ? " (self-signed, made now)" : ""): SHA-256 fingerprint \(tls.fingerprint)")
        }
        let access = WebAccess(token: token, names: names)
        try access.check(listening: address, tls: tls != nil, insecureHTTP: options.insecureHTTP)
        return WebSecurity(access: access, tls: tls, insecureHTTP: options.insecureHTTP, notes: notes)
    }
}
