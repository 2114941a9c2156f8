import Testing
import TouchModel
import TouchTrace

@Suite("Touch scripts")
struct TraceScriptTests {
    @Test func scriptBuildsTheSameTraceAsTheBuilder() throws {
        let script = """
            screen 800x480
            down 100 100   # first finger
            hold 0.2
            down 600 400 finger 1
            move 200 150 500 300 over 0.25
            up
            move 520 320 over 0.05 finger 1
            up finger 1
            """
        var builder = TraceBuilder(device: .syntheticTouchscreen(width: 800, height: 480))
        builder.down(at: Point(x: 100, y: 100))
        builder.hold(for: 0.2)
        builder.down(at: Point(x: 600, y: 400), finger: 1)
        builder.move([0: Point(x: 200, y: 150), 1: Point(x: 500, y: 300)], over: 0.25)
        builder.up(finger: 0)
        builder.move(to: Point(x: 520, y: 320), over: 0.05, finger: 1)
        builder.up(finger: 1)
        let built = try TraceScript.build(script, file: "s.touch")
        #expect(built.events == builder.events)
        #expect(built.device.absInfo[AbsCode.mtPositionX]?.maximum == 799)
    }

    @Test("`screen` reads WIDTHxHEIGHT by the one rule every size follows (x, X or ×, spaces ignored)")
    func screenSizeSpellings() throws {
        for spelling in ["1280x800", "1280 X 800", "1280×800"] {
            let built = try TraceScript.build("screen \(spelling)\ndown 1 1\nup", file: "s.touch")
            #expect(built.device.absInfo[AbsCode.mtPositionX]?.maximum == 1279, "\(spelling)")
            #expect(built.device.absInfo[AbsCode.mtPositionY]?.maximum == 799, "\(spelling)")
        }
    }

    @Test(arguments: [
        ("down 10", 1, "expected y"),
        ("down 1 1\ndown 2 2", 2, "already down"),
        ("down 1 1\nmove 5 5 over -1\nup", 2, "above 0"),
        ("up", 1, "not down"),
        ("down 1 1\njump 3 3", 2, "unknown command `jump`"),
        ("down 1 1\nup\nscreen 10x10", 3, "before the first touch"),
        ("screen 1x800", 1, "each side 2…65535"),
        ("screen 800x", 1, "expected WIDTHxHEIGHT"),
        ("screen 800.5x480", 1, "whole numbers"),
        ("down 1 1\nmove 1 1 2 2 over 0.1\nup", 2, "2 points but 1 finger"),
    ])
    func badScriptsNameTheLine(script: String, line: Int, message: String) {
        #expect {
            _ = try TraceScript.build(script, file: "bad.touch")
        } throws: { error in
            guard let error = error as? TraceError else { return false }
            return error.line == line && error.message.contains(message) && error.file == "bad.touch"
        }
    }

    @Test("a hold after the last up ends the recording with an empty scan at that time; none without one")
    func trailingHoldMarksTheEnd() throws {
        let held = try TraceScript.build("down 1 1\nhold 0.05\nup\nhold 10", file: "s.touch")
        let last = try #require(held.events.last)
        #expect(last.time == 10_050_000 && last.type == EventType.syn && last.code == SynCode.report)
        // The scan before it lifted the finger: the empty scan is one event alone.
        #expect(held.events[held.events.count - 2].time == 50_000)
        let plain = try TraceScript.build("down 1 1\nhold 0.05\nup", file: "s.touch")
        #expect(plain.events.last?.time == 50_000)
        #expect(held.events.dropLast() == plain.events)
    }

    @Test func fingerLeftDownIsAnError() {
        #expect(throws: TraceError.self) { _ = try TraceScript.build("down 1 1", file: "open.touch") }
    }
}
