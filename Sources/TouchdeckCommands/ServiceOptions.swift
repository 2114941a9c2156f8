import ArgumentParser
import Kiosk
import KioskConfig
import KioskWeb

/// `--listen` and `--token`: the kiosk's web server (`run`, `record --ring`).
struct ServerOptions: ParsableArguments {
    @Option(help: "Serve /metrics, /healthz and /trace (and the preview with --display web or --mirror web) on [ADDRESS:]PORT or ADDRESS (port 8080); the address defaults to 127.0.0.1, any other needs --token (config: kiosk.web.listen).")
    var listen: String?

    @Option(help: "A secret every request but /healthz must carry, as Authorization: Bearer TOKEN or ?token=TOKEN (config: kiosk.web.token).")
    var token: String?

    /// Where to listen: `--listen`, else the config's `kiosk.web.listen`; nil when neither says.
    /// - Parameter port: a port that overrides theirs (`--display web:PORT`).
    func address(config: KioskServiceSettings, port: Int?) throws -> WebListenAddress? {
        try WebListenAddress.chosen(listen: listen, configured: config.listen, port: port)
    }

    /// The token: `--token`, else the config's.
    func access(config: KioskServiceSettings) -> WebAccess {
        WebAccess(token: token ?? config.token)
    }
}

/// `--ring` and `--ring-directory`: the field-trace ring.
struct RingOptions: ParsableArguments {
    @Option(help: "Keep the last SECONDS of touches in memory; SIGUSR1 (or POST /trace with --listen) writes them to field-trace-N.yaml (config: kiosk.trace.ring).")
    var ring: Double?

    @Option(help: "Where --ring writes its traces (default: the current directory; config: kiosk.trace.directory).")
    var ringDirectory: String?
}
