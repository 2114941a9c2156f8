import Testing
@testable import TouchUI

/// What a test's views did, in order.
final class ControlLog: @unchecked Sendable {
    var lines: [String] = []
}

/// A button style that records `isPressed` as the button draws.
private nonisolated struct RecordingStyle: ButtonStyle {
    let log: ControlLog
    func makeBody(configuration: Configuration) -> some View {
        log.lines.append("pressed=\(configuration.isPressed)")
        return configuration.label.padding(10)
    }
}

/// A screen holding one control over some state, logging the state each time its body runs
/// (shared by the TouchUI test files).
nonisolated struct Holder<Value, Content: View>: View {
    @State var value: Value
    let log: ControlLog
    let content: (Binding<Value>) -> Content
    var body: some View {
        log.lines.append("value=\(value)")
        return content($value)
    }
}

@Suite("Controls: Button, Toggle, Stepper, Slider, Picker (timelines of SwiftUI's behaviour)")
struct ControlTests {
    private func centre(_ h: Harness<some View>, _ id: String) throws -> (Double, Double) {
        let frame = try #require(h.frame(of: id), "no view named \(id)")
        return (frame.midX, frame.midY)
    }

    @Test("a tap on a button performs its action once, at the lift")
    func tap() throws {
        let log = ControlLog()
        let h = Harness(Button("Pay") { log.lines.append("pay") }.accessibilityIdentifier("pay"))
        let (x, y) = try centre(h, "pay")
        h.touch(1, x, y, .began, at: 1)
        #expect(log.lines.isEmpty, "nothing happens at touch-down")
        h.touch(1, x, y, .ended, at: 1.3)
        #expect(log.lines == ["pay"])
    }

    @Test("dragging more than 70 pt off a button and lifting cancels it; coming back and lifting performs it (UIControl)")
    func dragOut() throws {
        let log = ControlLog()
        let h = Harness(Button("Pay") { log.lines.append("pay") }.accessibilityIdentifier("pay"), screen: Size(width: 600, height: 300))
        let frame = try #require(h.frame(of: "pay"))
        h.touch(1, frame.midX, frame.midY, .began, at: 1)
        h.touch(1, frame.maxX + 100, frame.midY, .moved, at: 1.1)
        h.touch(1, frame.maxX + 100, frame.midY, .ended, at: 1.2)
        #expect(log.lines.isEmpty, "lifted 100 pt away: cancelled")
        h.touch(2, frame.midX, frame.midY, .began, at: 2)
        h.touch(2, frame.maxX + 100, frame.midY, .moved, at: 2.1)
        h.touch(2, frame.maxX + 50, frame.midY, .moved, at: 2.2)
        h.touch(2, frame.maxX + 50, frame.midY, .ended, at: 2.3)
        #expect(log.lines == ["pay"], "lifted 50 pt away, within the expansion: performed")
    }

    @Test("configuration.isPressed follows the finger: on at touch-down, off when dragged away, on again back, off at the lift")
    func pressedState() throws {
        let log = ControlLog()
        let h = Harness(Button("Go") {}.buttonStyle(RecordingStyle(log: log)).accessibilityIdentifier("go"),
                        screen: Size(width: 600, height: 300))
        let frame = try #require(h.frame(of: "go"))
        func last() -> String? {
            h.advance(to: h.runner.time + 0.02)
            return log.lines.last
        }
        #expect(last() == "pressed=false")
        h.touch(1, frame.midX, frame.midY, .began, at: 1)
        #expect(last() == "pressed=true")
        h.touch(1, frame.maxX + 120, frame.midY, .moved, at: 1.1)
        #expect(last() == "pressed=false")
        h.touch(1, frame.midX, frame.midY, .moved, at: 1.2)
        #expect(last() == "pressed=true")
        h.touch(1, frame.midX, frame.midY, .ended, at: 1.3)
        #expect(last() == "pressed=false")
    }

