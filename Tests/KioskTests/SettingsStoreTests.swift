import Foundation
import Gestures
import KioskConfig
import Synchronization
import Testing
import TestSupport

@testable import Kiosk
@testable import KioskRuntime

@Suite("Settings store reload", .builtInApps)
struct SettingsStoreTests {
    private let good = "gestures:\n  tap:\n    maximumDuration: 0.9\n"
    private let better = "gestures:\n  tap:\n    maximumDuration: 1.1\n"
    private let bad = "gestures:\n  tap:\n    maximumDuration: -1\n"

    @Test("a failed reload keeps the last good settings and logs the error")
    func reloadKeepsLastGood() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("kiosk.yaml", good)
        let log = LogCapture()
        let changes = ChangeCounter()
        let store = try SettingsStore(
            path: file, loader: SettingsLoader(environment: [:]), logger: log.logger,
            onChange: { _ in changes.increment() })
        #expect(store.current.gestures.tapMaximumDuration == 0.9)

        try directory.write("kiosk.yaml", bad)
        let failed = store.reload()
        guard case .failure(let error) = failed else {
            Issue.record("expected the reload to fail, got \(failed)")
            return
        }
        #expect(error.issues.map(\.key) == ["gestures.tap.maximumDuration"])
        #expect(store.current.gestures.tapMaximumDuration == 0.9)
        #expect(store.lastError == error)
        #expect(log.errors.count == 1)
        #expect(log.errors.first?.contains("\(file):3:22: error: gestures.tap.maximumDuration") == true)
        #expect(changes.value == 0)

        try directory.write("kiosk.yaml", better)
        #expect((try? store.reload().get())?.gestures.tapMaximumDuration == 1.1)
        #expect(store.current.gestures.tapMaximumDuration == 1.1)
        #expect(store.lastError == nil)
        #expect(changes.value == 1)
    }

    @Test("a store made from settings already loaded reads nothing until a reload: the kiosk reads its file once")
    func startsFromLoadedSettings() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("kiosk.yaml", good)
        let loader = SettingsLoader(environment: [:])
        let loaded = try loader.load(path: file)
        try directory.write("kiosk.yaml", better)
        let store = SettingsStore(path: file, loaded: loaded, loader: loader, logger: LogCapture().logger)
        #expect(store.current.gestures.tapMaximumDuration == 0.9)
        #expect((try? store.reload().get())?.gestures.tapMaximumDuration == 1.1)
    }

    @Test("a deleted file on reload keeps the last good settings")
    func reloadMissingFile() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("kiosk.yaml", good)
        let store = try SettingsStore(path: file, loader: SettingsLoader(environment: [:]), logger: LogCapture().logger)
        try FileManager.default.removeItem(atPath: file)
        #expect(throws: ConfigError.self) { try store.reload().get() }
        #expect(store.current.gestures.tapMaximumDuration == 0.9)
    }

    @Test("an invalid file at start is an error, not a store")
    func invalidAtStart() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("kiosk.yaml", bad)
        #expect(throws: ConfigError.self) {
            try SettingsStore(path: file, loader: SettingsLoader(environment: [:]), logger: LogCapture().logger)
        }
    }

    @Test("watching with ReloadingFileProvider picks up changes and rejects bad ones", .timeLimit(.minutes(1)))
    func watchReloads() async throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("kiosk.yaml", good, modified: -100)
        let log = LogCapture()
        let store = try SettingsStore(path: file, loader: SettingsLoader(environment: [:]), logger: log.logger)
        let watcher = Task { try await store.watch(pollInterval: .milliseconds(20)) }
        defer { watcher.cancel() }

        try directory.write("kiosk.yaml", bad, modified: -50)
        try await waitUntil { store.lastError != nil }
        #expect(store.current.gestures.tapMaximumDuration == 0.9)
        #expect(log.errors.contains { $0.contains("gestures.tap.maximumDuration: -1 is out of range") })

        try directory.write("kiosk.yaml", better, modified: 0)
        try await waitUntil { store.current.gestures.tapMaximumDuration == 1.1 }
        #expect(store.lastError == nil)
    }

    private func waitUntil(_ condition: @Sendable () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(20)
        while !condition() {
            guard ContinuousClock.now < deadline else {
                Issue.record("condition not met in time")
                return
            }
            try await Task.sleep(for: .milliseconds(10))
        }
    }
}

private final class ChangeCounter: Sendable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
    func increment() { count.withLock { $0 += 1 } }
}
