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
/// sequence's frames with the key changed, nothing guessed. On each side of
/// the value now, probes are tried nearest first: a geometric ladder from a
/// hair's breadth to the end of the key's range (fine near the value, so a
/// flip close by is not stepped over), and each number a primitive measured
/// against the key (just short of it, at it, just past it: a rule flips
/// exactly there). The first probe that changes the outcome is bisected
/// against the nearest one that did not, and the edge printed to two
/// significant figures or more, checked once more: the nearest flip, not any flip.
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
    /// Rungs of the geometric ladder from the value now to the end of the range.
    static let ladderSteps = 20
    /// Bisection rounds after the scan.
    static let bisections = 12

    /// The outcome of the sequence re-run under `settings`.
    func signature(_ settings: GestureSettings) -> Signature {
        let runner = ExplainRunner(gesture: gesture, screen: screen, settings: settings)
        guard let sequence = runner.explainWithoutFlips(frames: frames).first else { return Signature(outcome: "none", winners: []) }
        return Signature(outcome: sequence.outcomeKind, winners: sequence.winners)
    }

    /// Each key's smallest flip down and up (at most two per key), smallest
    /// change first. `measured`: what the primitives measured against each
    /// key (by key, in the check's unit, pt or s).
    func flips(keys: [ThresholdKey], measured: [String: [Double]] = [:]) -> [ThresholdFlip] {
        let now = signature(settings)
        var found: [ThresholdFlip] = []
        for key in keys {
            let value = key.read(settings)
            let scale = key.isDistance ? settings.distanceScale : 1
            let top = max(4 * value, (key.isDistance ? 400 : 3) / scale)
            let hints = (measured[key.key] ?? []).map { $0 / scale }
            for end in [0, top] {
                guard let flip = flip(key, from: value, towards: end, hints: hints, now: now) else { continue }
                found.append(flip)
            }
        }
        return found.sorted { $0.relativeChange < $1.relativeChange }
    }

    /// The probes between `value` and `end`, nearest first.
    static func probes(from value: Double, towards end: Double, hints: [Double], resolution: Double) -> [Double] {
        let span = abs(end - value), direction: Double = end < value ? -1 : 1
        guard span > 0 else { return [] }
        var offsets: [Double] = [span]
        let first = min(resolution, span)
        for step in 0..<ladderSteps {
            offsets.append(first * pow(span / first, Double(step) / Double(ladderSteps)))
        }
        for hint in hints {
            let offset = (hint - value) * direction
            for nudge in [-resolution / 10, 0, resolution / 10] where offset + nudge > 0 && offset + nudge <= span {
                offsets.append(offset + nudge)
            }
        }
        return Set(offsets).sorted().map { value + direction * $0 }
    }

    private func flip(_ key: ThresholdKey, from value: Double, towards end: Double, hints: [Double], now: Signature) -> ThresholdFlip? {
        let decimals = key.isDistance ? 1 : 2
        let resolution = pow(10, -Double(decimals)) / 2
        var kept = value
        var flipped: (value: Double, signature: Signature)?
        for probe in Self.probes(from: value, towards: end, hints: hints, resolution: resolution) {
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
        // Printed to two significant figures at least (a flip at 0.0083 s is
        // not "0"), rounded towards the value now when that still flips, else away from it.
        let minimumPlaces = edge == 0 ? decimals : Int((-log10(abs(edge))).rounded(.up)) + 1
        for places in max(decimals, minimumPlaces)...(max(decimals, minimumPlaces) + 3) {
            let factor = pow(10, Double(places))
            let inward = end < value ? (edge * factor).rounded(.up) / factor : (edge * factor).rounded(.down) / factor
            let outward = end < value ? (edge * factor).rounded(.down) / factor : (edge * factor).rounded(.up) / factor
            let printed = [inward, outward].first { candidate in
                guard candidate != value, (candidate - value) * (end - value) > 0 else { return false }
                return signature(key.writing(candidate, to: settings)) != now
            }
            if let printed {
                (edge, winner) = (printed, signature(key.writing(printed, to: settings)))
                break
            }
        }
        return ThresholdFlip(key: key.key, unit: key.configUnit(settings), from: value, to: edge, winners: winner.winners,
                             outcome: winner.outcome)
    }
}