    @Test("in a ScrollView a drag that starts on a button scrolls and does not press it; a tap there still does")
    func buttonInScrollView() throws {
        let log = ControlLog()
        let screen = ScrollView {
            ForEach(0..<30) { row in
                Button("Row \(row)") { log.lines.append("row \(row)") }.accessibilityIdentifier("row\(row)")
                    .frame(height: 40)
            }
        }
        let h = Harness(screen, screen: Size(width: 300, height: 300))
        let before = try #require(h.frame(of: "row3"))
        h.touch(1, before.midX, before.midY, .began, at: 1)
        for step in 1...8 { h.touch(1, before.midX, before.midY - Double(step) * 15, .moved, at: 1 + Double(step) * 0.03) }
        h.touch(1, before.midX, before.midY - 120, .ended, at: 1.3)
        h.advance(to: 4)
        #expect(log.lines.isEmpty, "the drag scrolled; no button fired")
        let after = try #require(h.frame(of: "row3"))
        #expect(after.minY < before.minY - 100, "the content moved with the finger")
        // A row still in the scroll view takes a tap (one scrolled out of it takes none, as in UIKit).
        let shown = try #require((0..<30).first { row in h.frame(of: "row\(row)").map { $0.minY >= 0 && $0.maxY <= 300 } ?? false })
        let target = try #require(h.frame(of: "row\(shown)"))
        h.tap(target.midX, target.midY, at: 5)
        #expect(log.lines == ["row \(shown)"])
    }

    @Test("a disabled button takes no touches; .disabled on a container disables the buttons inside")
    func disabled() throws {
        let log = ControlLog()
        let h = Harness(VStack {
            Button("A") { log.lines.append("A") }.accessibilityIdentifier("a")
            Button("B") { log.lines.append("B") }.accessibilityIdentifier("b").disabled(false)
        }.disabled(true))
        let (ax, ay) = try centre(h, "a")
        let (bx, by) = try centre(h, "b")
        h.tap(ax, ay, at: 1)
        h.tap(bx, by, at: 2)
        #expect(log.lines.isEmpty, "an enclosing .disabled(true) wins over an inner .disabled(false)")
        #expect(h.host.touchableFrames().isEmpty)
    }

    @Test("a view's own tap gesture under .disabled(true) does not fire, and fires again once enabled")
    func disabledGestures() throws {
        let log = ControlLog()
        let h = Harness(Holder(value: true, log: log) { disabled in
            VStack {
                Color.blue.frame(width: 80, height: 40).accessibilityIdentifier("tile")
                    .onTapGesture { log.lines.append("tile") }
                    .disabled(disabled.wrappedValue)
                Button("Enable") { disabled.wrappedValue = false }.accessibilityIdentifier("enable")
            }
        })
        let (tx, ty) = try centre(h, "tile")
        h.tap(tx, ty, at: 1)
        #expect(!log.lines.contains("tile"), "a disabled view takes no touches")
        #expect(!h.host.touchableFrames().map(\.id).contains("tile"))
        let (ex, ey) = try centre(h, "enable")
        h.tap(ex, ey, at: 2)
        h.advance(to: 3)
        h.tap(tx, ty, at: 4)
        #expect(log.lines.contains("tile"))
    }

    @Test("a toggle flips its binding on a tap, and its knob slides to the other end")
    func toggle() throws {
        let log = ControlLog()
        let h = Harness(Holder(value: false, log: log) { Toggle("Wi-Fi", isOn: $0).accessibilityIdentifier("wifi") }
            .frame(width: 300))
        let (x, y) = try centre(h, "wifi")
        h.tap(x, y, at: 1)
        h.advance(to: 2)
        #expect(log.lines.last == "value=true")
        h.tap(x, y, at: 3)
        h.advance(to: 4)
        #expect(log.lines.last == "value=false")
    }

