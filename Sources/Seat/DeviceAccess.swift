#if canImport(Glibc)
import Glibc
#endif
import Logging

/// `--seat`: how the kiosk gets its devices.
public enum SeatMode: String, CaseIterable, Sendable {
    /// Through a seat manager when one runs here, else directly.
    case auto
    /// Through a seat manager, or not at all.
    case libseat
    /// Directly, as root or through group membership (no VT switching).
    case direct
}

/// The seat managers that run here, as libseat would find them.
public struct SeatManagers: Equatable, Sendable {
    /// `LIBSEAT_BACKEND`, when set: libseat then uses that backend alone.
    public var requestedBackend: String?
    /// seatd's socket, when it exists (`SEATD_SOCK`, else `/run/seatd.sock`).
    public var seatdSocket: String?
    /// Whether systemd-logind runs (it keeps `/run/systemd/seats`).
    public var logindRuns: Bool

    public init(requestedBackend: String? = nil, seatdSocket: String? = nil, logindRuns: Bool = false) {
        self.requestedBackend = requestedBackend
        self.seatdSocket = seatdSocket
        self.logindRuns = logindRuns
    }

    /// What this machine has now.
    public static func here() -> SeatManagers {
        let requested = getenv("LIBSEAT_BACKEND").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
        let socket = getenv("SEATD_SOCK").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/run/seatd.sock"
        return SeatManagers(requestedBackend: requested,
                            seatdSocket: access(socket, F_OK) == 0 ? socket : nil,
                            logindRuns: access("/run/systemd/seats", F_OK) == 0)
    }

    /// The libseat backends to try, in order; nil stands for the one
    /// `LIBSEAT_BACKEND` names. libseat's own order would end with its
    /// builtin backend, which takes the VT in-process as root: root without a
    /// seat manager must go on opening devices directly, so builtin is used
    /// only when `LIBSEAT_BACKEND` asks for it.
    public var backendsToTry: [String?] {
        if requestedBackend != nil { return [nil] }
        return (seatdSocket == nil ? [] : ["seatd"]) + (logindRuns ? ["logind"] : [])
    }

    /// Why no backend is tried, for the log.
    var absence: String { "no seatd socket (\(getenv("SEATD_SOCK") == nil ? "/run/seatd.sock" : "SEATD_SOCK")), logind not running" }
}

/// How the kiosk opens its devices: the opener, and the seat when there is one.
public struct DeviceAccess {
    public let opener: any DeviceOpener
    /// The seat, when a seat manager opens the devices; nil when they are opened directly.
    public let session: SeatSession?

    /// Devices opened directly, with no seat.
    public static var direct: DeviceAccess { DeviceAccess(opener: DirectOpener.shared, session: nil) }

    /// Opens the seat `mode` asks for and waits until it is active; logs
    /// which path was taken, and why a seat manager could not be used.
    /// - Throws: with `.libseat`, when no seat manager could be used.
    public static func open(mode: SeatMode, managers: SeatManagers = .here(), logger: Logger) throws -> DeviceAccess {
        if mode == .direct {
            logger.info("--seat direct: opening devices directly")
            return .direct
        }
        var failures: [String] = []
        for backend in managers.backendsToTry {
            do {
                let session = try SeatSession(backend: backend, logger: logger)
                try session.waitUntilActive(logger: logger)
                logger.notice("opening devices \(session.summary) (libseat)")
                return DeviceAccess(opener: session, session: session)
            } catch {
                failures.append("\(error)")
            }
        }
        let why = failures.isEmpty ? managers.absence : failures.joined(separator: "; ")
        if mode == .libseat { throw SeatError(device: "seat", "--seat libseat: no seat manager could be used: \(why)") }
        logger.notice("no seat manager (\(why)): opening devices directly (needs root, or the input and video groups)")
        return .direct
    }
}
