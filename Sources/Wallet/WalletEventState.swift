/// The wallet's order and selection as its events leave them: what a kiosk
/// (or a test) that only hears the events knows of the app's state.
public final class WalletEventState {
    public private(set) var order: [String]
    public private(set) var selected: String?

    public init(order: [String]) {
        self.order = order
    }

    public func apply(_ event: WalletEvent) {
        switch event {
        case .selected(let card): selected = card
        case .deselected: selected = nil
        case .pressing: break
        case .reordered(_, _, _, let order): self.order = order
        }
    }
}
