import Scene

/// A thin line between views, as SwiftUI's `Divider`: across a `VStack`
/// (or outside a stack) a 1 pt horizontal line as wide as offered, in an
/// `HStack` a vertical one as tall as offered; iOS's separator colour.
public nonisolated struct Divider: PrimitiveView, ResolvableView {
    public init() {}

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let line = ViewNode(id: id.child("line"), kind: .drawing(.shape(.rectangle, fill: .color(Self.color), stroke: nil, trim: nil)))
        let node = ViewNode(id: id, kind: .frame(Self.layout(vertical: false)), children: [line])
        node.isDivider = true
        return [node]
    }

    /// iOS's `separator` colour (light appearance).
    static let color = RGBAColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.29)

    /// A line 1 pt thick, as long as offered.
    static func layout(vertical: Bool) -> FrameLayout {
        vertical ? FrameLayout(width: 1, maxHeight: .infinity, alignment: .center)
            : FrameLayout(height: 1, maxWidth: .infinity, alignment: .center)
    }
}

/// A label for an item: an icon beside a title, as SwiftUI's `Label`.
public nonisolated struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    @Environment(\.labelStyles) private var styles

    /// Drawn in the innermost `.labelStyle(_:)` (`.automatic`, the icon
    /// beside the title, where none is set).
    public var body: some View {
        let configuration = LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)))
        if let style = styles.last {
            let outer = Array(styles.dropLast())
            style.makeBody(configuration).withEnvironment { $0.labelStyles = outer }
        } else {
            TitleAndIconLabelStyle().makeBody(configuration: configuration)
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// `title` beside the symbol `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(String(title)) }, icon: { Image(systemName: name) })
    }

    /// `title` beside the image `name`, as SwiftUI's `Label(_:image:)`:
    /// looked up as `Image(_:)` looks names up; an absolute path is that file.
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(String(title)) }, icon: { name.hasPrefix("/") ? Image(path: name) : Image(name) })
    }
}
