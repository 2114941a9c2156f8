/// The live kiosk's services in the config file's `kiosk:` section: its web
/// server (browser preview with remote touch, `/metrics`, `/healthz`,
/// `/trace`) and the field-trace ring. The command line's options of the
/// same meaning (`--listen`, `--token`, `--token-file`, `--tls-cert`,
/// `--tls-key`, `--insecure-http`, `--host-name`, `--ring`, `--ring-directory`) win.
public struct KioskServiceSettings: Sendable, Hashable {
    /// `[ADDRESS:]PORT` the web server listens on; nil: not set.
    public var listen: String?
    /// The token every request but `/healthz` must carry; nil: none.
    public var token: String?
    /// A file whose first line is the token (kept out of the config file).
    public var tokenFile: String?
    /// PEM certificate chain and private key for HTTPS.
    public var tlsCertificate: String?
    public var tlsKey: String?
    /// Plain HTTP beyond loopback (the token in clear text).
    public var insecureHTTP: Bool
    /// Names the kiosk is reached by beside its own host name (a proxy's, the fleet's DNS).
    public var hostNames: [String]
    /// Seconds of touches the field-trace ring keeps (0: off).
    public var ringSeconds: Double
    /// Where field traces are written.
    public var traceDirectory: String
    /// Fingers down at once over all browsers (each browser: at most 10).
    public var webContacts = 20
    /// Field traces kept in `traceDirectory`; writing one more removes the oldest.
    public var traceFiles = 20

    public init(listen: String? = nil, token: String? = nil, ringSeconds: Double = 0, traceDirectory: String = ".",
                tokenFile: String? = nil, tlsCertificate: String? = nil, tlsKey: String? = nil, insecureHTTP: Bool = false, hostNames: [String] = []) {
        self.listen = listen
        self.token = token
        self.tokenFile = tokenFile
        self.tlsCertificate = tlsCertificate
        self.tlsKey = tlsKey
        self.insecureHTTP = insecureHTTP
        self.hostNames = hostNames
        self.ringSeconds = ringSeconds
        self.traceDirectory = traceDirectory
    }

    /// Reads the `kiosk:` section of resolved settings (defaults when absent).
    public init(_ settings: TouchdeckSettings) {
        let values = settings.apps[Self.section.name]
        self.init(listen: values?.string("web.listen"), token: values?.string("web.token"),
                  ringSeconds: values?.number("trace.ring") ?? 0,
                  traceDirectory: values?.string("trace.directory") ?? ".",
                  tokenFile: values?.string("web.tokenFile"), tlsCertificate: values?.string("web.tlsCert"), tlsKey: values?.string("web.tlsKey"),
                  insecureHTTP: values?.boolean("web.insecureHttp") ?? false,
                  hostNames: (values?.string("web.hostNames") ?? "").split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init))
        webContacts = values?.integer("web.contacts") ?? webContacts
        traceFiles = values?.integer("trace.files") ?? traceFiles
    }

    /// The section's keys, as `touchdeck config defaults` lists them.
    public static let section = AppConfigSection(
        name: "kiosk",
        summary: "The live kiosk's services: its web server (browser preview and remote touch, /metrics, /healthz, /trace) and field traces.",
        keys: [
            SettingSpec(
                key: "web.listen", type: .string, defaultValue: nil,
                summary: "[ADDRESS:]PORT or ADDRESS (port 8080) for the web server, e.g. 8080 or 0.0.0.0:8080; setting it starts the server (as --listen does). The address defaults to 127.0.0.1; any other is served over TLS with a token."),
            SettingSpec(
                key: "web.token", type: .string, defaultValue: nil,
                summary: "A secret (16 characters or more, no spaces) every request but /healthz must carry (Authorization: Bearer TOKEN; the page: ?token=TOKEN once). Beyond loopback without one, the kiosk makes one and keeps it in its state directory. Prefer web.tokenFile."),
            SettingSpec(
                key: "web.tokenFile", type: .string, defaultValue: nil,
                summary: "A file whose first line is the token (readable by the kiosk's user only)."),
            SettingSpec(
                key: "web.tlsCert", type: .string, defaultValue: nil,
                summary: "PEM certificate (chain) for HTTPS, with web.tlsKey. Beyond loopback without them, the kiosk makes a self-signed one and logs its SHA-256 fingerprint."),
            SettingSpec(
                key: "web.tlsKey", type: .string, defaultValue: nil,
                summary: "PEM private key of web.tlsCert."),
            SettingSpec(
                key: "web.insecureHttp", type: .boolean, defaultValue: .boolean(false),
                summary: "Serve plain HTTP beyond loopback: the token crosses the network in clear text."),
            SettingSpec(
                key: "web.hostNames", type: .string, defaultValue: nil,
                summary: "Names the kiosk is reached by (comma-separated) beside its host name, localhost and addresses; a request naming any other host is refused (DNS rebinding)."),
            SettingSpec(
                key: "trace.ring", type: .number, unit: "seconds", range: .from(0, upTo: 3600), defaultValue: .number(0),
                summary: "Keep the last this many seconds of touches in memory; SIGUSR1 or POST /trace writes them to a replayable trace. 0 is off."),
            SettingSpec(
                key: "trace.directory", type: .string, defaultValue: .string("."),
                summary: "Where field traces are written (field-trace-N.yaml)."),
            SettingSpec(
                key: "web.contacts", type: .integer, range: .from(1, upTo: 100), defaultValue: .integer(20),
                summary: "Fingers down at once over all browsers (each browser has at most 10); more are refused."),
            SettingSpec(
                key: "trace.files", type: .integer, range: .from(1, upTo: 1000), defaultValue: .integer(20),
                summary: "Field traces kept in trace.directory; writing one more removes the oldest."),
        ],
        takesGestures: false)
}
