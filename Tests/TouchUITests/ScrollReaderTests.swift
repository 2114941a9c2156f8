import Scene
import Testing
@testable import TouchUI

/// What a test's views did, in order.
private final class ReaderLog: @unchecked Sendable {
    var lines: [String] = []
}

/// A button over a scroll view of 50 items 40 pt tall, the button scrolling to one of them.
private nonisolated struct Jumper: View {
    let target: Int
    let anchor: UnitPoint?
    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Button("Jump") { withAnimation { proxy.scrollTo(target, anchor: anchor) } }
                    .frame(height: 40)
                    .accessibilityIdentifier("jump")
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<50) { index in
                            Text("Item \(index)").frame(height: 40).accessibilityIdentifier("item\(index)")
                        }
                    }
                }
            }
        }
    }
}

/// The scroll indicator bars presented now: the innermost 3 pt wide layers of a scroll view's overlay (`/ov`).
private func indicators<R: View>(_ h: Harness<R>) -> [PresentedLayer] {
    var found: [PresentedLayer] = []
    func isBar(_ layer: PresentedLayer) -> Bool { layer.id.rawValue.contains("/ov/") && layer.size.width == 3 }
    func walk(_ layers: [PresentedLayer]) {
        for layer in layers {
            if isBar(layer), !layer.children.contains(where: isBar) { found.append(layer) }
            walk(layer.children)
        }
    }
    walk(h.runner.presented())
    return found
}

/// A style that performs the action on a long press only, with the role in the label.
private nonisolated struct HoldToConfirm: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(10)
            .foregroundColor(configuration.role == .destructive ? .red : .black)
            .onLongPressGesture(minimumDuration: 1) { configuration.trigger() }
    }
}

@Suite("TouchUI ScrollViewReader, scroll indicators, scrollDisabled, PrimitiveButtonStyle, stepper auto-repeat")
struct ScrollReaderTests {
    @Test("proxy.scrollTo(id, anchor: .top) puts the view at the top; without an anchor it moves the least")
    func scrollTo() throws {
        let h = Harness(Jumper(target: 30, anchor: .top), screen: Size(width: 400, height: 300))
        let jump = try #require(h.frame(of: "jump"))
        #expect((h.frame(of: "item30")?.minY ?? 0) > 300, "below the screen")
        h.tap(jump.midX, jump.midY, at: 1)
        h.advance(to: 3)
        let item = try #require(h.frame(of: "item30"))
        #expect(abs(item.minY - 40) < 0.5, "at the scroll view's top, under the 40 pt button")
        let least = Harness(Jumper(target: 10, anchor: nil), screen: Size(width: 400, height: 300))
        least.tap(jump.midX, jump.midY, at: 1)
        least.advance(to: 3)
        let ten = try #require(least.frame(of: "item10"))
        #expect(abs(ten.maxY - 300) < 0.5, "scrolled just enough: at the bottom edge")
    }

