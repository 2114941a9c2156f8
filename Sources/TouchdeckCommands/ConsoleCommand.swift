import ArgumentParser
import Seat

/// `touchdeck console restore`: the VT back to a usable text console.
struct ConsoleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "console",
        abstract: "Give a virtual terminal back to its text console.",
        subcommands: [ConsoleRestoreCommand.self]
    )
}

/// What a kiosk's service runs after it stopped (`ExecStopPost=`): a kiosk
/// killed with SIGKILL, or whose seat manager died with it, cannot put its VT
/// back in text mode itself.
struct ConsoleRestoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Put a VT back in text mode: KD_TEXT, the keyboard on, VT switching by the kernel and unlocked, the cursor shown.",
        discussion: """
            For a kiosk service's ExecStopPost=, so a kiosk stopped by SIGKILL or a crash leaves a \
            usable console. Harmless on a VT that is fine already. Needs write access to the VT \
            (root, or the tty group for its own VT).
            """
    )

    @Option(help: "The VT, e.g. /dev/tty1 (default: the one in front).")
    var tty: String?

    @Option(help: "A file naming the VT to restore (the kiosk writes $RUNTIME_DIRECTORY/vt); --tty is used when it is missing.")
    var ttyFile: String?

    func run() throws {
        try exitingOnError {
            let noted = ttyFile.flatMap { ConsoleRestore.notedTerminal(in: $0) }
            let path = try noted ?? tty ?? ConsoleRestore.defaultTerminal()
            let steps = try ConsoleRestore.restore(path)
            print("\(path): \(steps.joined(separator: ", "))")
        }
    }
}
