import Foundation
import Render
import Testing
import TestSupport
@testable import TouchUI

/// A list with a row swiped open to its Delete button, and a graphical date
/// picker, as Touchdeck draws them (the picture in the DocC catalog).
@Suite("Swipe to delete and the graphical date picker (golden)")
struct SwipeDateGoldenTests {
    private nonisolated struct Screen: View {
        @State private var names = ["Ada Lovelace", "Grace Hopper", "Linus Torvalds", "Margaret Hamilton"]
        @State private var day = Date(timeIntervalSince1970: 1_764_359_760)   // 28 November 2025, 19:56 UTC

        var body: some View {
            HStack(alignment: .top, spacing: 0) {
                List {
                    ForEach(names, id: \.self) { Text($0).accessibilityIdentifier($0) }
                        .onDelete { names.remove(atOffsets: $0) }
                }
                .frame(width: 320)
                DatePicker("Day", selection: $day, displayedComponents: .date)
                    .datePickerStyle(.graphical)
                    .padding(16)
                    .frame(width: 360)
            }
            .environment(\.timeZone, TimeZone(secondsFromGMT: 0) ?? TimeZone.current)
            .environment(\.locale, Locale(identifier: "en_US"))
            .environment(\.calendar, Calendar(identifier: .gregorian))
        }
    }

    @Test("Grace Hopper's row swiped open to a red Delete; November 2025 with the 28th chosen")
    func swipeAndCalendar() throws {
        let screen = Size(width: 680, height: 400)
        let harness = Harness(Screen(), screen: screen)
        let grace = try #require(harness.frame(of: "Grace Hopper"))
        harness.touch(1, 250, grace.midY, .began, at: 1)
        for step in 1...10 { harness.touch(1, 250 - Double(step) * 10, grace.midY, .moved, at: 1 + Double(step) * 0.05) }
        harness.touch(1, 150, grace.midY, .ended, at: 1.6)
        harness.advance(to: 4)
        #expect(harness.frame(of: "Grace Hopper.delete") != nil)
        let renderer = try SceneRenderer(width: Int(screen.width), height: Int(screen.height), scale: 1, background: .white)
        _ = renderer.render(harness.runner.presented())
        let problem = try GoldenImage(besides: #filePath).mismatch(renderer, name: "swipe-date")
        #expect(problem == nil, "\(problem ?? "")")
    }
}
