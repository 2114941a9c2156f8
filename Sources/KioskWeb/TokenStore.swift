import Foundation

/// The web server's token: its strength rule, reading it from a file, and
/// the one `touchdeck run` makes when listening beyond loopback without one.
public enum WebToken {
    /// The fewest characters a token may have: 16 random ones are 80 bits or
    /// more, beyond guessing at the rate a kiosk answers.
    public static let minimumLength = 16

    /// The file the made token is kept in, in the state directory.
    public static let fileName = "web-token"

    /// Throws, naming `what` (the option or key that gave it), when `token`
    /// is shorter than `minimumLength` or has spaces or control characters
    /// in it (blank, a pasted line break, a placeholder like "my token").
    public static func check(_ token: String, what: String) throws(WebServerError) {
        if token.count < minimumLength || token.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7f }) {
            throw WebServerError("\(what): a token must be at least \(minimumLength) characters with no spaces (\(token.count) given): make one with `openssl rand -hex 32`, or give none and let touchdeck make one")
        }
    }

    /// The first line of `file`, checked (`check`); `what` names the option
    /// or key in errors. At most 1 KiB is read: a token is a line, and
    /// `--token-file /dev/zero` must not hang the kiosk.
    public static func read(file: String, what: String) throws(WebServerError) -> String {
        let limit = 1024
        let bytes: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: file))
            defer { try? handle.close() }
            bytes = try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw WebServerError("\(what) \(file): cannot be read (\(error.localizedDescription))")
        }
        let line = bytes.split(separator: UInt8(ascii: "\n"), maxSplits: 1, omittingEmptySubsequences: false).first ?? Data()
        guard line.count <= limit, let text = String(data: line, encoding: .utf8) else {
            throw WebServerError("\(what) \(file): the first line is not a token (more than \(limit) bytes, or not UTF-8)")
        }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw WebServerError("\(what) \(file): the first line is empty") }
        try check(trimmed, what: "\(what) \(file)")
        return trimmed
    }

    /// The token kept in `directory/web-token`, made (256 random bits, hex)
    /// and written readable by its owner only when there is none; `created`
    /// says which. A kept file others can read is refused: the token in it
    /// may have been seen.
    public static func stored(in directory: String) throws(WebServerError) -> (token: String, path: String, created: Bool) {
        let path = directory + "/" + fileName
        var status = stat()
        if lstat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFREG else { throw WebServerError("\(path): the kept web token is not a regular file") }
            guard status.st_mode & 0o077 == 0 else {
                throw WebServerError("\(path): the kept web token is readable by others (mode \(String(status.st_mode & 0o777, radix: 8))): delete it to make a new one")
            }
            return (try read(file: path, what: "the kept web token"), path, false)
        }
        try WebStateDirectory.create(directory)
        var generator = SystemRandomNumberGenerator()   // getrandom(2) on Linux
        let token = (0..<32).map { _ in String(format: "%02x", UInt8.random(in: .min ... .max, using: &generator)) }.joined()
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw WebServerError("\(path): cannot write the web token (\(String(cString: strerror(errno))))") }
        defer { close(fd) }
        let line = Array((token + "\n").utf8)
        guard write(fd, line, line.count) == line.count, fsync(fd) == 0 else {
            unlink(path)
            throw WebServerError("\(path): cannot write the web token (\(String(cString: strerror(errno))))")
        }
        return (token, path, true)
    }
}
