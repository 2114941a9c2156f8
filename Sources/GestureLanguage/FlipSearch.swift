import Foundation
import Gestures
import TouchModel

/// The smallest change of one config key that changes who wins a touch
/// sequence: `tap.maximumDistance 45 → 31.7 pt: DragGesture() would win`.
public struct ThresholdFlip: Hashable, Sendable {
    /// The key under `gestures:`.
    public var key: String
    /// The config's unit (`pt`, `mm` or `s`).
    public var unit: String
    /// Its value now, and the value that flips the outcome.
    public var from: Double
    public var to: Double
    /// Who would win then (empty when nothing would).
    public var winners: [String]
    /// How the whole expression would come out: `ended`, `failed` or `cancelled`.
    public var outcome: String

    /// The change relative to the value now: what "smallest" compares.
    public var relativeChange: Double { abs(to - from) / max(abs(from), 1e-9) }

    /// `tap.maximumDistance 45 → 31.7 pt: DragGesture() would win`.
    public var text: String {
        let unitText = unit.isEmpty ? "" : " " + unit
        let then = winners.isEmpty ? "nothing would win (\(outcome))" : "\(winners.joined(separator: " and ")) would win"
        return "\(key) \(SequenceExplanation.number(from)) → \(SequenceExplanation.number(to))\(unitText): \(then)"
    }
}

/// Finds each key's smallest flip by re-running the recognizers over one
/// sequence's frames with the key changed, nothing guessed: a coarse scan
/// from the value now towards each end of the key's range, then bisection
/// between the last value that keeps the outcome and the first that flips
/// it, printed rounded outwards and checked once more.
struct FlipSearch {
    /// Who won and how: what a flip changes.
    struct Signature: Hashable {
        var outcome: String
        var winners: [String]
    }

    let gesture: GestureExpression
    let screen: Size?
    let settings: GestureSettings
    /// The sequence's frames, times in µs since the trace's first event.
    let frames: [TouchFrame]
    /// Scan steps from the value now to the end of the range.
    static let scanSteps = 12
    /// Bisection rounds after the scan.
    static let bisections = 12

    /// The outcome of the sequence re-run under `settings`.
    func signature(_ settings: GestureSettings) -> Signature {
        let runner = ExplainRunner(gesture: gesture, screen: screen, settings: settings)
        guard let sequence = runner.explainWithoutFlips(frames: frames).first else { return Signature(outcome: "none", winners: []) }
        return Signature(outcome: sequence.outcomeKind, winners: sequence.winners)
    }

    /// Each key's smallest flip down and up (at most two per key), smallest change first.
    func flips(keys: [ThresholdKey]) -> [ThresholdFlip] {
        let now = signature(settings)
        var found: [ThresholdFlip] = []
        for key in keys {
            let value = key.read(settings)
            let scale = key.isDistance ? settings.distanceScale : 1
            let top = max(4 * value, (key.isDistance ? 400 : 3) / scale)
            for end in [0, top] {
                guard let flip = flip(key, from: value, towards: end, now: now) else { continue }
                found.append(flip)
            }
        }
        return found.sorted { $0.relativeChange < $1.relativeChange }
    }

    private func flip(_ key: ThresholdKey, from value: Double, towards end: Double, now: Signature) -> ThresholdFlip? {
        var kept = value
        var flipped: (value: Double, signature: Signature)?
        for step in 1...Self.scanSteps {
            let probe = value + (end - value) * Double(step) / Double(Self.scanSteps)
            let outcome = signature(key.writing(probe, to: settings))
            if outcome != now {
                flipped = (probe, outcome)
                break
            }
            kept = probe
        }
        guard var (edge, winner) = flipped else { return nil }
        for _ in 0..<Self.bisections {
            let middle = (kept + edge) / 2
            let outcome = signature(key.writing(middle, to: settings))
            if outcome == now { kept = middle } else { (edge, winner) = (middle, outcome) }
        }
        // Printed rounded away from the value now, as long as that still flips.
        let decimals = key.isDistance ? 1 : 2
        for places in decimals...(decimals + 3) {
            let factor = pow(10, Double(places))
            let rounded = end < value ? (edge * factor).rounded(.down) / factor : (edge * factor).rounded(.up) / factor
            guard rounded != value else { continue }
            let outcome = signature(key.writing(rounded, to: settings))
            if outcome != now {
                (edge, winner) = (rounded, outcome)
                break
            }
        }
        return ThresholdFlip(key: key.key, unit: key.configUnit(settings), from: value, to: edge, winners: winner.winners,
                             outcome: winner.outcome)
    }
}
