/// The cards app's tunables, from the config file's `cards:` section.
public struct CardsSettings: Hashable, Sendable {
    /// The shuffle's seed: the same seed deals the same order.
    public var seed = 2021
    /// The moves' `.spring(response:dampingFraction:)`.
    public var response = 0.5
    public var dampingFraction = 0.825

    public init() {}
}
