import Configuration
import Logging
import Synchronization

/// The live kiosk's settings: loaded from a file at start, reloaded when the
/// file changes (or on demand). A reload that fails keeps the last good
/// settings and logs the error; it never throws into the kiosk.
public final class SettingsStore: Sendable {
    /// The file being watched.
    public let path: String
    private let loader: SettingsLoader
    private let logger: Logger
    private let onChange: (@Sendable (TouchdeckSettings) -> Void)?
    private let onReject: (@Sendable (ConfigError) -> Void)?
    private let state: Mutex<State>

    private struct State {
        var current: TouchdeckSettings
        var lastError: ConfigError?
    }

    /// Loads `path` once; the kiosk should not start on a bad file.
    /// - Parameters:
    ///   - onChange: called after each reload that changed the settings.
    ///   - onReject: called after each reload that was rejected (the last good settings stay).
    /// - Throws: `ConfigError` when the initial file is invalid.
    public convenience init(
        path: String, loader: SettingsLoader,
        logger: Logger = Logger(label: "touchdeck.config"),
        onChange: (@Sendable (TouchdeckSettings) -> Void)? = nil,
        onReject: (@Sendable (ConfigError) -> Void)? = nil
    ) throws(ConfigError) {
        self.init(path: path, loaded: try loader.load(path: path), loader: loader, logger: logger,
                  onChange: onChange, onReject: onReject)
    }

    /// Watches `path`, whose settings the caller already loaded (`loaded`):
    /// a kiosk reads its config file once at start, not once per consumer.
    public init(
        path: String, loaded: TouchdeckSettings, loader: SettingsLoader,
        logger: Logger = Logger(label: "touchdeck.config"),
        onChange: (@Sendable (TouchdeckSettings) -> Void)? = nil,
        onReject: (@Sendable (ConfigError) -> Void)? = nil
    ) {
        self.path = path
        self.loader = loader
        self.logger = logger
        self.onChange = onChange
        self.onReject = onReject
        self.state = Mutex(State(current: loaded, lastError: nil))
    }

    /// The last good settings.
    public var current: TouchdeckSettings { state.withLock { $0.current } }

    /// Why the most recent reload was rejected; nil after a successful one.
    public var lastError: ConfigError? { state.withLock { $0.lastError } }

    /// Reads the file again now (e.g. on SIGHUP from the kiosk's signalfd).
    /// - Returns: the new settings, or the error that kept the old ones.
    @discardableResult
    public func reload() -> Result<TouchdeckSettings, ConfigError> {
        do throws(ConfigError) {
            return accept(try loader.settings(from: loader.snapshot(readingFile: path)))
        } catch {
            return reject(error)
        }
    }

    /// Watches the file with swift-configuration's `ReloadingFileProvider`
    /// (polling every `pollInterval`, and on SIGHUP) until the task is cancelled.
    public func watch(pollInterval: Duration = .seconds(2)) async throws {
        let options = TouchdeckConfigSnapshot.ParsingOptions(schema: loader.schema, path: path)
        let provider = try await ReloadingFileProvider<TouchdeckConfigSnapshot>(
            parsingOptions: options, filePath: .init(path), pollInterval: pollInterval, logger: logger)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await provider.run() }
            try await provider.watchSnapshot { updates in
                // The first is the file as it is when watching begins: it may
                // have changed since `init`, so it is applied like the rest.
                for await snapshot in updates {
                    guard let snapshot = snapshot as? TouchdeckConfigSnapshot else { continue }
                    apply(snapshot)
                }
            }
            group.cancelAll()
        }
    }

    /// Takes a changed file's snapshot if it is valid.
    @discardableResult
    func apply(_ snapshot: TouchdeckConfigSnapshot) -> Result<TouchdeckSettings, ConfigError> {
        do throws(ConfigError) {
            return accept(try loader.settings(from: snapshot))
        } catch {
            return reject(error)
        }
    }

    private func accept(_ settings: TouchdeckSettings) -> Result<TouchdeckSettings, ConfigError> {
        let changed = state.withLock { state in
            defer {
                state.current = settings
                state.lastError = nil
            }
            return state.current != settings
        }
        if changed {
            logger.info("Reloaded config", metadata: ["file": "\(path)"])
            onChange?(settings)
        }
        return .success(settings)
    }

    private func reject(_ error: ConfigError) -> Result<TouchdeckSettings, ConfigError> {
        state.withLock { $0.lastError = error }
        logger.error(
            "Config reload failed; keeping the last good settings\n\(error)",
            metadata: ["file": "\(path)"])
        onReject?(error)
        return .failure(error)
    }
}
