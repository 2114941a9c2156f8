#if canImport(Glibc)
import Glibc
#endif

/// The XKB options xkeyboard-config lists (the `! option` part of its `evdev.lst`): libxkbcommon
/// ignores an option its rules do not match, so a misspelt `keyboard.options` would go unnoticed.
struct XKBOptionList: Sendable {
    static let path = "/usr/share/X11/xkb/rules/evdev.lst"
    /// Read once; nil when the file is missing (then options are not checked).
    static let system: XKBOptionList? = XKBOptionList(path: path)

    let names: Set<String>

    init?(path: String) {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var names = Set<String>()
        var inOptions = false
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        // Bounded by the file: a few thousand short lines.
        while getline(&line, &capacity, file) > 0, let line {
            let text = String(cString: line)
            if text.hasPrefix("!") {
                inOptions = text.dropFirst().split(separator: " ").first.map { $0.hasPrefix("option") } ?? false
                continue
            }
            guard inOptions, let name = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).first else { continue }
            // Group names ("grp") head their options ("grp:alt_shift_toggle"); only the latter are options.
            if name.contains(":") { names.insert(String(name)) }
        }
        self.names = names
    }

    /// The first of a comma-separated option list this list does not hold.
    func unknown(in options: String) -> String? {
        options.split(separator: ",").map { $0.trimmingCharacters() }.first { !$0.isEmpty && !names.contains($0) }
    }
}

private extension Substring {
    func trimmingCharacters() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
