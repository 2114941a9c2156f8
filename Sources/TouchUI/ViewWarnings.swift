import Logging
import Synchronization

/// Log lines about views used in ways that cannot work as written (a
/// picker's selection matching no tag, a stepper's value out of its range):
/// each said once, so that a body evaluated every frame does not flood the
/// log; at most `limit` distinct ones are remembered and said.
enum ViewWarnings {
    private static let logger = Logger(label: "touchdeck.views")
    private static let said = Mutex<Set<String>>([])
    /// The most distinct messages said; one more line says that later ones are dropped.
    static let limit = 1000

    /// Logs `message` at warning level unless it (or another message under the same `key`) was
    /// logged before. A key keeps a message whose values change from frame to frame (a date
    /// picker's range that starts "now") to one line.
    static func once(_ message: String, key: String? = nil) {
        let key = key ?? message
        let (isNew, full) = said.withLock { said -> (Bool, Bool) in
            if said.contains(key) || said.count > limit { return (false, false) }
            if said.count == limit {
                said.insert("")   // marks the limit as reported
                return (false, true)
            }
            if key != message { said.insert(message) }   // what was said, for `wasSaid`
            return (said.insert(key).inserted, false)
        }
        if isNew { logger.warning("\(message)") }
        if full { logger.warning("\(limit) distinct view warnings said; further ones are not logged") }
    }

    /// Whether a message starting with `prefix` was logged (for tests).
    static func wasSaid(startingWith prefix: String) -> Bool { said.withLock { $0.contains { $0.hasPrefix(prefix) } } }

    /// Whether `message` was logged (for tests).
    static func wasSaid(_ message: String) -> Bool { said.withLock { $0.contains(message) } }
}
