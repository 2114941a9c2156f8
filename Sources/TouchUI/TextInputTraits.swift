import Scene

/// The label of the on-screen keyboard's return key, as SwiftUI's `SubmitLabel`
/// (developer.apple.com/documentation/swiftui/submitlabel), set with `.submitLabel(_:)`.
public struct SubmitLabel: Hashable, Sendable {
    /// The word on the return key.
    let title: String
    /// Drawn in the tint with white text (UIKit's blue return key: done, go, …).
    let isProminent: Bool

    public static let done = SubmitLabel(title: "done", isProminent: true)
    public static let go = SubmitLabel(title: "go", isProminent: true)
    public static let send = SubmitLabel(title: "send", isProminent: true)
    public static let join = SubmitLabel(title: "join", isProminent: true)
    public static let route = SubmitLabel(title: "route", isProminent: true)
    public static let search = SubmitLabel(title: "search", isProminent: true)
    public static let `return` = SubmitLabel(title: "return", isProminent: false)
    public static let next = SubmitLabel(title: "next", isProminent: false)
    public static let `continue` = SubmitLabel(title: "continue", isProminent: false)
}

/// What submits to `onSubmit(of:_:)`, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Return in a `TextField` or `SecureField`.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Return in a `.searchable` view's search field.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The keyboard a field asks for, as UIKit's `UIKeyboardType` that SwiftUI's
/// `.keyboardType(_:)` takes: it picks the on-screen keyboard's first page.
public enum UIKeyboardType: Int, Hashable, Sendable, CaseIterable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How the on-screen keyboard capitalizes as one types, as SwiftUI's
/// `TextInputAutocapitalization`: it turns the shift key on by itself.
public struct TextInputAutocapitalization: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case never, words, sentences, characters }
    let kind: Kind

    public static let never = TextInputAutocapitalization(kind: .never)
    public static let words = TextInputAutocapitalization(kind: .words)
    /// The default.
    public static let sentences = TextInputAutocapitalization(kind: .sentences)
    public static let characters = TextInputAutocapitalization(kind: .characters)
}

/// What a field's text is (a name, an e-mail address, …), as UIKit's
/// `UITextContentType` that SwiftUI's `.textContentType(_:)` takes. Accepted
/// and kept; a kiosk has no password manager or contact cards to fill from.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let countryName = UITextContentType(rawValue: "countryName")
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    public static let URL = UITextContentType(rawValue: "URL")
}

/// How a text field is drawn, as SwiftUI's `TextFieldStyle`: `.automatic`,
/// `.roundedBorder` or `.plain`.
public protocol TextFieldStyle {}

/// The style that suits the field's place: plain on iOS, a row's look in a `Form` or `List`.
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
/// A rounded border around the field, as UIKit's `UITextField.BorderStyle.roundedRect`.
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
/// No decoration.
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

/// The look a `TextFieldStyle` stands for.
enum TextFieldLook: Hashable {
    case automatic, roundedBorder, plain
}

/// What the modifiers of text entry set for the fields inside.
struct TextInputTraits: Equatable {
    var look = TextFieldLook.automatic
    var submitLabel = SubmitLabel.return
    var keyboardType = UIKeyboardType.default
    var autocapitalization = TextInputAutocapitalization.sentences
    var autocorrectionDisabled = false
    var contentType: UITextContentType?
    /// `.onSubmit` actions, outermost first; `.submitScope()` drops the ones above it.
    var submitActions: [SubmitAction] = []
    /// Where `.focused(_:)` / `.focused(_:equals:)` binds the fields inside.
    var focus: FocusBinding?
}

/// An `.onSubmit` action, where it was set. Compared by its closure's bytes
/// too, as a view's inputs are: a field under a new action is resolved anew
/// and never keeps a stale one.
struct SubmitAction: Equatable {
    let key: String
    let triggers: SubmitTriggers
    let action: () -> Void

