import Observation

/// Bindings to the properties of an `@Observable` model, as SwiftUI's
/// `@Bindable`: `@Bindable var order: Order`, then `TextField("Name",
/// text: $order.name)`; or `Bindable(order).name` in a body.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    /// The model.
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to `wrappedValue`'s properties.
    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public var projectedValue: Bindable<Value> { self }

    /// A binding to the model's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let model = wrappedValue
        return Binding(get: { model[keyPath: keyPath] }, set: { model[keyPath: keyPath] = $0 })
    }
}
