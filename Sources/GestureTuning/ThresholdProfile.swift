import Gestures

/// What every labelled touch is recognized as across one threshold's range,
/// the others held: the grid is sampled coarsely, then each pair of
/// neighbouring samples that disagree is bisected down to adjacent grid
/// values, so every flip is found to one grid step with a few dozen replays
/// instead of one per grid value. (A touch that flips and flips back between
/// two coarse samples is missed; recognitions are monotone in every threshold
/// the tuner moves, so this does not happen for them.)
struct ThresholdProfile {
    /// The grid, with the threshold's current value in it.
    let grid: [Double]
    /// Recognitions at the sampled grid indices, ascending by index.
    private(set) var samples: [(index: Int, recognized: [GestureKind])] = []

    /// Coarse samples before bisection.
    static let coarseSamples = 24

    init(threshold: TunableThreshold, settings: GestureSettings, evaluate: (GestureSettings) -> [GestureKind]) {
        let current = threshold.read(settings)
        var grid = threshold.candidates
        if !grid.contains(current) { grid.append(current); grid.sort() }
        self.grid = grid
        var known: [Int: [GestureKind]] = [:]
        func at(_ index: Int) -> [GestureKind] {
            if let hit = known[index] { return hit }
            var probe = settings
            threshold.write(&probe, grid[index])
            let result = evaluate(probe)
            known[index] = result
            return result
        }
        let last = grid.count - 1
        guard last >= 0 else { return }
        var coarse = Set((0...Self.coarseSamples).map { last * $0 / Self.coarseSamples })
        if let currentIndex = grid.firstIndex(of: current) { coarse.insert(currentIndex) }
        let sorted = coarse.sorted()
        func refine(_ low: Int, _ high: Int) {
            guard high - low > 1, at(low) != at(high) else { return }
            let middle = (low + high) / 2
            refine(low, middle)
            refine(middle, high)
        }
        for (low, high) in zip(sorted, sorted.dropFirst()) { refine(low, high) }
        for index in sorted { _ = at(index) }
        samples = known.keys.sorted().compactMap { index in known[index].map { (index, $0) } }
    }

    /// The sample position holding grid value `value` (or the nearest below).
    func position(of value: Double) -> Int {
        samples.lastIndex { grid[$0.index] <= value } ?? 0
    }

    /// The nearest values below and above `value` at which some touch is
    /// recognized differently from at `value` (to one grid step).
    func flips(around value: Double) -> (below: Double?, above: Double?) {
        guard !samples.isEmpty else { return (nil, nil) }
        let here = position(of: value)
        let reference = samples[here].recognized
        let below = samples[..<here].last { $0.recognized != reference }.map { grid[$0.index] }
        let above = samples[(here + 1)...].first { $0.recognized != reference }.map { grid[$0.index] }
        return (below, above)
    }
}
