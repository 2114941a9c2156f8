import Foundation

/// The built `touchdeck`, the tools the web tests drive, and HTTP.
public enum WebTestSupport {
    public static let touchdeck = TestBinaries.touchdeck
    public static var hasTouchdeck: Bool { FileManager.default.isExecutableFile(atPath: touchdeck) }

    /// The first of `names` on PATH (or at an absolute path), if any.
    public static func tool(_ names: String...) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in names {
            if name.hasPrefix("/") { if FileManager.default.isExecutableFile(atPath: name) { return name } else { continue } }
            for directory in paths + ["/usr/bin", "/usr/lib/chromium"] {
                let path = directory + "/" + name
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }

    /// Runs `path arguments` with `input` on standard input and waits: its
    /// status and standard output (with standard error when `includingErrors`,
    /// else dropped). For short tools such as curl, openssl and promtool.
    public static func output(_ path: String, _ arguments: [String], input: String = "",
                              includingErrors: Bool = false) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe(), inputPipe = Pipe()
        process.standardOutput = output
        process.standardError = includingErrors ? output : FileHandle.nullDevice
        process.standardInput = inputPipe
        try process.run()
        inputPipe.fileHandleForWriting.write(Data(input.utf8))
        try inputPipe.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A fresh temporary directory.
    public static func temporaryDirectory(_ name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// A TCP port free on 127.0.0.1 now (bound to port 0, then released).
    public static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EMFILE) }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw POSIXError(.EADDRINUSE) }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// One HTTP/1.1 exchange over a plain socket: status and body (status 0:
    /// no connection). Not URLSession: Foundation on Linux rejects
    /// chromedriver's headers (`Content-Length:249`, no space).
    public static func http(_ method: String, _ url: String, json: Any? = nil, headers: [String: String] = [:], timeout: Double = 30) async -> (Int, Data) {
        let body = json.flatMap { try? JSONSerialization.data(withJSONObject: $0) } ?? Data()
        let isJSON = json != nil
        return await Task.detached { RawHTTP.exchange(method, url, body: body, json: isJSON, headers: headers, timeout: timeout) }.value
    }

    /// Polls `body` every 100 ms until it returns a value or `timeout` seconds pass.
    public static func eventually<T>(timeout: Double, _ body: () async throws -> T?) async rethrows -> T? {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if let value = try await body() { return value }
            try? await Task.sleep(for: .milliseconds(100))
        }
        return try await body()
    }
}

/// A `touchdeck run` kiosk in a child process, its web server on a port it picked.
public final class KioskProcess {
    public let child: ChildProcess
    public let port: Int

    /// Starts `touchdeck run ARGUMENTS` (which must include a web server on
    /// port 0) and waits for it to say where it listens.
    /// `environment` adds to the test's (`XDG_STATE_HOME` for a state directory of its own).
    public init(_ arguments: [String], environment: [String: String] = [:]) throws {
        child = try ChildProcess(WebTestSupport.touchdeck, ["run"] + arguments, environment: environment)
        guard child.waitForError(containing: "(listening on ", timeout: 60),
              let range = child.errorText.range(of: #"\(listening on [^)]*:(\d+)\)"#, options: .regularExpression) else {
            _ = child.stop(with: SIGKILL, timeout: 2)
            throw KioskProcessError(message: "the kiosk did not start its web server: \(child.errorText)")
        }
        let text = child.errorText[range]
        port = Int(text.split(separator: ":").last?.dropLast() ?? "") ?? 0
    }

    public var base: String { "http://127.0.0.1:\(port)" }
    /// `base` over TLS, by the name the kiosk's certificate is for.
    public var secureBase: String { "https://localhost:\(port)" }

    /// Stops it with SIGTERM; its exit status.
    @discardableResult
    public func stop() -> Int32? { child.stop(with: SIGTERM) }
}

public struct KioskProcessError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
    public init(message: String) { self.message = message }
}
