import TouchModel

/// Runs gestures attached to rectangular regions on a stream of touch frames.
///
/// ```swift
/// let engine = GestureEngine(settings: settings)
/// let card = engine.addRegion(frame: Rect(x: 0, y: 0, width: 300, height: 180))
/// engine.gesture(TapGesture().onEnded { … }, on: card)
/// engine.handle(frame)                       // for every TouchFrame
/// if let t = engine.nextDeadline { … }       // wake up at t, then:
/// engine.advance(to: t)
/// ```
///
/// **Time.** The engine never reads a clock. Time is the frames' (seconds =
/// `Double(frame.time) / 1e6`); timers (a long press completing, a tap timing
/// out) are deadlines the caller turns into a wake-up and `advance(to:)`.
/// `handle` first runs every deadline up to the frame's time, so a replay that
/// only feeds frames still fires timers at their exact times.
///
/// **Hit testing.** A touch-down hit-tests the regions front to back (a later
/// region is in front of an earlier one, as in a ZStack), or asks `hitTest`
/// when set. The hit region and its ancestors (`parent`) make a chain whose
/// gestures are combined as SwiftUI combines a view's gestures with its
/// subviews': `.gesture` puts the children first (so the innermost gesture
/// wins over its parent's), `.highPriorityGesture` puts the parent first,
/// `.simultaneousGesture` runs both; `GestureMask` drops either side.
///
/// **Fingers.** Fingers on different regions run independent groups. A
/// finger touching down on a region whose gesture is already running is
/// offered to that gesture (the second finger of a pinch) instead.
///
/// **Callbacks** run synchronously inside `handle`/`advance`/`cancelAll`,
/// with `time` set to the event's time. From a callback, only read the
/// engine; calls that change it (`handle`, `advance`, `cancelAll`,
/// `removeRegion`) are deferred until the current event is done.
///
/// **Observing.** `observer` (nil by default) is told each touch sequence
/// that begins and every phase change of its gestures (`GestureObserver`).
public final class GestureEngine {
    // Stored properties here skip the runtime's exclusivity checks (docs/architecture.md, "Exclusivity checks").
    /// Thresholds for gestures that do not set them; read when a gesture
    /// starts, so a reloaded config applies from the next touch on.
    @exclusivity(unchecked) public var settings: GestureSettings
    /// Seconds on the frame clock: the latest frame or deadline handled.
    @exclusivity(unchecked) public private(set) var time: Double = 0
    /// Custom hit testing (e.g. by scene layers): returns the innermost region
    /// at a screen point, or `nil`. When unset, region frames are used.
    @exclusivity(unchecked) public var hitTest: ((Point) -> RegionID?)?
    /// Told every touch sequence that begins and each phase change of its
    /// gestures, for diagnostics (`touchdeck run --overlay`). Nil by default,
    /// and then observing costs nothing but the check.
    @exclusivity(unchecked) public var observer: (any GestureObserver)?
    /// The number of the last observed touch sequence.
    @exclusivity(unchecked) private var observedSequences = 0

    private struct RegionRecord {
        var frame: Rect
        var parent: Int
        var alive = true
        var attachments: [Int] = []
        /// Bumped each time the slot is reused, so a stale `RegionID` never
        /// reaches the region that took its place.
        var generation = 0
    }

    @exclusivity(unchecked) private var regions: [RegionRecord] = []
    /// Named coordinate spaces' frames, handed to every event.
    @exclusivity(unchecked) private var namedFrames: [String: Rect] = [:]
    @exclusivity(unchecked) private var attachments: [Attachment] = []
    /// Slots of `attachments` whose gesture was removed, reused by `attach`:
    /// a view tree that keeps replacing its gestures does not grow the engine.
    @exclusivity(unchecked) private var freeAttachmentSlots: [Int] = []
    /// Slots of removed regions, reused by `addRegion`.
    @exclusivity(unchecked) private var freeRegionSlots: [Int] = []
    /// What a freed slot holds: no closures, so nothing the gesture captured stays alive.
    private lazy var vacant = Attachment(TapGesture(), region: -1, priority: .normal, mask: [])
    @exclusivity(unchecked) private var arenas: [GestureArena] = []
    @exclusivity(unchecked) private var dispatching = false
    @exclusivity(unchecked) private var deferred: [() -> Void] = []

