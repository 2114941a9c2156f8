import Geometry
import KioskRuntime
import Render
import Scene
import TouchModel
import TouchUI

/// The typing benchmark: a form's name field focused with the on-screen
/// keyboard up; times a key tapped (touch-down and lift on `key.a`, to the
/// glyph rendered in the field), a typing frame (`typed(.text("a"))` through
/// layout, scene and render) and a typing frame after 10,000 characters
/// were pasted, everything a kiosk does on an offscreen surface.
public enum TypingBenchmark {
    /// The screen typed into.
    public nonisolated struct Screen: View {
        @State private var name = ""
        @State private var email = ""

        public init() {}

        public var body: some View {
            Form {
                Section("Guest") {
                    TextField("Name", text: $name).accessibilityIdentifier("name")
                    TextField("E-mail", text: $email).keyboardType(.emailAddress)
                }
            }
        }
    }

    public struct Result: Sendable {
        public let screen: Size
        /// Medians in milliseconds: a key's tap to its glyph rendered, a typing frame, one after a 10,000-character paste.
        public let keyTapMs: Double
        public let typingFrameMs: Double
        /// Of a typing frame, the part before rendering (gestures, layout, scene).
        public let typingLayoutMs: Double
        public let longTextTypingFrameMs: Double
    }

    /// Runs `taps` key taps and typing frames on `screen`, timed with `clock` (nanoseconds).
    public static func run(screen: Size, measurer: TextMeasuring, taps: Int = 200, clock: () -> UInt64) throws -> Result {
        let host = ViewHost(Screen(), measurer: measurer)
        let runner = AppRunner(app: host, screen: screen)
        let renderer = try SceneRenderer(width: Int(screen.width), height: Int(screen.height), scale: 1, background: .white)
        runner.start(at: 0)
        var time = 0.0
        func touch(_ change: ContactChange, _ point: Point) {
            runner.handle(TouchFrame(time: Int64((time * 1_000_000).rounded()), contacts: [TouchContact(id: 1, position: point, change: change)]))
        }
        func settle() {
            time += 1
            runner.advance(to: time)
            _ = renderer.render(runner.presented())
        }
        func centre(_ id: String) throws -> Point {
            guard let frame = host.layoutEntries(screen: screen).first(where: { $0.id == id })?.frame else {
                throw AppBenchScenarioError("no \(id) laid out")
            }
            return Point(x: frame.midX, y: frame.midY)
        }
        settle()
        let field = try centre("name")
        touch(.began, field)
        time += 0.05
        touch(.ended, field)
        settle()
        let key = try centre("key.a")
        var tapSamples: [Double] = [], typingSamples: [Double] = [], longSamples: [Double] = []
        for _ in 0..<taps {
            time += 0.1
            touch(.began, key)
            _ = renderer.render(runner.presented())
            time += 0.05
            let begin = clock()
            touch(.ended, key)
            _ = renderer.render(runner.presented())
            tapSamples.append(Double(clock() - begin) / 1_000_000)
        }
        var layoutSamples: [Double] = []
        for _ in 0..<taps {
            time += 0.1
            let begin = clock()
            host.typed(.text("a"), at: time)
            runner.advance(to: time)
            let presented = runner.presented()
            layoutSamples.append(Double(clock() - begin) / 1_000_000)
            _ = renderer.render(presented)
            typingSamples.append(Double(clock() - begin) / 1_000_000)
        }
        time += 0.1
        host.typed(.text(String(repeating: "paste text ", count: 910)), at: time)
        settle()
        for _ in 0..<taps {
            time += 0.1
            let begin = clock()
            host.typed(.text("a"), at: time)
            runner.advance(to: time)
            _ = renderer.render(runner.presented())
            longSamples.append(Double(clock() - begin) / 1_000_000)
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return Result(screen: screen, keyTapMs: median(tapSamples), typingFrameMs: median(typingSamples),
                      typingLayoutMs: median(layoutSamples), longTextTypingFrameMs: median(longSamples))
    }
}
