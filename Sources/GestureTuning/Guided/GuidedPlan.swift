import Foundation
import Geometry

/// What `touchdeck record --guided` asks for: a practice round (never
/// recorded), then `rounds` of every gesture's variants in an order drawn
/// from `seed`, each at a place drawn from it too. The same seed and screen
/// give the same prompts.
///
/// The variants bracket each boundary the tuner searches without telling the
/// person where it is: taps done briskly and calmly, presses held "as you
/// would to open a menu" and longer, drags and short drags of several lengths
/// and directions (the negatives a generous tap distance swallows), separate
/// taps with a short and a clear pause (the negatives of a double tap). No
/// prompt names a duration or shows a countdown: a timer would measure the
/// timer, not the person.
public struct GuidedPlan: Hashable, Sendable {
    public let kinds: [GestureKind]
    public let rounds: Int
    public let screen: Size
    public let seed: UInt64
    /// Done first, with what was recognized shown after each; not recorded.
    public let practice: [GuidedPrompt]
    /// The recorded prompts, in order.
    public let prompts: [GuidedPrompt]

    /// - Parameter kinds: the labels asked for, positives and negatives (`GestureKind.labelNames`).
    public init(kinds: [GestureKind] = GestureKind.labelNames, rounds: Int = 3, screen: Size, seed: UInt64 = 1,
                practice: Bool = true) {
        self.kinds = kinds
        self.rounds = max(1, rounds)
        self.screen = screen
        self.seed = seed
        var generator = SeededGenerator(seed: seed)
        let placer = Placer(area: GuidedLayout(screen: screen).promptArea)
        var all: [GuidedPrompt] = []
        for _ in 0..<self.rounds {
            for kind in kinds {
                all += Self.variants(of: kind, placer: placer, generator: &generator)
            }
        }
        prompts = generator.shuffled(all)
        self.practice = practice ? Self.practice(kinds: kinds, placer: placer) : []
    }

    /// One round's prompts of `kind`.
    static func variants(of kind: GestureKind, placer: Placer, generator: inout SeededGenerator) -> [GuidedPrompt] {
        func at(_ instruction: String) -> GuidedPrompt {
            GuidedPrompt(kind: kind, instruction: instruction, start: placer.point(&generator))
        }
        switch kind {
        case .tap:
            return [at("Tap the target"), at("Tap the target, calmly")]
        case .doubleTap:
            return [at("Double-tap the target"), at("Double-tap the target, calmly")]
        case .longPress:
            return [at("Press and hold the target as you would to open a menu, then lift"),
                    at("Press and hold the target a little longer, then lift")]
        case .taps:
            return [at("Tap the target twice, as two separate taps with a short pause"),
                    at("Tap the target twice, as two separate taps with a clear pause")]
        case .drag:
            return (0..<2).map { _ in
                let length = [60.0, 120, 200, 320][generator.index(below: 4)]
                return placer.stroke(kind, "Drag the dot to the ring, stop there, then lift", length: length, directions: 8, &generator)
            }
        case .shortDrag:
            return (0..<2).map { _ in
                let length = [15.0, 25, 35, 50][generator.index(below: 4)]
                return placer.stroke(kind, "Drag the dot just to the ring, then lift", length: length, directions: 8, &generator)
            }
        case .swipe:
            let length = min(placer.area.width, placer.area.height) * 0.8
            return [placer.stroke(kind, "Swipe quickly from the dot along the line", length: length, directions: 4, &generator)]
        case .pinch:
            let centre = Point2(x: placer.area.midX, y: placer.area.midY)
            let near = min(placer.area.width, placer.area.height) * 0.12, far = near * 2.5
            return [GuidedPrompt(kind: .pinch, instruction: "Put two fingers on the dots and spread them apart",
                                 start: Point2(x: centre.x - near, y: centre.y), end: Point2(x: centre.x + near, y: centre.y)),
                    GuidedPrompt(kind: .pinch, instruction: "Put two fingers on the dots and pinch them together",
                                 start: Point2(x: centre.x - far, y: centre.y), end: Point2(x: centre.x + far, y: centre.y))]
        case .none:
            return []
        }
    }

    /// A tap, two double taps (their gaps set the session's double-tap gap),
    /// a press and a drag, in the middle of the screen.
    static func practice(kinds: [GestureKind], placer: Placer) -> [GuidedPrompt] {
        let area = placer.area
        let middle = Point2(x: area.midX, y: area.midY)
        var prompts = [GuidedPrompt(kind: .tap, instruction: "Practice: tap the target", start: middle)]
        if kinds.contains(.doubleTap) {
            prompts.append(GuidedPrompt(kind: .doubleTap, instruction: "Practice: double-tap the target", start: middle))
            prompts.append(GuidedPrompt(kind: .doubleTap, instruction: "Practice: double-tap the target again", start: middle))
        }
        prompts.append(GuidedPrompt(kind: .longPress, instruction: "Practice: press and hold the target, then lift", start: middle))
        let length = min(200, area.width * 0.6)
        prompts.append(GuidedPrompt(kind: .drag, instruction: "Practice: drag the dot to the ring, then lift",
                                    start: Point2(x: middle.x - length / 2, y: middle.y), end: Point2(x: middle.x + length / 2, y: middle.y)))
        return prompts
    }

    /// Draws places inside the prompt area.
    struct Placer {
        let area: Rect

        func point(_ generator: inout SeededGenerator) -> Point2 {
            // Whole points: the labels file writes targets as they are.
            Point2(x: (area.minX + area.width * unit(&generator)).rounded(), y: (area.minY + area.height * unit(&generator)).rounded())
        }

        /// A straight stroke of `length` (shortened to fit) in one of
        /// `directions` directions, wholly inside the area.
        func stroke(_ kind: GestureKind, _ instruction: String, length: Double, directions: Int,
                    _ generator: inout SeededGenerator) -> GuidedPrompt {
            let angle = Double(generator.index(below: directions)) * 2 * Double.pi / Double(directions)
            let fit = min(length, area.width * 0.9, area.height * 0.9)
            let dx = (cos(angle) * fit).rounded(), dy = (sin(angle) * fit).rounded()
            // The start ranges over where both ends stay inside.
            let xs = (area.minX + max(0, -dx), area.maxX - max(0, dx)), ys = (area.minY + max(0, -dy), area.maxY - max(0, dy))
            let start = Point2(x: (xs.0 + (xs.1 - xs.0) * unit(&generator)).rounded(), y: (ys.0 + (ys.1 - ys.0) * unit(&generator)).rounded())
            return GuidedPrompt(kind: kind, instruction: instruction, start: start, end: Point2(x: start.x + dx, y: start.y + dy))
        }

        /// In [0, 1).
        private func unit(_ generator: inout SeededGenerator) -> Double {
            Double(generator.next() >> 11) / Double(UInt64(1) << 53)
        }
    }
}
