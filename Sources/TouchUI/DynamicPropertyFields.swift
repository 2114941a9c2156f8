@_spi(Reflection) import Swift

/// The `@State`, `@GestureState` and `@Namespace` fields of a view or view
/// modifier type, found once from the type's field records (the standard
/// library's `_forEachField`, as SwiftUI finds a view's dynamic properties
/// from its type's metadata), with where each sits in a value. Linking a view
/// then reads those fields in place. A `Mirror` handed out every field through
/// the runtime's reflection, demangling its type each time: about 9,000
/// instructions a field, on every pass that ran the view's body.
struct DynamicPropertyFields {
    struct Field {
        /// The stored property's name (`_drag` for `@GestureState var drag`).
        let label: String
        /// Its byte offset in a value of the type.
        let offset: Int
        /// Links the property stored at a pointer (graph, key, owner).
        let link: (UnsafeRawPointer, ViewGraph, String, String) -> Void
    }

    /// Nil where the fields cannot be read in place (a class, an enum, a tuple,
    /// a type whose field records the runtime cannot read): the graph asks a `Mirror`.
    let fields: [Field]?

    /// The fields of `value`'s type (the value only says what kind of type it is).
    init<V>(of value: V) {
        // Only a struct's stored properties are its fields: `_forEachField`
        // reports an enum as having none, where a Mirror shows its payload.
        guard Mirror(reflecting: value).displayStyle == .struct else {
            fields = nil
            return
        }
        var found: [Field] = []
        let complete = _forEachField(of: V.self) { name, offset, fieldType, _ in
            if let dynamic = fieldType as? any DynamicViewProperty.Type {
                found.append(Field(label: String(cString: name), offset: offset, link: Self.linker(for: dynamic)))
            }
            return true
        }
        fields = complete ? found : nil
    }

    private static func linker<P: DynamicViewProperty>(for type: P.Type) -> (UnsafeRawPointer, ViewGraph, String, String) -> Void {
        { field, graph, key, owner in field.load(as: P.self).link(in: graph, key: key, owner: owner) }
    }
}
