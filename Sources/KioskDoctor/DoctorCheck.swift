/// One finding of `touchdeck doctor`: what was checked, how it stands, and
/// for anything not fine, the command or step that fixes it.
public struct DoctorCheck: Hashable, Sendable {
    public enum Status: String, Hashable, Sendable {
        case ok, warning, fail
    }

    public var name: String
    public var status: Status
    public var detail: String
    /// How to fix it (empty when there is nothing to fix).
    public var fix: String

    public init(_ name: String, _ status: Status, _ detail: String, fix: String = "") {
        self.name = name
        self.status = status
        self.detail = detail
        self.fix = fix
    }

    /// `ok    touchscreen  /dev/input/event5: …` and an indented `fix:` line.
    public func line(nameWidth: Int) -> String {
        let label = status == .ok ? "ok  " : status == .warning ? "warn" : "FAIL"
        var text = "\(label)  \(name.padding(toLength: nameWidth, withPad: " ", startingAt: 0))  \(detail)"
        if !fix.isEmpty { text += "\n      " + String(repeating: " ", count: nameWidth + 2) + "fix: \(fix)" }
        return text
    }
}
