import Foundation
import Geometry
import GestureTuning
import TouchTrace

/// SplitMix64: a seeded generator, so a population is the same on every run.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }
}

/// Simulated people at 120 Hz with known answers: every touch is drawn from
/// ranges the test states, with `jitter` points of noise on every frame, so
/// the thresholds that separate the classes are known analytically.
struct Population {
    var random: SeededRandom
    /// Noise added to every frame's position, ± points.
    var jitter: Double
    /// Each person's attempts go into their own set (`person:` in the labels file).
    var sets: [LabelledSetBuilder] = []

    init(seed: UInt64, jitter: Double, people: Int = 2) {
        random = SeededRandom(seed: seed)
        self.jitter = jitter
        sets = Array(repeating: LabelledSetBuilder(), count: people)
    }

    private var person = 0

    /// One finger from `from`, moving `distance` points along `angle` over
    /// `duration` seconds, then still (with jitter) for `rest`, then lifted.
    mutating func stroke(_ kind: GestureKind, distance: Double, duration: Double, rest: Double = 0, angle: Double? = nil) {
        let angle = angle ?? random.uniform(0...(2 * .pi))
        let from = Point(x: random.uniform(300...900), y: random.uniform(250...550))
        let frames = max(1, Int((duration / (1.0 / 120)).rounded())), still = Int((rest * 120).rounded())
        var offsets: [(Double, Double)] = []
        for _ in 0..<(frames + still) { offsets.append((random.uniform(-jitter...jitter), random.uniform(-jitter...jitter))) }
        sets[person].attempt(kind) { trace in
            trace.down(at: from)
            for frame in 1...(frames + still) {
                let fraction = min(1, Double(frame) / Double(frames))
                let (dx, dy) = offsets[frame - 1]
                trace.move(to: Point(x: from.x + distance * fraction * cos(angle) + dx, y: from.y + distance * fraction * sin(angle) + dy),
                           over: 1.0 / 120)
            }
            trace.up()
        }
        person = (person + 1) % sets.count
    }

    /// Two short taps whose lifts are `interval` apart, labelled `kind` (`doubleTap` or `taps`).
    mutating func twoTaps(_ kind: GestureKind, interval: Double) {
        let at = Point(x: random.uniform(300...900), y: random.uniform(250...550))
        let hold = random.uniform(0.05...0.09)
        sets[person].attempt(kind) { trace in
            trace.down(at: at)
            trace.hold(for: hold)
            trace.up()
            trace.hold(for: interval - hold)
            trace.down(at: Point(x: at.x + 2, y: at.y))
            trace.hold(for: hold)
            trace.up()
        }
        person = (person + 1) % sets.count
    }

    /// Every person's touches, loaded through labels files as `tune` loads them.
    func load(name: String) throws -> [LabelledTouch] {
        try sets.enumerated().flatMap { index, set in
            try LabelledTouchLoader.load(labelsPath: set.write(name: "\(name)-\(index)", person: "p\(index + 1)"))
        }
    }
}

/// A tuning half and a held-out half: alternate touches of each label.
func halves(_ touches: [LabelledTouch]) -> (tuning: [LabelledTouch], heldOut: [LabelledTouch]) {
    var seen: [GestureKind: Int] = [:]
    var tuning: [LabelledTouch] = [], heldOut: [LabelledTouch] = []
    for touch in touches {
        let index = seen[touch.label.kind, default: 0]
        seen[touch.label.kind] = index + 1
        if index % 2 == 0 { tuning.append(touch) } else { heldOut.append(touch) }
    }
    return (tuning, heldOut)
}
