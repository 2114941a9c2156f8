/// SplitMix64 (Steele, Lea, Flood 2014): a seedable random number generator
/// for tests whose random inputs must come out the same for the same seed,
/// so a failing case can be run again exactly (the standard library has no
/// seedable generator).
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in 0..<`n`.
    public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(UInt64(1) << 53) < p }
}
