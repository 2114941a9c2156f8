import Scene

/// What a screen shows when it has nothing to show (an empty list, no
/// search results, no connection), as SwiftUI's `ContentUnavailableView`
/// (developer.apple.com/documentation/swiftui/contentunavailableview, iOS 17).
///
/// iOS's look (UIKit's `UIContentUnavailableConfiguration.empty()`): the
/// label's symbol large and grey above its title in bold `.title2`, the
/// description under it in grey `.callout`, centred, then the actions (the
/// buttons as they are styled); all of it centred in the space offered,
/// which it fills (so that as a list's `.overlay` it sits in the middle of
/// the screen).
public nonisolated struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A view of a label (a `Label`: its icon over its title), a description and actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description,
                @ViewBuilder actions: () -> Actions) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 0) {
            label
                .labelStyle(UnavailableLabelStyle())
            description
                .font(.callout)
                .foregroundColor(.secondary)
                .multilineTextAlignment(.center)
                .padding(.top, 8)
            actions
                .padding(.top, 16)
        }
        .padding(.horizontal, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Actions == EmptyView {
    /// A view of a label and a description.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description) {
        self.init(label: label, description: description, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Description == EmptyView, Actions == EmptyView {
    /// A view of a label alone.
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label, description: { EmptyView() }, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Description == EmptyView {
    /// A view of a label and actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder actions: () -> Actions) {
        self.init(label: label, description: { EmptyView() }, actions: actions)
    }
}

extension ContentUnavailableView where Label == TouchUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A view titled `titleKey` under the symbol `systemImage`, with an
    /// optional description, as SwiftUI's `init(_:systemImage:description:)`.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { TouchUI.Label(title: { Text(titleKey) }, icon: { Image(systemName: name) }) },
                  description: { description })
    }

    /// A view titled `title` under the symbol `systemImage`, with an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { TouchUI.Label(String(title), systemImage: name) }, description: { description })
    }

    /// A view titled `titleKey` under the image `name` (looked up as
    /// `Image(_:)` looks names up), as SwiftUI's `init(_:image:description:)`.
    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { TouchUI.Label(title: { Text(titleKey) }, icon: { Image(name) }) }, description: { description })
    }
}

/// The parts of `ContentUnavailableView.search`, as SwiftUI's `SearchUnavailableContent`.
public struct SearchUnavailableContent {
    /// The magnifying glass over "No Results".
    public nonisolated struct Label: View {
        let text: String?
        public var body: some View {
            TouchUI.Label(text.map { "No Results for “\($0)”" } ?? "No Results", systemImage: "magnifyingglass")
        }
    }

    /// "Check the spelling or try a new search."
    public nonisolated struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// None.
    public nonisolated struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label,
    Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions {
    /// The view for a search without results, as SwiftUI's `.search`:
    /// "No Results" under a magnifying glass, and "Check the spelling or try a new search."
    public static var search: ContentUnavailableView<Label, Description, Actions> { search(nil) }

    /// The view for a search for `text` without results, as SwiftUI's
    /// `.search(text:)`: "No Results for “text”" (just "No Results" for empty text).
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        search(text.isEmpty ? nil : text)
    }

    private static func search(_ text: String?) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: text) },
                               description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
}

/// A content-unavailable label: the symbol (48 pt, grey) over the title
/// (bold `.title2`), 12 pt apart, centred.
private nonisolated struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon
                .font(.system(size: 48))
                .foregroundColor(.secondary)
            configuration.title
                .font(.title2.bold())
                .multilineTextAlignment(.center)
        }
    }
}
