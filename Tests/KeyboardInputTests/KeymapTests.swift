import KeyboardInput
import Testing
import TouchModel

/// Real keymaps from xkeyboard-config through libxkbcommon: what each layout types.
@Suite("Keymaps")
struct KeymapTests {
    /// Presses `codes` in order (each down then up, unless held) on one keyboard; returns what it typed.
    static func type(_ layout: String, _ strokes: [Stroke], variant: String = "") throws -> [TextInputEvent] {
        let typing = KeyboardTyping(keymap: try Keymap(KeyboardLayout(layout: layout, variant: variant)), keyRepeat: .off)
        var time = 0.0
        for stroke in strokes {
            for code in stroke.held { typing.key(code: code, pressed: true, device: "kbd", at: time) }
            typing.key(code: stroke.code, pressed: true, device: "kbd", at: time)
            typing.key(code: stroke.code, pressed: false, device: "kbd", at: time + 0.01)
            for code in stroke.held.reversed() { typing.key(code: code, pressed: false, device: "kbd", at: time + 0.02) }
            time += 0.1
        }
        return typing.take().map(\.event)
    }

    struct Stroke {
        var code: UInt32
        var held: [UInt32] = []
        static func key(_ code: UInt32, with held: UInt32...) -> Stroke { Stroke(code: code, held: held) }
    }

    @Test func usTypesLettersShiftAndSymbols() throws {
        let typed = try Self.type("us", [.key(Key.q), .key(Key.w), .key(Key.a, with: Key.leftShift), .key(Key.two, with: Key.leftShift), .key(Key.one)])
        #expect(typed == [.text("qwA@1")])
    }

    @Test func capsLockCapitalisesUntilPressedAgain() throws {
        let typed = try Self.type("us", [.key(Key.capsLock), .key(Key.a), .key(Key.q), .key(Key.capsLock), .key(Key.a)])
        #expect(typed == [.text("AQa")])
    }

    @Test func germanAltGrQIsAtAndYZSwap() throws {
        let typed = try Self.type("de", [.key(Key.q, with: Key.rightAlt), .key(Key.y), .key(Key.z), .key(Key.minus),
                                         .key(Key.two, with: Key.leftShift)])
        #expect(typed == [.text("@zyß\"")])
    }

    @Test func frenchAzertyLettersAndDigitRow() throws {
        let typed = try Self.type("fr", [.key(Key.q), .key(Key.w), .key(Key.a), .key(Key.z), .key(Key.semicolon),
                                         .key(Key.one), .key(Key.one, with: Key.leftShift), .key(Key.two)])
        #expect(typed == [.text("azqwm&1é")])
    }

    /// Dead keys through the compose table: de's acute (the key left of Backspace) then e is é,
    /// fr's circumflex (right of P) then e is ê; a dead key before a key it does not combine with types nothing.
    @Test func deadKeysCompose() throws {
        #expect(try Self.type("de", [.key(Key.equal), .key(Key.e), .key(Key.a)]) == [.text("éa")])
        #expect(try Self.type("fr", [.key(Key.leftBrace), .key(Key.e)]) == [.text("ê")])
        // The same key of de(nodeadkeys) types the accent itself.
        #expect(try Self.type("de", [.key(Key.equal), .key(Key.e)], variant: "nodeadkeys") == [.text("´e")])
    }

    @Test func editingKeysAndControlShortcuts() throws {
        let typed = try Self.type("us", [.key(Key.a), .key(Key.enter), .key(Key.kpEnter), .key(Key.backspace), .key(Key.delete),
                                         .key(Key.tab), .key(Key.esc), .key(Key.left), .key(Key.home), .key(Key.end),
                                         .key(Key.c, with: Key.leftCtrl), .key(Key.q)])
        #expect(typed == [.text("a"), .key(.return), .key(.return), .key(.backspace), .key(.deleteForward), .key(.tab),
                          .key(.escape), .key(.left), .key(.home), .key(.end), .text("q")])
    }

    /// Each keyboard has its own modifiers: a scanner's Shift does not capitalise the other keyboard.
    @Test func keyboardsKeepTheirOwnModifiers() throws {
        let typing = KeyboardTyping(keymap: try Keymap(KeyboardLayout(layout: "us")), keyRepeat: .off)
        typing.key(code: Key.leftShift, pressed: true, device: "scanner", at: 0)
        typing.key(code: Key.a, pressed: true, device: "keyboard", at: 0.1)
        typing.key(code: Key.a, pressed: true, device: "scanner", at: 0.2)
        #expect(typing.take().map(\.event) == [.text("aA")])
    }

    @Test func unknownLayoutsAndVariantsAndOptionsAreErrors() throws {
        #expect(throws: KeymapError.self) { try Keymap(KeyboardLayout(layout: "qq")) }
        #expect(throws: KeymapError.self) { try Keymap(KeyboardLayout(layout: "de", variant: "nosuchvariant")) }
        #expect(throws: KeymapError.self) { try Keymap(KeyboardLayout(layout: "us", options: "caps:nosuchthing")) }
        let error = try #require(throws: KeymapError.self) { try Keymap(KeyboardLayout(layout: "de", variant: "nosuchvariant")) }
        #expect(error.description.contains("de(nosuchvariant)"))
        #expect(throws: Never.self) { try Keymap(KeyboardLayout(layout: "fr", options: "caps:escape")) }
    }

    /// An option works: caps:escape makes Caps Lock an Escape.
    @Test func optionsApply() throws {
        let typing = KeyboardTyping(keymap: try Keymap(KeyboardLayout(layout: "us", options: "caps:escape")), keyRepeat: .off)
        typing.key(code: Key.capsLock, pressed: true, device: "kbd", at: 0)
        typing.key(code: Key.capsLock, pressed: false, device: "kbd", at: 0.1)
        typing.key(code: Key.a, pressed: true, device: "kbd", at: 0.2)
        #expect(typing.take().map(\.event) == [.key(.escape), .text("a")])
    }
}
