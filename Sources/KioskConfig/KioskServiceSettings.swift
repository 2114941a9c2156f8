/// The live kiosk's services in the config file's `kiosk:` section: its web
/// server (browser preview with remote touch, `/metrics`, `/healthz`,
/// `/trace`) and the field-trace ring. The command line's options of the
/// same meaning (`--listen`, `--token`, `--ring`, `--ring-directory`) win.
public struct KioskServiceSettings: Sendable, Hashable {
    /// `[ADDRESS:]PORT` the web server listens on; nil: not set.
    public var listen: String?
    /// The token every request but `/healthz` must carry; nil: none.
    public var token: String?
    /// Seconds of touches the field-trace ring keeps (0: off).
    public var ringSeconds: Double
    /// Where field traces are written.
    public var traceDirectory: String
    /// Fingers down at once over all browsers (each browser: at most 10).
    public var webContacts = 20
    /// Field traces kept in `traceDirectory`; writing one more removes the oldest.
    public var traceFiles = 20

    public init(listen: String? = nil, token: String? = nil, ringSeconds: Double = 0, traceDirectory: String = ".") {
        self.listen = listen
        self.token = token
        self.ringSeconds = ringSeconds
        self.traceDirectory = traceDirectory
    }

    /// Reads the `kiosk:` section of resolved settings (defaults when absent).
    public init(_ settings: TouchdeckSettings) {
        let values = settings.apps[Self.section.name]
        self.init(listen: values?.string("web.listen"), token: values?.string("web.token"),
                  ringSeconds: values?.number("trace.ring") ?? 0,
                  traceDirectory: values?.string("trace.directory") ?? ".")
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
                summary: "[ADDRESS:]PORT or ADDRESS (port 8080) for the web server, e.g. 8080 or 0.0.0.0:8080; setting it starts the server (as --listen does). The address defaults to 127.0.0.1; any other needs web.token."),
            SettingSpec(
                key: "web.token", type: .string, defaultValue: nil,
                summary: "A secret (16 characters or more, no spaces) every request but /healthz must carry (Authorization: Bearer TOKEN, or ?token=TOKEN). Required to listen on an address other than loopback."),
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
