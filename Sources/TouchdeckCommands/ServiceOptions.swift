import Foundation
import ArgumentParser
import Kiosk
import KioskConfig
import KioskHost
import KioskWeb

/// `--listen`, the token and TLS: the kiosk's web server (`run`, `record --ring`).
struct ServerOptions: ParsableArguments {
    @Option(help: "Serve /metrics, /healthz and /trace (and the preview with --display web or --mirror web) on [ADDRESS:]PORT or ADDRESS (port 8080, or --display web:PORT's); the address defaults to 127.0.0.1, any other is served over TLS with a token (config: kiosk.web.listen).")
    var listen: String?

    @Option(help: "A secret (16 characters or more, no spaces) every request but /healthz must carry, as Authorization: Bearer TOKEN (the page: ?token=TOKEN once) (config: kiosk.web.token). Visible to every user in ps: prefer --token-file. Beyond loopback without one, the kiosk makes one in its state directory.")
    var token: String?

    @Option(help: "Read the token from FILE (its first line; e.g. made with `openssl rand -hex 32 > FILE`, readable by the kiosk's user only), so it never shows in ps (config: kiosk.web.tokenFile).")
    var tokenFile: String?

    @Option(help: "PEM certificate (chain) for HTTPS, with --tls-key (config: kiosk.web.tlsCert). Beyond loopback without it, the kiosk makes a self-signed one in its state directory and logs its SHA-256 fingerprint.")
    var tlsCert: String?

    @Option(help: "PEM private key of --tls-cert (config: kiosk.web.tlsKey).")
    var tlsKey: String?

    @Flag(help: "Serve plain HTTP beyond loopback: the token crosses the network in clear text (config: kiosk.web.insecureHttp).")
    var insecureHttp = false

    @Option(help: "A name the kiosk is reached by (a proxy's, the fleet's DNS), beside its host name, localhost and addresses; repeatable. Requests naming any other host are refused (DNS rebinding; config: kiosk.web.hostNames).")
    var hostName: [String] = []

    /// Puts the options into a kiosk's configuration.
    /// - Throws: `ValidationError` for `--token` with `--token-file`.
    func apply(to configuration: inout KioskHost.Configuration) throws {
        guard token == nil || tokenFile == nil else { throw ValidationError("--token and --token-file: give one of them") }
        configuration.listen = listen
        configuration.token = token
        configuration.tokenFile = tokenFile
        configuration.tlsCertificate = tlsCert
        configuration.tlsKey = tlsKey
        configuration.insecureHTTP = insecureHttp
        configuration.hostNames = hostName
    }

    /// Where to listen: `--listen`; nil when not given.
    func address() throws -> WebListenAddress? {
        try WebListenAddress.chosen(listen: listen, configured: nil, port: nil)
    }

    /// The server's security as the options say (no config file: `record`).
    func security(listening address: WebListenAddress) throws -> WebSecurity {
        guard token == nil || tokenFile == nil else { throw ValidationError("--token and --token-file: give one of them") }
        let given = try token.map { ($0, "--token") } ?? tokenFile.map { (try WebToken.read(file: $0, what: "--token-file"), "--token-file \($0)") }
        return try WebSecurity.prepare(WebSecurityOptions(token: given, tlsCertificate: tlsCert, tlsKey: tlsKey, insecureHTTP: insecureHttp,
                                                          hostNames: hostName), listening: address)
    }
}

/// `--ring` and `--ring-directory`: the field-trace ring.
struct RingOptions: ParsableArguments {
    @Option(help: "Keep the last SECONDS of touches in memory; SIGUSR1 (or POST /trace with --listen) writes them to field-trace-N.yaml (config: kiosk.trace.ring).")
    var ring: Double?

    @Option(help: "Where --ring writes its traces (default: the current directory; config: kiosk.trace.directory).")
    var ringDirectory: String?
}
