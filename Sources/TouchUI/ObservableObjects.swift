@_exported import OpenCombine

// SwiftUI's `ObservableObject` and `@Published` are Combine's; on Linux they
// are OpenCombine's (a well-kept reimplementation of Combine), re-exported
// here so that `class Model: ObservableObject { @Published var … }`
// compiles unchanged. A view holding one subscribes to its
// `objectWillChange` and runs its body again when it fires.

/// Keeps a view's subscription to an object's `objectWillChange`, for its identity.
final class ObjectSubscription {
    /// The object subscribed to.
    private(set) weak var target: AnyObject?
    private var cancellable: AnyCancellable?

    /// Subscribes to `object` (unless already), marking `owner` changed under the current transaction when it will change.
    func follow<O: ObservableObject>(_ object: O, flag: ChangeFlag, owner: String) {
        guard target !== object else { return }
        target = object
        cancellable = object.objectWillChange.sink { _ in flag.mark(Transaction.current, view: owner) }
    }
}

/// An object a view owns, as SwiftUI's `@StateObject`: made once for the
/// view's identity (its initial value is evaluated then, not each time the
/// view is made), and the view's body runs again when it will change.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicViewProperty {
    /// The object once made, kept by the graph for the view's identity.
    final class Storage {
        var object: ObjectType?
        let subscription = ObjectSubscription()
    }

    /// Shared by the copies of a view value: the storage it is linked to.
    final class Handle {
        let make: () -> ObjectType
        var storage: Storage?
        init(make: @escaping () -> ObjectType) { self.make = make }
    }

    private let handle: Handle

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        handle = Handle(make: thunk)
    }

    public var wrappedValue: ObjectType {
        if let object = handle.storage?.object { return object }
        // Read before the view was linked (in its initializer): made for the view alone.
        let storage = Storage()
        let object = handle.make()
        storage.object = object
        handle.storage = storage
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    func link(in graph: ViewGraph, key: String, owner: String) {
        let storage = graph.storage(for: key) { Storage() }
        if storage.object == nil { storage.object = handle.storage?.object ?? handle.make() }
        handle.storage = storage
        if let object = storage.object { storage.subscription.follow(object, flag: graph.changes, owner: owner) }
    }
}

/// An object a view is given, as SwiftUI's `@ObservedObject`: the view's
/// body runs again when it will change.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicViewProperty {
    /// Bindings to an object's properties, as SwiftUI's `ObservedObject.Wrapper`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the object's property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    func link(in graph: ViewGraph, key: String, owner: String) {
        graph.storage(for: key) { ObjectSubscription() }.follow(wrappedValue, flag: graph.changes, owner: owner)
    }
}

/// An object an ancestor put in the environment with `.environmentObject(_:)`,
/// as SwiftUI's `@EnvironmentObject`. Reading it where no ancestor did is a
/// programming error and stops the app with SwiftUI's message.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicViewProperty {
    final class Box {
        var object: ObjectType?
    }

    private let box = Box()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            preconditionFailure("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    func link(in graph: ViewGraph, key: String, owner: String) {
        box.object = graph.environment.custom.value(for: ObjectIdentifier(ObjectType.self))
        if let object = box.object { graph.storage(for: key) { ObjectSubscription() }.follow(object, flag: graph.changes, owner: owner) }
    }
}

nonisolated extension View {
    /// Puts `object` in the environment for `@EnvironmentObject` in the views inside.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        withEnvironment { $0.custom.set(object, for: ObjectIdentifier(T.self), presented: true) }
    }
}
