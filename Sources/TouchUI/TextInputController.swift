import Scene
import TouchModel

/// Text entry for a view tree: which field has focus, its text and caret,
/// and the on-screen keyboard's state. The keyboard's keys and physical
/// keyboards (`ViewHost.typed(_:at:)`) both edit through `typed(_:)`: one
/// editing model for both.
///
/// Focus follows SwiftUI on iPadOS: a tap on a field focuses it; a tap
/// elsewhere does not end editing (SwiftUI leaves that to the app, e.g.
/// `.scrollDismissesKeyboard` or setting the `@FocusState` to nil/false);
/// the keyboard's dismiss key, Return in a single-line field (after which its
/// `.onSubmit` actions run) and a focus state set to nil or false end it.
final class TextInputController {
    /// The keyboard's letters.
    var layout = KeyboardLayout.us
    /// The graph's change flag: focus, caret and keyboard changes mark it.
    var flag: ChangeFlag?
    /// The screen the keyboard spans, from the host's last layout.
    var screen = Size(width: 768, height: 1024)
    /// The host's clock: the time of the last layout or event.
    var time = 0.0

    /// The fields of the last pass, in order.
    private(set) var fields: [TextFieldEntry] = []
    private(set) var focused: FocusedField?
    private(set) var keyboard = KeyboardState()
    /// Set when the focused field should be scrolled into sight after the next layout.
    var needsReveal = false
    /// A field just focused by a tap, and where it was on the screen then:
    /// scrolled into sight before the keyboard's first layout (a row of a
    /// lazy list under the keyboard would otherwise leave the list's rows).
    var pendingReveal: (key: String, frame: Rect)?

    /// The field being edited and what editing it keeps.
    struct FocusedField {
        let key: String
        var entry: TextFieldEntry
        var editing: TextEditing
        /// A single-line field's sideways scroll; a multi-line one's downward scroll.
        var scroll = LineScroll()
        var verticalScroll = 0.0
        /// A secure field focused anew: the first key typed replaces its text, as UIKit's secure fields do.
        var clearsOnInsert = false
    }

    /// The keyboard's slide (UIKit reports 0.25 s in `keyboardAnimationDurationUserInfoKey`).
    static let keyboardAnimation = Animation.easeInOut(duration: 0.25)
    /// Delete repeats after it is held this long, then every `deleteRepeatInterval`
    /// (iPadOS: about half a second, then about ten characters a second; its
    /// later switch to whole words is not modelled).
    static let deleteRepeatDelay = 0.5
    static let deleteRepeatInterval = 0.1
    /// Two taps on shift within this (UIKit's double-tap interval) lock capitals.
    static let capsLockInterval = 0.35

    /// The focused field's identity path.
    var focusedKey: String? { focused?.key }
    /// Whether the keyboard is up.
    var keyboardShown: Bool { focused != nil }

    /// The focused field's state, when `key` is focused.
    func focusedField(_ key: String) -> FocusedField? {
        focused?.key == key ? focused : nil
    }

    /// Keeps the scroll a field worked out while drawing.
    func keepScroll(_ key: String, line: LineScroll, vertical: Double) {
        guard focused?.key == key else { return }
        focused?.scroll = line
        focused?.verticalScroll = vertical
    }

    // MARK: Focus

    /// Takes the fields a pass met, and follows what their focus states ask:
    /// a field whose state was set focuses; a focused field whose state was
    /// cleared, that is gone or disabled ends editing; text changed from
    /// outside puts the caret at its end. Called twice a pass: before the
    /// keyboard is resolved, with the fields met so far (`complete` false:
    /// a field missing then may be in a lazy container that resolves its rows
    /// as it is placed), and after layout with them all.
    func sync(fields: [TextFieldEntry], complete: Bool) {
        self.fields = fields
        if var current = focused {
            if let entry = fields.first(where: { $0.key == current.key }), entry.isEnabled {
                current.entry = entry
                let text = entry.text.wrappedValue
                if text != current.editing.text {
                    current.editing = TextEditing(text: text)
                    mark(current.key)
                }
                focused = current
                // Its state names another field: focus moves there below, the keyboard kept up.
                if let focus = entry.traits.focus, !focus.isFocused(),
                   !fields.contains(where: { $0.key != entry.key && $0.isEnabled && $0.traits.focus?.isFocused() == true }) {
                    endEditing()
                }
            } else if complete {
                endEditing()
            }
        }
        // Another field's state names it: the app moved focus (the focused
        // field keeps it when it is named too, as by a shared Bool).
        if focused?.entry.traits.focus.map({ $0.isFocused() }) != true,
           let requested = fields.first(where: { $0.key != focused?.key && $0.isEnabled && $0.traits.focus?.isFocused() == true }) {
            focus(requested, caret: nil)
        }
    }