    public init(settings: GestureSettings = GestureSettings()) {
        self.settings = settings
    }

    // MARK: Regions and attachments

    /// Adds a region in front of all existing ones. `parent` makes it a child
    /// region: the parent's gestures rank against its gestures.
    @discardableResult
    public func addRegion(frame: Rect, parent: RegionID? = nil) -> RegionID {
        let parentIndex = parent.flatMap(slot) ?? -1
        if let index = freeRegionSlots.popLast() {
            let generation = regions[index].generation + 1
            regions[index] = RegionRecord(frame: frame, parent: parentIndex, generation: generation)
            return RegionID(index: index, generation: generation)
        }
        regions.append(RegionRecord(frame: frame, parent: parentIndex))
        return RegionID(index: regions.count - 1, generation: 0)
    }

    /// The frames (screen points) of the named coordinate spaces gestures may
    /// report in (`CoordinateSpace.named`), replacing the previous ones.
    public func setCoordinateSpaces(_ frames: [String: Rect]) {
        namedFrames = frames
    }

    /// Moves or resizes a region; affects later touch-downs only.
    public func setFrame(_ frame: Rect, of region: RegionID) {
        guard let index = slot(region) else { return }
        regions[index].frame = frame
    }

    /// The region's frame, if it exists.
    public func frame(of region: RegionID) -> Rect? {
        guard let index = slot(region) else { return nil }
        return regions[index].frame
    }

    /// Removes a region; its running gestures (and those they were grouped
    /// with) are cancelled with `.regionRemoved`.
    public func removeRegion(_ region: RegionID) {
        guard !dispatching else {
            deferred.append { [unowned self] in self.removeRegion(region) }
            return
        }
        guard let removed = slot(region) else { return }
        regions[removed].alive = false
        for index in regions[removed].attachments {
            let group = attachments[index].group
            if group >= 0 { cancelArena(group, .regionRemoved) }
        }
        // Running ones were freed as their groups ended (`freeMembers`).
        for index in regions[removed].attachments where attachments[index].group < 0 { freeSlot(index) }
        regions[removed].attachments = []
        // Its children rank on their own from now on; the slot can be reused.
        for index in regions.indices where regions[index].parent == removed { regions[index].parent = -1 }
        freeRegionSlots.append(removed)
    }

    /// The slot of a live region, if `region` still names it.
    @usableFromInline
    func slot(_ region: RegionID) -> Int? {
        let index = region.index
        guard regions.indices.contains(index), regions[index].alive, regions[index].generation == region.generation else { return nil }
        return index
    }

    /// Removes every gesture attached to `region` so others can be attached,
    /// unless one of them is running (a finger is on it): then nothing
    /// changes and the result is false. A view host calls it when a view's
    /// gestures were rebuilt, as SwiftUI updates a view's gestures with its body.
    @discardableResult
    public func removeGestures(from region: RegionID) -> Bool {
        guard !dispatching, let slot = slot(region) else { return false }
        let indices = regions[slot].attachments
        guard !indices.contains(where: { attachments[$0].group >= 0 }) else { return false }
        for index in indices { freeSlot(index) }
        regions[slot].attachments = []
        return true
    }

    /// Gesture slots in use or free (for tests: replacing gestures must not grow it).
    var attachmentSlotCount: Int { attachments.count }
    /// Region slots in use or free (for tests: views that come and go must not grow it).
    var regionSlotCount: Int { regions.count }

    private func freeSlot(_ index: Int) {
        guard attachments[index] !== vacant else { return }
        attachments[index] = vacant
        freeAttachmentSlots.append(index)
    }

    // The attach path, `Attachment.init` and the combinators' and modifiers'
    // recognizers are `@inlinable` so client modules specialize the gesture
    // tree they attach: left unspecialized, a frame costs ~8x. The inlined
    // code reaches the engine only through `slot` and `install` (non-generic).

    /// Attaches `gesture` to `region`, as SwiftUI's `.gesture(_:including:)`.
    @inlinable
    public func gesture<G: Gesture>(_ gesture: G, on region: RegionID, including mask: GestureMask = .all) {
        attach(gesture, to: region, priority: .normal, including: mask)
    }

