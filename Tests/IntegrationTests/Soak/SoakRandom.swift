import TestSupport

/// A seeded random number generator (SplitMix64): the soak's touches,
/// config edits and signals are random but the same for the same seed, so a
/// failing soak can be run again exactly.
struct SoakRandom: RandomNumberGenerator {
    private var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    /// A generator for one part of the run (segment `index`), independent of how much the others drew.
    init(seed: UInt64, stream: UInt64) {
        var mixer = SplitMix64(seed: seed ^ (stream &* 0x9E37_79B9_7F4A_7C15))
        generator = SplitMix64(seed: mixer.next())
    }

    mutating func next() -> UInt64 { generator.next() }
}