    /// Focuses `entry` (a tap on it, a focus state, Tab), with the caret at
    /// `caret` (nil: the end).
    func focus(_ entry: TextFieldEntry, caret: Int?) {
        guard entry.isEnabled else { return }
        if var current = focused, current.key == entry.key {
            if let caret, entry.kind != .secure {
                current.editing.caret = min(max(caret, 0), current.editing.text.utf8.count)
                focused = current
                updateShift()
                mark(entry.key)
            }
            return
        }
        let wasShown = keyboardShown
        if let previous = focused {
            focused = nil
            previous.entry.traits.focus?.setFocused(false)
            previous.entry.onEditingChanged?(false)
            mark(previous.key)
        }
        let text = entry.text.wrappedValue
        // A secure field's caret stays at the end (taps do not move it).
        let caret = entry.kind == .secure ? nil : caret
        focused = FocusedField(key: entry.key, entry: entry, editing: TextEditing(text: text, caret: caret),
                               clearsOnInsert: entry.kind == .secure && !text.isEmpty)
        entry.traits.focus?.setFocused(true)
        entry.onEditingChanged?(true)
        keyboard = KeyboardState(page: Self.firstPage(for: entry.traits.keyboardType))
        updateShift()
        needsReveal = true
        mark(entry.key, animated: !wasShown)
    }

    /// Ends editing: the field loses focus (its focus state false or nil) and the keyboard slides away.
    /// `clearingFocusState` false: the focus state is left to the caller (Return's `.onSubmit`).
    func endEditing(clearingFocusState: Bool = true) {
        guard let current = focused else { return }
        focused = nil
        keyboard = KeyboardState()
        if clearingFocusState { current.entry.traits.focus?.setFocused(false) }
        current.entry.onEditingChanged?(false)
        mark(current.key, animated: true)
    }

    /// A tap on field `key` at `point` (in the field's coordinates): focus,
    /// with the caret at the character boundary nearest the tap.
    /// `global`: the tap on the screen, which says where the field is for
    /// keyboard avoidance before the keyboard's first layout.
    func tapped(_ key: String, at point: Point, global: Point?, metrics: TextMetrics) {
        guard let entry = fields.first(where: { $0.key == key }) else { return }
        if let global, focused?.key != key, let size = entry.geometry.outer?.frame.size {
            pendingReveal = (key, Rect(x: global.x - point.x, y: global.y - point.y, width: size.width, height: size.height))
        }
        let geometry = entry.geometry
        let inset = geometry.areaOrigin()
        let local = Point(x: point.x - inset.x - geometry.drawnOrigin.x, y: point.y - inset.y - geometry.drawnOrigin.y)
        let wrap: Double? = entry.kind.isMultiline && geometry.areaSize.width > 0 ? Double(geometry.areaSize.width) : nil
        let offset = metrics.offset(in: geometry.drawn, font: geometry.font, wrap: wrap, nearest: local)
        focus(entry, caret: geometry.drawnStart + offset)
    }

    static func firstPage(for type: UIKeyboardType) -> KeyboardPage {
        switch type {
        case .numberPad, .asciiCapableNumberPad: .numberPad(decimal: false, phone: false)
        case .decimalPad: .numberPad(decimal: true, phone: false)
        case .phonePad, .namePhonePad: .numberPad(decimal: false, phone: true)
        case .numbersAndPunctuation: .numbers
        default: .letters
        }
    }

    // MARK: Typing

