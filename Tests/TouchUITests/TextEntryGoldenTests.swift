import Foundation
import Render
import Testing
import TestSupport
@testable import TouchUI

/// Text entry's look, rendered by Touchdeck: a check-in form with a field
/// focused and the on-screen keyboard up (iPadOS 17's light keyboard).
@Suite("Text entry's look (golden)")
struct TextEntryGoldenTests {
    private nonisolated struct CheckIn: View {
        @State private var name = "Ada Lovelace"
        @State private var email = ""
        @State private var notes = ""
        @FocusState private var focused: Bool

        var body: some View {
            Form {
                Section("Guest") {
                    TextField("Name", text: $name)
                    TextField("E-mail", text: $email)
                        .keyboardType(.emailAddress)
                        .focused($focused)
                        .accessibilityIdentifier("email")
                }
                Section("Notes") {
                    TextField("Anything we should know?", text: $notes, axis: .vertical)
                }
            }
            .submitLabel(.next)
        }
    }

    @Test("a form with the e-mail field focused, typed into through the keys, and the keyboard up")
    func keyboard() throws {
        let screen = Size(width: 768, height: 1024)
        let harness = Harness(CheckIn(), screen: screen)
        let email = try #require(harness.host.layoutEntries(screen: screen).first { $0.id == "email" }?.frame)
        harness.tap(email.midX, email.midY, at: 1)
        harness.advance(to: 2)
        var t = 3.0
        for key in ["a", "d", "a", "@"] {
            let frame = try #require(harness.host.layoutEntries(screen: screen).first { $0.id == "key." + key }?.frame, "no key.\(key)")
            harness.tap(frame.midX, frame.midY, at: t)
            harness.advance(to: t + 0.1)
            t += 0.2
        }
        harness.advance(to: t + 2)
        #expect(harness.texts().contains("ada@"))
        let renderer = try SceneRenderer(width: Int(screen.width), height: Int(screen.height), scale: 1, background: .white)
        _ = renderer.render(harness.runner.presented())
        let problem = try GoldenImage(besides: #filePath).mismatch(renderer, name: "keyboard")
        #expect(problem == nil, "\(problem ?? "")")
    }
}
