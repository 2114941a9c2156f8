/// The text of the focused field with its caret, and the edits a keyboard
/// makes to them: the one editing model of the on-screen keyboard and of
/// physical keyboards (`TextInputEvent`).
///
/// The caret is a UTF-8 offset at a character (grapheme cluster) boundary:
/// pango's unit, and one a `String` turns into an index without counting.
struct TextEditing: Equatable {
    var text: String
    var caret: Int

    /// The most characters a field keeps: typing or pasting past it is cut
    /// (and logged). Bounds what a scanner or a stuck key can make a field hold.
    static let characterLimit = 100_000

    init(text: String, caret: Int? = nil) {
        self.text = text
        self.caret = min(max(caret ?? text.utf8.count, 0), text.utf8.count)
    }

    private var caretIndex: String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: min(max(caret, 0), text.utf8.count))
    }

    private func offset(of index: String.Index) -> Int { text.utf8.distance(from: text.utf8.startIndex, to: index) }

    /// Inserts `string` at the caret, as much of it as the limit lets in;
    /// returns how many characters were cut.
    @discardableResult
    mutating func insert(_ string: String) -> Int {
        var string = string
        var cut = 0
        // Characters never outnumber UTF-8 bytes: count only when the bytes could pass the limit.
        if text.utf8.count + string.utf8.count > Self.characterLimit {
            let room = max(0, Self.characterLimit - text.count)
            let count = string.count
            if count > room {
                cut = count - room
                string = String(string.prefix(room))
            }
        }
        guard !string.isEmpty else { return cut }
        let index = caretIndex
        text.insert(contentsOf: string, at: index)
        caret += string.utf8.count
        return cut
    }

    /// Deletes the character before the caret (Backspace).
    mutating func deleteBackward() {
        guard caret > 0 else { return }
        let end = caretIndex
        let start = text.index(before: end)
        caret = offset(of: start)
        text.removeSubrange(start..<end)
    }

    /// Deletes the character after the caret (Delete).
    mutating func deleteForward() {
        let start = caretIndex
        guard start < text.endIndex else { return }
        text.removeSubrange(start..<text.index(after: start))
    }

    mutating func moveLeft() {
        guard caret > 0 else { return }
        caret = offset(of: text.index(before: caretIndex))
    }

    mutating func moveRight() {
        let index = caretIndex
        guard index < text.endIndex else { return }
        caret = offset(of: text.index(after: index))
    }

    /// To the start of the caret's line (the text's, in one line).
    mutating func moveToLineStart() {
        let index = caretIndex
        caret = text[..<index].lastIndex(of: "\n").map { offset(of: text.index(after: $0)) } ?? 0
    }

    /// To the end of the caret's line.
    mutating func moveToLineEnd() {
        let index = caretIndex
        caret = text[index...].firstIndex(of: "\n").map { offset(of: $0) } ?? text.utf8.count
    }

    /// Whether the keyboard shifts for the next letter by itself, as iOS's
    /// auto-capitalization does: `.characters` always; `.words` at the start
    /// and after a space or line break; `.sentences` at the start, after a
    /// line break, and after a space that follows `.`, `!` or `?`.
    func startsCapitalized(_ mode: TextInputAutocapitalization) -> Bool {
        let before = text[..<caretIndex]
        switch mode.kind {
        case .never: return false
        case .characters: return true
        case .words:
            guard let last = before.last else { return true }
            return last.isWhitespace
        case .sentences:
            guard let last = before.last else { return true }
            if last.isNewline { return true }
            guard last == " " else { return false }
            let rest = before.dropLast().reversed().drop { $0 == " " }
            guard let mark = rest.first else { return true }
            return mark == "." || mark == "!" || mark == "?" || mark.isNewline
        }
    }
}
