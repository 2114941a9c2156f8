import Foundation
import Testing
import TestSupport

/// The kiosk's side of systemd's notify protocol, end to end: a live
/// `touchdeck run` with NOTIFY_SOCKET and WATCHDOG_USEC set (drawing PNG
/// frames, no touchscreen needed) reports READY=1, pets the watchdog from its
/// loop, is caught when its loop stalls, and says STOPPING=1 on SIGTERM.
@Suite("systemd notify protocol", .serialized)
struct ServiceNotifyTests {
    static let touchdeck = TestBinaries.touchdeck
    /// WATCHDOG_USEC the tests give the kiosk: it pets every half of it.
    static let watchdog = 1.0

    static func kiosk(display: String, socket: NotifySocket) throws -> ChildProcess {
        try ChildProcess(touchdeck, ["run", "wallet", "--wait-for-devices", "--display", display, "--backend", "evdev", "--no-udev",
                                     "--date", "Monday, 23 November"],
                         environment: ["NOTIFY_SOCKET": socket.path, "WATCHDOG_USEC": String(Int(watchdog * 1_000_000))])
    }

    @Test("READY=1, then WATCHDOG=1 every half WATCHDOG_USEC; a stalled loop misses the watchdog; SIGTERM: STOPPING=1",
          .enabled(if: FileManager.default.isExecutableFile(atPath: touchdeck), "needs the built touchdeck"), .timeLimit(.minutes(2)))
    func readyPetsStallStop() throws {
        let socket = try NotifySocket()
        let frames = NSTemporaryDirectory() + "notify-frames-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: frames) }
        let kiosk = try Self.kiosk(display: "png:\(frames)", socket: socket)
        #expect(socket.receive(timeout: 30) { $0.hasPrefix("READY=1") }, "no READY=1: \(socket.messages.map(\.text)); \(kiosk.errorText)")
        let supervisor = WatchdogSupervisor(timeout: Self.watchdog)

        // Running: pets at about half the timeout, never a gap the supervisor would act on.
        let running = Date()
        socket.receive(timeout: 3)
        let pets = socket.pets(after: running)
        #expect(pets.count >= 4, "pets in 3 s: \(pets.count)")
        #expect(supervisor.expiry(pets: pets, from: running, to: Date()) == nil, "the watchdog ran out while the kiosk ran")

        // Its loop stalled (the process stopped): no pets, and the supervisor notices.
        kill(kiosk.pid, SIGSTOP)
        let stalled = Date()
        socket.receive(timeout: 2.5)
        let stalledEnd = Date()
        #expect(socket.pets(after: stalled.addingTimeInterval(0.05)).isEmpty, "a stopped kiosk cannot pet")
        #expect(supervisor.expiry(pets: socket.pets(after: stalled), from: stalled, to: stalledEnd) != nil,
                "the supervisor did not notice the stalled loop")

        // Going again, it pets again at once (the pet was overdue).
        kill(kiosk.pid, SIGCONT)
        #expect(socket.receive(timeout: 2) { $0.contains("WATCHDOG=1") }, "no pet after the stall")

        #expect(kiosk.stop(with: SIGTERM) == 0, "the kiosk did not stop cleanly: \(kiosk.errorText)")
        socket.receive(timeout: 0.5)
        #expect(socket.messages.last?.text.hasPrefix("STOPPING=1") == true, "last message: \(socket.messages.last?.text ?? "none")")
    }

    @Test("with no display yet it is READY and waiting (and petting), then picks the display up when it appears",
          .enabled(if: FileManager.default.isExecutableFile(atPath: touchdeck), "needs the built touchdeck"), .timeLimit(.minutes(2)))
    func waitsForDisplay() throws {
        let socket = try NotifySocket()
        // A PNG display whose parent directory does not exist yet cannot be opened: it "appears" with the directory.
        let parent = NSTemporaryDirectory() + "notify-later-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let kiosk = try Self.kiosk(display: "png:\(parent)/frames", socket: socket)
        #expect(socket.receive(timeout: 30) { $0.hasPrefix("READY=1") && $0.contains("STATUS=waiting for a display") },
                "no READY=1 while waiting: \(socket.messages.map(\.text)); \(kiosk.errorText)")
        #expect(kiosk.waitForError(containing: "cannot use png:\(parent)/frames yet", timeout: 5), "\(kiosk.errorText)")
        let waiting = Date()
        socket.receive(timeout: 2)
        #expect(socket.pets(after: waiting).count >= 2, "the watchdog is fed while waiting")

        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: false)
        #expect(kiosk.waitForError(containing: "display png:\(parent)/frames appeared", timeout: 10), "\(kiosk.errorText)")
        #expect(socket.receive(timeout: 20) { $0.contains("STATUS=running") }, "\(socket.messages.map(\.text))")
        #expect(kiosk.stop(with: SIGTERM) == 0, "the kiosk did not stop cleanly: \(kiosk.errorText)")
        #expect(FileManager.default.fileExists(atPath: "\(parent)/frames/contact-sheet.png"), "the kiosk drew nothing")
    }
}
