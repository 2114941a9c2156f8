import Foundation

/// Where the kiosk keeps what it makes for itself and needs again after a
/// restart: the web token and the self-signed TLS certificate. In order:
/// `$STATE_DIRECTORY` (systemd's `StateDirectory=`: `/var/lib/touchdeck`
/// for the kiosk service), `$XDG_STATE_HOME/touchdeck`, else
/// `~/.local/state/touchdeck` (the XDG Base Directory specification's
/// default for state data).
public enum WebStateDirectory {
    /// The directory for `environment` (the process's by default); nil when
    /// none of the variables is set.
    public static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let systemd = environment["STATE_DIRECTORY"]?.split(separator: ":").first, !systemd.isEmpty {
            return String(systemd)
        }
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") { return xdg + "/touchdeck" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.local/state/touchdeck" }
        return nil
    }

    /// Makes `directory` (and its parents) readable by its owner only, if missing.
    static func create(_ directory: String) throws(WebServerError) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw WebServerError("\(directory): cannot make the state directory (\(error.localizedDescription))")
        }
    }
}
