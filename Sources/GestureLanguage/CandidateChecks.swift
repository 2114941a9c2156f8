import Gestures
import TouchModel

/// The frames of one touch sequence, finger by finger: what the checks of a
/// primitive that did not fail by its own rules are measured on.
struct SequenceFrames {
    /// One finger: touch-down, lift, and where it was when.
    struct Finger {
        var down: Double
        var downLocation: Point
        var up: Double?
        var path: [(time: Double, location: Point)] = []

        /// The greatest distance from the touch-down point at or before `time`.
        func moved(until time: Double) -> Double {
            path.filter { $0.time <= time + FailureMeasurement.tolerance }.map { $0.location.distance(to: downLocation) }.max() ?? 0
        }
    }

    /// In order of touch-down.
    private(set) var fingers: [Finger] = []

    /// Times of `frames` are microseconds since the trace's first event.
    init(_ frames: [TouchFrame]) {
        var index: [Int: Int] = [:]
        for frame in frames {
            let time = Double(frame.time) / 1_000_000
            for contact in frame.contacts {
                let at: Int
                if let known = index[contact.id] {
                    at = known
                } else {
                    fingers.append(Finger(down: time, downLocation: contact.position))
                    at = fingers.count - 1
                    index[contact.id] = at
                }
                fingers[at].path.append((time, contact.position))
                if !contact.isActive, fingers[at].up == nil { fingers[at].up = time }
            }
        }
    }

    /// What `candidate` measured against each threshold it read, over the
    /// sequence (which ends at `time`): its own failure's measurement when
    /// it failed by its rules, else the measurements it let pass.
    func checks(_ candidate: CandidateExplanation, primitive: GestureExpression, decidedAt time: Double) -> [ThresholdCheck] {
        switch candidate.decision {
        case .failed(_, _, let measurement?), .excluded(_, _, _, let measurement?):
            return [ThresholdCheck(measurement, primitive: primitive)]
        case .notReached, .cancelled:
            return []
        default:
            let limits = Dictionary(candidate.thresholds.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
            return passes(primitive, limits: limits, until: time)
        }
    }

    private func passes(_ primitive: GestureExpression, limits: [String: Double], until time: Double) -> [ThresholdCheck] {
        let live = fingers.filter { $0.down <= time + FailureMeasurement.tolerance }
        switch primitive {
        case .tap(let count), .spatialTap(let count, _):
            let taps = Array(live.prefix(max(1, count ?? 1)))
            var checks: [ThresholdCheck] = []
            for (number, finger) in taps.enumerated() {
                let prefix = taps.count > 1 ? "tap \(number + 1) " : ""
                let end = min(finger.up ?? time, time)
                checks.append(.under(prefix + "moved", finger.moved(until: end), "maximumDistance", limits["maximumDistance"] ?? 0,
                                     unit: "pt", decimals: 1, primitive: primitive))
                checks.append(.under(prefix + (finger.up == nil ? "held so far" : "held"), end - finger.down, "maximumDuration",
                                     limits["maximumDuration"] ?? 0, unit: "s", decimals: 2, primitive: primitive))
                if number > 0, let lift = finger.up, let previous = taps[number - 1].up {
                    checks.append(.under("lifted after tap \(number)'s lift", lift - previous, "multiTapInterval",
                                         limits["multiTapInterval"] ?? 0, unit: "s", decimals: 2, primitive: primitive))
                }
            }
            return checks
        case .longPress:
            guard let finger = live.first else { return [] }
            let wait = limits["minimumDuration"] ?? 0
            let held = (finger.up ?? time) - finger.down
            return [
                .reaching(finger.up == nil ? "held" : "held before the lift", held, "minimumDuration", wait, unit: "s", decimals: 2,
                          primitive: primitive),
                .under("moved while it waited", finger.moved(until: min(finger.down + wait, time)), "maximumDistance",
                       limits["maximumDistance"] ?? 0, unit: "pt", decimals: 1, primitive: primitive),
            ]
        case .drag:
            guard let finger = live.first else { return [] }
            return [.reaching("moved", finger.moved(until: time), "minimumDistance", limits["minimumDistance"] ?? 0, unit: "pt",
                              decimals: 1, primitive: primitive)]
        case .magnify, .rotate, .sequenced, .exclusively, .simultaneously:
            return []
        }
    }
}
