import TouchdeckSupport

extension SequenceExplanation {
    /// Why the winner won and each other primitive lost, every measurement
    /// against its threshold and key, then the smallest change of each key
    /// that flips the outcome:
    ///
    /// ```
    ///   why: TapGesture() won: moved 31.7 pt < 45 (tap.maximumDistance), held 0.69 s < 0.75 (tap.maximumDuration)
    ///        DragGesture() lost to TapGesture(): moved 31.7 pt ≥ 10 (drag.minimumDistance)
    ///   flips (the recognizers re-run over this sequence with one key changed):
    ///     smallest: tap.maximumDistance 45 → 31.7 pt: DragGesture() would win
    /// ```
    var verdictLines: [String] {
        var lines: [String] = []
        for (offset, candidate) in candidates.enumerated() {
            let checks = candidate.checks.map(\.text).joined(separator: ", ")
            lines.append((offset == 0 ? "  why: " : "       ") + verdictWord(candidate) + (checks.isEmpty ? "" : ": " + checks))
        }
        guard !flipKeys.isEmpty else { return lines }
        lines.append("  flips (the recognizers re-run over this sequence with one key changed):")
        for (offset, flip) in flips.enumerated() { lines.append("    " + (offset == 0 ? "smallest: " : "") + flip.text) }
        let unflipped = flipKeys.filter { key in !flips.contains { $0.key == key } }
        if !unflipped.isEmpty { lines.append("    no change flips it: \(unflipped.joined(separator: ", "))") }
        return lines
    }

    /// `TapGesture() won`, `DragGesture() lost to TapGesture()`, `LongPressGesture() failed`, …
    func verdictWord(_ candidate: CandidateExplanation) -> String {
        let name = candidates.filter({ $0.name == candidate.name }).count > 1 ? candidate.label : candidate.name
        switch candidate.decision {
        case .ended: return winners.contains(name) ? "\(name) won" : "\(name) ended"
        case .failed(_, let reason, _): return "\(name) failed (\(reason.rawValue))"
        case .excluded(_, let by, _, _): return by.map { "\(name) lost to \($0)" } ?? "\(name) lost: the whole gesture failed first"
        case .cancelled(_, let reason): return "\(name) cancelled (\(reason.rawValue))"
        case .notReached: return "\(name) not reached"
        }
    }

    /// The verdict as JSON: `winners` by name, each primitive's `result` and
    /// `checks`, and the `flips` (`smallestFlip` first of them, or null).
    var verdictJSON: JSONValue {
        .object([
            ("winners", .array(winners.map(JSONValue.string))),
            ("decisions", .array(candidates.map { candidate in
                .object([
                    ("path", .string(candidate.path)), ("gesture", .string(candidate.name)),
                    ("result", .string(verdictWord(candidate))),
                    ("checks", .array(candidate.checks.map(\.json))),
                ])
            })),
            ("flipKeys", .array(flipKeys.map(JSONValue.string))),
            ("flips", .array(flips.map(\.json))),
            ("smallestFlip", flips.first?.json ?? .null),
        ])
    }
}

extension ThresholdFlip {
    var json: JSONValue {
        .object([
            ("key", .string(key)), ("unit", .string(unit)), ("from", .number(from)), ("to", .number(to)),
            ("winners", .array(winners.map(JSONValue.string))), ("outcome", .string(outcome)), ("text", .string(text)),
        ])
    }
}
