/// The name in `candidates` at most two edits from `name`, or else one that
/// starts with it, if any.
package func closestName(to name: String, among candidates: [String]) -> String? {
    let lowered = Array(name.lowercased())
    var best: (name: String, distance: Int)?
    for candidate in candidates {
        let distance = editDistance(lowered, Array(candidate.lowercased()))
        if distance <= 2, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    if let best { return best.name }
    // A name cut short (`LongPress` for `LongPressGesture`) is a likely slip too.
    guard lowered.count >= 3 else { return nil }
    return candidates.first { $0.lowercased().hasPrefix(String(lowered)) }
}

private func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        }
        previous = current
    }
    return previous[b.count]
}
