import Scene

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`. On a
/// kiosk every placement puts it where iPadOS 17's `.automatic` does for a
/// view in a `NavigationStack`: across the top of the content, under the
/// navigation bar and its large title (the navigation bar's drawer).
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String

    /// How the navigation bar drawer shows the field, as SwiftUI's
    /// `SearchFieldPlacement.NavigationBarDrawerDisplayMode`. The field
    /// always shows on a kiosk (iOS hides `.automatic`'s until a scroll
    /// pulls it down, a gesture a kiosk user is not expected to know).
    public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
        let always: Bool
        public static let automatic = NavigationBarDrawerDisplayMode(always: false)
        public static let always = NavigationBarDrawerDisplayMode(always: true)
    }

    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// The navigation bar's drawer, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
}

/// Where search suggestions show, as SwiftUI's `SearchSuggestionsPlacement`.
public struct SearchSuggestionsPlacement: Hashable, Sendable {
    let rawValue: Int

    public static let automatic = SearchSuggestionsPlacement(rawValue: 0)
    public static let menu = SearchSuggestionsPlacement(rawValue: 1)
    public static let content = SearchSuggestionsPlacement(rawValue: 2)

    /// A set of placements, as SwiftUI's `SearchSuggestionsPlacement.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let menu = Set(rawValue: 1)
        public static let content = Set(rawValue: 2)
    }
}

/// Ends the search of the searchable view around, as SwiftUI's
/// `DismissSearchAction`: clears the text and the field's focus, as its
/// Cancel button does. Outside a searchable view it does nothing.
public struct DismissSearchAction {
    let action: (() -> Void)?

    /// Ends the search.
    public func callAsFunction() { action?() }
}

private struct IsSearchingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction(action: nil) }
}

private struct SearchSuggestionsKey: EnvironmentKey {
    static var defaultValue: AnyView? { nil }
}

private struct SearchCompletionKey: EnvironmentKey {
    static var defaultValue: ((String) -> Void)? { nil }
}

extension EnvironmentValues {
    /// Whether the user is searching in the searchable view around (its
    /// field was focused and the search not cancelled), as SwiftUI's `isSearching`.
    public var isSearching: Bool {
        get { self[context: IsSearchingKey.self] }
        set { self[context: IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the searchable view around, as SwiftUI's `dismissSearch`.
    public var dismissSearch: DismissSearchAction {
        get { self[context: DismissSearchKey.self] }
        set { self[context: DismissSearchKey.self] = newValue }
    }

    /// The suggestions `searchSuggestions` set for the searchable view inside.
    var searchSuggestions: AnyView? {
        get { self[context: SearchSuggestionsKey.self] }
        set { self[context: SearchSuggestionsKey.self] = newValue }
    }

    /// Fills the search field with a suggestion's completion.
    var searchCompletion: ((String) -> Void)? {
        get { self[context: SearchCompletionKey.self] }
        set { self[context: SearchCompletionKey.self] = newValue }
    }
}

nonisolated extension View {
    /// A search field bound to `text` across the top of this view, as
    /// SwiftUI's `searchable(text:placement:prompt:)` in a navigation
    /// stack on iPadOS 17: a grey rounded field with a magnifying glass and
    /// `prompt` (or "Search") as its placeholder, named `search` in
    /// `--layout`. A tap focuses it and brings up the on-screen keyboard;
    /// what is typed goes to `text`. While searching, a Cancel button
    /// (`search.cancel`) ends the search (clears the text, hides the
    /// keyboard); a clear button (`search.clear`) empties the field. Return
    /// runs the `onSubmit(of: .search)` actions around.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        SearchableView(content: self, text: text, isPresented: nil, prompt: prompt?.plainString ?? "Search")
    }

    /// `searchable(text:placement:prompt:)` with the prompt a localized key.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// `searchable(text:placement:prompt:)` with the prompt a string.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(String(prompt)))
    }

    /// A search field whose being searched in is bound to `isPresented`, as
    /// SwiftUI's `searchable(text:isPresented:placement:prompt:)`: setting it
    /// false ends the search, setting it true focuses the field.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        SearchableView(content: self, text: text, isPresented: isPresented, prompt: prompt?.plainString ?? "Search")
    }

    /// `searchable(text:isPresented:placement:prompt:)` with the prompt a localized key.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// `searchable(text:isPresented:placement:prompt:)` with the prompt a string.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                              placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(String(prompt)))
    }

    /// The older form with the suggestions given at once, as SwiftUI's
    /// (deprecated) `searchable(text:placement:prompt:suggestions:)`.
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }

    /// Suggestions shown while searching, as SwiftUI's `searchSuggestions(_:)`:
    /// in place of the content, one a row, in a plain list. Give a row
    /// `.searchCompletion(_:)` to have a tap on it fill the field. Applied
    /// around the `.searchable` view (`.searchable(…).searchSuggestions { … }`).
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        let view = AnyView(suggestions())
        return environment(\.searchSuggestions, view)
    }

    /// Shows or hides the suggestions inside in `placements`, as SwiftUI's
    /// `searchSuggestions(_:for:)`; `.hidden` hides them.
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
        transformEnvironment(\.searchSuggestions) { if visibility == .hidden { $0 = nil } }
    }

    /// Makes this suggestion fill the search field with `completion` when
    /// tapped, as SwiftUI's `searchCompletion(_:)`.
    public func searchCompletion(_ completion: String) -> some View {
        SearchCompletionRow(content: self, completion: completion)
    }
}