    @Test("a stepper steps within its range; a half whose step would leave it is disabled; its halves are <id>.increment / <id>.decrement")
    func stepper() throws {
        let log = ControlLog()
        let h = Harness(Holder(value: 1, log: log) { Stepper("Guests", value: $0, in: 1...3).accessibilityIdentifier("guests") }
            .frame(width: 320))
        let names = Set(h.host.touchableFrames().map(\.id))
        #expect(names.contains("guests.increment"))
        #expect(!names.contains("guests.decrement"), "at the lower bound − is disabled")
        let (x, y) = try centre(h, "guests.increment")
        for k in 0..<4 {
            h.tap(x, y, at: 1 + Double(k))
            h.advance(to: 1.5 + Double(k))
        }
        #expect(log.lines.last == "value=3", "four taps from 1 stop at 3")
        let after = Set(h.host.touchableFrames().map(\.id))
        #expect(after.contains("guests.decrement") && !after.contains("guests.increment"))
        let (dx, dy) = try centre(h, "guests.decrement")
        h.tap(dx, dy, at: 10)
        h.advance(to: 11)
        #expect(log.lines.last == "value=2")
    }

    @Test("a stepper bound outside its range logs it once and steps back inside")
    func stepperOutOfRange() throws {
        let log = ControlLog()
        let h = Harness(Holder(value: 9, log: log) { Stepper("Qty", value: $0, in: 0...5).accessibilityIdentifier("qty") }
            .frame(width: 320))
        #expect(ViewWarnings.wasSaid("Stepper \"Qty\": value 9 is outside its range 0...5; stepping brings it back inside"))
        let (x, y) = try centre(h, "qty.decrement")
        h.tap(x, y, at: 1)
        h.advance(to: 2)
        #expect(log.lines.last == "value=5")
    }

    @Test("a slider follows the finger across its track and snaps to its step")
    func slider() throws {
        let log = ControlLog()
        let h = Harness(Holder(value: 0.0, log: log) { Slider(value: $0, in: 0...100, step: 10).accessibilityIdentifier("volume") }
            .frame(width: 328), screen: Size(width: 400, height: 200))
        let frame = try #require(h.frame(of: "volume"))
        #expect(frame.width == 328 && frame.height == 28)
        // The thumb's centre travels from minX + 14 to maxX - 14: 300 pt for 0…100.
        h.touch(1, frame.minX + 14, frame.midY, .began, at: 1)
        h.touch(1, frame.minX + 14 + 212, frame.midY, .moved, at: 1.1)
        h.advance(to: 1.15)
        #expect(log.lines.last == "value=70.0", "212 of 300 pt is 70.7: snapped to 70")
        h.touch(1, frame.maxX + 40, frame.midY, .ended, at: 1.2)
        h.advance(to: 2)
        #expect(log.lines.last == "value=100.0", "past the end: the maximum")
    }

    @Test("a segmented picker chooses the tapped option; options are <id>.<text>; ForEach rows are tagged with their ids")
    func segmentedPicker() throws {
        let log = ControlLog()
        let sizes = ["S", "M", "L"]
        let h = Harness(Holder(value: "M", log: log) { selection in
            Picker("Size", selection: selection) {
                ForEach(sizes, id: \.self) { Text($0) }
            }
            .pickerStyle(.segmented)
            .accessibilityIdentifier("size")
        }.frame(width: 300))
        let (x, y) = try centre(h, "size.L")
        let s = try #require(h.frame(of: "size.S"))
        let l = try #require(h.frame(of: "size.L"))
        #expect(abs(s.width - l.width) < 0.5 && s.height == 32, "equal segments, 32 pt tall")
        h.tap(x, y, at: 1)
        h.advance(to: 2)
        #expect(log.lines.last == "value=L")
    }

    @Test("a picker whose selection matches no tag logs it and shows no choice")
    func pickerWithoutMatch() throws {
        let log = ControlLog()
        let h = Harness(Holder(value: 7, log: log) { selection in
            Picker("Count", selection: selection) {
                Text("One").tag(1)
                Text("Two").tag(2)
            }
            .pickerStyle(.segmented)
            .accessibilityIdentifier("count")
        }.frame(width: 300))
        #expect(h.frame(of: "count.Two") != nil)
        #expect(ViewWarnings.wasSaid(startingWith: "Picker count at "))
        #expect(ViewWarnings.wasSaid(startingWith: "Picker count at ") && log.lines.last == "value=7")
        let (x, y) = try centre(h, "count.Two")
        h.tap(x, y, at: 1)
        h.advance(to: 2)
        #expect(log.lines.last == "value=2")
    }
}
