import Foundation

/// A value that can be shared, as CoreTransferable's `Transferable`, which
/// `ShareLink` takes: strings, URLs, images and texts are.
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Image: Transferable {}
extension Never: Transferable {}

/// What a share sheet shows of the item, as SwiftUI's `SharePreview`.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    let title: Text
    let image: Image?
    let icon: Icon?

    /// A preview titled `titleKey`, with an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        title = Text(titleKey)
        self.image = image
        self.icon = icon
    }

    /// A preview titled `title`, with an image and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.title = Text(String(title))
        self.image = image
        self.icon = icon
    }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey) {
        title = Text(titleKey)
        image = nil
        icon = nil
    }

    /// A preview titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.title = Text(String(title))
        image = nil
        icon = nil
    }
}

extension SharePreview where Icon == Never {
    /// A preview titled `titleKey` with an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) {
        title = Text(titleKey)
        self.image = image
        icon = nil
    }
}

extension SharePreview where Image == Never {
    /// A preview titled `titleKey` with an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) {
        title = Text(titleKey)
        image = nil
        self.icon = icon
    }
}

/// The label of a `ShareLink` made without one: "Share" beside the
/// `square.and.arrow.up` symbol, as SwiftUI's `DefaultShareLinkLabel`.
public nonisolated struct DefaultShareLinkLabel: View {
    public var body: some View { Label("Share", systemImage: "square.and.arrow.up") }
}

/// A control that shares items, as SwiftUI's `ShareLink`
/// (developer.apple.com/documentation/swiftui/sharelink). A kiosk has no
/// share sheet (no apps, no accounts, no AirDrop): the link is drawn as a
/// disabled button is (greyed) and a tap on it logs, once per item, that
/// the item was not shared.
public nonisolated struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
where Data.Element: Transferable {
    let items: Data
    let label: Label
    @Environment(\.isScrollContent) private var inScrollView

    init(items: Data, label: Label) {
        self.items = items
        self.label = label
    }

    public var body: some View {
        let described = items.map { String(String(describing: $0).prefix(200)) }.joined(separator: ", ")
        return label
            .foregroundColor(Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.3))
            .contentShape(Rectangle())
            .gesture(ButtonGesture(inScrollView: inScrollView, onPressedChanged: { _ in }).onEnded {
                ViewWarnings.once("ShareLink: a kiosk has no share sheet; not shared: \(described)")
            })
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// A link sharing `items`, labelled with a view.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: items, label: label())
    }

    /// A link sharing `item`, labelled with a view.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// A link sharing `items`, labelled "Share".
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, label: DefaultShareLinkLabel())
    }

    /// A link sharing `item`, labelled "Share".
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel())
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// A link sharing `item` with a preview, labelled "Share".
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil,
                                 preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == Text {
    /// A link sharing `item`, titled `titleKey`.
    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: Text(titleKey))
    }

    /// A link sharing `item`, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), label: Text(String(title)))
    }
}
