import TouchdeckSupport

extension TuningResult {
    /// The report for machines (`touchdeck tune --report-json`): the
    /// gestures tuned for, every key's choice, and the confusion matrices —
    /// the standard chain's (`chain`), the app's gestures' (`app`, null for
    /// the standard set) and each person's (`byPerson`) — each with `base`
    /// and `tuned`.
    public var reportJSON: JSONValue {
        .object([
            ("gestures", .array(gestures.map { .string($0.description) })),
            ("thresholds", .array(choices.map { choice in
                .object([
                    ("key", .string(choice.key)), ("unit", .string(choice.unit)), ("base", .number(choice.base)),
                    ("value", .number(choice.value)), ("refused", choice.refused.map(JSONValue.string) ?? .null),
                ])
            })),
            ("chain", ConfusionPair(base: before, tuned: after).json),
            ("app", app?.json ?? .null),
            ("byPerson", .object(byPerson.keys.sorted().map { ($0, byPerson[$0]?.json ?? .null) })),
        ])
    }
}

extension ConfusionPair {
    var json: JSONValue { .object([("base", base.json), ("tuned", tuned.json)]) }
}

extension ConfusionMatrix {
    /// `{"counts": {"tap": {"tap": 10, "drag": 2}, …}, "correct": 10, "total": 12}`: rows the labels, columns the recognitions.
    public var json: JSONValue {
        .object([
            ("counts", .object(counts.keys.sorted().map { label in
                (label.rawValue, .object((counts[label] ?? [:]).keys.sorted().map { ($0.rawValue, .number(Double(count(label: label, recognized: $0)))) }))
            })),
            ("correct", .number(Double(correct))),
            ("total", .number(Double(total))),
        ])
    }
}
