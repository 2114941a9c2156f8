import Scene

/// A picker drawn in one of the built-in looks.
nonisolated struct PickerControl: View {
    let options: [PickerOption]
    let chosen: AnyHashable
    let choose: (AnyHashable) -> Void
    let name: String?
    let style: PickerKind
    let label: AnyView
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.isScrollContent) private var inScrollView
    @Environment(\.tintColor) private var tint
    @Environment(\.controlSize) private var controlSize
    @Namespace private var namespace
    @State private var menuShown = false

    var body: some View {
        switch style {
        case .segmented: segmented
        case .menu: menu
        case .wheel: wheel
        case .inline: inline
        case .navigationLink: navigationLink
        }
    }

    /// The option's part name: `<picker id>.<option text>`.
    private func partName(_ option: PickerOption) -> String? { name.map { "\($0).\(option.text)" } }

    /// iOS's segmented control: equal segments across the width offered,
    /// 32 pt tall (at the regular control size; `ControlMetrics`), the chosen one on a white rounded plate that slides to
    /// the next choice.
    private var segmented: some View {
        let choose = self.choose
        return HStack(spacing: 0) {
            ForEach(Array(options.enumerated()), id: \.offset) { _, option in
                ResolvedNodes(nodes: [option.node])
                    .font(.system(size: 13, weight: option.tag == chosen ? .semibold : .regular))
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background {
                        if option.tag == chosen {
                            RoundedRectangle(cornerRadius: 7).fill(Color.white)
                                .shadow(color: Color.black.opacity(0.12), radius: 4, x: 0, y: 3)
                                .padding(2)
                                .matchedGeometryEffect(id: "chosen", in: namespace)
                        }
                    }
                    .contentShape(Rectangle())
                    .gestureIf(isEnabled, ButtonGesture(inScrollView: inScrollView, onPressedChanged: { _ in })
                        .onEnded { withAnimation(.easeInOut(duration: 0.25)) { choose(option.tag) } })
                    .accessibilityIdentifier(ifAny: partName(option))
            }
        }
        .frame(height: ControlMetrics(controlSize).segmentedHeight)
        .background(RoundedRectangle(cornerRadius: 9).fill(Color(red: 0.463, green: 0.463, blue: 0.502, opacity: 0.12)))
        .opacity(isEnabled ? 1 : 0.5)
    }

    /// iOS 17's menu picker: the choice in the tint with an up-down
    /// chevron; a tap opens the options over the screen (a kiosk has no
    /// room for UIKit's anchored menu), the choice ticked.
    private var menu: some View {
        let chosenText = options.first { $0.tag == chosen }?.text ?? ""
        let shown = $menuShown
        let choose = self.choose
        return HStack {
            label
            Spacer()
            Button(action: { shown.wrappedValue = true }) {
                HStack(spacing: 4) {
                    Text(chosenText)
                    Text("⌃⌄").font(.system(size: 11, weight: .semibold))
                }
            }
            .accessibilityIdentifier(ifAny: name.map { "\($0).menu" })
        }
        .presentation(isPresented: shown, kind: .menu) {
            PickerMenu(options: options, chosen: chosen, name: name) { tag in
                choose(tag)
                shown.wrappedValue = false
            }
        }
    }

    /// A wheel: the options in a column, the choice on the grey band in the
    /// middle, two neighbours shown either side; tapping an option turns
    /// the wheel to it.
    private var wheel: some View {
        let index = options.firstIndex { $0.tag == chosen } ?? 0
        let row = 32.0
        let choose = self.choose
        return ZStack {
            RoundedRectangle(cornerRadius: 8).fill(Color(red: 0.463, green: 0.463, blue: 0.502, opacity: 0.12))
                .frame(height: row)
            VStack(spacing: 0) {
                ForEach(Array(options.enumerated()), id: \.offset) { offset, option in
                    ResolvedNodes(nodes: [option.node])
                        .font(.system(size: 21))
                        .opacity(max(0.2, 1 - Double(abs(offset - index)) * 0.35))
                        .frame(maxWidth: .infinity)
                        .frame(height: row)
                        .contentShape(Rectangle())
                        .gestureIf(isEnabled, ButtonGesture(inScrollView: inScrollView, onPressedChanged: { _ in })
                            .onEnded { withAnimation(.easeInOut(duration: 0.3)) { choose(option.tag) } })
                        .accessibilityIdentifier(ifAny: partName(option))
                }
            }
            .offset(y: (Double(options.count - 1) / 2 - Double(index)) * row)
        }
        .frame(height: row * 5)
        .clipped()
    }
}

