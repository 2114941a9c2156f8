import Touchdeck

/// A greeter: tap a language to say hello in it. Its config key sets the name.
@main
struct Greeter: KioskApp {
    static let summary = "Says hello in the language tapped."
    static let keys = [SettingSpec(key: "visitor", type: .string, defaultValue: .string("visitor"), summary: "Who is greeted.")]
    static let tourPath = "tour.yaml"

    let model = Greeting()
    let visitor: String
    let events: AppEvents

    init(settings: AppSettings, options: AppLaunchOptions, events: AppEvents) {
        visitor = settings.string("visitor") ?? "visitor"
        self.events = events
    }

    var body: some Scene {
        WindowGroup {
            GreeterView(model: model, visitor: visitor) { events.send("greeted", [("language", .string($0))]) }
        }
    }

    var finalState: [(String, JSONValue)] { [("greeting", .string(model.text))] }
}

@Observable
final class Greeting {
    var text = ""
}

struct GreeterView: View {
    let model: Greeting
    let visitor: String
    let report: (String) -> Void
    let languages = [("English", "Hello"), ("Français", "Bonjour"), ("中文", "你好")]

    var body: some View {
        VStack(spacing: 16) {
            Text(model.text.isEmpty ? "Tap a language" : model.text).font(.system(size: 32, weight: .bold))
            HStack(spacing: 16) {
                ForEach(languages, id: \.0) { language in
                    RoundedRectangle(cornerRadius: 12).fill(Color.blue).frame(width: 180, height: 80)
                        .overlay { Text(language.0).foregroundColor(.white) }
                        .onTapGesture {
                            withAnimation(.easeOut(duration: 0.2)) { model.text = "\(language.1), \(visitor)" }
                            report(language.0)
                        }
                }
            }
        }
    }
}