    /// As SwiftUI's `.highPriorityGesture(_:including:)`.
    @inlinable
    public func highPriorityGesture<G: Gesture>(_ gesture: G, on region: RegionID, including mask: GestureMask = .all) {
        attach(gesture, to: region, priority: .high, including: mask)
    }

    /// As SwiftUI's `.simultaneousGesture(_:including:)`.
    @inlinable
    public func simultaneousGesture<G: Gesture>(_ gesture: G, on region: RegionID, including mask: GestureMask = .all) {
        attach(gesture, to: region, priority: .simultaneous, including: mask)
    }

    /// Attaches `gesture` with an explicit priority. Attachments on one region
    /// stack like SwiftUI modifiers: a later one is outside an earlier one.
    @inlinable
    public func attach<G: Gesture>(_ gesture: G, to region: RegionID, priority: GesturePriority, including mask: GestureMask = .all) {
        guard let regionSlot = slot(region) else { return }
        install(Attachment(gesture, region: regionSlot, priority: priority, mask: mask), on: regionSlot)
    }

    /// Puts `attachment` in a free slot (or a new one) and lists it on the region in `regionSlot`.
    @usableFromInline
    func install(_ attachment: Attachment, on regionSlot: Int) {
        let index: Int
        if let slot = freeAttachmentSlots.popLast() {
            attachments[slot] = attachment
            index = slot
        } else {
            attachments.append(attachment)
            index = attachments.count - 1
        }
        regions[regionSlot].attachments.append(index)
    }

    // MARK: Input

    /// Feeds one frame (points already in screen coordinates). Deadlines up
    /// to the frame's time run first.
    public func handle(_ frame: TouchFrame) {
        guard !dispatching else {
            deferred.append { [unowned self] in self.handle(frame) }
            return
        }
        let frameTime = Double(frame.time) / 1_000_000
        advance(to: frameTime)
        dispatching = true
        time = max(time, frameTime)
        for contact in frame.contacts {
            route(contact)
        }
        for index in arenas.indices where arenas[index].inUse && arenas[index].hasChanges {
            deliver(index)
        }
        dispatching = false
        runDeferred()
    }

    /// The earliest time a running gesture wants to be woken up, in seconds
    /// on the frame clock; `nil` when nothing is pending.
    public var nextDeadline: Double? {
        var best: Double?
        for arena in arenas where arena.inUse {
            best = earliest(best, arena.deadline(attachments: attachments))
        }
        return best
    }

    /// Runs every deadline up to `time`, in order, each at its own time.
    public func advance(to time: Double) {
        guard !dispatching else {
            deferred.append { [unowned self] in self.advance(to: time) }
            return
        }
        dispatching = true
        while true {
            var best = Double.infinity
            var bestArena = -1
            for index in arenas.indices where arenas[index].inUse {
                if let deadline = arenas[index].deadline(attachments: attachments), deadline < best {
                    best = deadline
                    bestArena = index
                }
            }
            guard bestArena >= 0, best <= time else { break }
            self.time = max(self.time, best)
            deliver(bestArena)
            // A recognizer that keeps asking for the same moment would spin forever.
            if let again = arenas[bestArena].deadline(attachments: attachments), again <= best {
                cancelArena(bestArena, .abandoned)
            }
        }
        self.time = max(self.time, time)
        dispatching = false
        runDeferred()
    }

    /// Cancels every running gesture (e.g. `.deviceRemoved` when the touch
    /// device goes away) and forgets all fingers.
    public func cancelAll(reason: GestureEndReason) {
        guard !dispatching else {
            deferred.append { [unowned self] in self.cancelAll(reason: reason) }
            return
        }
        dispatching = true
        for index in arenas.indices where arenas[index].inUse {
            cancelArena(index, reason)
            release(index)
        }
        dispatching = false
        runDeferred()
    }

    /// Whether no gesture is running and no finger is tracked.
    public var isIdle: Bool { !arenas.contains { $0.inUse } }

    // MARK: Routing

    private func route(_ contact: TouchContact) {
        let touch = GestureTouch(id: contact.id, location: contact.position, change: contact.change)
        for index in arenas.indices where arenas[index].inUse {
            let arena = arenas[index]
            if let slot = arena.fingers.index(of: contact.id) {
                arena.fingers[slot] = touch
                arena.hasChanges = true
                return
            }
        }
        guard contact.change.contains(.began), let hit = hitRegion(contact.position) else { return }
        // A running gesture on the hit region or its ancestors takes the finger.
        var region = hit
        while region >= 0 {
            for attachment in regions[region].attachments where attachments[attachment].group >= 0 {
                let arena = arenas[attachments[attachment].group]
                if arena.fingers.append(touch) { arena.hasChanges = true }
                return
            }
            region = regions[region].parent
        }
        startArena(hit, touch)
    }

