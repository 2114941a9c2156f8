import TouchModel

/// A small text language for synthetic traces, so recordings can be written
/// and reviewed without Swift. One command per line; `#` starts a comment.
///
/// ```text
/// screen 1280x800          # device size in units (first line, optional)
/// down 400 300             # finger 0 down at (400, 300)
/// hold 0.6                 # seconds
/// move 400 150 over 0.3    # straight line, one scan per 1/120 s
/// move 300 150 900 150 over 0.2   # every finger down at once, by finger number
/// down 900 300 finger 1    # a second finger
/// up finger 1
/// up
/// ```
/// `unplug` ends a script with fingers still down, as a pulled-out touchscreen would.
/// A `hold` after the last `up` makes the recording last that much longer (an
/// empty scan at its end): a replay runs the app's timers until then.
/// Moves make one scan per 1/120 s, so a script's moves may last
/// `maximumMovingTime` in all (a million or so events).
public enum TraceScript {
    /// Seconds of movement one script may describe, all moves together.
    public static let maximumMovingTime = 3600.0

    /// Parses `text` (from `file`, for error messages) into a builder with its events.
    public static func build(_ text: String, file: String) throws -> TraceBuilder {
        var builder: TraceBuilder?
        var down = Set<Int>()
        var unplugged = false
        var movingTime = 0.0
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            let words = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }) } ?? []
            guard let command = words.first else { continue }
            guard !unplugged else {
                throw TraceError(file: file, line: index + 1, "nothing may follow `unplug`: the device is gone")
            }
            func fail(_ message: String) -> TraceError { TraceError(file: file, line: lineNumber, message) }
            func number(_ at: Int, _ what: String) throws -> Double {
                guard at < words.count, let value = Double(words[at]), value.isFinite else {
                    throw fail("`\(command)`: expected \(what) as a number at word \(at + 1)")
                }
                return value
            }
            /// A position in device units: it must fit an evdev event's 32-bit value.
            func coordinate(_ at: Int, _ what: String) throws -> Double {
                let value = try number(at, what)
                guard (Double(Int32.min)...Double(Int32.max)).contains(value.rounded()) else {
                    throw fail("`\(command)`: \(what) \(words[at]) is beyond an evdev value (\(Int32.min)…\(Int32.max))")
                }
                return value
            }
            func finger(after index: Int) throws -> Int {
                guard words.count > index else { return 0 }
                guard words.count == index + 2, words[index] == "finger", let finger = Int(words[index + 1]), finger >= 0, finger < 10 else {
                    throw fail("`\(command)`: expected nothing more or `finger N` (0…9), found `\(words[index...].joined(separator: " "))`")
                }
                return finger
            }
            if command == "screen" {
                guard builder == nil else { throw fail("`screen` must come before the first touch") }
                // The one WIDTHxHEIGHT rule, over a device's units (2…65535 each way) rather than a screen's points.
                let size: Size
                do {
                    size = try Size(parsingDimensions: words.dropFirst().joined(separator: " "), within: 2...65535)
                } catch {
                    throw fail("`screen`: \(error)")
                }
                guard size.width == size.width.rounded(), size.height == size.height.rounded() else {
                    throw fail("`screen`: device units are whole numbers, found \(size.dimensionsDescription)")
                }
                builder = TraceBuilder(device: .syntheticTouchscreen(width: Int32(size.width), height: Int32(size.height)))
                continue
            }
            var current = builder ?? TraceBuilder()
            switch command {
            case "down":
                let point = Point(x: try coordinate(1, "x"), y: try coordinate(2, "y"))
                let finger = try finger(after: 3)
                guard !down.contains(finger) else { throw fail("finger \(finger) is already down") }
                guard down.count < max(1, current.device.slotCount) else { throw fail("more fingers than the device's \(current.device.slotCount) slots") }
                current.down(at: point, finger: finger)
                down.insert(finger)
            case "move":
                // `move X Y over S [finger N]`, or `move X1 Y1 X2 Y2 … over S` to move the
                // fingers that are down together, in ascending finger number.
                guard let over = words.firstIndex(of: "over"), over >= 3, over % 2 == 1 else {
                    throw fail("`move X Y over SECONDS [finger N]` or `move X1 Y1 X2 Y2 … over SECONDS`")
                }
                var points: [Point] = []
                for pair in stride(from: 1, to: over, by: 2) {
                    points.append(Point(x: try coordinate(pair, "x"), y: try coordinate(pair + 1, "y")))
                }
                let duration = try number(over + 1, "seconds")
                guard duration > 0, duration <= 3600 else { throw fail("`move`: the duration must be above 0 and at most 3600 s") }
                movingTime += duration
                guard movingTime <= maximumMovingTime else {
                    throw fail("`move`: the script's moves last more than \(Int(maximumMovingTime)) s in all")
                }
                if points.count == 1 {
                    let finger = try finger(after: over + 2)
                    guard down.contains(finger) else { throw fail("finger \(finger) is not down") }
                    current.move(to: points[0], over: duration, finger: finger)
                } else {
                    guard words.count == over + 2 else { throw fail("`move X1 Y1 X2 Y2 … over SECONDS` takes no `finger`") }
                    let fingers = down.sorted()
                    guard fingers.count == points.count else {
                        throw fail("`move` with \(points.count) points but \(fingers.count) finger(s) down")
                    }
                    current.move(Dictionary(uniqueKeysWithValues: zip(fingers, points)), over: duration)
                }
            case "hold", "wait":
                let duration = try number(1, "seconds")
                guard duration >= 0, duration <= 3600 else { throw fail("`\(command)`: expected 0…3600 seconds") }
                guard words.count == 2 else { throw fail("`\(command) SECONDS`") }
                current.hold(for: duration)
            case "unplug":
                // The recording stops with fingers down, as when the touchscreen is pulled out.
                guard words.count == 1 else { throw fail("`unplug` takes nothing more") }
                unplugged = true
                continue
            case "up":
                let finger = try finger(after: 1)
                guard down.remove(finger) != nil else { throw fail("finger \(finger) is not down") }
                current.up(finger: finger)
            default:
                throw fail("unknown command `\(command)`: expected screen, down, move, hold, wait, up or unplug")
            }
            builder = current
        }
        guard var builder, !builder.events.isEmpty else { throw TraceError(file: file, "the script has no touches") }
        guard down.isEmpty || unplugged else {
            throw TraceError(file: file, "finger(s) \(down.sorted().map(String.init).joined(separator: ", ")) still down at the end: add `up`")
        }
        // A `hold` after the last touch: the recording goes on until its end.
        if !unplugged { builder.end() }
        return builder
    }
}
