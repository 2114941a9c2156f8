import Geometry
import KioskRuntime
import Render
import Scene
import TouchModel
import TouchUI

/// The transitions' benchmark: a `NavigationStack` over a list of 30 guests,
/// each row a `NavigationLink` to a detail screen, with a toolbar button
/// presenting a sheet; times every frame (at 60 Hz, through layout, scene
/// and render) of a push (tapping a row), the pop (tapping `back`), the
/// sheet presented (tapping `add`) and dismissed (tapping `done` in it),
/// everything a kiosk does on an offscreen surface.
public enum TransitionBenchmark {
    /// The screens pushed and presented.
    public nonisolated struct Screen: View {
        @State private var adding = false

        public init() {}

        public var body: some View {
            NavigationStack {
                List(0..<30) { number in
                    NavigationLink {
                        Detail(number: number)
                    } label: {
                        HStack {
                            Text("Guest \(number)")
                            Spacer()
                            Text("Table \(number % 12 + 1)").foregroundColor(.gray)
                        }
                    }
                    .accessibilityIdentifier("guest.\(number)")
                }
                .navigationTitle("Guests")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Add") { adding = true }.accessibilityIdentifier("add")
                    }
                }
            }
            .sheet(isPresented: $adding) {
                AddGuest(done: { adding = false })
            }
        }
    }

    /// A pushed screen.
    nonisolated struct Detail: View {
        let number: Int

        var body: some View {
            Form {
                Section("Guest") {
                    Text("Guest \(number)")
                    Text("Table \(number % 12 + 1)")
                }
                Section("Notes") {
                    Text("Arrives at 19:30, one guest more than booked, a window seat if there is one.")
                }
            }
            .navigationTitle("Guest \(number)")
        }
    }

    /// The sheet.
    nonisolated struct AddGuest: View {
        let done: () -> Void

        var body: some View {
            VStack(spacing: 16) {
                Text("New guest").font(.title)
                Text("Names are added at the desk.").foregroundColor(.gray)
                Button("Done", action: done).accessibilityIdentifier("done")
            }
            .padding(32)
        }
    }

    /// Frame times of one kind of transition, in milliseconds.
    public struct Frames: Sendable {
        /// Median and worst of every frame of every run.
        public let medianMs: Double
        public let worstMs: Double
        /// Frames a run took, the last (at rest) included.
        public let frames: Int
    }

    public struct Result: Sendable {
        public let screen: Size
        public let push: Frames
        public let pop: Frames
        public let presentSheet: Frames
        public let dismissSheet: Frames
    }

    /// Runs `runs` pushes, pops, sheets presented and dismissed on `screen`, timed with `clock` (nanoseconds).
    public static func run(screen: Size, measurer: TextMeasuring, runs: Int = 20, clock: () -> UInt64) throws -> Result {
        let host = ViewHost(Screen(), measurer: measurer)
        let runner = AppRunner(app: host, screen: screen)
        let renderer = try SceneRenderer(width: Int(screen.width), height: Int(screen.height), scale: 1, background: .white)
        runner.start(at: 0)
        var time = 0.0
        _ = renderer.render(runner.presented())
        func centre(_ id: String) throws -> Point {
            let entries = host.layoutEntries(screen: screen)
            guard let frame = entries.first(where: { $0.id == id })?.frame else {
                throw AppBenchScenarioError("no \(id) laid out (laid out: \(entries.prefix(20).map(\.id).joined(separator: ", ")))")
            }
            return Point(x: frame.midX, y: frame.midY)
        }
        func touch(_ change: ContactChange, _ point: Point) {
            runner.handle(TouchFrame(time: Int64((time * 1_000_000).rounded()), contacts: [TouchContact(id: 1, position: point, change: change)]))
        }
        /// Taps `id`, then times each 60 Hz frame until the scene is at rest (at most 2 s of them).
        func transition(tapping id: String, into samples: inout [Double]) throws -> Int {
            let point = try centre(id)
            time += 0.1
            touch(.began, point)
            time += 0.05
            touch(.ended, point)
            var frames = 0
            repeat {
                time += 1.0 / 60
                let begin = clock()
                runner.advance(to: time)
                _ = renderer.render(runner.presented())
                samples.append(Double(clock() - begin) / 1_000_000)
                frames += 1
            } while !runner.isAtRest && frames < 120
            // Settled: the next frame finds nothing to draw.
            time += 0.5
            runner.advance(to: time)
            _ = renderer.render(runner.presented())
            return frames
        }
        var push: [Double] = [], pop: [Double] = [], present: [Double] = [], dismiss: [Double] = []
        var counts = (push: 0, pop: 0, present: 0, dismiss: 0)
        for run in 0..<runs {
            counts.present = try transition(tapping: "add", into: &present)
            counts.dismiss = try transition(tapping: "done", into: &dismiss)
            counts.push = try transition(tapping: "guest.\(run % 10)", into: &push)
            counts.pop = try transition(tapping: "back", into: &pop)
        }
        func frames(_ values: [Double], _ count: Int) -> Frames {
            let sorted = values.sorted()
            return Frames(medianMs: sorted[sorted.count / 2], worstMs: sorted.last ?? 0, frames: count)
        }
        return Result(screen: screen, push: frames(push, counts.push), pop: frames(pop, counts.pop),
                      presentSheet: frames(present, counts.present), dismissSheet: frames(dismiss, counts.dismiss))
    }
}
