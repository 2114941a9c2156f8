import Foundation
import Render
import Scene
import Testing
import TouchModel
@testable import TouchUI

/// What a test's text screen holds: its bindings, read back by the test.
final class TextProbe: @unchecked Sendable {
    var text: Binding<String>?
    var second: Binding<String>?
    var focus: FocusState<Field?>.Binding?
    var submitted: [String] = []

    enum Field: Hashable { case name, email }

    var value: String { text?.wrappedValue ?? "<none>" }
}

/// A screen with a name field (and an e-mail field) over `@State`.
private nonisolated struct NameForm: View {
    let probe: TextProbe
    var secure = false
    var type = UIKeyboardType.default
    var autocapitalization: TextInputAutocapitalization? = nil
    var submitLabel = SubmitLabel.return
    @State private var name = ""
    @State private var email = ""
    @FocusState private var focus: TextProbe.Field?

    var body: some View {
        probe.text = $name
        probe.second = $email
        probe.focus = $focus
        return VStack(spacing: 20) {
            Group {
                if secure {
                    SecureField("Password", text: $name)
                } else {
                    TextField("Name", text: $name)
                }
            }
            .focused($focus, equals: .name)
            .keyboardType(type)
            .textInputAutocapitalization(autocapitalization)
            .submitLabel(submitLabel)
            .onSubmit { probe.submitted.append("name") }
            .accessibilityIdentifier("name")
            TextField("E-mail", text: $email)
                .focused($focus, equals: .email)
                .textFieldStyle(.roundedBorder)
                .accessibilityIdentifier("email")
            Spacer()
        }
        .padding(20)
    }
}

/// Two fields under one form-wide `.onSubmit` that reads the focus state to
/// move on, as `FocusState`'s documentation writes it.
private nonisolated struct FormWideSubmit: View {
    let probe: TextProbe
    @State private var name = ""
    @State private var email = ""
    @FocusState private var focus: TextProbe.Field?

    var body: some View {
        probe.text = $name
        probe.second = $email
        probe.focus = $focus
        return VStack(spacing: 20) {
            TextField("Name", text: $name)
                .focused($focus, equals: .name)
                .accessibilityIdentifier("name")
            TextField("E-mail", text: $email)
                .focused($focus, equals: .email)
                .accessibilityIdentifier("email")
            Spacer()
        }
        .onSubmit {
            probe.submitted.append("\(String(describing: focus))")
            switch focus {
            case .name: focus = .email
            default: focus = nil
            }
        }
        .padding(20)
    }
}

@Suite("Text entry: fields, focus, the on-screen keyboard")
struct TextEntryTests {
    static let screen = Size(width: 768, height: 1024)

