import Foundation

nonisolated extension View {
    /// Runs `action` with each value `publisher` sends while the view is
    /// shown, as SwiftUI's `onReceive(_:perform:)`: subscribed when the view
    /// first appears in a layout, cancelled when it goes. The action is the
    /// latest body's (it sees the view's current state); a view given a
    /// different publisher object subscribes to that one instead.
    ///
    /// A `Timer.publish(…)` timer subscribed here runs on the host's clock
    /// (see `Timer.publish(every:tolerance:on:in:)`). Values sent from
    /// another thread run the action there: send them on the kiosk's loop
    /// (`DispatchQueue.main`, which the loop drains) as SwiftUI code sends
    /// them on the main queue.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        OnReceiveView(content: self, publisher: publisher, action: action)
    }
}

nonisolated struct OnReceiveView<Content: View, P: Publisher>: PrimitiveView, ResolvableView where P.Failure == Never {
    let content: Content
    let publisher: P
    let action: (P.Output) -> Void

    /// The subscription kept for the view's identity.
    final class Receiver {
        var action: ((P.Output) -> Void)?
        var subscription: AnyCancellable?
        /// The publisher object subscribed to (nil for a value publisher).
        weak var source: AnyObject?
        var subscribed = false
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        // In a tab never shown: not subscribed yet.
        if graph.isDormant(id.path) { return graph.resolve(content, at: id) }
        let receiver = graph.storage(for: id.path + "#receive") { Receiver() }
        receiver.action = action
        let object = type(of: publisher) is AnyClass ? publisher as AnyObject : nil
        if !receiver.subscribed || (object != nil && object !== receiver.source) {
            receiver.subscription?.cancel()
            receiver.subscribed = true
            receiver.source = object
            if let bindable = publisher as? any HostClockBindable { bindable.bind(to: graph.timers) }
            receiver.subscription = publisher.sink { [weak receiver] value in receiver?.action?(value) }
        }
        return graph.resolve(content, at: id)
    }
}