    /// A keyboard's event for the focused field (none focused: ignored, as
    /// keys go nowhere in SwiftUI without a focused field).
    func typed(_ event: TextInputEvent) {
        guard var current = focused else { return }
        switch event {
        case .text(let string):
            insert(string)
            return
        case .key(let key):
            switch key {
            case .return:
                if current.entry.kind.isMultiline {
                    insert("\n")
                } else {
                    submit()
                }
                return
            case .backspace:
                if current.clearsOnInsert {
                    current.editing = TextEditing(text: "")
                } else {
                    current.editing.deleteBackward()
                }
            case .deleteForward: current.editing.deleteForward()
            case .left: current.editing.moveLeft()
            case .right: current.editing.moveRight()
            case .home: current.editing.moveToLineStart()
            case .end: current.editing.moveToLineEnd()
            case .up: current.editing.caret = current.entry.kind.isMultiline ? lineStep(current, up: true) : 0
            case .down: current.editing.caret = current.entry.kind.isMultiline ? lineStep(current, up: false) : current.editing.text.utf8.count
            case .tab:
                focusNext()
                return
            case .escape:
                endEditing()
                return
            }
        }
        current.clearsOnInsert = false
        commit(current)
    }

    /// Inserts `string` at the caret of the focused field (a single-line
    /// field takes line breaks as spaces, as `UITextField` does pasted text).
    private func insert(_ string: String) {
        guard var current = focused else { return }
        let text = current.entry.kind.isMultiline ? string : String(string.map { $0.isNewline ? " " : $0 })
        if current.clearsOnInsert { current.editing = TextEditing(text: "") }
        current.clearsOnInsert = false
        if current.editing.insert(text) > 0 {
            ViewWarnings.once("Text field \(current.key): text cut at \(TextEditing.characterLimit) characters")
        }
        commit(current)
    }

    /// Writes the edit to the field's binding and redraws the field.
    private func commit(_ current: FocusedField) {
        focused = current
        if current.entry.text.wrappedValue != current.editing.text { current.entry.text.wrappedValue = current.editing.text }
        updateShift()
        needsReveal = true
        mark(current.key)
    }

    /// The caret a line up or down in a multi-line field: the same x on the line above or below.
    private func lineStep(_ current: FocusedField, up: Bool) -> Int {
        let geometry = current.entry.geometry
        guard let metrics = metrics else { return current.editing.caret }
        let rect = metrics.caret(in: current.editing.text, font: geometry.font, wrap: geometry.wrap, at: current.editing.caret)
        let y = up ? rect.minY - rect.height / 2 : rect.maxY + rect.height / 2
        if y < 0 { return 0 }
        return metrics.offset(in: current.editing.text, font: geometry.font, wrap: geometry.wrap, nearest: Point(x: rect.minX, y: y))
    }

    /// The host's text metrics (set with the graph's).
    var metrics: TextMetrics?

    /// Return in a single-line field: editing ends (a formatted field's value
    /// is committed), then the `.onSubmit` actions run, the innermost first,
    /// while the field's focus state still names it, so a form-wide
    /// `switch focus { case .name: focus = .email … }` (the pattern of
    /// `FocusState`'s documentation) moves on; then the state is cleared
    /// unless an action named another field, which is focused at once.
    func submit() {
        guard let current = focused else { return }
        let actions = current.entry.traits.submitActions.filter { $0.triggers.contains(.text) }
        endEditing(clearingFocusState: false)
        current.entry.onCommit?()
        for submit in actions.reversed() { submit.action() }
        current.entry.traits.focus?.setFocused(false)
        if focused == nil,
           let next = fields.first(where: { $0.key != current.key && $0.isEnabled && $0.traits.focus?.isFocused() == true }) {
            focus(next, caret: nil)
        }
    }

    /// Tab: the next enabled field of the pass, after the last the first.
    private func focusNext() {
        let enabled = fields.filter(\.isEnabled)
        guard !enabled.isEmpty else { return }
        let index = enabled.firstIndex { $0.key == focused?.key }.map { ($0 + 1) % enabled.count } ?? 0
        focus(enabled[index], caret: nil)
    }

    // MARK: Keyboard

    /// The keyboard's keys as laid out now.
    var geometry: KeyboardGeometry {
        KeyboardGeometry(page: keyboard.page, layout: layout, type: focused?.entry.traits.keyboardType ?? .default, screen: screen)
    }

    /// Shift as auto-capitalization has it after an edit or on focus (caps lock stays).
    private func updateShift() {
        guard let current = focused, keyboard.shift != .locked else { return }
        let mode = Self.autocapitalization(of: current.entry)
        let shifted = current.editing.startsCapitalized(mode)
        let shift: ShiftState = shifted ? .on : .off
        if keyboard.shift != shift {
            keyboard.shift = shift
            keyboard.lastShiftOn = nil
        }
    }

