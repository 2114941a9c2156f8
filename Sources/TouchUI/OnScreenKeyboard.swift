import Gestures
import Scene

/// The on-screen keyboard, drawn by the host above the view tree while a
/// text field has focus, in iPadOS 17's light look: grey keys on a
/// light grey board, white letter keys, the return key blue when its
/// label asks for it (done, go, …). Each key is a view named `key.<name>`
/// (`--layout` lists them) whose touch area reaches halfway across the gaps
/// around it. A key types when the finger lifts, the key under the finger
/// then (sliding across the keys picks another, as on iOS); delete deletes
/// at touch-down and repeats while held; shift acts at touch-down (twice
/// quickly: caps lock); holding a letter opens its accent strip, and the
/// variant the finger slides to is typed at the lift. iPad's keys do not
/// pop up when pressed; they darken.
nonisolated struct OnScreenKeyboard: View, Equatable {
    let geometry: KeyboardGeometry
    let state: KeyboardState
    let submitLabel: SubmitLabel
    let tint: Color
    let width: Double
    let controller: TextInputController

    /// iOS's light keyboard colours.
    static let board = Color(red: 0.816, green: 0.827, blue: 0.851)
    static let functionKey = Color(red: 0.671, green: 0.694, blue: 0.729)
    static let keyShadow = Color(red: 0.533, green: 0.541, blue: 0.553)

    /// Its inputs compared with `==` (the controller by identity): the graph
    /// then reuses an unchanged keyboard without reflecting over its fields.
    static func == (a: Self, b: Self) -> Bool {
        a.controller === b.controller && a.width == b.width && a.tint == b.tint && a.submitLabel == b.submitLabel
            && a.state == b.state && a.geometry == b.geometry
    }

    var body: some View {
        ZStack(alignment: .topLeading) {
            Self.board
            ForEach(geometry.keys, id: \.id) { key in
                keyView(key)
            }
            if let strip = state.accents {
                AccentStripView(strip: strip, keyHeight: geometry.keyHeight, tint: tint, width: width)
            }
        }
        .frame(width: width, height: geometry.height, alignment: .topLeading)
        .accessibilityIdentifier("keyboard")
    }

    private func keyView(_ key: KeyboardKey) -> KeyView {
        let pressed = state.pressed.values.contains(key.id) && key.action != .shift
        return KeyView(key: key, gap: geometry.gap, rowGap: geometry.rowGap, label: label(of: key), font: font(of: key),
                       fill: fill(of: key, pressed: pressed),
                       textColor: key.action == .submit && submitLabel.isProminent ? .white : .black,
                       radius: geometry.keyHeight * 0.09, controller: controller)
    }

    private func label(of key: KeyboardKey) -> String {
        switch key.action {
        case .character(let character, let shifted):
            return state.shift == .off ? character : shifted
        case .shift: return state.shift == .locked ? "⇪" : "⇧"
        case .delete: return "⌫"
        case .submit: return submitLabel.title
        case .space: return ""
        case .numbers: return state.page == .symbols ? "123" : ".?123"
        case .letters: return "ABC"
        case .symbols: return "#+="
        case .dismiss: return "⌨"
        }
    }

    private func font(of key: KeyboardKey) -> Font {
        switch key.action {
        case .character: .system(size: geometry.keyHeight * 0.42)
        case .shift, .delete, .dismiss: .system(size: geometry.keyHeight * 0.4)
        default: .system(size: geometry.keyHeight * 0.3)
        }
    }

    private func fill(of key: KeyboardKey, pressed: Bool) -> Color {
        switch key.action {
        case .character, .space: return pressed ? Self.functionKey : .white
        case .submit where submitLabel.isProminent: return pressed ? Self.functionKey : tint
        case .shift: return state.shift == .off ? Self.functionKey : .white
        default: return pressed ? .white : Self.functionKey
        }
    }
}

/// One key: its cap where the geometry puts it, its touch area reaching
/// halfway across the gaps around it, and its gesture. A view of its own
/// with only the key's inputs, so that a key pressed or let go resolves
/// that key again, not the keyboard's forty (the graph hands an unchanged
/// key's nodes back as they were laid out).
private nonisolated struct KeyView: View, Equatable {
    let key: KeyboardKey
    let gap: Double
    let rowGap: Double
    let label: String
    let font: Font
    let fill: Color
    let textColor: Color
    let radius: Double
    let controller: TextInputController

    static func == (a: Self, b: Self) -> Bool {
        a.controller === b.controller && a.key == b.key && a.label == b.label && a.fill == b.fill && a.textColor == b.textColor
            && a.font == b.font && a.gap == b.gap && a.rowGap == b.rowGap && a.radius == b.radius
    }

    var body: some View {
        let key = self.key, gap = self.gap, rowGap = self.rowGap
        let controller = self.controller
        let gesture = DragGesture(minimumDistance: 0)
            .onChanged { value in
                let point = Point(x: key.frame.minX - gap / 2 + value.location.x, y: key.frame.minY - rowGap / 2 + value.location.y)
                controller.keyTouched(key, at: point, time: value.time)
            }
            .onEnded { value in
                controller.keyUp(key, at: Point(x: key.frame.minX - gap / 2 + value.location.x,
                                                y: key.frame.minY - rowGap / 2 + value.location.y))
            }
            .onCancel { _ in controller.keyCancelled(key) }
            .simultaneously(with: LongPressGesture(maximumDistance: .infinity).onEnded { _ in controller.keyLongPressed(key) })
        return KeyCap(label: label, font: font, fill: fill, textColor: textColor, radius: radius)
            .frame(width: key.frame.width, height: key.frame.height)
            .padding(EdgeInsets(top: rowGap / 2, leading: gap / 2, bottom: rowGap / 2, trailing: gap / 2))
            .contentShape(Rectangle())
            .gesture(gesture)
            .accessibilityIdentifier(key.id)
            .position(x: key.frame.midX, y: key.frame.midY)
    }
}

/// A key's cap: a rounded key with its label and the dark line under it.
private nonisolated struct KeyCap: View, Equatable {
    let label: String
    let font: Font
    let fill: Color
    let textColor: Color
    let radius: Double

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: radius).fill(OnScreenKeyboard.keyShadow).offset(y: 1)
            RoundedRectangle(cornerRadius: radius).fill(fill)
            if !label.isEmpty {
                Text(label).font(font).foregroundColor(textColor)
            }
        }
    }
}

/// The accent strip over a held key: its variants side by side, the one
/// under the finger in the tint.
private nonisolated struct AccentStripView: View {
    let strip: AccentStrip
    let keyHeight: Double
    let tint: Color
    let width: Double

    var body: some View {
        let cell = strip.cellWidth
        let stripWidth = cell * Double(strip.variants.count)
        return HStack(spacing: 0) {
            ForEach(Array(strip.variants.enumerated()), id: \.offset) { index, variant in
                Text(variant).font(.system(size: keyHeight * 0.42))
                    .foregroundColor(index == strip.selected ? .white : .black)
                    .frame(width: cell, height: keyHeight)
                    .background(RoundedRectangle(cornerRadius: keyHeight * 0.09).fill(index == strip.selected ? tint : Color.white))
            }
        }
        .background(RoundedRectangle(cornerRadius: keyHeight * 0.12).fill(Color.white).shadow(color: Color.black.opacity(0.3), radius: 4, x: 0, y: 1))
        .accessibilityIdentifier("keyboard.accents")
        .position(x: strip.minX + stripWidth / 2, y: max(strip.key.minY - keyHeight * 0.55, keyHeight / 2))
    }
}
