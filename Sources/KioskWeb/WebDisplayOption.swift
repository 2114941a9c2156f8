/// `--display web[:PORT]` and `--mirror web[:PORT]`: the browser preview as
/// the screen or beside it.
public struct WebDisplayOption: Hashable, Sendable {
    /// The port asked for, if any (else `--listen`'s, the config's or 8080).
    public var port: Int?

    /// Parses `web` or `web:PORT`; nil for any other display (`drm:…`, `png:…`).
    /// - Throws: for `web:` with something that is not a port.
    public init?(parsing text: String, what: String) throws(WebServerError) {
        guard text == "web" || text.hasPrefix("web:") else { return nil }
        guard text != "web" else {
            port = nil
            return
        }
        guard let port = Int(text.dropFirst(4)), (0...65535).contains(port) else {
            throw WebServerError("\(what): expected web or web:PORT with a port 0…65535, found '\(text)'")
        }
        self.port = port
    }
}
