/// The gestures started by one touch-down, and how they rank: a small tree
/// of exclusive and simultaneous combinations over attachments, built from
/// the hit region outwards by SwiftUI's rules (`GesturePriority`), and
/// decided with the same rules as `ExclusiveGesture` and `SimultaneousGesture`.
///
/// A group also owns its fingers: those that touched down on its regions,
/// plus later ones offered to its running gestures. It lives until its
/// gestures are decided and its fingers have lifted.
final class GestureArena {
    enum Kind { case leaf, exclusive, simultaneous }
    enum Running { case both, firstOnly, secondOnly, done }

    struct Node {
        var kind: Kind
        /// Leaf: attachment index. Otherwise: first child node.
        var a: Int
        /// Second child node (combinations only).
        var b: Int
        var running = Running.both
        var phaseA = ArenaPhase.possible(hasValue: false)
        var phaseB = ArenaPhase.possible(hasValue: false)
    }

    var inUse = false
    /// Set when a frame touched one of its fingers.
    var hasChanges = false
    var nodes: [Node] = []
    var root = -1
    var phase = ArenaPhase.possible(hasValue: false)
    var fingers = TouchList()
    /// Attachment indices taking part (reachable from the root).
    var members: [Int] = []

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

    // MARK: Deciding

    func update(_ event: GestureEvent, attachments: [Attachment]) {
        guard !phase.isTerminal, root >= 0 else { return }
        phase = evaluate(root, event, .root, attachments)
    }

    func cancel(_ reason: GestureEndReason, attachments: [Attachment]) {
        guard !phase.isTerminal else { return }
        if root >= 0 { cancel(root, reason, attachments) }
        phase = .failed(reason)
    }

    func deadline(attachments: [Attachment]) -> Double? {
        guard !phase.isTerminal, root >= 0 else { return nil }
        return deadline(root, attachments)
    }

    private func evaluate(_ index: Int, _ event: GestureEvent, _ inherited: InheritedPhase, _ attachments: [Attachment]) -> ArenaPhase {
        let node = nodes[index]
        switch node.kind {
        case .leaf:
            return attachments[node.a].feed(event, inherited: inherited)
        case .simultaneous:
            var a = node.phaseA, b = node.phaseB
            if !a.isTerminal { a = evaluate(node.a, event, inherited, attachments) }
            if !b.isTerminal { b = evaluate(node.b, event, inherited, attachments) }
            nodes[index].phaseA = a
            nodes[index].phaseB = b
            switch (a, b) {
            case (.active, _), (_, .active): return .active
            case (.possible, _), (_, .possible): return .possible(hasValue: false)
            case (.ended, _), (_, .ended): return .ended
            case (.failed, .failed(let reason)): return .failed(reason)
            }
        case .exclusive:
            switch node.running {
            case .done:
                return node.phaseA
            case .firstOnly:
                return settle(index, evaluate(node.a, event, inherited, attachments))
            case .secondOnly:
                return settle(index, evaluate(node.b, event, inherited, attachments))
            case .both:
                break
            }
            let first = evaluate(node.a, event, inherited, attachments)
            switch first {
            case .active, .ended:
                nodes[index].running = .firstOnly
                cancel(node.b, .excluded, attachments)
                return settle(index, first)
            case .failed:
                nodes[index].running = .secondOnly
                return settle(index, evaluate(node.b, event, inherited, attachments))
            case .possible(let hasValue):
                var behind = inherited
                behind.remove(.failed)
                let second = evaluate(node.b, event, behind, attachments)
                switch second {
                case .active, .ended:
                    nodes[index].running = .secondOnly
                    cancel(node.a, .excluded, attachments)
                    return settle(index, second)
                case .failed:
                    nodes[index].running = .firstOnly
                    return first
                case .possible(let secondHasValue):
                    return .possible(hasValue: hasValue || secondHasValue)
                }
            }
        }
    }

    private func settle(_ index: Int, _ phase: ArenaPhase) -> ArenaPhase {
        if phase.isTerminal {
            nodes[index].running = .done
            nodes[index].phaseA = phase
        }
        return phase
    }

    private func cancel(_ index: Int, _ reason: GestureEndReason, _ attachments: [Attachment]) {
        let node = nodes[index]
        switch node.kind {
        case .leaf:
            attachments[node.a].cancel(reason)
        case .simultaneous:
            if !node.phaseA.isTerminal { cancel(node.a, reason, attachments) }
            if !node.phaseB.isTerminal { cancel(node.b, reason, attachments) }
            nodes[index].phaseA = .failed(reason)
            nodes[index].phaseB = .failed(reason)
        case .exclusive:
            switch node.running {
            case .both:
                cancel(node.a, reason, attachments)
                cancel(node.b, reason, attachments)
            case .firstOnly: cancel(node.a, reason, attachments)
            case .secondOnly: cancel(node.b, reason, attachments)
            case .done: break
            }
            nodes[index].running = .done
            nodes[index].phaseA = .failed(reason)
        }
    }

    private func deadline(_ index: Int, _ attachments: [Attachment]) -> Double? {
        let node = nodes[index]
        switch node.kind {
        case .leaf:
            return attachments[node.a].deadline
        case .simultaneous:
            return earliest(node.phaseA.isTerminal ? nil : deadline(node.a, attachments),
                            node.phaseB.isTerminal ? nil : deadline(node.b, attachments))
        case .exclusive:
            switch node.running {
            case .both: return earliest(deadline(node.a, attachments), deadline(node.b, attachments))
            case .firstOnly: return deadline(node.a, attachments)
            case .secondOnly: return deadline(node.b, attachments)
            case .done: return nil
            }
        }
    }
}
