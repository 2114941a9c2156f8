nonisolated extension View {
    /// Runs `action` with the old and the new value when `value` changes
    /// between updates of the view, as SwiftUI's `onChange(of:initial:_:)`
    /// (iOS 17): after the update that shows the change; with `initial`,
    /// also once when the view first appears (old and new both the value).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        OnChangeView(content: self, value: value, initial: initial, action: action)
    }

    /// Runs `action` when `value` changes, as SwiftUI's zero-parameter `onChange(of:initial:_:)`.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        OnChangeView(content: self, value: value, initial: initial) { _, _ in action() }
    }

    /// Runs `action` with the new value when `value` changes, as SwiftUI's
    /// iOS 14 `onChange(of:perform:)` (deprecated there in iOS 17).
    @available(*, deprecated, message: "Use onChange(of:initial:_:) with two parameters or none, as SwiftUI does since iOS 17")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        OnChangeView(content: self, value: value, initial: false) { _, new in action(new) }
    }
}

/// The value an `onChange` last saw, kept for the view's identity.
final class LastValue<V> {
    var value: V?
}

/// A view whose `action` runs after an update in which `value` changed.
nonisolated struct OnChangeView<Content: View, V: Equatable>: PrimitiveView, ResolvableView {
    let content: Content
    let value: V
    let initial: Bool
    let action: (V, V) -> Void

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        // In a tab never shown: no value seen yet (`initial` runs as the tab first shows).
        if graph.isDormant(id.path) { return graph.resolve(content, at: id.child("chg")) }
        let last = graph.storage(for: id.path + "#onChange") { LastValue<V>() }
        let value = self.value, action = self.action
        // The content's identity is a child's, so that onChange modifiers on one
        // view keep values apart; resolved first, so that the modifiers' actions
        // run in the order they are written (the innermost first).
        let nodes = graph.resolve(content, at: id.child("chg"))
        if let old = last.value {
            if old != value { graph.afterPass.append { action(old, value) } }
        } else if initial {
            graph.afterPass.append { action(value, value) }
        }
        last.value = value
        return nodes
    }
}
