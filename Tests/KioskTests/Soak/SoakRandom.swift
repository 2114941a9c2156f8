/// A seeded random number generator (SplitMix64): the soak's touches,
/// config edits and signals are random but the same for the same seed, so a
/// failing soak can be run again exactly.
struct SoakRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A generator for one part of the run (segment `index`), independent of how much the others drew.
    init(seed: UInt64, stream: UInt64) {
        var mixer = SoakRandom(seed: seed ^ (stream &* 0x9E37_79B9_7F4A_7C15))
        state = mixer.next()
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
