import Foundation
import Gestures

/// A horizontal drag on a list row, as UIKit's swipe-to-reveal pan: a
/// `DragGesture` that fails once the finger has moved its start distance
/// mostly up or down, so that the list's scroll takes a vertical drag (the
/// scroll follows the touch from the start and goes on from there).
struct RowSwipeGesture: Gesture {
    typealias Value = DragGesture.Value

    func makeRecognizer() -> Recognizer { Recognizer(drag: DragGesture().makeRecognizer()) }

    static var diagnosticName: String { "RowSwipe" }

    struct Recognizer: GestureRecognizer {
        var drag: DragGesture.Recognizer
        /// Whether the drag started sideways (nil until it started).
        var sideways: Bool?

        mutating func begin(_ context: GestureContext) {
            drag.begin(context)
            sideways = nil
        }

        mutating func update(_ event: GestureEvent, inherited: InheritedPhase) -> GesturePhase<Value> {
            if sideways == false { return GesturePhase<Value>.failed(.movedTooFar) }
            var phase = drag.update(event, inherited: .root)
            if sideways == nil, let value = phase.value, phase.isActive || phase.isTerminal {
                sideways = abs(value.translation.width) > abs(value.translation.height)
                if sideways == false {
                    drag.reset(.movedTooFar)
                    phase = .failed(.movedTooFar)
                }
            }
            return phase.applying(.pausedUntilFailed, inherited: inherited)
        }

        mutating func reset(_ reason: GestureEndReason) { drag.reset(reason) }

        var deadline: Double? { drag.deadline }
        var failureEvidence: GestureFailureEvidence? { drag.failureEvidence }
    }
}

/// The list's one open row: opening a row closes the one open before, a
/// scroll closes it, and while one is open a touch on any row closes it
/// (UITableView's swipe behaviour). Kept for the list's identity.
final class ListSwipeCoordinator {
    /// The row now open (or being swiped).
    weak var open: RowSwipeModel?
    var flag: ChangeFlag?
    /// The list's identity: a change re-resolves its rows.
    var owner: String?

    /// `row` starts to move: any other open row closes.
    func willSwipe(_ row: RowSwipeModel) {
        if let open, open !== row { open.close() }
        let changed = open !== row
        open = row
        if changed { flag?.mark(Transaction(), view: owner) }
    }

    /// Closes the open row (a touch elsewhere, a scroll).
    func closeAll() {
        guard let row = open else { return }
        open = nil
        row.close()
        flag?.mark(Transaction(), view: owner)
    }

    /// `row` came to rest closed.
    func didClose(_ row: RowSwipeModel) {
        guard open === row else { return }
        open = nil
        flag?.mark(Transaction(), view: owner)
    }
}

/// One side of a row's swipe actions, as resolved this pass.
struct RowSwipeSide {
    /// How many actions: the side opens to `count × actionWidth`.
    let count: Int
    let allowsFullSwipe: Bool
    /// Performs the first action (a full swipe's).
    let first: (() -> Void)?
    /// Whether the first action is destructive: a full swipe slides the row out.
    let firstIsDestructive: Bool

    var openWidth: Double { Double(count) * RowSwipeModel.actionWidth }
}

/// A row's swipe, kept for the row's identity: how far it is moved
/// (negative: left, revealing the trailing actions), and what its sides do
/// (set each pass, so a kept row performs its current actions).
final class RowSwipeModel {
    private(set) var offset = 0.0
    private var dragStart: Double?
    var trailing: RowSwipeSide?
    var leading: RowSwipeSide?
    weak var coordinator: ListSwipeCoordinator?
    var flag: ChangeFlag?
    /// The row chrome's identity.
    var owner: String?
    /// The row's `onDelete` this pass (its offset changes as rows above go).
    var delete: (() -> Void)?
    /// The row chrome's node, laid out: how wide the row is.
    weak var node: ViewNode?

    var rowWidth: Double { Double(node?.frame.width ?? 0) }

