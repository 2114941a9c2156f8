/// The letters of the on-screen keyboard, after iPadOS's software keyboards
/// for the language: `us` (QWERTY), `de` (QWERTZ with ü, ö, ä, and ß on a
/// long press of s) and `fr` (AZERTY). Chosen with `ViewHost.keyboardLayout`
/// (the kiosk's `keyboard.layout` key).
public struct KeyboardLayout: Hashable, Sendable {
    /// Its name: `us`, `de` or `fr`.
    public let name: String
    /// The three rows of letters, lower case, top to bottom.
    let letterRows: [[String]]
    /// The punctuation keys at the end of the third row, each with what shift gives.
    let punctuation: [(String, String)]

    public static func == (a: KeyboardLayout, b: KeyboardLayout) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// US English: QWERTY.
    public static let us = KeyboardLayout(name: "us", letterRows: [
        ["q", "w", "e", "r", "t", "y", "u", "i", "o", "p"],
        ["a", "s", "d", "f", "g", "h", "j", "k", "l"],
        ["z", "x", "c", "v", "b", "n", "m"],
    ], punctuation: [(",", "!"), (".", "?")])

    /// German: QWERTZ, with ü, ö and ä on keys of their own.
    public static let de = KeyboardLayout(name: "de", letterRows: [
        ["q", "w", "e", "r", "t", "z", "u", "i", "o", "p", "ü"],
        ["a", "s", "d", "f", "g", "h", "j", "k", "l", "ö", "ä"],
        ["y", "x", "c", "v", "b", "n", "m"],
    ], punctuation: [(",", ";"), (".", ":"), ("-", "_")])

    /// French: AZERTY.
    public static let fr = KeyboardLayout(name: "fr", letterRows: [
        ["a", "z", "e", "r", "t", "y", "u", "i", "o", "p"],
        ["q", "s", "d", "f", "g", "h", "j", "k", "l", "m"],
        ["w", "x", "c", "v", "b", "n"],
    ], punctuation: [("'", "'"), (",", "?"), (".", "!")])

    /// Every layout there is.
    public static let all: [KeyboardLayout] = [.us, .de, .fr]

    /// The layout named `name` (`us`, `de`, `fr`; case ignored), nil for any other.
    public static func named(_ name: String) -> KeyboardLayout? {
        let wanted = name.lowercased()
        return all.first { $0.name == wanted }
    }

    /// The variants a long press on `key` offers, as iOS's accent strip (in
    /// iOS's order for the language), nil when it has none.
    func accents(of key: String) -> [String]? {
        let local: [String: [String]] = switch name {
        case "de": ["a": ["ä", "à", "á", "â", "æ", "ã", "å", "ā"], "o": ["ö", "ô", "ò", "ó", "œ", "ø", "ō", "õ"],
                    "u": ["ü", "û", "ù", "ú", "ū"], "s": ["ß", "ś", "š"]]
        case "fr": ["e": ["é", "è", "ê", "ë", "ē", "ė", "ę"], "c": ["ç", "ć", "č"], "a": ["à", "â", "æ", "á", "ä", "ã", "å", "ā"]]
        default: [:]
        }
        return local[key] ?? Self.latinAccents[key]
    }

    /// The long-press variants of iOS's Latin keyboards.
    static let latinAccents: [String: [String]] = [
        "a": ["à", "á", "â", "ä", "æ", "ã", "å", "ā"],
        "c": ["ç", "ć", "č"],
        "e": ["è", "é", "ê", "ë", "ē", "ė", "ę"],
        "i": ["î", "ï", "í", "ī", "į", "ì"],
        "l": ["ł"],
        "n": ["ñ", "ń"],
        "o": ["ô", "ö", "ò", "ó", "œ", "ø", "ō", "õ"],
        "s": ["ß", "ś", "š"],
        "u": ["û", "ü", "ù", "ú", "ū"],
        "y": ["ÿ"],
        "z": ["ž", "ź", "ż"],
        "-": ["–", "—", "•"],
        "$": ["€", "£", "¥", "₩", "₽"],
        "'": ["’", "‘", "`"],
        "\"": ["”", "“", "„", "»", "«"],
        "?": ["¿"],
        "!": ["¡"],
        ".": ["…"],
    ]
}

extension KeyboardLayout: CustomStringConvertible {
    public var description: String { name }
}
