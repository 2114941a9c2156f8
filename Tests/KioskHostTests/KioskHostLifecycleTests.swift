import Foundation
import Kiosk
import KioskApps
import KioskHost
import Logging
import ServiceLifecycle
import Synchronization
import Testing
import TestSupport

/// A live kiosk (in the browser, so it needs no touchscreen or screen) stops
/// the ways structured concurrency and swift-service-lifecycle stop things.
@Suite("A live kiosk host's lifecycle", .serialized, .builtInApps)
struct KioskHostLifecycleTests {
    /// Keeps the kiosk's log lines, so a test waits for what the kiosk says rather than for a time.
    final class LogLines: Sendable {
        private let lines = Mutex<[String]>([])
        var all: [String] { lines.withLock { $0 } }
        func append(_ line: String) { lines.withLock { $0.append(line) } }

        /// Waits until a line contains `text`: true when one did within `seconds`.
        func wait(for text: String, seconds: Double = 60) async -> Bool {
            let end = ContinuousClock.now + .seconds(seconds)
            while ContinuousClock.now < end {
                if all.contains(where: { $0.contains(text) }) { return true }
                try? await Task.sleep(for: .milliseconds(20))
            }
            return false
        }
    }

    struct Handler: LogHandler {
        let lines: LogLines
        var logLevel = Logger.Level.info
        var metadata = Logger.Metadata()
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) {
            lines.append("\(event.message)")
        }
    }

    /// The wallet in the browser on any free port, signals left to the test runner.
    static func browserKiosk(_ lines: LogLines) -> KioskHost {
        var configuration = KioskHost.Configuration(app: .wallet)
        configuration.display = "web:0"
        configuration.handlesStopSignals = false
        return KioskHost(configuration: configuration, logger: Logger(label: "kiosk") { _ in Handler(lines: lines) })
    }

    @Test("cancelling the task that runs a live kiosk stops it, and run returns", .timeLimit(.minutes(2)))
    func cancellation() async throws {
        let lines = LogLines()
        let kiosk = Self.browserKiosk(lines)
        let running = Task { try await kiosk.run() }
        #expect(await lines.wait(for: "serving the preview"), "the kiosk never served: \(lines.all)")
        running.cancel()
        try await running.value
        #expect(lines.all.contains { $0.contains("frame time") || $0.contains("serving") })
    }

    @Test("a ServiceGroup's graceful shutdown stops a live kiosk", .timeLimit(.minutes(2)))
    func gracefulShutdown() async throws {
        let lines = LogLines()
        let kiosk = Self.browserKiosk(lines)
        let group = ServiceGroup(configuration: .init(services: [kiosk], logger: Logger(label: "group") { _ in SwiftLogNoOpLogHandler() }))
        let running = Task { try await group.run() }
        #expect(await lines.wait(for: "serving the preview"), "the kiosk never served: \(lines.all)")
        await group.triggerGracefulShutdown()
        try await running.value
    }

    @Test("stop() ends a kiosk still waiting for its display", .timeLimit(.minutes(2)))
    func stopWhileWaitingForTheDisplay() async throws {
        let lines = LogLines()
        var configuration = KioskHost.Configuration(app: .wallet)
        configuration.display = "drm:/dev/dri/card-that-is-not-there"
        configuration.waitForDevices = true
        configuration.seat = .direct
        configuration.handlesStopSignals = false
        let kiosk = KioskHost(configuration: configuration, logger: Logger(label: "kiosk") { _ in Handler(lines: lines) })
        let running = Task { try await kiosk.run() }
        #expect(await lines.wait(for: "cannot use drm:/dev/dri/card-that-is-not-there yet"), "the kiosk never waited: \(lines.all)")
        kiosk.stop()
        try await running.value
    }

    @Test("stop() before the loop starts still stops it at once", .timeLimit(.minutes(2)))
    func stopEarly() async throws {
        let lines = LogLines()
        let kiosk = Self.browserKiosk(lines)
        kiosk.stop()
        try await kiosk.run()
    }
}