    /// The width of one action button. UIKit sizes a contextual action to its
    /// title; a kiosk's rows use one width, about that of a one-word action
    /// ("Delete" at 17 pt with UIKit's 15 pt margins either side).
    static let actionWidth = 82.0
    /// How far past its start a full swipe must go: half the row, as Mail's
    /// (and SwipeCellKit's `SwipeExpansionStyle.selection` target, `.percentage(0.5)`).
    static let fullSwipeFraction = 0.5
    /// A release faster than this (points per second) opens or closes the row whatever its position.
    static let flickSpeed = 300.0
    /// How the row settles: UIKit's swipe spring, critically damped.
    static let settle = Animation.spring(response: 0.35, dampingFraction: 1)

    /// Whether the row is open or moving.
    var isOpen: Bool { offset != 0 || dragStart != nil }

    /// How far the side now showing is revealed.
    var revealed: Double { abs(offset) }

    /// Whether a full swipe is under way: past half the row with the side allowing it.
    func isFullSwipe(width: Double) -> Bool {
        guard let side = offset < 0 ? trailing : leading, side.allowsFullSwipe, side.first != nil else { return false }
        return revealed >= width * Self.fullSwipeFraction
    }

    /// The finger moved `translation` sideways since the drag began.
    func dragged(_ translation: Double) {
        if dragStart == nil { coordinator?.willSwipe(self) }
        let start = dragStart ?? offset
        dragStart = start
        var value = start + translation
        // A side without actions does not move.
        if value < 0, trailing == nil { value = 0 }
        if value > 0, leading == nil { value = 0 }
        set(value, Transaction())
    }

    /// The finger lifted at `velocity` (points per second, rightwards) over a row `width` wide.
    func released(velocity: Double, width: Double) {
        dragStart = nil
        guard let side = offset < 0 ? trailing : offset > 0 ? leading : nil else {
            close()
            return
        }
        let direction: Double = offset < 0 ? -1 : 1
        if isFullSwipe(width: width), let first = side.first {
            if side.firstIsDestructive {
                // The row slides out and goes with its data.
                set(direction * width, Transaction(animation: Self.settle))
                withAnimation(.easeInOut(duration: 0.3)) { first() }
            } else {
                close()
                first()
            }
            return
        }
        let opening = velocity * direction
        let open = opening > Self.flickSpeed || (opening > -Self.flickSpeed && revealed >= side.openWidth / 2)
        if open {
            set(direction * side.openWidth, Transaction(animation: Self.settle))
        } else {
            close()
        }
    }

    /// Closes the row, animated.
    func close() {
        dragStart = nil
        guard offset != 0 else { return }
        set(0, Transaction(animation: Self.settle))
        coordinator?.didClose(self)
    }

    private func set(_ value: Double, _ transaction: Transaction) {
        offset = value
        flag?.mark(transaction, view: owner)
    }
}

private enum ListSwipeKey {}

extension ViewEnvironment {
    /// The list's swipe coordinator, for its rows and its scroll view.
    var listSwipe: ListSwipeCoordinator? {
        get { custom.value(for: ObjectIdentifier(ListSwipeKey.self)) ?? nil }
        set { custom.set(newValue, for: ObjectIdentifier(ListSwipeKey.self)) }
    }
}

extension ViewGraph {
    /// A row's swipe model with this pass's actions, or nil when the row has none.
    /// `delete`: the row's `onDelete`, shown as a Delete button unless the row has swipe actions of its own.
    func rowSwipe(_ nodes: [ViewNode], delete: (() -> Void)?, at id: ViewID) -> (model: RowSwipeModel, sets: [SwipeActionsSet], delete: (() -> Void)?)? {
        guard let coordinator = environment.listSwipe else { return nil }
        let sets = nodes.first?.rowSwipeActions ?? []
        let inherited = environment.inheritedRowTraits
        let deleteDisabled = (nodes.first?.listRowTraits(inherited: inherited) ?? inherited).deleteDisabled
        let delete = sets.isEmpty && !deleteDisabled ? delete ?? nodes.first?.rowDelete : nil
        guard !sets.isEmpty || delete != nil else { return nil }
        let model = storage(for: id.path + ".swipe") { RowSwipeModel() }
        model.flag = changes
        model.owner = id.path
        model.coordinator = coordinator
        return (model, sets, delete)
    }
}