    private func entries(_ h: Harness<some View>) -> [String: LayoutEntry] {
        Dictionary(h.host.layoutEntries(screen: Self.screen).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// Taps the view named `id` at its centre at `t`; returns the next free time.
    @discardableResult
    private func tap(_ h: Harness<some View>, _ id: String, at t: Double) throws -> Double {
        let frame = try #require(entries(h)[id]?.frame, "no \(id) in the layout")
        h.tap(frame.midX, frame.midY, at: t)
        h.advance(to: t + 0.1)
        return t + 0.1
    }

    /// Types `keys` (key names) by tapping them.
    @discardableResult
    private func type(_ h: Harness<some View>, _ keys: [String], from t: Double) throws -> Double {
        var t = t
        for key in keys { t = try tap(h, "key." + key, at: t) }
        return t
    }

    @Test("a tap on a field focuses it and brings the keyboard up; tapped keys type into the binding, capitalized at the start")
    func focusAndType() throws {
        let probe = TextProbe()
        let h = Harness(NameForm(probe: probe), screen: Self.screen)
        #expect(entries(h)["key.a"] == nil, "no keyboard before a field has focus")
        var t = try tap(h, "name", at: 1)
        #expect(probe.focus?.wrappedValue == .name, "the focus state follows the tap")
        h.advance(to: t + 0.5)
        let keyboard = try #require(entries(h)["keyboard"]?.frame)
        #expect(abs(keyboard.maxY - Self.screen.height) < 0.5, "the keyboard sits on the bottom edge")
        for key in ["key.q", "key.a", "key.shift", "key.delete", "key.return", "key.space", "key.numbers", "key.dismiss"] {
            #expect(entries(h)[key]?.takesTouches == true, "\(key) is a key")
        }
        t = try type(h, ["h", "i", "space", "t", "o", "m"], from: t + 1)
        #expect(probe.value == "Hi tom", "auto-capitalized at the start (sentences), then lower case")
        #expect(h.texts().contains("Hi tom"), "the glyphs are in the field in the next frame")
    }

    @Test("a key types at the lift, the key under the finger then")
    func typesAtLift() throws {
        let probe = TextProbe()
        let h = Harness(NameForm(probe: probe, autocapitalization: .never), screen: Self.screen)
        try tap(h, "name", at: 1)
        h.advance(to: 2)
        let a = try #require(entries(h)["key.a"]?.frame), s = try #require(entries(h)["key.s"]?.frame)
        h.touch(1, a.midX, a.midY, .began, at: 3)
        h.advance(to: 3.1)
        #expect(probe.value == "", "nothing typed at touch-down")
        h.touch(1, s.midX, s.midY, .moved, at: 3.2)
        h.touch(1, s.midX, s.midY, .ended, at: 3.25)
        #expect(probe.value == "s", "slid to s: s typed")
    }

    @Test("shift types one capital; a double tap locks capitals; auto-capitalization follows the field's setting")
    func shiftAndCapsLock() throws {
        let probe = TextProbe()
        let h = Harness(NameForm(probe: probe, autocapitalization: .never), screen: Self.screen)
        var t = try tap(h, "name", at: 1)
        t = try type(h, ["a", "shift", "b", "c"], from: t + 1)
        #expect(probe.value == "aBc")
        // Two taps on shift 0.2 s apart: caps lock.
        t = try tap(h, "key.shift", at: t + 1)
        t = try tap(h, "key.shift", at: t + 0.1)
        t = try type(h, ["d", "e"], from: t + 1)
        #expect(probe.value == "aBcDE")
        t = try type(h, ["shift", "f"], from: t + 1)
        #expect(probe.value == "aBcDEf", "a tap on shift unlocks")
    }

    @Test("words: each word starts with a capital; characters: all capitals")
    func autocapitalization() throws {
        let probe = TextProbe()
        let h = Harness(NameForm(probe: probe, autocapitalization: .words), screen: Self.screen)
        var t = try tap(h, "name", at: 1)
        t = try type(h, ["a", "b", "space", "c"], from: t + 1)
        #expect(probe.value == "Ab C")
        let probe2 = TextProbe()
        let h2 = Harness(NameForm(probe: probe2, autocapitalization: .characters), screen: Self.screen)
        t = try tap(h2, "name", at: 1)
        try type(h2, ["a", "b"], from: t + 1)
        #expect(probe2.value == "AB")
    }

    @Test("holding a letter opens its accents; sliding picks one, typed at the lift")
    func accents() throws {
        let probe = TextProbe()
        let h = Harness(NameForm(probe: probe, autocapitalization: .never), screen: Self.screen)
        try tap(h, "name", at: 1)
        h.advance(to: 2)
        let e = try #require(entries(h)["key.e"]?.frame)
        h.touch(1, e.midX, e.midY, .began, at: 3)
        h.advance(to: 3.6)
        let strip = try #require(entries(h)["keyboard.accents"]?.frame, "the strip is up after the long press")
        // The second variant of e (é), a key's width along.
        let x = strip.minX + strip.width / 7 * 1.5
        h.touch(1, x, e.midY, .moved, at: 3.7)
        h.touch(1, x, e.midY, .ended, at: 3.8)
        h.advance(to: 3.9)
        #expect(probe.value == "é")
        #expect(entries(h)["keyboard.accents"] == nil, "the strip goes at the lift")
    }

    @Test("delete deletes at touch-down, then repeats after 0.5 s every 0.1 s while held (on the host's clock)")
    func deleteRepeat() throws {
        let probe = TextProbe()
        let h = Harness(NameForm(probe: probe), screen: Self.screen)
        try tap(h, "name", at: 1)
        h.host.typed(.text("abcdefghij"), at: 1.5)
        h.advance(to: 2)
        #expect(probe.value == "abcdefghij")
        let delete = try #require(entries(h)["key.delete"]?.frame)
        h.touch(1, delete.midX, delete.midY, .began, at: 3)
        #expect(probe.value == "abcdefghi", "one character at touch-down")
        h.advance(to: 3.45)
        #expect(probe.value == "abcdefghi", "no repeat before 0.5 s")
        h.advance(to: 3.5)
        #expect(probe.value == "abcdefgh")
        h.advance(to: 3.75)
        #expect(probe.value == "abcdef", "then one every 0.1 s (3.6, 3.7)")
        h.touch(1, delete.midX, delete.midY, .ended, at: 3.78)
        h.advance(to: 5)
        #expect(probe.value == "abcdef", "the lift stops it")
    }

    @Test("a form-wide onSubmit sees the submitted field's focus and moves it on; the keyboard stays up")
    func formWideSubmitMovesFocus() throws {
        let probe = TextProbe()
        let h = Harness(FormWideSubmit(probe: probe), screen: Self.screen)
        var t = try tap(h, "name", at: 1)
        t = try type(h, ["a"], from: t + 1)
        t = try tap(h, "key.return", at: t + 1)
        #expect(probe.submitted == ["Optional(TouchUITests.TextProbe.Field.name)"], "the action ran while the focus state named the field")
        #expect(probe.focus?.wrappedValue == .email)
        h.advance(to: t + 0.05)
        #expect(entries(h)["key.b"] != nil, "the keyboard did not slide away between the fields")
        t = try type(h, ["b"], from: t + 1)
        #expect(probe.second?.wrappedValue == "B", "typing goes to the e-mail field (capitalized: a new sentence)")
        t = try tap(h, "key.return", at: t + 1)
        #expect(probe.focus?.wrappedValue == nil, "the last field's Return ends editing")
        h.advance(to: t + 1)
        #expect(entries(h)["key.a"] == nil, "the keyboard is gone")
    }

    @Test("Return runs onSubmit and ends focus: the focus state is nil, the keyboard slides away")
    func returnSubmits() throws {
        let probe = TextProbe()
        let h = Harness(NameForm(probe: probe, submitLabel: .done), screen: Self.screen)
        var t = try tap(h, "name", at: 1)
        t = try type(h, ["o", "k"], from: t + 1)
        #expect(entries(h)["key.return"]?.text == "done", "the return key is labelled by submitLabel")
        t = try tap(h, "key.return", at: t + 1)
        #expect(probe.submitted == ["name"])
        #expect(probe.focus?.wrappedValue == nil)
        h.advance(to: t + 1)
        #expect(entries(h)["key.a"] == nil, "the keyboard is gone")
        #expect(probe.value == "Ok")
    }

    @Test("a tap outside any field keeps focus; the dismiss key ends it")
    func dismissKey() throws {
        let probe = TextProbe()
        let h = Harness(NameForm(probe: probe), screen: Self.screen)
        var t = try tap(h, "name", at: 1)
        h.tap(700, 400, at: t + 1)
        h.advance(to: t + 1.5)
        #expect(probe.focus?.wrappedValue == .name, "SwiftUI does not end editing on a tap elsewhere")
        t = try tap(h, "key.dismiss", at: t + 2)
        #expect(probe.focus?.wrappedValue == nil)
        h.advance(to: t + 1)
        #expect(entries(h)["keyboard"] == nil)
    }

    @Test("setting the focus state focuses a field and clearing it ends editing")
    func programmaticFocus() throws {
        let probe = TextProbe()
        let h = Harness(NameForm(probe: probe), screen: Self.screen)
        probe.focus?.wrappedValue = .email
        h.advance(to: 1)
        h.advance(to: 1.5)
        #expect(entries(h)["keyboard"] != nil, "the keyboard is up for the e-mail field")
        h.host.typed(.text("x@y.z"), at: 2)
        h.advance(to: 2.1)
        #expect(probe.second?.wrappedValue == "x@y.z" && probe.value == "")
        probe.focus?.wrappedValue = nil
        h.advance(to: 3)
        h.advance(to: 4)
        #expect(entries(h)["keyboard"] == nil)
        h.host.typed(.text("more"), at: 5)
        h.advance(to: 5.1)
        #expect(probe.second?.wrappedValue == "x@y.z", "without focus, typing goes nowhere")
    }

    @Test("a physical keyboard's events edit as the keys do: text, backspace, arrows, Return")
    func physicalKeyboard() throws {
        let probe = TextProbe()
        let h = Harness(NameForm(probe: probe), screen: Self.screen)
        try tap(h, "name", at: 1)
        h.host.typed(.text("helo"), at: 2)
        h.host.typed(.key(.left), at: 2.1)
        h.host.typed(.text("l"), at: 2.2)
        h.host.typed(.key(.end), at: 2.3)
        h.host.typed(.key(.backspace), at: 2.4)
        h.host.typed(.text("o!"), at: 2.5)
        h.advance(to: 3)
        #expect(probe.value == "hello!")
        h.host.typed(.key(.tab), at: 3.1)
        h.advance(to: 3.2)
        #expect(probe.focus?.wrappedValue == .email, "Tab moves to the next field")
        h.host.typed(.key(.return), at: 4)
        h.advance(to: 4.1)
        #expect(probe.focus?.wrappedValue == nil)
    }

    @Test("a tap in a focused field puts the caret at the nearest character boundary")
    func caretByTap() throws {
        let probe = TextProbe()
        let h = Harness(NameForm(probe: probe, autocapitalization: .never), screen: Self.screen)
        try tap(h, "name", at: 1)
        h.host.typed(.text("abcdef"), at: 2)
        h.advance(to: 2.1)
        let field = try #require(entries(h)["name"]?.frame)
        let measurer = try #require(PangoTextMeasurer())
        let abc = measurer.size(of: "abc", font: .body, width: nil).width
        h.tap(field.minX + abc + 1, field.midY, at: 3)
        h.advance(to: 3.1)
        h.host.typed(.text("X"), at: 4)
        h.advance(to: 4.1)
        #expect(probe.value == "abcXdef")
    }

    @Test("a SecureField draws bullets; the binding has the text; typing after focusing again replaces it")
    func secureField() throws {
        let probe = TextProbe()
        let h = Harness(NameForm(probe: probe, secure: true), screen: Self.screen)
        var t = try tap(h, "name", at: 1)
        t = try type(h, ["p", "w"], from: t + 1)
        #expect(probe.value == "pw")
        #expect(h.texts().contains("••"))
        #expect(!h.texts().contains("pw"))
        probe.focus?.wrappedValue = nil
        h.advance(to: t + 1)
        t = try tap(h, "name", at: t + 2)
        try type(h, ["x"], from: t + 1)
        #expect(probe.value == "x", "UIKit's secure field: typing anew replaces")
    }

    @Test("the focused field stays above the keyboard (keyboard avoidance)")
    func avoidance() throws {
        let probe = TextProbe()
        let screen = Size(width: 768, height: 1024)
        let view = VStack {
            Spacer()
            TextField("Bottom", text: Binding(get: { probe.value }, set: { probe.text?.wrappedValue = $0 }))
                .accessibilityIdentifier("bottom")
        }
        let h = Harness(view, screen: screen)
        let before = try #require(entries(h)["bottom"]?.frame)
        #expect(before.maxY > screen.height - 100, "at the bottom before")
        try tap(h, "bottom", at: 1)
        h.advance(to: 2)
        let keyboard = try #require(entries(h)["keyboard"]?.frame)
        let after = try #require(entries(h)["bottom"]?.frame)
        #expect(after.maxY <= keyboard.minY + 0.5, "above the keyboard's top")
    }

    @Test("in a Form, the focused field's row scrolls into sight above the keyboard")
    func formScrollsFieldIntoView() throws {
        final class Values: @unchecked Sendable { var texts = Array(repeating: "", count: 30) }
        let values = Values()
        let view = Form {
            ForEach(0..<30, id: \.self) { index in
                TextField("Field \(index)", text: Binding(get: { values.texts[index] }, set: { values.texts[index] = $0 }))
                    .accessibilityIdentifier("f\(index)")
            }
        }
        let h = Harness(view, screen: Self.screen)
        let target = try #require(entries(h).values.filter { $0.id.hasPrefix("f") && $0.frame.maxY < Self.screen.height }
            .max { $0.frame.maxY < $1.frame.maxY })
        h.tap(target.frame.midX, target.frame.midY, at: 1)
        h.advance(to: 1.1)
        h.advance(to: 2)
        h.advance(to: 3)
        let keyboard = try #require(entries(h)["keyboard"]?.frame)
        let after = try #require(entries(h)[target.id]?.frame)
        #expect(after.maxY <= keyboard.minY + 0.5, "\(target.id) ends at \(after.maxY), the keyboard starts at \(keyboard.minY)")
        h.host.typed(.text("x"), at: 4)
        h.advance(to: 4.1)
        #expect(values.texts[Int(target.id.dropFirst()) ?? -1] == "x")
    }

    @Test("a field in a Form without ForEach focuses by tap")
    func plainForm() throws {
        final class Box: @unchecked Sendable { var text = "" }
        let box = Box()
        let h = Harness(Form { TextField("One", text: Binding(get: { box.text }, set: { box.text = $0 })).accessibilityIdentifier("one") },
                        screen: Self.screen)
        try tap(h, "one", at: 1)
        #expect(h.host.textInput.focusedKey != nil)
    }

    @Test("number pad for .numberPad; the number page's keys")
    func pages() throws {
        let probe = TextProbe()
        let h = Harness(NameForm(probe: probe, type: .numberPad), screen: Self.screen)
        var t = try tap(h, "name", at: 1)
        #expect(entries(h)["key.a"] == nil && entries(h)["key.5"] != nil)
        t = try type(h, ["4", "2"], from: t + 1)
        #expect(probe.value == "42")
        let probe2 = TextProbe()
        let h2 = Harness(NameForm(probe: probe2, autocapitalization: .never), screen: Self.screen)
        t = try tap(h2, "name", at: 1)
        t = try type(h2, ["numbers", "1", "@", "symbols", "€", "letters", "z"], from: t + 1)
        #expect(probe2.value == "1@€z")
    }

    @Test("10,000 characters pasted at once, then a typing frame: the field draws a window, not the line")
    func bulkPaste() throws {
        let probe = TextProbe()
        let h = Harness(NameForm(probe: probe, autocapitalization: .never), screen: Self.screen)
        try tap(h, "name", at: 1)
        let long = String(repeating: "abcdefghij", count: 1000)
        h.host.typed(.text(long), at: 2)
        h.advance(to: 2.1)
        #expect(probe.value.count == 10_000)
        let start = ContinuousClock.now
        h.host.typed(.text("Z"), at: 3)
        h.advance(to: 3.1)
        let elapsed = ContinuousClock.now - start
        #expect(probe.value.count == 10_001 && probe.value.hasSuffix("jZ"))
        let drawn = h.texts().filter { $0.hasPrefix("abc") || $0.hasSuffix("jZ") }
        #expect(drawn.allSatisfy { $0.count < 400 }, "only what is in sight is drawn")
        #expect(drawn.contains { $0.hasSuffix("jZ") }, "the caret's end is in sight")
        print("typing frame after a 10,000-character paste: \(elapsed)")
    }

    @Test("a field keeps at most 100,000 characters; more is cut and logged")
    func characterLimit() throws {
        let probe = TextProbe()
        let h = Harness(NameForm(probe: probe), screen: Self.screen)
        try tap(h, "name", at: 1)
        h.host.typed(.text(String(repeating: "x", count: 100_050)), at: 2)
        h.advance(to: 2.1)
        #expect(probe.value.count == TextEditing.characterLimit)
        #expect(ViewWarnings.wasSaid(startingWith: "Text field "))
    }

    @Test("keyboard layouts by name: de is QWERTZ with ü ö ä, fr AZERTY; an unknown name is logged and us used")
    func layouts() throws {
        #expect(KeyboardLayout.named("DE") == .de)
        #expect(KeyboardLayout.named("xx") == nil)
        let probe = TextProbe()
        let h = Harness(NameForm(probe: probe, autocapitalization: .never), screen: Self.screen)
        h.host.keyboardLayoutName = "de"
        var t = try tap(h, "name", at: 1)
        #expect(entries(h)["key.ü"] != nil && entries(h)["key.z"] != nil)
        t = try type(h, ["z", "ü"], from: t + 1)
        #expect(probe.value == "zü")
        h.host.keyboardLayoutName = "fr"
        h.advance(to: t + 1)
        let a = try #require(entries(h)["key.a"]?.frame), q = try #require(entries(h)["key.q"]?.frame)
        #expect(a.minY < q.minY, "AZERTY: a on the top row")
        h.host.keyboardLayoutName = "klingon"
        #expect(h.host.keyboardLayout == .us)
        #expect(ViewWarnings.wasSaid(startingWith: "Keyboard layout \"klingon\" is unknown"))
    }

    @Test("TextEditor: Return breaks the line and keeps focus")
    func editor() throws {
        final class Box: @unchecked Sendable { var text = "" }
        let box = Box()
        let h = Harness(TextEditor(text: Binding(get: { box.text }, set: { box.text = $0 })).accessibilityIdentifier("editor"), screen: Self.screen)
        let t = try tap(h, "editor", at: 1)
        h.host.typed(.text("one"), at: t + 1)
        h.host.typed(.key(.return), at: t + 1.1)
        h.host.typed(.text("two"), at: t + 1.2)
        h.advance(to: t + 2)
        #expect(box.text == "one\ntwo")
        #expect(entries(h)["keyboard"] != nil)
    }
}