    @Test("scrollTo reaches a row of a 1,000-row List not yet resolved, from its estimated place")
    func scrollToLazyRow() throws {
        let h = Harness(ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Button("Go") { proxy.scrollTo(500, anchor: .top) }.frame(height: 40).accessibilityIdentifier("go")
                List(0..<1000) { Text("Row \($0)").accessibilityIdentifier("row\($0)") }
            }
        }, screen: Size(width: 400, height: 400))
        let go = try #require(h.frame(of: "go"))
        h.tap(go.midX, go.midY, at: 1)
        h.advance(to: 2)
        let row = try #require(h.frame(of: "row500"))
        #expect(abs(row.midY - (40 + 22)) < 1, "its 44 pt row at the list's top")
    }

    @Test("the indicator shows while dragging and fades after the scroll rests; then nothing is left to animate")
    func indicatorFades() throws {
        let h = Harness(Jumper(target: 0, anchor: nil), screen: Size(width: 400, height: 300))
        #expect(indicators(h).allSatisfy { $0.opacity == 0 }, "hidden at rest")
        h.touch(1, 200, 250, .began, at: 1)
        for step in 1...5 { h.touch(1, 200, 250 - Double(step) * 20, .moved, at: 1 + Double(step) * 0.05) }
        h.advance(to: 1.3)
        let shown = try #require(indicators(h).first)
        let scroll = try #require(h.frame(of: "v/b/content/1"), "the scroll view, laid out")
        #expect(shown.opacity == 1 && abs(shown.screenBounds.maxX - (scroll.maxX - 3)) < 0.5, "3 pt wide, 3 pt in from the trailing edge")
        #expect(shown.size.height >= 36 && shown.size.height < 260, "as long as the part in sight is of the whole")
        h.touch(1, 200, 150, .ended, at: 1.5)
        h.advance(to: 1.6)
        #expect(indicators(h).first?.opacity ?? 0 > 0.5, "still shown as it comes to rest")
        h.advance(to: 6)
        #expect(indicators(h).allSatisfy { $0.opacity == 0 })
        #expect(h.runner.nextWakeUp() == nil, "the kiosk can rest")
    }

    @Test("scrollIndicators(.hidden) draws none; scrollDisabled(true) stops a drag scrolling and lets a button take the touch at once")
    func hiddenAndDisabled() throws {
        let h = Harness(Jumper(target: 0, anchor: nil).scrollIndicators(.hidden), screen: Size(width: 400, height: 300))
        h.touch(1, 200, 250, .began, at: 1)
        for step in 1...5 { h.touch(1, 200, 250 - Double(step) * 20, .moved, at: 1 + Double(step) * 0.05) }
        h.advance(to: 1.3)
        #expect(indicators(h).isEmpty)
        h.touch(1, 200, 150, .ended, at: 1.5)
        let disabled = Harness(Jumper(target: 0, anchor: nil).scrollDisabled(true), screen: Size(width: 400, height: 300))
        let item3 = try #require(disabled.frame(of: "item3"))
        disabled.touch(1, 200, 250, .began, at: 1)
        for step in 1...5 { disabled.touch(1, 200, 250 - Double(step) * 20, .moved, at: 1 + Double(step) * 0.05) }
        disabled.touch(1, 200, 150, .ended, at: 1.5)
        disabled.advance(to: 3)
        #expect(disabled.frame(of: "item3") == item3, "nothing scrolled")
    }

    @Test("a PrimitiveButtonStyle decides when the action runs (here a 1 s press) and sees the role")
    func primitiveStyle() throws {
        let log = ReaderLog()
        let h = Harness(VStack {
            Button("Erase", role: .destructive) { log.lines.append("erase") }.accessibilityIdentifier("erase")
            Button("Plain") { log.lines.append("plain") }.buttonStyle(.bordered).accessibilityIdentifier("plain")
        }.buttonStyle(HoldToConfirm()), screen: Size(width: 400, height: 300))
        let erase = try #require(h.frame(of: "erase"))
        h.tap(erase.midX, erase.midY, at: 1)
        h.advance(to: 2)
        #expect(log.lines.isEmpty, "a tap is not the style's gesture")
        h.touch(1, erase.midX, erase.midY, .began, at: 3)
        h.advance(to: 4.1)
        h.touch(1, erase.midX, erase.midY, .ended, at: 4.2)
        #expect(log.lines == ["erase"])
        let plain = try #require(h.frame(of: "plain"))
        h.tap(plain.midX, plain.midY, at: 5)
        #expect(log.lines == ["erase", "plain"], "an inner ButtonStyle wins over the outer primitive style")
    }

    @Test("a held stepper half steps at once, again from 0.5 s every 0.1 s, faster after 2.5 s; stops at its bound")
    func stepperRepeats() throws {
        let log = ReaderLog()
        nonisolated struct Counter: View {
            let log: ReaderLog
            @State private var value = 0
            var body: some View {
                log.lines.append("\(value)")
                return Stepper("Count", value: $value, in: 0...40).accessibilityIdentifier("count").frame(width: 320)
            }
        }
        let h = Harness(Counter(log: log), screen: Size(width: 400, height: 200))
        let plus = try #require(h.frame(of: "count.increment"))
        h.touch(1, plus.midX, plus.midY, .began, at: 1)
        h.advance(to: 1.01)
        #expect(log.lines.last == "1", "one step as the finger comes down")
        h.advance(to: 1.45)
        #expect(log.lines.last == "1")
        h.advance(to: 1.51)
        #expect(log.lines.last == "2", "the first repeat at 0.5 s")
        h.advance(to: 2.01)
        #expect(log.lines.last == "7", "then ten a second")
        h.advance(to: 3.51)
        #expect(log.lines.last == "22", "0.5 s…2.5 s: 21 repeats")
        h.advance(to: 4.01)
        #expect(log.lines.last == "32", "then twenty a second")
        h.advance(to: 5)
        #expect(log.lines.last == "40", "held on, it stops at the bound")
        h.touch(1, plus.midX, plus.midY, .ended, at: 5.1)
        h.advance(to: 6)
        #expect(log.lines.last == "40")
    }
}
