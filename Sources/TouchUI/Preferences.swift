/// A value views pass up to their ancestors, as SwiftUI's `PreferenceKey`:
/// `.preference(key:value:)` sets it on a view, and the values in a subtree
/// are combined with `reduce` in the order the views are laid out.
public protocol PreferenceKey {
    associatedtype Value
    /// The value where no view sets one.
    static var defaultValue: Value { get }
    /// Combines the value so far with the next view's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

nonisolated extension View {
    /// Sets `value` for `key` on this view, for `onPreferenceChange` above it.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifyingNodes { nodes in
            nodes.changingFirst { $0.preferences.append(PreferenceValue(key: ObjectIdentifier(key), value: value)) }
        }
    }

    /// Runs `action` with the combined value of `key` in this view's subtree
    /// when it changes (and once when the view first appears), after the
    /// layout that gave it, as SwiftUI's `onPreferenceChange(_:perform:)`.
    /// Values set inside a `GeometryReader` count: they are read after layout.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        PreferenceReaderView(content: self, key: key, action: action)
    }
}

/// A preference value set on a node.
struct PreferenceValue {
    let key: ObjectIdentifier
    let value: Any
}

/// Reads a key's combined value from a subtree after layout.
final class PreferenceReader {
    /// Reads the subtree under a node, reports a change.
    let read: (ViewNode) -> Void
    init(read: @escaping (ViewNode) -> Void) { self.read = read }
}

/// A view whose subtree's value for `key` is watched.
nonisolated struct PreferenceReaderView<Content: View, K: PreferenceKey>: PrimitiveView, ResolvableView where K.Value: Equatable {
    let content: Content
    let key: K.Type
    let action: (K.Value) -> Void

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let last = graph.storage(for: id.path + "#preference") { LastValue<K.Value>() }
        let action = self.action
        let reader = PreferenceReader { [unowned graph] node in
            var value = K.defaultValue
            node.collectPreferences(ObjectIdentifier(K.self)) { next in
                if let next = next as? K.Value { K.reduce(value: &value) { next } }
            }
            if last.value != value {
                last.value = value
                let reported = value
                graph.afterLayout.append { action(reported) }
            }
        }
        let nodes = graph.resolve(content, at: id.child("pref"))
        return nodes.changingFirst { $0.preferenceReaders.append(reader) }
    }
}

extension ViewNode {
    /// Calls `visit` with each value for `key` in the subtree, in layout order.
    func collectPreferences(_ key: ObjectIdentifier, _ visit: (Any) -> Void) {
        for entry in preferences where entry.key == key { visit(entry.value) }
        for child in children { child.collectPreferences(key, visit) }
    }
}
