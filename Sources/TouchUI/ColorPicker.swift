import Foundation
import Scene

/// A control that picks a colour, as SwiftUI's `ColorPicker`
/// (developer.apple.com/documentation/swiftui/colorpicker): iOS's look, the
/// label leading and a 28 pt colour well trailing (the colour inside a
/// ring of hues). A tap on the row opens the colour grid of UIKit's colour
/// picker (`UIColorPickerViewController`'s "Grid": a row of greys over
/// nine rows of twelve hues, dark to light) in a sheet; a tap on a swatch
/// chooses it and closes the sheet. The spectrum and sliders pages are
/// not drawn, and `supportsOpacity` is accepted (colours are opaque).
/// Named `c`, its well is `c.well` and the swatches `c.swatch.<row>.<column>`.
public nonisolated struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let label: Label
    @State private var isPresented = false
    @ControlIdentifier private var identifier
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.isScrollContent) private var inScrollView

    /// A picker of `selection`, labelled with a view.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }

    public var body: some View {
        let presented = $isPresented
        let selection = self.selection
        let name = identifier
        return HStack {
            label
            Spacer()
            ColorWell(color: selection.wrappedValue)
                .accessibilityIdentifier(ifAny: _identifier.part("well"))
        }
        .opacity(isEnabled ? 1 : 0.5)
        .contentShape(Rectangle())
        .gestureIf(isEnabled, ButtonGesture(inScrollView: inScrollView, onPressedChanged: { _ in })
            .onEnded { presented.wrappedValue = true })
        .sheet(isPresented: presented) {
            ColorGrid(name: name) { color in
                selection.wrappedValue = color
                presented.wrappedValue = false
            }
        }
    }
}

extension ColorPicker where Label == Text {
    /// A picker of `selection` titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A picker of `selection` titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(String(title)) }
    }
}

/// The well: the colour in a circle inside a ring of hues, 28 pt.
private nonisolated struct ColorWell: View {
    let color: Color

    var body: some View {
        ZStack {
            ForEach(0..<12, id: \.self) { step in
                Circle().trim(from: Double(step) / 12, to: Double(step + 1) / 12)
                    .stroke(ColorGridPalette.hue(Double(step) / 12, saturation: 1, brightness: 1), lineWidth: 3)
            }
            Circle().fill(Color.white).frame(width: 22, height: 22)
            Circle().fill(color).frame(width: 18, height: 18)
        }
        .frame(width: 28, height: 28)
    }
}

/// The sheet's grid of swatches, 12 across.
private nonisolated struct ColorGrid: View {
    let name: String?
    let choose: (Color) -> Void

    var body: some View {
        let choose = self.choose
        return VStack(spacing: 0) {
            ForEach(0..<ColorGridPalette.rows, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<ColorGridPalette.columns, id: \.self) { column in
                        let color = ColorGridPalette.color(row: row, column: column)
                        Rectangle().fill(color)
                            .frame(width: 30, height: 30)
                            .onTapGesture { choose(color) }
                            .accessibilityIdentifier(ifAny: name.map { "\($0).swatch.\(row).\(column)" })
                    }
                }
            }
        }
        .clipShape(RoundedRectangle(cornerRadius: 8))
        .padding(20)
    }
}

/// The grid's colours: greys from white to black, then the hues from dark to light.
enum ColorGridPalette {
    static let rows = 10
    static let columns = 12

    static func color(row: Int, column: Int) -> Color {
        let t = Double(column) / Double(columns - 1)
        if row == 0 { return Color(white: 1 - t) }
        let columnHue = Double(column) / Double(columns)
        // Rows 1-4 darken towards black, rows 5-9 pale towards white.
        let brightness = row <= 4 ? 0.35 + 0.65 * Double(row - 1) / 3 : 1
        let saturation = row <= 4 ? 1 : 1 - 0.8 * Double(row - 4) / 5
        return hue(columnHue, saturation: saturation, brightness: brightness)
    }

    /// A colour from hue, saturation and brightness (0…1 each).
    static func hue(_ hue: Double, saturation: Double, brightness: Double) -> Color {
        let h = (hue - floor(hue)) * 6
        let sector = Int(h) % 6
        let f = h - floor(h)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let u = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (brightness, u, p)
        case 1: (q, brightness, p)
        case 2: (p, brightness, u)
        case 3: (p, q, brightness)
        case 4: (u, p, brightness)
        default: (brightness, p, q)
        }
        return Color(red: r, green: g, blue: b)
    }
}
