import Foundation
import Seat

extension KioskHost {
    /// The VT the live kiosk shows on: the one on standard input (a service's
    /// `TTYPath=`), else the one in front. Noted in `$RUNTIME_DIRECTORY/vt`
    /// when systemd gives the kiosk a runtime directory, so the service's
    /// `ExecStopPost=` restores the VT the kiosk used, not a guessed one.
    /// Without a seat manager (`direct`), the VT is put in graphics mode while
    /// the kiosk runs, as a seat manager would: fbcon then draws neither its
    /// cursor nor kernel messages over the picture. The caller releases it.
    func takeConsole(direct: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) -> ConsoleGraphicsMode? {
        guard let path = VirtualTerminal.standardInputPath() ?? VirtualTerminal.activePath() else {
            logger.info("no virtual terminal here: the console is left as it is")
            return nil
        }
        if let runtime = environment["RUNTIME_DIRECTORY"]?.split(separator: ":").first {
            let note = "\(runtime)/vt"
            do { try (path + "\n").write(toFile: note, atomically: true, encoding: .utf8) } catch {
                logger.warning("\(note): cannot note the kiosk's VT (\(error)); the service restores its TTYPath instead")
            }
        }
        guard direct else { return nil }
        do {
            let mode = try ConsoleGraphicsMode(terminal: VirtualTerminal(path: path))
            if mode.holds { logger.notice("\(path) in graphics mode while the kiosk runs (the console keeps off the picture)") }
            return mode
        } catch {
            logger.warning("\(path): cannot put it in graphics mode (\(error)): the console's cursor and messages may draw over the picture (run on the VT, or as root)")
            return nil
        }
    }
}
