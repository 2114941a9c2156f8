import Foundation

// `ForEach($items) { $item in … }` and `List($items) { $item in … }`
// (iOS 15): a view per element, each handed a binding to its element, so a
// row can edit it in place (`TextField("Name", text: $item.name)`). As in
// SwiftUI (developer.apple.com/documentation/swiftui/foreach/init(_:content:)-6yoir),
// the data is the collection's indices paired with the elements' ids, so
// the rows keep their identities by id while each binding reaches its
// element by index.

extension ForEach {
    /// A view per element of the bound collection, identified by `id`,
    /// each given a binding to its element, as SwiftUI's `init(_:id:content:)`
    /// for a `Binding`.
    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>,
                   @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        let collection = data.wrappedValue
        let pairs = collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }
        self.init(pairs, identifiedBy: { $0.1 }) { index, _ in
            content(data.element(at: index, else: collection[index]))
        }
    }

    /// A view per `Identifiable` element of the bound collection, each given
    /// a binding to its element, as SwiftUI's `init(_:content:)` for a `Binding`.
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
          C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    /// As `init(_:content:)`, with `editActions` the rows offer: `.delete`
    /// (or `.all`) lets a list's rows swipe to delete, removing the element
    /// from the bound collection, as SwiftUI's `init(_:editActions:content:)` (iOS 16).
    /// Moving is accepted and not offered (see `onMove`).
    public init<C>(_ data: Binding<C>, editActions: EditActions<C>,
                   @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
          C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
        if editActions.contains(.delete) { deleteAction = data.removeElements(atOffsets:) }
    }

    /// As `init(_:editActions:content:)`, the elements identified by `id`.
    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
                   @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>,
          C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, C.Index: Hashable {
        self.init(data, id: id, content: content)
        if editActions.contains(.delete) { deleteAction = data.removeElements(atOffsets:) }
    }
}

/// The edits a `ForEach` or `List` over a binding offers its rows, as
/// SwiftUI's `EditActions` (iOS 16): `.delete` swipes a row to Delete;
/// `.move` is accepted (a kiosk does not reorder rows, see `onMove`).
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Reordering (accepted, not offered).
    public static var move: EditActions { EditActions(rawValue: 1 << 0) }
    /// Deleting by swiping a row.
    public static var delete: EditActions { EditActions(rawValue: 1 << 1) }
    /// All of them.
    public static var all: EditActions { [.move, .delete] }
}

extension Binding where Value: MutableCollection {
    /// A binding to the element at `index`. Once the collection no longer
    /// has that index (its row deleted while something still holds the
    /// binding) it reads `fallback`, the element it was made for, and
    /// ignores writes: never an out-of-range crash.
    func element(at index: Value.Index, else fallback: Value.Element) -> Binding<Value.Element> {
        Binding<Value.Element>(get: {
            let collection = wrappedValue
            return collection.indices.contains(index) ? collection[index] : fallback
        }, set: { element in
            var collection = wrappedValue
            guard collection.indices.contains(index) else { return }
            collection[index] = element
            wrappedValue = collection
        })
    }
}

extension Binding where Value: RangeReplaceableCollection {
    /// Removes the elements at `offsets` (counted from the start), those still there.
    func removeElements(atOffsets offsets: IndexSet) {
        var collection = wrappedValue
        for offset in offsets.reversed() where offset >= 0 && offset < collection.count {
            collection.remove(at: collection.index(collection.startIndex, offsetBy: offset))
        }
        wrappedValue = collection
    }
}

// A binding to a collection is a collection of bindings to its elements, as
// SwiftUI's (iOS 15): `$items[index].name` and `for $item in $items` work.
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public typealias SubSequence = Slice<Binding<Value>>
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }

    public subscript(position: Index) -> Binding<Value.Element> {
        element(at: position, else: wrappedValue[position])
    }
}

extension Binding: BidirectionalCollection where Value: MutableCollection, Value: BidirectionalCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
    public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

extension Binding: Identifiable where Value: Identifiable {
    /// The bound value's id, as SwiftUI's.
    public var id: Value.ID { wrappedValue.id }
}

extension List {
    /// A list with a row for each `Identifiable` element of the bound
    /// collection, each row given a binding to its element, as SwiftUI's
    /// `init(_:rowContent:)` for a `Binding`.
    public init<Data, RowContent: View>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where SelectionValue == Never, Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
            Data: MutableCollection, Data: RandomAccessCollection, Data.Element: Identifiable, Data.Index: Hashable {
        content = ForEach(data, content: rowContent)
    }

    /// As `init(_:rowContent:)`, the elements identified by `id`.
    public init<Data, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where SelectionValue == Never, Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
            Data: MutableCollection, Data: RandomAccessCollection, Data.Index: Hashable {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// As `init(_:rowContent:)`, with `editActions` the rows offer (`.delete`: swipe to delete).
    public init<Data, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where SelectionValue == Never, Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
            Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Identifiable, Data.Index: Hashable {
        content = ForEach(data, editActions: editActions, content: rowContent)
    }
}
