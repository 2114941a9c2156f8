import Foundation

/// Whether a view lets its content be edited, as SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
    case inactive
    /// Editing for a moment (a swipe to delete).
    case transient
    case active

    /// Whether this is an editing mode.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the views inside, as SwiftUI's `editMode`: set it
    /// with `.environment(\.editMode, $mode)` to share a mode between an
    /// `EditButton` and the views that read it.
    ///
    /// A kiosk's `List` has no editing look (no delete circles or reorder
    /// grips): rows are deleted with their swipe (`onDelete`), and an
    /// `onMove` is accepted and not offered. Views that read the mode
    /// (`if editMode?.wrappedValue.isEditing == true { … }`) follow it.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that switches the edit mode around it, as SwiftUI's
/// `EditButton`: "Edit" while inactive, "Done" (semibold) while editing,
/// named `edit` in `--layout`. It changes the `editMode` an ancestor
/// provides (see `EnvironmentValues.editMode`), with an animation; with
/// none it keeps a mode of its own and only its title changes.
public nonisolated struct EditButton: View {
    @Environment(\.editMode) private var editMode
    @State private var ownMode = EditMode.inactive

    public init() {}

    public var body: some View {
        let binding = editMode ?? $ownMode
        let editing = binding.wrappedValue.isEditing
        return Button(action: {
            withAnimation(.easeInOut(duration: 0.3)) { binding.wrappedValue = editing ? .inactive : .active }
        }) {
            Text(editing ? "Done" : "Edit").fontWeight(editing ? .semibold : .regular)
        }
        .accessibilityIdentifier("edit")
    }
}

nonisolated extension DynamicViewContent {
    /// Lets the rows be reordered, as SwiftUI's `onMove(perform:)`. A kiosk's
    /// list offers no reordering drag (see `EnvironmentValues.editMode`):
    /// the action is accepted and never called. It returns the content as
    /// it is, so an `onDelete` may follow it.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
}

nonisolated extension View {
    /// Keeps this row from being moved, as SwiftUI's `moveDisabled(_:)` (no moving on a kiosk: see `onMove`).
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }

    /// Keeps this row from being deleted, as SwiftUI's `deleteDisabled(_:)`:
    /// a row of a `ForEach` with `onDelete` no longer swipes to Delete.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        ListRowTraitView(content: self) { $0.deleteDisabled = isDisabled }
    }
}
