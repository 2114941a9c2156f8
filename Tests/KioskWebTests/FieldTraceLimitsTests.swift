import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Geometry
import Kiosk
@testable import KioskWeb
import Logging
import Synchronization
import Testing
import TouchModel
import TouchTrace

/// The field-trace ring's writes: what they report is what `trace inspect`
/// reads, files are capped, the ring's lock is not held while writing, and
/// `/trace` is rate-limited.
@Suite("field trace limits", .serialized)
struct FieldTraceLimitsTests {
    static func directory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("field-trace-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Two fingers of `web:1` and `web:2` (ids 1_000_000 apart, as the kiosk numbers them) dragging for `seconds`.
    static func record(_ recorder: FieldTraceRecorder, seconds: Double, fingers: Int = 2, from start: Int64 = 1_000_000) {
        let steps = Int(seconds * 120)
        for step in 0...steps {
            let time = start + Int64(step) * 8_333
            let contacts = (0..<fingers).map { finger in
                TouchContact(id: finger * 1_000_000 + 1, position: Point(x: 100 + Double(step % 300), y: 50 + Double(finger) * 20),
                             change: step == 0 ? .began : step == steps ? .ended : .moved)
            }
            recorder.record(TouchFrame(time: time, contacts: contacts))
        }
    }

    @Test("the seconds and frames a write reports are what `trace inspect` reads from the file")
    func reportMatchesInspect() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let recorder = FieldTraceRecorder(seconds: 300, screen: Size(width: 800, height: 480), directory: directory)
        Self.record(recorder, seconds: 3, fingers: 12)
        // A frame stamped late (a browser's cancel at the loop's time) and then one stamped earlier.
        recorder.record(TouchFrame(time: 60_000_000, contacts: [TouchContact(id: 5, position: Point(x: 1, y: 1), change: .began)]))
        recorder.record(TouchFrame(time: 30_000_000, contacts: [TouchContact(id: 5, position: Point(x: 2, y: 1), change: .ended)]))
        let written = try recorder.write()
        let statistics = try TraceStatistics.gather(from: TraceReader.open(path: written.path))
        let inspected = try #require(statistics.first)
        #expect(written.seconds == inspected.durationSeconds)
        #expect(written.frames == inspected.frames)
        #expect(inspected.maxContacts == 12, "12 fingers of two browsers: the trace has the slots for them")
        #expect(written.droppedContacts == 0)
    }

    @Test("each write adds a file and removes the oldest beyond `keptFiles`")
    func keptFilesAreCapped() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let recorder = FieldTraceRecorder(seconds: 10, screen: Size(width: 800, height: 480), directory: directory, keptFiles: 3)
        Self.record(recorder, seconds: 0.2)
        var removed: [String] = []
        for _ in 0..<7 { removed += try recorder.write().removed }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(names == ["field-trace-5.yaml", "field-trace-6.yaml", "field-trace-7.yaml"])
        #expect(removed.map { ($0 as NSString).lastPathComponent } == (1...4).map { "field-trace-\($0).yaml" })
    }

    @Test("the ring keeps taking frames while a large trace is built and written: its lock is only held for the copy")
    func writeDoesNotHoldTheRing() async throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let recorder = FieldTraceRecorder(seconds: 3600, screen: Size(width: 800, height: 480), directory: directory)
        Self.record(recorder, seconds: 120, fingers: 10)
        let writing = Task.detached { try recorder.write() }
        // Frames recorded meanwhile, each timed: none waits for the write.
        var slowest = 0.0
        let started = Date()
        var step: Int64 = 0
        while Date().timeIntervalSince(started) < 0.5 {
            let before = Date()
            recorder.record(TouchFrame(time: 200_000_000 + step * 8_333, contacts: [TouchContact(id: 7, position: Point(x: Double(step % 50), y: 1), change: step == 0 ? .began : .moved)]))
            slowest = max(slowest, Date().timeIntervalSince(before))
            step += 1
        }
        let written = try await writing.value
        #expect(written.frames > 14_000)
        #expect(slowest < 0.1, "the loop's record waited \(slowest) s")
    }

    @Test("a second write while one runs is refused as busy")
    func oneWriteAtATime() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let recorder = FieldTraceRecorder(seconds: 3600, screen: Size(width: 800, height: 480), directory: directory)
        Self.record(recorder, seconds: 60, fingers: 10)
        let outcomes = Mutex<[Bool]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let ok: Bool
            do { _ = try recorder.write(); ok = true } catch let error as FieldTraceError { ok = !error.isBusy } catch { ok = false }
            outcomes.withLock { $0.append(ok) }
        }
        let results = outcomes.withLock { $0 }
        #expect(results.contains(true))
        #expect(results.contains(false), "at least one overlapping write was refused")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(files.count == results.count { $0 })
    }

    @Test("the /trace limiter: two at once, then one every 5 s, with the seconds to wait")
    func limiterTimes() {
        let limiter = TraceRequestLimiter()
        #expect(limiter.admit(at: 0) == nil)
        #expect(limiter.admit(at: 0) == nil)
        #expect(limiter.admit(at: 0) == 5)
        #expect(limiter.admit(at: 4_000_000) == 1)
        #expect(limiter.admit(at: 5_000_000) == nil)
        #expect(limiter.admit(at: 5_100_000) == 5)
    }

    @Test("POST /trace is rate-limited: beyond a burst of two, 429 with Retry-After, and no file")
    func traceRequestsAreLimited() async throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let recorder = FieldTraceRecorder(seconds: 10, screen: Size(width: 800, height: 480), directory: directory)
        Self.record(recorder, seconds: 0.5)
        let server = try KioskWebServer(address: WebListenAddress(host: "127.0.0.1", port: 0), access: WebAccess(token: nil),
                                        screen: Size(width: 800, height: 480), traces: recorder, logger: Logger(label: "test")).start()
        defer { server.stop() }
        let started = Date()
        var statuses: [Int] = []
        var retryAfter: String?
        for _ in 0..<5 {
            let (status, header) = Self.post("http://127.0.0.1:\(server.port)/trace")
            statuses.append(status)
            if status == 429 { retryAfter = header }
        }
        // However slow the host, the bucket lets through two, plus one for every 5 s the requests took.
        let allowed = 2 + Int(Date().timeIntervalSince(started) / 5)
        let written = statuses.count { $0 == 200 }
        #expect(statuses.allSatisfy { $0 == 200 || $0 == 429 })
        #expect(written >= 2 && written <= allowed, "\(statuses)")
        #expect(statuses.contains(429) || allowed >= 5, "\(statuses)")
        if statuses.contains(429) { #expect(Int(retryAfter ?? "") ?? 0 >= 1) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).count == written)
    }

    /// A `POST` over a plain socket: the status and the `Retry-After` header.
    static func post(_ url: String) -> (Int, String?) {
        let semaphore = DispatchSemaphore(value: 0)
        let result = Mutex<(Int, String?)>((0, nil))
        var request = URLRequest(url: URL(string: url)!)
        request.httpMethod = "POST"
        URLSession.shared.dataTask(with: request) { _, response, _ in
            let http = response as? HTTPURLResponse
            result.withLock { $0 = (http?.statusCode ?? 0, http?.value(forHTTPHeaderField: "Retry-After")) }
            semaphore.signal()
        }.resume()
        semaphore.wait()
        return result.withLock { $0 }
    }
}
