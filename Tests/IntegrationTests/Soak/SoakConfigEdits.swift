/// The config files the soak writes while the kiosk runs. Good ones alternate
/// thresholds none of the defaults has, so each is a change the kiosk must
/// log; broken ones are each wrong in another way (YAML, a type, a range),
/// and the kiosk must log the error and keep its last good settings.
enum SoakConfigEdits {
    /// Good edit number `index`: never the same as the one before it.
    static func good(_ index: Int) -> String {
        let tap = index % 2 == 0 ? 44 : 46
        let drag = index % 3 == 0 ? 9 : index % 3 == 1 ? 11 : 12
        return "gestures:\n  tap:\n    maximumDistance: \(tap)\n  drag:\n    minimumDistance: \(drag)\n"
    }

    /// Broken edits, each rejected for its own reason.
    static let broken = [
        "gestures:\n  tap: [maximumDistance: 44\n",
        "gestures:\n  tap:\n    maximumDistance: far\n",
        "gestures:\n  tap:\n    maximumDistance: -5\n",
    ]
}
