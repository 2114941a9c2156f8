import Foundation
import Logging
import Seat
import Testing

@Suite("Seat: which path opens the devices")
struct SeatTests {
    let logger = Logger(label: "test.seat")

    @Test func backendsTriedAreTheManagersThatRunAndNeverBuiltinUnasked() {
        #expect(SeatManagers().backendsToTry.isEmpty)
        #expect(SeatManagers(seatdSocket: "/run/seatd.sock").backendsToTry == ["seatd"])
        #expect(SeatManagers(logindRuns: true).backendsToTry == ["logind"])
        #expect(SeatManagers(seatdSocket: "/run/seatd.sock", logindRuns: true).backendsToTry == ["seatd", "logind"])
        // LIBSEAT_BACKEND is libseat's to honour, whatever runs.
        #expect(SeatManagers(requestedBackend: "builtin", seatdSocket: "/run/seatd.sock").backendsToTry == [nil])
    }

    @Test func withoutASeatManagerAutoOpensDirectlyAndLibseatRefuses() throws {
        let access = try DeviceAccess.open(mode: .auto, managers: SeatManagers(), logger: logger)
        #expect(access.session == nil)
        #expect(access.opener.summary == "directly")
        #expect(throws: SeatError.self) { try DeviceAccess.open(mode: .libseat, managers: SeatManagers(), logger: logger) }
        #expect(try DeviceAccess.open(mode: .direct, managers: SeatManagers(seatdSocket: "/run/seatd.sock"), logger: logger).session == nil)
    }

    @Test func aSeatdThatDoesNotAnswerFallsBackWithLibseatsReason() throws {
        let socket = FileManager.default.temporaryDirectory.appendingPathComponent("no-seatd-\(getpid()).sock").path
        setenv("SEATD_SOCK", socket, 1)
        defer { unsetenv("SEATD_SOCK") }
        // libseat really tries: the socket is not there.
        let error = #expect(throws: SeatError.self) {
            try DeviceAccess.open(mode: .libseat, managers: SeatManagers(seatdSocket: socket), logger: logger)
        }
        #expect(error?.description.contains("seatd") == true, "\(String(describing: error))")
        let access = try DeviceAccess.open(mode: .auto, managers: SeatManagers(seatdSocket: socket), logger: logger)
        #expect(access.session == nil)
        #expect(getenv("LIBSEAT_BACKEND") == nil, "the backend is set for the open alone")
    }

    @Test func directOpenErrorsNameTheDevice() {
        let error = #expect(throws: SeatError.self) { try DirectOpener.shared.openDevice("/dev/no-such-card", flags: O_RDWR) }
        #expect(error?.device == "/dev/no-such-card")
        #expect(error?.code == ENOENT)
    }

    @Test func aFileThatIsNoVTIsRefusedByName() {
        let error = #expect(throws: SeatError.self) { try ConsoleRestore.restore("/dev/null") }
        #expect(error?.description.hasPrefix("/dev/null: not a virtual terminal") == true, "\(String(describing: error))")
    }
}
