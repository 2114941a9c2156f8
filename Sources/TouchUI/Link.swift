import Foundation

/// What opens URLs for the views here, as SwiftUI's `OpenURLAction`
/// (developer.apple.com/documentation/swiftui/openurlaction), read with
/// `@Environment(\.openURL)` and called as a function. A kiosk has no
/// browser and nothing else to hand a URL to, so the default action (the
/// "system" one) logs the URL, once per URL, and discards it (a completion
/// gets false). An app sets its own with
/// `.environment(\.openURL, OpenURLAction { url in … })`: its handler's
/// `.handled` reports success, `.discarded` failure, and `.systemAction`
/// hands the URL (or another) to the default action.
public struct OpenURLAction {
    /// What a handler did with a URL, as SwiftUI's `OpenURLAction.Result`.
    public struct Result: Sendable {
        enum Outcome: Sendable {
            case handled, discarded
            case system(URL?)
        }

        let outcome: Outcome

        /// The handler opened the URL.
        public static let handled = Result(outcome: .handled)
        /// The handler discarded the URL.
        public static let discarded = Result(outcome: .discarded)
        /// The handler asks the system to open the URL (on a kiosk: logged and discarded).
        public static let systemAction = Result(outcome: .system(nil))

        /// The handler asks the system to open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(outcome: .system(url)) }
    }

    private let handler: (URL) -> Result

    /// An action that runs `handler` for each URL.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Opens `url`, then tells `completion` whether it was opened.
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        switch handler(url).outcome {
        case .handled: completion(true)
        case .discarded: completion(false)
        case .system(let other): completion(Self.openOnKiosk(other ?? url))
        }
    }

    /// The system's action on a kiosk: there is nothing to open URLs with.
    static var kiosk: OpenURLAction { OpenURLAction { url in .systemAction(url) } }

    private static func openOnKiosk(_ url: URL) -> Bool {
        ViewWarnings.once("openURL: \(url.absoluteString): a kiosk has no browser to open it in; discarded "
                          + "(set .environment(\\.openURL, OpenURLAction { … }) to handle URLs)")
        return false
    }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { .kiosk }
}

extension EnvironmentValues {
    /// The action that opens URLs here (`Link`, `openURL(url)`).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

/// A control that opens a URL, as SwiftUI's `Link`
/// (developer.apple.com/documentation/swiftui/link): a button whose label
/// is drawn as buttons are (in the tint by default; `.buttonStyle` applies)
/// and whose action is the environment's `openURL` with its destination.
public nonisolated struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// A link to `destination` labelled with a view.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        let open = openURL, destination = self.destination
        return Button(action: { open(destination) }) { label }
    }
}

extension Link where Label == Text {
    /// A link to `destination` titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link to `destination` titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(String(title)) }
    }
}
