import Observation
import Scene

/// Evaluates views into nodes: asks composite views for their bodies, lets
/// primitives make their nodes, ties `@State`/`@GestureState` to identities
/// and watches observed models, so that a change marks the tree for another
/// evaluation.
final class ViewGraph {
    /// Set when anything a body read changed.
    let changes = ChangeFlag()
    /// The environment of the view being resolved (font, foreground, …).
    var environment = ViewEnvironment()
    private var storages: [String: AnyObject] = [:]
    private var touched: Set<String> = []
    /// Per view type: whether it has stored properties to link (`@State`, …).
    private var hasDynamicProperties: [ObjectIdentifier: Bool] = [:]

    /// Nodes for `view` at identity `id`.
    func resolve<V: View>(_ view: V, at id: ViewID) -> [ViewNode] {
        if let primitive = view as? any ResolvableView {
            return primitive.resolve(in: self, at: id)
        }
        link(view, at: id)
        return resolve(tracking { view.body }, at: id.child("b"))
    }

    /// Runs `evaluate` (a body), marking the tree changed when an observed
    /// model property it read changes.
    func tracking<T>(_ evaluate: () -> T) -> T {
        let flag = changes
        return withObservationTracking(evaluate) { flag.mark(Transaction.current) }
    }

    /// Resolves `view` with `change` applied to the environment.
    func resolve<V: View>(_ view: V, at id: ViewID, environment change: (inout ViewEnvironment) -> Void) -> [ViewNode] {
        let saved = environment
        change(&environment)
        defer { environment = saved }
        return resolve(view, at: id)
    }

    /// Starts an evaluation of the whole tree.
    func beginPass() {
        touched.removeAll(keepingCapacity: true)
    }

    /// Ends it: state of views that are gone is dropped, as SwiftUI drops it.
    func endPass() {
        if storages.count != touched.count {
            storages = storages.filter { touched.contains($0.key) }
        }
    }

    /// The storage kept for `key`, made by `make` the first time.
    func storage<S: AnyObject>(for key: String, make: () -> S) -> S {
        touched.insert(key)
        if let kept = storages[key] as? S { return kept }
        let made = make()
        storages[key] = made
        return made
    }

    /// Ties the `@State`, `@GestureState`, `@Namespace` properties of
    /// `value` (a view or a view modifier) to the storage kept for `id`.
    func link<V>(_ view: V, at id: ViewID) {
        let type = ObjectIdentifier(V.self)
        if hasDynamicProperties[type] == false { return }
        var found = false
        for child in Mirror(reflecting: view).children {
            guard let property = child.value as? any DynamicViewProperty else { continue }
            found = true
            property.link(in: self, key: id.path + "." + (child.label ?? "_"))
        }
        hasDynamicProperties[type] = found
    }
}

/// Values flowing down the view tree, as SwiftUI's environment.
struct ViewEnvironment {
    var font = Font.body
    /// `.fontWeight` / `.bold()` on a container: applied to text without its own font.
    var fontWeight: FontWeight?
    var foreground = Fill.color(.black)
    var multilineTextAlignment = TextAlignment.leading
    /// Colour of text and a shape's default fill.
    var foregroundColor: RGBAColor {
        switch foreground {
        case .color(let color): color
        case .linearGradient(let colors, _, _): colors.first ?? .black
        }
    }
}
