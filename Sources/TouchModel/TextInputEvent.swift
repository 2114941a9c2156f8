/// What a keyboard sends to the focused text field: text to insert, or an editing key.
///
/// Both the on-screen keyboard (touches turned into keys by the view layer) and physical
/// keyboards or barcode scanners (libinput's key events turned into text by libxkbcommon's
/// keymap, in `TouchDevices`) speak this one vocabulary, so a field cannot tell them apart and
/// a replay can carry either.
public enum TextInputEvent: Hashable, Sendable {
    /// Characters to insert at the caret, replacing any selection: one key's character, a
    /// composed accent, or a pasted or scanned run.
    case text(String)
    /// A key that edits or moves rather than inserts.
    case key(EditingKey)
}

/// The keys of a keyboard that do something other than insert text.
public enum EditingKey: String, Hashable, Sendable, CaseIterable {
    /// Return / Enter: submits a `TextField` (`.onSubmit`), inserts a line break in a `TextEditor`.
    case `return`
    /// Backspace: deletes the character before the caret.
    case backspace
    /// Delete: deletes the character after the caret.
    case deleteForward
    /// Tab: moves focus to the next field.
    case tab
    /// Escape: ends editing (focus leaves the field).
    case escape
    case left, right, up, down
    case home, end
}
