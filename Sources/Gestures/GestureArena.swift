/// The gestures started by one touch-down, and how they rank: a small tree
/// of exclusive and simultaneous combinations over attachments, built from
/// the hit region outwards by SwiftUI's rules (`GesturePriority`), and
/// decided with the same rules as `ExclusiveGesture` and `SimultaneousGesture`
/// (`ExclusiveRule`, `SimultaneousRule`), recomputed on every event.
///
/// A group also owns its fingers: those that touched down on its regions,
/// plus later ones offered to its running gestures. It lives until its
/// gestures are decided and its fingers have lifted.
final class GestureArena {
    enum Kind { case leaf, exclusive, simultaneous }

    struct Node {
        var kind: Kind
        /// Leaf: attachment index. Otherwise: first child node.
        var a: Int
        /// Second child node (combinations only).
        var b: Int
    }

    // Stored properties here skip the runtime's exclusivity checks (docs/architecture.md, "Exclusivity checks").
    @exclusivity(unchecked) var inUse = false
    /// Set when a frame touched one of its fingers.
    @exclusivity(unchecked) var hasChanges = false
    @exclusivity(unchecked) var nodes: [Node] = []
    @exclusivity(unchecked) var root = -1
    @exclusivity(unchecked) var phase = ArenaPhase.possible(hasValue: false)
    @exclusivity(unchecked) var fingers = TouchList()
    /// Attachment indices taking part (reachable from the root).
    @exclusivity(unchecked) var members: [Int] = []
    /// The touch sequence's number for the engine's observer (0: not observed).
    @exclusivity(unchecked) var sequence = 0

    init() {
        nodes.reserveCapacity(16)
        members.reserveCapacity(8)
    }

    var isDecided: Bool { phase.isTerminal }

    func reset() {
        nodes.removeAll(keepingCapacity: true)
        members.removeAll(keepingCapacity: true)
        root = -1
        phase = .possible(hasValue: false)
        fingers.removeAll()
        sequence = 0
    }

    func leaf(_ attachment: Int) -> Int {
        nodes.append(Node(kind: .leaf, a: attachment, b: -1))
        return nodes.count - 1
    }

    /// Combines two subtrees (either may be -1, "nothing").
    func combine(_ kind: Kind, _ first: Int, _ second: Int) -> Int {
        if first < 0 { return second }
        if second < 0 { return first }
        nodes.append(Node(kind: kind, a: first, b: second))
        return nodes.count - 1
    }

    /// Lists the attachments reachable from the root into `members`.
    func collectMembers(_ node: Int) {
        guard node >= 0 else { return }
        if nodes[node].kind == .leaf {
            members.append(nodes[node].a)
        } else {
            collectMembers(nodes[node].a)
            collectMembers(nodes[node].b)
        }
    }

    /// The most taps any gesture in the subtree needs (0 for none).
    func requiredTapCount(_ node: Int, _ attachments: [Attachment]) -> Int {
        guard node >= 0 else { return 0 }
        let n = nodes[node]
        if n.kind == .leaf { return attachments[n.a].requiredTapCount }
        return max(requiredTapCount(n.a, attachments), requiredTapCount(n.b, attachments))
    }

    // MARK: Deciding

    /// Recomputes every node from its children for this event; the group is
    /// decided once the root shows a terminal phase.
    func update(_ event: GestureEvent, attachments: [Attachment]) {
        guard !phase.isTerminal, root >= 0 else { return }
        phase = evaluate(root, event, .root, attachments)
    }

    /// Marks the group decided by an outside reason.
    func cancel(_ reason: GestureEndReason) {
        guard !phase.isTerminal else { return }
        phase = .failed(reason)
    }

    func deadline(attachments: [Attachment]) -> Double? {
        guard !phase.isTerminal else { return nil }
        var best: Double?
        for member in members { best = earliest(best, attachments[member].deadline) }
        return best
    }

    private func evaluate(_ index: Int, _ event: GestureEvent, _ inherited: InheritedPhase, _ attachments: [Attachment]) -> ArenaPhase {
        let node = nodes[index]
        switch node.kind {
        case .leaf:
            return attachments[node.a].feed(event, inherited: inherited)
        case .simultaneous:
            let a = evaluate(node.a, event, inherited, attachments)
            let b = evaluate(node.b, event, inherited, attachments)
            return SimultaneousRule.combine(a, b)
        case .exclusive:
            let a = evaluate(node.a, event, inherited, attachments)
            let b = evaluate(node.b, event, ExclusiveRule.inheritedBySecond(inherited, first: a), attachments)
            switch ExclusiveRule.choose(a, b) {
            case .first: return a
            case .second: return b
            case .undecided: return .possible(hasValue: false)
            case .failed(let reason): return .failed(reason)
            }
        }
    }
}