/// A suggestion row that fills the search field when tapped.
private nonisolated struct SearchCompletionRow<Content: View>: View {
    let content: Content
    let completion: String
    @Environment(\.searchCompletion) private var complete

    var body: some View {
        let complete = self.complete, completion = self.completion
        return content
            .frame(maxWidth: .infinity, alignment: .leading)
            .contentShape(Rectangle())
            .onTapGesture { complete?(completion) }
    }
}

/// The searchable view: its search bar over its content (or, while
/// searching with suggestions, over them).
nonisolated struct SearchableView<Content: View>: View {
    let content: Content
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let prompt: String
    @State private var active = false
    @FocusState private var focused: Bool
    @Environment(\.searchSuggestions) private var suggestions

    var body: some View {
        let searching = isPresented?.wrappedValue ?? active
        let text = self.text, isPresented = self.isPresented
        let activeState = $active, focus = $focused
        let end: () -> Void = {
            text.wrappedValue = ""
            focus.wrappedValue = false
            activeState.wrappedValue = false
            isPresented?.wrappedValue = false
        }
        return VStack(spacing: 0) {
            SearchBar(text: text, prompt: prompt, searching: searching, focused: $focused, cancel: end)
            ZStack(alignment: .top) {
                content
                if searching, let suggestions {
                    List { suggestions }
                        .listStyle(.plain)
                        .environment(\.searchCompletion, { completion in text.wrappedValue = completion })
                        .accessibilityIdentifier("search.suggestions")
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .environment(\.isSearching, searching)
            .environment(\.dismissSearch, DismissSearchAction(action: end))
            // The suggestions replace the content while searching: take `.searchSuggestions` out of it.
            .environment(\.searchSuggestions, nil)
        }
        .onChange(of: focused) { _, isFocused in
            guard isFocused else { return }
            activeState.wrappedValue = true
            if isPresented?.wrappedValue == false { isPresented?.wrappedValue = true }
        }
        .onChange(of: isPresented?.wrappedValue ?? false) { _, shown in
            if shown != focus.wrappedValue { focus.wrappedValue = shown }
        }
    }
}

/// UISearchBar's look: a 36 pt grey rounded field with a magnifying glass,
/// the placeholder in grey, a clear button while it has text, and Cancel
/// beside it while searching.
private nonisolated struct SearchBar: View {
    let text: Binding<String>
    let prompt: String
    let searching: Bool
    let focused: FocusState<Bool>.Binding
    let cancel: () -> Void
    @Environment(\.tintColor) private var tint

    /// UISearchTextField's fill: tertiary system fill (#767680 at 12 %).
    static let fill = Color(red: 0.463, green: 0.463, blue: 0.502, opacity: 0.12)
    static let glyph = Color(red: 0.557, green: 0.557, blue: 0.576)

    var body: some View {
        let text = self.text
        return HStack(spacing: 12) {
            HStack(spacing: 6) {
                Image(systemName: "magnifyingglass").foregroundColor(Self.glyph)
                TextField("Search", text: text, prompt: Text(prompt))
                    .textFieldStyle(.plain)
                    .submitLabel(.search)
                    .focused(focused)
                    .searchSubmits()
                    .accessibilityIdentifier("search")
                if !text.wrappedValue.isEmpty {
                    Button(action: { text.wrappedValue = "" }) {
                        Image(systemName: "xmark.circle.fill").foregroundColor(Self.glyph)
                    }
                    .accessibilityIdentifier("search.clear")
                }
            }
            .padding(.horizontal, 8)
            .frame(height: 36)
            .background(RoundedRectangle(cornerRadius: 10).fill(Self.fill))
            if searching {
                Button("Cancel", action: cancel).accessibilityIdentifier("search.cancel")
            }
        }
        .padding(.horizontal, 20)
        .padding(.vertical, 8)
    }
}

nonisolated extension View {
    /// The search field's Return runs the `.onSubmit(of: .search)` actions
    /// around (and not the `.text` ones).
    fileprivate func searchSubmits() -> some View {
        withTextInputTraits { traits in
            traits.submitActions = traits.submitActions.filter { $0.triggers.contains(.search) }.map {
                SubmitAction(key: $0.key, triggers: .text, action: $0.action)
            }
        }
    }
}
