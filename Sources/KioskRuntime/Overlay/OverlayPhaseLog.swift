import Geometry
import Gestures

/// The recognizer phases the overlay's panel lists: for the last few touch
/// sequences, each gesture taking part and its phase changes, timed from
/// the touch-down. Bounded in sequences and in changes per gesture.
struct OverlayPhaseLog {
    /// One phase change of a gesture.
    struct Step {
        var phase: ObservedGesturePhase
        /// Seconds after the sequence's touch-down.
        var after: Double
    }

    /// One gesture taking part in a sequence, and its phase changes: a line of the panel.
    struct Row {
        /// The layer (or region) the gesture is attached to.
        var region: String
        /// The gesture's name (`Gesture.diagnosticName`, e.g. `TapGesture`).
        var name: String
        /// The first change and the latest ones.
        var steps: [Step] = []
        /// Changes left out between the first and the latest.
        var skipped = 0

        var phase: ObservedGesturePhase? { steps.last?.phase }
    }

    /// One touch sequence (first finger down until every finger has lifted
    /// and its gestures are decided): where it began, and its gestures' rows.
    struct Sequence {
        /// The engine's number for the sequence.
        var id: Int
        /// The touch-down's time, which the steps are timed from.
        var time: Double
        /// The contact id of the touch that began it, where it went down, and the region it hit.
        var touch: Int
        var location: Point
        var region: String
        var rows: [Row]

        /// Every gesture has ended or failed.
        var isDecided: Bool { rows.allSatisfy { $0.phase?.isTerminal ?? false } }
    }

    let style: OverlayStyle
    /// Oldest first.
    private(set) var sequences: [Sequence] = []

    init(style: OverlayStyle) { self.style = style }

    mutating func began(_ sequence: ObservedTouchSequence, name region: (RegionID) -> String) {
        let rows = sequence.gestures.map { Row(region: region($0.region), name: $0.name) }
        sequences.append(Sequence(id: sequence.id, time: sequence.time, touch: sequence.touch, location: sequence.location,
                                  region: region(sequence.region), rows: rows))
        // Decided sequences go first, the oldest first; running ones only past a hard limit.
        let capacity = max(1, style.panelSequences)
        while sequences.count > capacity, let old = sequences.dropLast().firstIndex(where: \.isDecided) {
            sequences.remove(at: old)
        }
        if sequences.count > 4 * capacity { sequences.removeFirst(sequences.count - 4 * capacity) }
    }

    mutating func changed(_ change: ObservedPhaseChange) {
        guard let index = sequences.lastIndex(where: { $0.id == change.sequence }),
              sequences[index].rows.indices.contains(change.member) else { return }
        let step = Step(phase: change.phase, after: change.time - sequences[index].time)
        var row = sequences[index].rows[change.member]
        row.steps.append(step)
        let capacity = max(2, style.panelSteps)
        if row.steps.count > capacity {
            row.steps.remove(at: 1)
            row.skipped += 1
        }
        sequences[index].rows[change.member] = row
    }

    /// What the panel shows: the sequences still running and the last one, newest first.
    var shown: [Sequence] {
        let running = sequences.enumerated().filter { $0.offset == sequences.count - 1 || !$0.element.isDecided }.map(\.element)
        return Array(running.suffix(max(1, style.panelSequences)).reversed())
    }
}
