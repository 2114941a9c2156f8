import Gestures
import TouchModel

/// The wallet app's scenario as a benchmark: five overlapping card
/// regions, each carrying the wallet's gesture
/// (`TapGesture().exclusively(before: LongPressGesture(minimumDuration: 0.05)
/// .sequenced(before: DragGesture()))` with `updating` and `onEnded`), fed one
/// frame at a time: taps, holds, hold-and-drags and flicks over the cards.
///
/// The module reads no clock: the caller passes one (`touchdeck bench
/// gestures` passes the monotonic clock).
public enum GestureBenchmark {
    /// What a run measured.
    public struct Result: Sendable, CustomStringConvertible {
        /// Frames fed while measuring.
        public var frames: Int
        /// Wall time spent feeding them.
        public var seconds: Double
        public var framesPerSecond: Double
        /// Median over batches of the time per frame.
        public var medianNanosecondsPerFrame: Double
        /// Callbacks the gestures fired (proof that work was done).
        public var callbacks: Int

        public var description: String {
            let fps = (framesPerSecond / 1000).rounded() * 1000
            return "\(frames) frames in \(seconds) s: \(Int(fps)) frames/s, median \(medianNanosecondsPerFrame) ns/frame, \(callbacks) callbacks"
        }
    }

    /// The wallet's drag state, as in the seed code.
    enum DragState {
        case inactive
        case pressing(index: Int? = nil)
        case dragging(index: Int? = nil, translation: Size)
    }

    /// Runs the scenario for at least `minimumFrames` frames in batches of
    /// `batch`. `clock` returns monotonic nanoseconds.
    public static func run(minimumFrames: Int = 2_000_000, batch: Int = 10_000, clock: () -> UInt64) -> Result {
        let counter = Counter()
        let engine = makeEngine(counter: counter)
        let script = makeScript()
        let span = (script.last?.time ?? 0) + 1_000_000
        var offset: Int64 = 0
        var index = 0
        func next() -> TouchFrame {
            if index == script.count {
                index = 0
                offset += span
            }
            var frame = script[index]
            frame.time += offset
            index += 1
            return frame
        }
        // Warm up: every path taken once, caches and pools filled.
        for _ in 0..<(script.count * 2) { engine.handle(next()) }

        let batchSize = max(1, batch)
        let batches = max(1, (minimumFrames + batchSize - 1) / batchSize)
        var perFrame: [Double] = []
        perFrame.reserveCapacity(batches)
        var total: UInt64 = 0
        for _ in 0..<batches {
            let start = clock()
            for _ in 0..<batchSize { engine.handle(next()) }
            let elapsed = clock() &- start
            total &+= elapsed
            perFrame.append(Double(elapsed) / Double(batchSize))
        }
        perFrame.sort()
        let frames = batches * batchSize
        let seconds = Double(total) / 1e9
        return Result(frames: frames, seconds: seconds,
                      framesPerSecond: seconds > 0 ? Double(frames) / seconds : 0,
                      medianNanosecondsPerFrame: perFrame[perFrame.count / 2],
                      callbacks: counter.count)
    }

    final class Counter {
        var count = 0
    }

    /// Five cards 300×190, 50 pt apart, each in front of the previous one.
    static func makeEngine(counter: Counter) -> GestureEngine {
        let engine = GestureEngine()
        let dragState = GestureState(wrappedValue: DragState.inactive)
        for card in 0..<5 {
            let region = engine.addRegion(frame: Rect(x: 10, y: 10 + 50 * Double(card), width: 300, height: 190))
            let gesture = TapGesture()
                .onEnded { counter.count += 1 }
                .exclusively(before: LongPressGesture(minimumDuration: 0.05)
                    .sequenced(before: DragGesture())
                    .updating(dragState) { value, state, _ in
                        switch value {
                        case .first(true):
                            state = .pressing(index: card)
                        case .second(true, let drag):
                            state = .dragging(index: card, translation: drag?.translation ?? .zero)
                        default:
                            break
                        }
                    }
                    .onEnded { value in
                        guard case .second(true, _?) = value else { return }
                        counter.count += 1
                    })
            engine.gesture(gesture, on: region)
        }
        return engine
    }

    /// One cycle of touches over the cards, frames 8 ms apart (a 125 Hz panel).
    static func makeScript() -> [TouchFrame] {
        var frames: [TouchFrame] = []
        var time: Int64 = 0
        var id = 0
        func stroke(from start: Point, to end: Point, holdFrames: Int, moveFrames: Int) {
            id += 1
            frames.append(TouchFrame(time: time, contacts: [TouchContact(id: id, position: start, change: .began)]))
            time += 8_000
            for _ in 0..<holdFrames {
                frames.append(TouchFrame(time: time, contacts: [TouchContact(id: id, position: start)]))
                time += 8_000
            }
            var last = start
            for step in 0..<moveFrames {
                let f = Double(step + 1) / Double(moveFrames)
                last = Point(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)
                frames.append(TouchFrame(time: time, contacts: [TouchContact(id: id, position: last, change: .moved)]))
                time += 8_000
            }
            frames.append(TouchFrame(time: time, contacts: [TouchContact(id: id, position: last, change: .ended)]))
            time += 50_000
        }
        for card in 0..<5 {
            let y = 30 + 50 * Double(card)
            stroke(from: Point(x: 100, y: y), to: Point(x: 100, y: y), holdFrames: 5, moveFrames: 0)      // tap
            stroke(from: Point(x: 120, y: y), to: Point(x: 160, y: y + 200), holdFrames: 100, moveFrames: 60) // hold, drag
            stroke(from: Point(x: 140, y: y), to: Point(x: 140, y: y - 120), holdFrames: 0, moveFrames: 20)   // flick
        }
        return frames
    }
}