    /// The field's capitalization: off for e-mail addresses and URLs, as iOS's keyboards for them.
    static func autocapitalization(of entry: TextFieldEntry) -> TextInputAutocapitalization {
        let traits = entry.traits
        if entry.kind == .secure { return .never }
        switch traits.keyboardType {
        case .emailAddress, .URL, .webSearch: return .never
        default: break
        }
        if traits.contentType == .emailAddress || traits.contentType == .URL || traits.contentType == .username { return .never }
        return traits.autocapitalization
    }

    /// A finger on `key` (where it touched down) is at `point` (keyboard
    /// coordinates) at `time`: its touch-down, or a move.
    func keyTouched(_ key: KeyboardKey, at point: Point, time: Double) {
        if keyboard.pressed[key.id] == nil {
            keyDown(key, at: point, time: time)
        } else {
            keyMoved(key, to: point)
        }
    }

    /// A finger touched down on `key` at `point` (keyboard coordinates) at `time`.
    func keyDown(_ key: KeyboardKey, at point: Point, time: Double) {
        switch key.action {
        case .delete:
            typed(.key(.backspace))
            keyboard.deleteHeld = DeleteRepeat(since: time, done: 0)
            keyboard.pressed[key.id] = key.id
        case .shift:
            shiftTapped(at: time)
            keyboard.pressed[key.id] = key.id
        default:
            keyboard.pressed[key.id] = geometry.key(at: point)?.id ?? key.id
        }
        markKeyboard()
    }

    /// The finger that touched down on `key` moved to `point`: across the
    /// keys (the key under it is the one typed at the lift), or along an accent strip.
    func keyMoved(_ key: KeyboardKey, to point: Point) {
        if var strip = keyboard.accents, strip.origin == key.id {
            strip.selected = strip.index(at: point.x)
            if strip != keyboard.accents {
                keyboard.accents = strip
                markKeyboard()
            }
            return
        }
        guard keyboard.pressed[key.id] != nil, case .character = key.action else { return }
        let under = geometry.key(at: point)?.id ?? key.id
        if keyboard.pressed[key.id] != under {
            keyboard.pressed[key.id] = under
            markKeyboard()
        }
    }

    /// The finger lifted from where it was: a key types at the lift, as iOS's keys do.
    func keyUp(_ key: KeyboardKey, at point: Point) {
        defer { markKeyboard() }
        if key.action == .delete || key.action == .shift {
            keyboard.deleteHeld = nil
            keyboard.pressed[key.id] = nil
            return
        }
        if let strip = keyboard.accents, strip.origin == key.id {
            keyboard.accents = nil
            keyboard.pressed[key.id] = nil
            insertTyped(strip.variants[strip.index(at: point.x)])
            return
        }
        guard keyboard.pressed.removeValue(forKey: key.id) != nil else { return }
        let under = geometry.key(at: point) ?? key
        if key.action.isCharacter {
            // Slid across the keys: the character key under the finger types.
            if under.action.isCharacter { perform(under) }
        } else if under.id == key.id {
            perform(key)
        }
    }

    /// The touch on `key` was cancelled: nothing is typed.
    func keyCancelled(_ key: KeyboardKey) {
        keyboard.pressed[key.id] = nil
        if keyboard.accents?.origin == key.id { keyboard.accents = nil }
        if key.action == .delete { keyboard.deleteHeld = nil }
        markKeyboard()
    }

    /// `key` was held for the long-press time: its accent strip opens, if it has one.
    func keyLongPressed(_ key: KeyboardKey) {
        guard case .character(let character, _) = key.action, keyboard.pressed[key.id] == key.id,
              focused?.entry.traits.keyboardType != .asciiCapable,
              let variants = layout.accents(of: character) else { return }
        let cased = keyboard.shift == .off ? variants : variants.map { $0.uppercased() }
        keyboard.accents = AccentStrip(origin: key.id, variants: cased, selected: 0, key: key.frame)
        markKeyboard()
    }

