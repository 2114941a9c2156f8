import Foundation

/// The leading or trailing edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
}

/// A view of a collection's elements, as SwiftUI's `DynamicViewContent`:
/// what `onDelete(perform:)` is called on.
public protocol DynamicViewContent: View {
    /// The collection of the elements shown.
    associatedtype Data: Collection
    /// The elements shown.
    var data: Data { get }
}

nonisolated extension ForEach: DynamicViewContent {}

extension ForEach {
    /// Lets a list's rows be deleted, as SwiftUI's `onDelete(perform:)`
    /// (developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)):
    /// in a `List` or `Form`, each row of this `ForEach` swipes left to a red
    /// Delete button, and `action` gets the offsets of the rows to delete
    /// (the app removes them from its data). A row with `.swipeActions` of its
    /// own shows those instead, as SwiftUI does ("When you add swipe actions,
    /// SwiftUI no longer synthesizes the Delete actions", the documentation
    /// of `swipeActions`). Outside a list it does nothing. Nil: no deleting.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        var copy = self
        copy.deleteAction = action
        return copy
    }
}

nonisolated extension View {
    /// Actions a list row reveals when swiped, as SwiftUI's
    /// `swipeActions(edge:allowsFullSwipe:content:)`
    /// (developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:)):
    /// `content`'s buttons, the first nearest the edge, each on a fill of its
    /// `.tint` (red for `role: .destructive`, grey otherwise) with a white
    /// label. Swiping from `edge` reveals them; with `allowsFullSwipe` a swipe
    /// past half the row performs the first. Applied to a row's view in a
    /// `List` or `Form`; elsewhere it does nothing.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        let actions = SwipeActionsSet(edge: edge, allowsFullSwipe: allowsFullSwipe, content: AnyView(content()))
        return modifyingNodes { nodes in nodes.changingFirst { $0.swipeActions.append(actions) } }
    }
}

/// One `.swipeActions` of a row: its edge, whether a full swipe performs
/// its first action, and its buttons (resolved with the row).
struct SwipeActionsSet {
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let content: AnyView
}

extension ViewNode {
    /// The swipe actions set on the row's view, looked for down a chain of
    /// single-child wrappers (`Text(…).swipeActions { … }.padding()`).
    var rowSwipeActions: [SwipeActionsSet] {
        var node: ViewNode? = self
        var depth = 0
        while let current = node, depth < 32 {
            if !current.swipeActions.isEmpty { return current.swipeActions }
            node = current.children.count == 1 ? current.children[0] : nil
            depth += 1
        }
        return []
    }
}

/// A swipe action's look: its label white, centred on a fill of the tint
/// set on the button (`.tint(.green)`), red for a destructive role, iOS's
/// system grey otherwise (`UIContextualAction.Style.normal`), as the
/// `swipeActions` documentation's examples show.
nonisolated struct SwipeActionButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        SwipeActionLabel(configuration: configuration)
    }
}

private nonisolated struct SwipeActionLabel: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.explicitTint) private var tint

    var body: some View {
        let fill = tint ?? (configuration.role == .destructive ? Color.red : Color.gray)
        configuration.label
            .foregroundColor(.white)
            .padding(.horizontal, 8)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(fill)
            .opacity(configuration.isPressed ? 0.8 : 1)
    }
}

extension EnvironmentValues {
    /// The tint `.tint(_:)` set here, nil where none is.
    var explicitTint: Color? { base.tint.map(Color.init) }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as SwiftUI's `remove(atOffsets:)`:
    /// what an `onDelete` action does with the offsets it is given. Offsets
    /// past the end are ignored.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to before `destination` (an offset in
    /// the collection as it was), as SwiftUI's `move(fromOffsets:toOffset:)`.
    /// Offsets past the end are ignored; `destination` is clamped.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let valid = source.filter { $0 >= 0 && $0 < count }
        let moving = valid.map { self[index(startIndex, offsetBy: $0)] }
        let before = valid.filter { $0 < destination }.count
        remove(atOffsets: IndexSet(valid))
        let target = Swift.min(Swift.max(destination - before, 0), count)
        insert(contentsOf: moving, at: index(startIndex, offsetBy: target))
    }
}
