import Foundation
import HTTPTypes
import Hummingbird
import Kiosk

/// What `POST /trace` answers and logs about a written trace.
enum TraceReply {
    /// `{"file": …, "frames": …, "seconds": …, "droppedContacts": …, "removed": [...]}`: the
    /// frames and seconds as `touchdeck trace inspect` reads them from the file.
    static func json(_ written: FieldTraceRecorder.Written) -> String {
        let object: [String: Any] = ["file": written.path, "frames": written.frames, "seconds": written.seconds,
                                     "droppedContacts": written.droppedContacts, "removed": written.removed]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

extension KioskWebServer {
    /// 429 with `Retry-After` (seconds).
    static func tooManyRequests(retryAfter seconds: Int) -> Response {
        var response = text("too many requests: ask again in \(seconds) s\n", status: .tooManyRequests)
        response.headers[.retryAfter] = String(seconds)
        return response
    }
}
