import Scene

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable { case leading, trailing, principal, bottom, keyboard }
    let slot: Slot

    /// The platform's choice: the bar's trailing end on iPadOS.
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    /// The bar's leading end, after the back button.
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The bar's trailing end.
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The older names of the two.
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The middle of the bar, in place of an inline title.
    public static let principal = ToolbarItemPlacement(slot: .principal)
    /// The bar at the bottom of the screen.
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    /// The primary action: trailing on iPadOS.
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    /// A confirming action (Done, Save): trailing.
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    /// A cancelling action: leading.
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    /// A secondary action: trailing on iPadOS (no overflow menu on a kiosk's bar).
    public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
    /// A destructive action: trailing.
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    /// A navigation action (back, forward): leading.
    public static let navigation = ToolbarItemPlacement(slot: .leading)
    /// Status (a count, a last-updated line): in the bottom bar, as iOS puts it.
    public static let status = ToolbarItemPlacement(slot: .bottom)
    /// The bar above the keyboard. The on-screen keyboard of a kiosk has no
    /// such bar: items placed here are accepted and not shown.
    public static let keyboard = ToolbarItemPlacement(slot: .keyboard)
}

/// One item of a `.toolbar`, as SwiftUI's `ToolbarItem`: its content goes
/// where `placement` says. Name it with `.accessibilityIdentifier` on its
/// content for `--layout`.
public nonisolated struct ToolbarItem<ID, Content: View>: PrimitiveView, ResolvableView {
    let placement: ToolbarItemPlacement
    let content: Content

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        guard graph.environment.toolbarSlot == placement.slot else { return [] }
        return ToolbarItemMarker.mark(graph.resolve(content, at: id))
    }
}

extension ToolbarItem where ID == Void {
    /// An item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an id (for customisable toolbars, which a kiosk has not).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several items at one placement, as SwiftUI's `ToolbarItemGroup`.
public nonisolated struct ToolbarItemGroup<Content: View>: PrimitiveView, ResolvableView {
    let placement: ToolbarItemPlacement
    let content: Content

    /// The items of `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        guard graph.environment.toolbarSlot == placement.slot else { return [] }
        return ToolbarItemMarker.mark(graph.resolve(content, at: id))
    }
}

/// Marks the nodes a `ToolbarItem` or `ToolbarItemGroup` made: what else a
/// toolbar's content makes is a bare view (`.toolbar { Button(…) }`), which
/// SwiftUI places as `.automatic` (the trailing end on iPadOS), once.
struct ToolbarItemMarker: Hashable {
    static func mark(_ nodes: [ViewNode]) -> [ViewNode] {
        nodes.map { node in
            let wrapper = ViewNode(id: node.id.child("tbi"), kind: .wrapper, children: [node])
            wrapper.tag = AnyHashable(ToolbarItemMarker())
            return wrapper
        }
    }

    static func isItem(_ node: ViewNode) -> Bool { node.tag == AnyHashable(ToolbarItemMarker()) }
}

/// A screen's toolbar content resolved for one slot of its bars: only the
/// items placed there show.
nonisolated struct ToolbarSlotContent: PrimitiveView, ResolvableView {
    let items: [AnyView]
    let slot: ToolbarItemPlacement.Slot

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        var nodes: [ViewNode] = []
        for (index, item) in items.enumerated() {
            let made = graph.resolve(item, at: id.child(index)) { $0.toolbarSlot = slot }
            // Bare views go to `.automatic`'s slot only.
            nodes += slot == ToolbarItemPlacement.automatic.slot ? made : made.filter(ToolbarItemMarker.isItem)
        }
        return nodes
    }
}

extension ViewEnvironment {
    /// Set while a toolbar is resolved for one of its slots.
    var toolbarSlot: ToolbarItemPlacement.Slot? {
        get { custom.value(for: ObjectIdentifier(ToolbarItemPlacement.Slot.self)) ?? nil }
        set { custom.set(newValue, for: ObjectIdentifier(ToolbarItemPlacement.Slot.self)) }
    }
}
