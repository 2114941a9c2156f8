import Foundation

/// Builds view content from statements, as SwiftUI's `@ViewBuilder`: several
/// views, `if` / `if`-`else` / `switch`, optionals and `#available`-free
/// conditionals.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views side by side in a container's content.
public nonisolated struct TupleView<T>: PrimitiveView, ResolvableView {
    public var value: T
    private let resolveAll: (T, ViewGraph, ViewID) -> [ViewNode]

    public init<each Content: View>(_ value: (repeat each Content)) where T == (repeat each Content) {
        self.value = value
        resolveAll = { value, graph, id in
            var nodes: [ViewNode] = []
            var index = 0
            for view in repeat each value {
                nodes += graph.resolve(view, at: id.child(index))
                index += 1
            }
            return nodes
        }
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { resolveAll(value, graph, id) }
}

/// One of two views, chosen by an `if`/`else`: each branch has its own
/// identity, so switching branches replaces the view (with transitions).
public nonisolated struct _ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView, ResolvableView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        switch storage {
        case .trueContent(let view): graph.resolve(view, at: id.child("T"))
        case .falseContent(let view): graph.resolve(view, at: id.child("F"))
        }
    }
}

nonisolated extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { preconditionFailure("Optional is resolved by Touchdeck") }
}

nonisolated extension Optional: PrimitiveView where Wrapped: View {}

nonisolated extension Optional: ResolvableView where Wrapped: View {
    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        switch self {
        case .some(let view): graph.resolve(view, at: id.child("S"))
        case .none: []
        }
    }
}

/// Views grouped without a container: modifiers on a group apply to each.
public nonisolated struct Group<Content: View>: PrimitiveView, ResolvableView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] { graph.resolve(content, at: id) }
}

/// A view per element of a collection, each identified by its id, as
/// SwiftUI's `ForEach`: an element that moves keeps its views (and their
/// state and layers), one that appears or vanishes gets its transition.
public nonisolated struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView, ResolvableView {
    public let data: Data
    let id: (Data.Element) -> ID
    let content: (Data.Element) -> Content
    /// `onDelete(perform:)`: in a list, each row swipes to a Delete button that calls it with the row's offset.
    var deleteAction: ((IndexSet) -> Void)?

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

    /// A `ForEach` whose elements' ids `identify` computes (the binding forms, ForEachBinding.swift).
    init(_ data: Data, identifiedBy identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = identify
        self.content = content
    }

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        // The rows are made in one go, on behalf of the view whose body holds
        // the ForEach (one observation scope for all of them), then resolved.
        let rows = graph.content(at: id, owner: graph.currentOwner) { data.map { (self.id($0), content($0)) } }
        var nodes: [ViewNode] = []
        var seen: [String: Int] = [:]
        for (offset, (rowID, row)) in rows.enumerated() {
            var key = "\(rowID)"
            // An id met again (data with duplicates) gets its own identity,
            // so two views never share a layer; SwiftUI leaves this undefined.
            if let count = seen[key] {
                ViewWarnings.once("ForEach at \(id.path): the id \(key) is used by more than one element; each gets a view of its own, but their state may move between them")
                seen[key] = count + 1
                key += "#\(count + 1)"
            } else {
                seen[key] = 1
            }
            var made = graph.resolve(row, at: id.child("[" + key + "]"))
            // In a list, a row of a ForEach with onDelete deletes its own offset (a lazy list passes it to the row instead).
            if let deleteAction, graph.environment.listContext != nil {
                made = made.changingFirst { $0.rowDelete = { deleteAction(IndexSet(integer: offset)) } }
            }
            // In a picker's content each row stands for its id unless tagged (SwiftUI's implicit tags).
            if graph.environment.tagsRows, let first = made.first, first.tag == nil {
                nodes += made.changingFirst { $0.tag = AnyHashable(rowID) }
            } else {
                nodes += made
            }
        }
        return nodes
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A constant range of views, identified by their offsets.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