    private func hitRegion(_ point: Point) -> Int? {
        if let hitTest {
            guard let id = hitTest(point) else { return nil }
            return slot(id)
        }
        var index = regions.count - 1
        while index >= 0 {
            if regions[index].alive && regions[index].frame.containsHalfOpen(point) { return index }
            index -= 1
        }
        return nil
    }

    private func startArena(_ hit: Int, _ touch: GestureTouch) {
        let index = arenas.firstIndex { !$0.inUse } ?? {
            arenas.append(GestureArena())
            return arenas.count - 1
        }()
        let arena = arenas[index]
        arena.reset()
        // Build the ranking from the innermost region outwards, each
        // attachment wrapping what is inside it (SwiftUI's modifier order).
        var current = -1
        var region = hit
        while region >= 0 {
            if regions[region].alive {
                for attachmentIndex in regions[region].attachments {
                    let attachment = attachments[attachmentIndex]
                    guard attachment.group < 0 else { continue }
                    let own = attachment.mask.contains(.gesture) ? arena.leaf(attachmentIndex) : -1
                    let inner = attachment.mask.contains(.subviews) ? current : -1
                    switch attachment.priority {
                    case .normal where waitsForMoreTaps(inner, than: attachment, in: arena):
                        // SwiftUI's RequiredTapCount: a child needing fewer
                        // taps waits for this gesture to fail.
                        current = arena.combine(.exclusive, own, inner)
                    case .normal: current = arena.combine(.exclusive, inner, own)
                    case .high: current = arena.combine(.exclusive, own, inner)
                    case .simultaneous: current = arena.combine(.simultaneous, own, inner)
                    }
                }
            }
            region = regions[region].parent
        }
        guard current >= 0 else { return }
        arena.root = current
        arena.collectMembers(current)
        arena.inUse = true
        arena.fingers.append(touch)
        arena.hasChanges = true
        let context = GestureContext(settings: settings, time: time)
        for member in arena.members {
            let attachment = attachments[member]
            attachment.group = index
            attachment.regionFrame = regions[attachment.region].frame
            attachment.begin(context)
        }
        if observer != nil { reportBegan(index, hit: hit, touch: touch) }
    }

    /// Whether the tap gestures inside (`inner`, one tap or more) need fewer
    /// taps than `attachment`'s, so that they wait for it to fail.
    private func waitsForMoreTaps(_ inner: Int, than attachment: Attachment, in arena: GestureArena) -> Bool {
        guard inner >= 0, attachment.mask.contains(.gesture) else { return false }
        let innerTaps = arena.requiredTapCount(inner, attachments)
        return innerTaps >= 1 && attachment.requiredTapCount > innerTaps
    }

    // MARK: Delivering

    private func deliver(_ index: Int) {
        let arena = arenas[index]
        arena.hasChanges = false
        if !arena.isDecided {
            var cancelled = false
            var i = 0
            while i < arena.fingers.count {
                if arena.fingers[i].change.contains(.cancelled) { cancelled = true }
                i += 1
            }
            if cancelled {
                cancelArena(index, .touchCancelled)
            } else {
                // Local spaces follow their regions while the gesture runs.
                for member in arena.members {
                    let attachment = attachments[member]
                    attachment.regionFrame = regions[attachment.region].frame
                }
                arena.update(GestureEvent(time: time, touches: arena.fingers, namedFrames: namedFrames), attachments: attachments)
                if observer != nil { reportChanges(index) }
                // Decided: whatever had not ended lost to the winner.
                if arena.isDecided { freeMembers(index, .excluded) }
            }
        }
        // Lifted fingers leave; the rest carry no change into the next event.
        var i = 0
        while i < arena.fingers.count {
            if arena.fingers[i].isDown {
                arena.fingers[i].change = []
                i += 1
            } else {
                arena.fingers.remove(at: i)
            }
        }
        if arena.fingers.isEmpty {
            if !arena.isDecided && arena.deadline(attachments: attachments) == nil {
                cancelArena(index, .abandoned)
            }
            if arena.isDecided { release(index) }
        }
    }