    static func == (a: SubmitAction, b: SubmitAction) -> Bool {
        a.key == b.key && a.triggers == b.triggers && ViewInputs.equal(a.action, b.action, hasDynamicProperties: false)
    }
}

extension EnvironmentValues {
    var textInputTraits: TextInputTraits {
        get { self[context: TextInputTraitsKey.self] }
        set { self[context: TextInputTraitsKey.self] = newValue }
    }
}

private struct TextInputTraitsKey: EnvironmentKey {
    static var defaultValue: TextInputTraits { TextInputTraits() }
}

nonisolated extension View {
    func withTextInputTraits(_ change: @escaping (inout TextInputTraits) -> Void) -> some View {
        transformEnvironment(\.textInputTraits, transform: change)
    }

    /// Draws the text fields inside in `style`, as SwiftUI's `textFieldStyle(_:)`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let look: TextFieldLook = switch style {
        case is RoundedBorderTextFieldStyle: .roundedBorder
        case is PlainTextFieldStyle: .plain
        default: .automatic
        }
        return withTextInputTraits { $0.look = look }
    }

    /// The label of the keyboard's return key for the fields inside, as
    /// SwiftUI's `submitLabel(_:)`.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        withTextInputTraits { $0.submitLabel = submitLabel }
    }

    /// The keyboard the fields inside ask for, as SwiftUI's `keyboardType(_:)`:
    /// `.numberPad`, `.decimalPad`, `.phonePad` and `.asciiCapableNumberPad`
    /// get a number pad (as on an iPhone: iPadOS shows its number page
    /// instead); `.numbersAndPunctuation` opens on the number page;
    /// `.emailAddress` and `.URL` add `@` / `/` next to the space bar and
    /// turn auto-capitalization off; `.asciiCapable` offers no accents.
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        withTextInputTraits { $0.keyboardType = type }
    }

    /// How the keyboard capitalizes in the fields inside, as SwiftUI's
    /// `textInputAutocapitalization(_:)` (nil: the default, `.sentences`).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        withTextInputTraits { $0.autocapitalization = autocapitalization ?? .sentences }
    }

    /// As SwiftUI's `autocorrectionDisabled(_:)`: accepted and kept. There is
    /// no autocorrection to disable: the on-screen keyboard inserts exactly
    /// the keys tapped (no suggestions, no automatic corrections).
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        withTextInputTraits { $0.autocorrectionDisabled = disable }
    }

    /// As SwiftUI's deprecated `disableAutocorrection(_:)`.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        autocorrectionDisabled(disable ?? false)
    }

    /// What the text of the fields inside is, as SwiftUI's `textContentType(_:)`:
    /// kept, with nothing to fill it from on a kiosk. `.emailAddress` and
    /// `.URL` turn auto-capitalization off as iOS does for them.
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        withTextInputTraits { $0.contentType = textContentType }
    }

    /// Runs `action` when a field inside is submitted (Return on the on-screen
    /// or a physical keyboard), as SwiftUI's `onSubmit(of:_:)`
    /// (developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)): an
    /// action set on a container applies to every field in it; nested
    /// actions all run, the innermost first; a `.submitScope()` between
    /// keeps the outer ones from running.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        OnSubmitView(content: self, triggers: triggers, action: action)
    }

    /// Keeps the `.onSubmit` actions around this view from running for the
    /// fields inside, as SwiftUI's `submitScope(_:)`.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        withTextInputTraits { traits in
            if isBlocking { traits.submitActions.removeAll() }
        }
    }
}

/// `.onSubmit`: adds its action, named after where it is, for the fields inside.
nonisolated struct OnSubmitView<Content: View>: PrimitiveView, ResolvableView {
    let content: Content
    let triggers: SubmitTriggers
    let action: () -> Void

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let submit = SubmitAction(key: id.path, triggers: triggers, action: action)
        return graph.resolve(content, at: id) { environment in
            var values = EnvironmentValues(environment)
            values.textInputTraits.submitActions.append(submit)
            environment = values.base
        }
    }
}
