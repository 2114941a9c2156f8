import GestureTuning

/// SplitMix64 (Steele, Lea, Flood 2014) for tests whose random inputs must
/// come out the same for the same seed, so a failing case can be run again
/// exactly: the guided recorder's `SeededGenerator`, which is that generator.
public typealias SplitMix64 = SeededGenerator

extension SeededGenerator {
    /// A whole number in 0..<`n`.
    public mutating func below(_ n: Int) -> Int { index(below: n) }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(UInt64(1) << 53) < p }
}