    private func cancelArena(_ index: Int, _ reason: GestureEndReason) {
        arenas[index].cancel(reason)
        freeMembers(index, reason)
    }

    /// Ends the run of every member (`reason` for those that had not ended),
    /// so the attachments can start again on a new touch while this group
    /// still holds its fingers.
    private func freeMembers(_ index: Int, _ reason: GestureEndReason) {
        for (position, member) in arenas[index].members.enumerated() where attachments[member].group == index {
            if observer != nil { reportEnd(index, position, reason) }
            attachments[member].end(reason)
            attachments[member].group = -1
            let region = attachments[member].region
            if region >= 0, !regions[region].alive { freeSlot(member) }
        }
    }

    private func release(_ index: Int) {
        let arena = arenas[index]
        freeMembers(index, .abandoned)
        arena.reset()
        arena.inUse = false
    }

    // MARK: Observing

    private func regionID(_ slot: Int) -> RegionID {
        RegionID(index: slot, generation: regions.indices.contains(slot) ? regions[slot].generation : 0)
    }

    private func observedGesture(_ attachmentIndex: Int) -> ObservedGesture {
        let attachment = attachments[attachmentIndex]
        return ObservedGesture(region: regionID(attachment.region), name: attachment.diagnosticName, priority: attachment.priority)
    }

    /// Numbers the sequence `index` has just started and reports it, with its gestures' first phase.
    private func reportBegan(_ index: Int, hit: Int, touch: GestureTouch) {
        guard let observer else { return }
        observedSequences += 1
        let arena = arenas[index]
        arena.sequence = observedSequences
        observer.touchSequenceBegan(ObservedTouchSequence(
            id: arena.sequence, time: time, touch: touch.id, location: touch.location, region: regionID(hit),
            gestures: arena.members.map(observedGesture)))
        reportChanges(index)
    }

    /// Reports the gestures of sequence `index` whose phase changed since last reported.
    private func reportChanges(_ index: Int) {
        guard let observer else { return }
        let arena = arenas[index]
        guard arena.sequence > 0 else { return }
        for (position, member) in arena.members.enumerated() where attachments[member].group == index {
            let attachment = attachments[member]
            let phase = ObservedGesturePhase(attachment.phase)
            guard phase != attachment.observedPhase else { continue }
            attachment.observedPhase = phase
            observer.gesturePhaseChanged(ObservedPhaseChange(
                sequence: arena.sequence, member: position, gesture: observedGesture(member), phase: phase, time: time))
        }
    }

    /// Reports `failed(reason)` for a gesture of sequence `index` whose run
    /// ends (`position` in its members) before it ended or failed by itself.
    private func reportEnd(_ index: Int, _ position: Int, _ reason: GestureEndReason) {
        guard let observer else { return }
        let arena = arenas[index]
        let member = arena.members[position]
        let attachment = attachments[member]
        guard arena.sequence > 0, !attachment.finished, attachment.observedPhase?.isTerminal != true else { return }
        attachment.observedPhase = .failed(reason)
        observer.gesturePhaseChanged(ObservedPhaseChange(
            sequence: arena.sequence, member: position, gesture: observedGesture(member), phase: .failed(reason), time: time))
    }

    private func runDeferred() {
        guard !deferred.isEmpty, !dispatching else { return }
        let work = deferred
        deferred.removeAll()
        for item in work { item() }
    }
}

extension GestureEngine {
    /// As SwiftUI's `onTapGesture(count:perform:)`: `TapGesture(count:)`
    /// attached with `.gesture`, calling `action` when it ends.
    public func onTapGesture(count: Int = 1, on region: RegionID, perform action: @escaping () -> Void) {
        gesture(TapGesture(count: count).onEnded { action() }, on: region)
    }

    /// As SwiftUI's `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`;
    /// `nil` thresholds take the config's long-press defaults.
    public func onLongPressGesture(
        minimumDuration: Double? = nil, maximumDistance: CGFloat? = nil, on region: RegionID,
        perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
    ) {
        gesture(longPressAction(minimumDuration: minimumDuration, maximumDistance: maximumDistance,
                                perform: action, onPressingChanged: onPressingChanged), on: region)
    }
}