    /// What a key does at the lift.
    private func perform(_ key: KeyboardKey) {
        switch key.action {
        case .character(let character, let shifted):
            insertTyped(keyboard.shift == .off ? character : shifted)
            // An apostrophe on the number pages goes back to the letters, as iOS's does.
            if character == "'", keyboard.page == .numbers || keyboard.page == .symbols { keyboard.page = .letters }
        case .space:
            insertTyped(" ")
            // So does a space.
            if keyboard.page == .numbers || keyboard.page == .symbols { keyboard.page = .letters }
        case .submit: typed(.key(.return))
        case .numbers: keyboard.page = .numbers
        case .symbols: keyboard.page = .symbols
        case .letters:
            keyboard.page = .letters
            updateShift()
        case .dismiss: endEditing()
        case .shift, .delete: break
        }
    }

    /// A key's text, typed as any keyboard's text is.
    private func insertTyped(_ string: String) {
        typed(.text(string))
    }

    /// Shift: on for one letter; a second tap within the caps-lock interval locks it; a tap when locked turns it off.
    private func shiftTapped(at time: Double) {
        switch keyboard.shift {
        case .locked:
            keyboard.shift = .off
            keyboard.lastShiftOn = nil
        case .on:
            if let last = keyboard.lastShiftOn, time - last <= Self.capsLockInterval {
                keyboard.shift = .locked
            } else {
                keyboard.shift = .off
            }
            keyboard.lastShiftOn = nil
        case .off:
            keyboard.shift = .on
            keyboard.lastShiftOn = time
        }
    }

    // MARK: Time

    /// When a held delete key next repeats.
    func wakeUp() -> Double? {
        guard let held = keyboard.deleteHeld, focused != nil else { return nil }
        return held.since + Self.deleteRepeatDelay + Double(held.done) * Self.deleteRepeatInterval
    }

    /// Runs the held delete key's repeats due by `time`.
    func advance(to time: Double) {
        self.time = time
        guard var held = keyboard.deleteHeld else { return }
        while focused != nil, held.since + Self.deleteRepeatDelay + Double(held.done) * Self.deleteRepeatInterval <= time {
            held.done += 1
            // Bounded: a held key deletes at most what the field holds, then stops.
            guard let current = focused, current.editing.caret > 0 else {
                keyboard.deleteHeld = nil
                return
            }
            typed(.key(.backspace))
        }
        keyboard.deleteHeld = focused == nil ? nil : held
    }

    // MARK: Changes

    private func mark(_ key: String, animated: Bool = false) {
        flag?.mark(animated ? Transaction(animation: Self.keyboardAnimation) : Transaction(), view: key)
    }

    private func markKeyboard() {
        flag?.mark(Transaction())
    }

    /// After a layout: the fields' text areas as laid out; a focused field
    /// whose area changed size scrolls and wraps anew on the next pass.
    func readLayout() {
        for field in fields where field.geometry.readAreaSize() && field.key == focused?.key {
            mark(field.key)
        }
    }
}

extension KeyAction {
    var isCharacter: Bool {
        if case .character = self { return true }
        return self == .space
    }
}

/// Shift: off, on for one letter, or locked (caps lock).
enum ShiftState: Equatable { case off, on, locked }

/// A held delete key: since when, and how many repeats it has made.
struct DeleteRepeat: Equatable {
    var since: Double
    var done: Int
}

/// A key's accent strip, opened by a long press: its variants, the one
/// the finger is over, and the key it rises from.
struct AccentStrip: Equatable {
    let origin: String
    let variants: [String]
    var selected: Int
    let key: Rect

    /// Each variant's cell width: the key's.
    var cellWidth: Double { key.width }
    /// Where the strip starts: over the key, moved left to stay on the keyboard's right side.
    var minX: Double { key.minX }

    /// The variant under `x` (keyboard coordinates), the nearest end outside the strip.
    func index(at x: Double) -> Int {
        min(max(Int(((x - minX) / max(cellWidth, 1)).rounded(.down)), 0), variants.count - 1)
    }
}

/// What the keyboard shows and is doing.
struct KeyboardState: Equatable {
    var page = KeyboardPage.letters
    var shift = ShiftState.off
    /// When shift was last turned on by a tap (a second tap soon after locks it).
    var lastShiftOn: Double?
    /// Per touch (by the key it began on): the key under the finger.
    var pressed: [String: String] = [:]
    var accents: AccentStrip?
    var deleteHeld: DeleteRepeat?
}
