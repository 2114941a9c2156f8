import Foundation
import ArgumentParser
import Kiosk
import KioskConfig
import KioskWeb

/// `--listen` and `--token`: the kiosk's web server (`run`, `record --ring`).
struct ServerOptions: ParsableArguments {
    @Option(help: "Serve /metrics, /healthz and /trace (and the preview with --display web or --mirror web) on [ADDRESS:]PORT or ADDRESS (port 8080); the address defaults to 127.0.0.1, any other needs --token (config: kiosk.web.listen).")
    var listen: String?

    @Option(help: "A secret (16 characters or more, no spaces) every request but /healthz must carry, as Authorization: Bearer TOKEN or ?token=TOKEN (config: kiosk.web.token). Visible to every user in ps: prefer --token-file.")
    var token: String?

    @Option(help: "Read the token from FILE (its first line; e.g. made with `openssl rand -hex 16 > FILE`, readable by the kiosk's user only), so it never shows in ps.")
    var tokenFile: String?

    /// The token the options give: `--token`, or `--token-file`'s first line; nil when neither.
    /// - Throws: `ValidationError` naming the file or the options given both.
    func givenToken() throws -> String? {
        guard let tokenFile else { return token }
        guard token == nil else { throw ValidationError("--token and --token-file: give one of them") }
        // At most 1 KiB is read: a token is a line, and `--token-file /dev/zero` must not hang the kiosk.
        let limit = 1024
        let bytes: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: tokenFile))
            defer { try? handle.close() }
            bytes = try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw ValidationError("--token-file \(tokenFile): cannot be read (\(error.localizedDescription))")
        }
        let line = bytes.split(separator: UInt8(ascii: "\n"), maxSplits: 1, omittingEmptySubsequences: false).first ?? Data()
        guard line.count <= limit, let text = String(data: line, encoding: .utf8) else {
            throw ValidationError("--token-file \(tokenFile): the first line is not a token (more than \(limit) bytes, or not UTF-8)")
        }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw ValidationError("--token-file \(tokenFile): the first line is empty") }
        return trimmed
    }

    /// Where to listen: `--listen`, else the config's `kiosk.web.listen`; nil when neither says.
    /// - Parameter port: a port that overrides theirs (`--display web:PORT`).
    func address(config: KioskServiceSettings, port: Int?) throws -> WebListenAddress? {
        try WebListenAddress.chosen(listen: listen, configured: config.listen, port: port)
    }

    /// The token: `--token` or `--token-file`, else the config's.
    func access(config: KioskServiceSettings) throws -> WebAccess {
        WebAccess(token: try givenToken() ?? config.token)
    }
}

/// `--ring` and `--ring-directory`: the field-trace ring.
struct RingOptions: ParsableArguments {
    @Option(help: "Keep the last SECONDS of touches in memory; SIGUSR1 (or POST /trace with --listen) writes them to field-trace-N.yaml (config: kiosk.trace.ring).")
    var ring: Double?

    @Option(help: "Where --ring writes its traces (default: the current directory; config: kiosk.trace.directory).")
    var ringDirectory: String?
}
