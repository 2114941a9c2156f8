/// A random source that is the same for the same seed, so a guided session's
/// prompts can be drawn again from the seed in its labels file.
/// SplitMix64 (Steele, Lea, Flood 2014): the standard library has no
/// seedable generator.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An index below `count` (> 0), drawn without the standard library's
    /// algorithms so the same seed gives the same draw on every toolchain.
    public mutating func index(below count: Int) -> Int {
        Int(next() % UInt64(max(1, count)))
    }

    /// `items` in a Fisher–Yates order of this generator.
    public mutating func shuffled<T>(_ items: [T]) -> [T] {
        var result = items
        var index = result.count - 1
        while index > 0 {
            result.swapAt(index, self.index(below: index + 1))
            index -= 1
        }
        return result
    }

    /// A stable seed for a name (FNV-1a): the same person and session give
    /// the same prompts without reading a clock.
    public static func seed(for name: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
