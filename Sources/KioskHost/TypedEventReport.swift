import TouchModel
import TouchdeckSupport

/// How `--events` reports what a keyboard or scanner typed: `{"event":"typed","characters":12}`
/// or `{"event":"typed","key":"return"}`. The text itself is left out: a kiosk's field may take
/// a PIN or a password, and an events file is kept and shared where its text should not be.
enum TypedEventReport {
    static func members(_ event: TextInputEvent) -> [(String, JSONValue)] {
        switch event {
        case .text(let text): [("event", .string("typed")), ("characters", .number(Double(text.count)))]
        case .key(let key): [("event", .string("typed")), ("key", .string(key.rawValue))]
        }
    }
}
