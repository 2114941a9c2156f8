#if canImport(Glibc)
import Glibc
#endif
import CLibseat
import Logging

/// Where libseat's messages go; its log handler is a C function that can capture nothing.
nonisolated(unsafe) private var seatLogger: Logger?
nonisolated(unsafe) private var seatLastError: String?

/// libseat's own messages, in the kiosk's log: its errors (why a backend
/// could not be used) at debug level and kept for the error that follows;
/// everything it says with `--verbose`.
enum SeatLog {
    /// The last error libseat reported (e.g. "Could not connect to socket /run/seatd.sock").
    static var lastError: String? {
        get { seatLastError }
        set { seatLastError = newValue }
    }

    static func install(_ logger: Logger) {
        seatLogger = logger
        libseat_set_log_level(logger.logLevel <= .debug ? LIBSEAT_LOG_LEVEL_DEBUG : LIBSEAT_LOG_LEVEL_ERROR)
        libseat_set_log_handler { level, format, arguments in
            guard let format, let arguments else { return }
            var buffer = [CChar](repeating: 0, count: 512)
            _ = vsnprintf(&buffer, buffer.count, format, arguments)
            var text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            // Without libseat's "[file.c:line] " prefix.
            if text.hasPrefix("["), let end = text.firstIndex(of: "]") { text = String(text[text.index(after: end)...].drop { $0 == " " }) }
            // The first error of an open is the cause; later ones only say it failed.
            if level == LIBSEAT_LOG_LEVEL_ERROR, seatLastError == nil { seatLastError = text }
            seatLogger?.debug("libseat: \(text)")
        }
    }
}