extension PickerControl {
    /// iOS's inline picker: the options as rows of the container, 44 pt
    /// tall, the choice checked in the tint at the trailing end; a tap
    /// chooses. The label is not drawn (it names the picker), as in an iOS
    /// form. Each row is `<picker id>.<option text>` in `--layout`.
    var inline: some View {
        let choose = self.choose
        return VStack(spacing: 0) {
            ForEach(Array(options.enumerated()), id: \.offset) { offset, option in
                if offset > 0 { Divider() }
                PickerOptionRow(option: option, chosen: option.tag == chosen, tint: tint) { choose(option.tag) }
                    .disabled(!isEnabled)
                    .accessibilityIdentifier(ifAny: partName(option))
            }
        }
    }

    /// iOS's navigation-link picker: the label, the choice in grey and a
    /// chevron; a tap pushes a list of the options onto the enclosing
    /// `NavigationStack`, the choice checked; choosing one pops back, as
    /// UIKit's list picker does.
    var navigationLink: some View {
        let chosenText = options.first { $0.tag == chosen }?.text ?? ""
        // In a stack of its own: the picker's identifier names that stack, the
        // link row under it keeps its part name (`<id>.link`) rather than being renamed.
        return VStack(spacing: 0) {
            NavigationLink {
                PickerOptionList(options: options, chosen: chosen, choose: choose, name: name, tint: tint)
            } label: {
                HStack {
                    label
                    Spacer()
                    Text(chosenText).foregroundStyle(.secondary)
                }
            }
            .accessibilityIdentifier(ifAny: name.map { "\($0).link" })
        }
    }
}

/// One option of an inline or pushed picker: the option's view, the check in the tint when it is the choice.
nonisolated struct PickerOptionRow: View {
    let option: PickerOption
    let chosen: Bool
    let tint: Color
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack {
                ResolvedNodes(nodes: [option.node])
                Spacer()
                if chosen {
                    Image(systemName: "checkmark").foregroundStyle(tint).font(.body.weight(.semibold))
                }
            }
            .frame(minHeight: 44)
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

/// The options of a navigation-link picker, pushed: a list, the choice checked; a choice pops back.
nonisolated struct PickerOptionList: View {
    let options: [PickerOption]
    let chosen: AnyHashable
    let choose: (AnyHashable) -> Void
    let name: String?
    let tint: Color
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List {
            ForEach(Array(options.enumerated()), id: \.offset) { _, option in
                PickerOptionRow(option: option, chosen: option.tag == chosen, tint: tint) {
                    choose(option.tag)
                    dismiss()
                }
                .accessibilityIdentifier(ifAny: name.map { "\($0).\(option.text)" })
            }
        }
    }
}

/// The options of a menu picker, presented: a card of rows, the choice ticked.
nonisolated struct PickerMenu: View {
    let options: [PickerOption]
    let chosen: AnyHashable
    let name: String?
    let choose: (AnyHashable) -> Void

    var body: some View {
        VStack(spacing: 0) {
            ForEach(Array(options.enumerated()), id: \.offset) { offset, option in
                if offset > 0 { Divider() }
                Button(action: { choose(option.tag) }) {
                    // The option first, the tick's column drawn over its place: a row's text (as
                    // `--layout` lists it) is the option's, not the tick's.
                    ZStack(alignment: .leading) {
                        HStack {
                            Color.clear.frame(width: 20, height: 1)
                            ResolvedNodes(nodes: [option.node])
                            Spacer()
                        }
                        Text(option.tag == chosen ? "✓" : " ").frame(width: 20)
                    }
                    .padding(.horizontal, 16)
                    .frame(height: 44)
                }
                .buttonStyle(.plain)
                .accessibilityIdentifier(ifAny: name.map { "\($0).\(option.text)" })
            }
        }
        .frame(width: 250)
        .background(RoundedRectangle(cornerRadius: 13).fill(Color(white: 0.97)))
    }
}

extension ViewEnvironment {
    /// Set by `.pickerStyle(_:)`.
    var pickerStyle: PickerKind {
        get { custom.value(for: ObjectIdentifier(PickerKind.self)) ?? .menu }
        set { custom.set(newValue, for: ObjectIdentifier(PickerKind.self), presented: true) }
    }
}
