/// What the wallet reports as it runs (`touchdeck run wallet --events`).
public enum WalletEvent: Hashable, Sendable {
    case selected(card: String)
    case deselected(card: String)
    /// A card was lifted by the long press (it follows the finger from here).
    case pressing(card: String)
    case reordered(card: String, from: Int, to: Int, order: [String])
}
