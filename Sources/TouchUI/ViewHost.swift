import Foundation
import Scene
import TouchModel

/// Runs a view tree as a `TouchApp`: evaluates the root view when its state
/// changed, lays it out on the screen, hands the scene its layers, and keeps
/// one gesture region per view with gestures — framed where the view is,
/// nested under its nearest ancestor with gestures — so views rank and see
/// coordinates as SwiftUI's do.
public nonisolated final class ViewHost<Root: View>: TouchApp {
    public let root: Root
    private let graph = ViewGraph()
    private let layoutEngine: LayoutEngine
    // Stored properties here skip the runtime's exclusivity checks (docs/architecture.md, "Exclusivity checks").
    @exclusivity(unchecked) private var attacher: GestureAttacher?
    /// Per view with gestures: the layer of the region it nests under.
    @exclusivity(unchecked) private var regionParents: [LayerID: LayerID?] = [:]
    /// Per view with gestures: the gestures its region has now.
    @exclusivity(unchecked) private var attachedGestures: [LayerID: [ViewGesture]] = [:]
    /// Frames of the views named as coordinate spaces, from the last layout.
    @exclusivity(unchecked) private var namedFrames: [String: Rect] = [:]
    /// Views that had onAppear / onDisappear actions in the last layout.
    @exclusivity(unchecked) private var visible: [LayerID: [() -> Void]] = [:]
    @exclusivity(unchecked) private var pendingAppear: [() -> Void] = []
    /// `.onIdle` handlers of the views shown, the time without a touch, and which ran since.
    @exclusivity(unchecked) private var idleHandlers: [(seconds: Double, action: () -> Void)] = []
    @exclusivity(unchecked) private var idleCount = IdleCount(since: 0)
    @exclusivity(unchecked) private var idleFired: Set<Int> = []
    /// onAppear / onDisappear actions of the layout in progress, run at its end.
    @exclusivity(unchecked) private var appearanceActions: [() -> Void] = []
    @exclusivity(unchecked) private var started = false
    /// Presentations shown by the last layout, with their `onDismiss`.
    @exclusivity(unchecked) private var presented: [String: () -> Void] = [:]
    @exclusivity(unchecked) private var pending: Transaction?
    @exclusivity(unchecked) private var time = 0.0
    /// Identities of the views whose bodies ran in the last layout (for tests).
    var evaluatedBodies: [String] { graph.evaluatedBodies }
    /// Model change handlers run so far, retired ones' included (for tests).
    var modelHandlersRun: Int { graph.modelHandlersRun.value }
    /// Text entry's state (for tests).
    var textInput: TextInputController { graph.textInput }
    /// Whether the host has laid its views out yet.
    public var hasLaidOut: Bool { lastTree != nil }
    /// Folders `Image("name")` looks names up in after its bundle and before
    /// the main bundle's resources: the kiosk's `images.path`.
    public var imageDirectories: [String] = [] {
        didSet { graph.changes.mark(Transaction()) }
    }
    /// Where the views' `@AppStorage` values are kept: ``AppStorageStore/standard``
    /// unless set (a test gives each host a store of its own).
    public var appStorage: AppStorageStore {
        get { graph.appStorage }
        set {
            graph.appStorage = newValue
            graph.changes.mark(Transaction())
        }
    }
    /// The last laid-out tree (for tests and `--layout`).
    @exclusivity(unchecked) private(set) var lastTree: ViewNode?

    /// The date at host time 0: a view's dates (`TimelineView`, `Text(_:style:)`)
    /// are this plus the host's time. The kiosk shell sets it (`setDateOrigin`):
    /// live, from the wall clock at start; a replay keeps the default, so it
    /// shows the same dates on every run. The core never reads the wall clock.
    @exclusivity(unchecked) public private(set) var dateOrigin = HostDates.defaultOrigin

    /// The date views see at host time `time`.
    public func date(at time: Double) -> Date { dateOrigin.addingTimeInterval(time) }

    /// The host time of `date` (the inverse of `date(at:)`).
    func hostTime(of date: Date) -> Double { date.timeIntervalSince(dateOrigin) }

    /// `measurer` sizes text as the renderer draws it (`Render.PangoTextMeasurer`);
    /// without one, text is estimated from its length.
    public init(_ root: Root, measurer: TextMeasuring?) {
        self.root = root
        layoutEngine = LayoutEngine(measurer: measurer)
        graph.textMetrics = TextMetrics(measurer: measurer)
        graph.textInput.metrics = graph.textMetrics
        graph.textInput.flag = graph.changes
        graph.changes.mark(Transaction())
    }

    /// The on-screen keyboard's letters (`us` by default).
    public var keyboardLayout: KeyboardLayout {
        get { graph.textInput.layout }
        set {
            graph.textInput.layout = newValue
            graph.changes.mark(Transaction())
        }
    }

    /// The on-screen keyboard's letters by name (`us`, `de`, `fr`: the
    /// kiosk's `keyboard.layout` key); an unknown name is logged and `us` used.
    public var keyboardLayoutName: String {
        get { keyboardLayout.name }
        set {
            if let layout = KeyboardLayout.named(newValue) {
                keyboardLayout = layout
            } else {
                ViewWarnings.once("Keyboard layout \"\(newValue)\" is unknown (known: \(KeyboardLayout.all.map(\.name).joined(separator: ", "))); using us")
                keyboardLayout = .us
            }
        }
    }

    public func setKeyboardLayout(named name: String) {
        keyboardLayoutName = name
    }

    /// A keyboard's event for the focused text field, at `time`: the same
    /// editing the on-screen keyboard's keys do. Without a focused field it
    /// is ignored.
    public func typed(_ event: TextInputEvent, at time: Double) {
        graph.textInput.time = time
        graph.textInput.typed(event)
    }

    public func attachGestures(_ attacher: GestureAttacher) {
        self.attacher = attacher
        attacher.hitTestsDrawnContent = true
    }

    public func appear() {
        started = true
        // Timers connected outside the views (a model's) run on this host's clock.
        HostTimers.start(graph.timers)
        defer { graph.tasks.drain() }
        idleCount.restart(at: time)
        let actions = pendingAppear
        pendingAppear.removeAll()
        for action in actions { action() }
    }

    public var hasChanges: Bool { graph.changes.isDirty }

    public func setDateOrigin(_ origin: Date, timeZone: TimeZone?) {
        dateOrigin = origin
        if let timeZone {
            graph.environment.timeZone = timeZone
            graph.environment.calendar.timeZone = timeZone
        }
        graph.changes.mark(Transaction())
    }

    public func setAsyncWakeUp(_ wake: @escaping @Sendable () -> Void) {
        graph.tasks.setWakeUp(wake)
    }

    public func prepareLayout(at time: Double) {
        self.time = time
        // Tasks' work queued since (from other threads) runs before the layout that shows it.
        graph.tasks.drain()
        // `Timer.publish` timers due by now send their dates; what their subscribers change is laid out now.
        graph.timers.advance(to: time) { date(at: $0) }
        // Timelines whose next date came: their content is made again.
        for (due, path) in graph.timelineDates where hostTime(of: due) <= time {
            graph.changes.mark(Transaction(), view: path)
        }
        // A held delete key's repeats due by now.
        graph.textInput.advance(to: time)
        // Idle timeouts that ran out: their actions change state for this layout.
        for (index, handler) in idleHandlers.enumerated() where !idleFired.contains(index) {
            guard let due = idleCount.deadline(after: handler.seconds), due <= time else { continue }
            idleFired.insert(index)
            handler.action()
        }
    }

    public func wakeUp(at time: Double) -> AnimationWakeUp {
        // State an onAppear changed is laid out on the next frame.
        if graph.changes.isDirty || graph.tasks.hasWork { return .nextFrame }
        let animations = graph.animations.reduce(AnimationWakeUp.never) { $0.merged(with: $1.wakeUp(at: time)) }
        let idle = idleHandlers.enumerated().filter { !idleFired.contains($0.offset) }
            .compactMap { idleCount.deadline(after: $0.element.seconds) }.min()
        // A timeline wakes the host exactly at its next date; a held delete key at its next repeat.
        let timeline = graph.timelineDates.map { hostTime(of: $0.date) }.min()
        let due = [idle, timeline, graph.textInput.wakeUp(), graph.timers.nextDue].compactMap { $0 }.min()
        return due.map { animations.merged(with: .at($0)) } ?? animations
    }

    public func touched(_ frame: TouchFrame, at time: Double) {
        idleCount.touch(frame, at: time)
        idleFired.removeAll()
    }

    public func takeTransaction() -> Transaction {
        defer { pending = nil }
        return pending ?? Transaction()
    }

    public func layout(screen: Size) -> [Layer] {
        let layers = layoutOnce(screen: screen)
        // onAppear / onDisappear run once the views are laid out, as SwiftUI
        // runs them after the update that shows them: what they change is a
        // change of its own, laid out next with its own transaction (a view
        // that appears within an animation does not take the animation an
        // onAppear then starts).
        let actions = appearanceActions
        appearanceActions.removeAll()
        for action in actions { action() }
        // Tasks started as views appeared run until they first wait, in this update.
        graph.tasks.drain()
        return layers
    }

    private func layoutOnce(screen: Size) -> [Layer] {
        if let transaction = graph.changes.take() { pending = merge(pending, transaction) }
        graph.time = time
        graph.date = date(at: time)
        graph.transaction = pending ?? Transaction()
        graph.beginPass()
        graph.environment.imageDirectories = imageDirectories
        let input = graph.textInput
        input.screen = screen
        var nodes = graph.resolve(root, at: ViewID("v"))
        nodes += resolvePresentations(screen: screen)
        // Focus as this pass's fields and focus states have it, then the keyboard.
        input.sync(fields: graph.textFields, complete: false)
        let keyboard = resolveKeyboard(screen: screen)
        // `.ignoresSafeArea(.keyboard)` on the outermost view: the keyboard covers the screen's lower part instead.
        if let height = keyboardHeight, !SafeAreaMarks.ignoresKeyboard(nodes) {
            revealTappedField(nodes, keyboardTop: screen.height - height, shrink: height)
            // Keyboard avoidance: the content lays out above the keyboard, as
            // SwiftUI's keyboard safe area shrinks it.
            let content = nodes.count == 1 ? nodes[0] : ViewNode(id: ViewID("v/content"), kind: .zstack(.center), children: nodes)
            nodes = [ViewNode(id: ViewID("v/avoid"), kind: .padding(EdgeInsets(top: 0, leading: 0, bottom: height, trailing: 0)),
                              children: [content])]
        }
        nodes += keyboard
        let tree = nodes.count == 1 ? nodes[0] : ViewNode(id: ViewID("v/all"), kind: .zstack(.center), children: nodes)
        layoutEngine.containers.screen = screen
        let size = layoutEngine.size(tree, ProposedSize(width: screen.width, height: screen.height))
        // Lazy containers resolve what is on the screen.
        layoutEngine.visible.rect = Rect(origin: .zero, size: screen)
        layoutEngine.place(tree, in: Rect(x: (screen.width - size.width) / 2, y: (screen.height - size.height) / 2,
                                         width: size.width, height: size.height))
        // After layout: a GeometryReader resolves its content as it is placed.
        // The fields of lazy rows were resolved as they were placed: focus with them all.
        input.sync(fields: graph.textFields, complete: true)
        graph.endPass()
        lastTree = tree
        input.readLayout()
        if let height = keyboardHeight { revealFocusedField(tree, keyboardTop: screen.height - height) }
        updateRegions(tree)
        updateAppearance(tree)
        readPreferences(tree)
        // onChange and onPreferenceChange actions run after the layout, with onAppear's.
        appearanceActions += graph.afterPass + graph.afterLayout
        graph.afterPass.removeAll()
        graph.afterLayout.removeAll()
        return LayerEmitter.layers(forRoot: tree)
    }

    /// The presentations met in this pass (`.sheet`, `.alert`, …), resolved
    /// above the tree in the order met (a presented view may present
    /// another); those gone since the last pass have their `onDismiss` run.
    private func resolvePresentations(screen: Size) -> [ViewNode] {
        var nodes: [ViewNode] = []
        var index = 0
        var shown: [String: () -> Void] = [:]
        // Bounded: a presentation presenting itself again cannot loop.
        while index < graph.presentations.count, index < Self.presentationLimit {
            let presentation = graph.presentations[index]
            index += 1
            guard shown[presentation.key] == nil else { continue }
            shown[presentation.key] = presentation.onDismiss ?? {}
            nodes += graph.resolve(PresentationContainer(presentation: presentation, screen: screen),
                                   at: ViewID("v/present/" + presentation.key))
        }
        for (key, onDismiss) in presented where shown[key] == nil { appearanceActions.append(onDismiss) }
        presented = shown
        return nodes
    }

    /// The keyboard's height while it is up and the content avoids it.
    private var keyboardHeight: Double? {
        graph.textInput.keyboardShown ? graph.textInput.geometry.height : nil
    }

    /// The on-screen keyboard while a field has focus, sliding up from the bottom edge.
    private func resolveKeyboard(screen: Size) -> [ViewNode] {
        let input = graph.textInput
        guard let focused = input.focused else { return [] }
        let keyboard = OnScreenKeyboard(geometry: input.geometry, state: input.keyboard, submitLabel: focused.entry.traits.submitLabel,
                                        tint: .blue, width: screen.width, controller: input)
        let container = VStack(spacing: 0) {
            Spacer(minLength: 0)
            keyboard.transition(.move(edge: .bottom))
        }
        .frame(width: screen.width, height: screen.height)
        return graph.resolve(container, at: ViewID("v/keyboard"))
    }

    /// A field just focused by a tap that the keyboard would cover: its
    /// scroll view (the innermost around it) scrolls it into sight in this
    /// pass, before layout, so that a lazy list's row stays among the rows laid out.
    private func revealTappedField(_ nodes: [ViewNode], keyboardTop: Double, shrink: Double) {
        let input = graph.textInput
        guard let (key, frame) = input.pendingReveal else { return }
        input.pendingReveal = nil
        guard key == input.focusedKey, frame.maxY > keyboardTop else { return }
        // The innermost vertical scroll view that held the field when it was tapped.
        var innermost: (ScrollModel, ViewNode)?
        let centre = Point(x: frame.midX, y: frame.midY)
        func walk(_ node: ViewNode) {
            if case .scroll(let model) = node.kind, model.axis == .vertical, model.screenFrame.contains(centre),
               let content = node.children.first, !content.isShared {
                innermost = (model, content)
            }
            for child in node.children { walk(child) }
        }
        for node in nodes { walk(node) }
        guard let (model, content) = innermost else { return }
        model.scroll(by: frame.maxY - keyboardTop + 8, viewportShrink: shrink, content: content)
    }

    /// Scrolls the scroll view around the focused field so the field is in
    /// sight above the keyboard, as SwiftUI scrolls a focused field into view.
    private func revealFocusedField(_ tree: ViewNode, keyboardTop: Double) {
        let input = graph.textInput
        guard input.needsReveal, let area = input.focused?.entry.geometry.area else { return }
        input.needsReveal = false
        var scrolls: [(model: ScrollModel, frame: Rect)] = []
        var found: (frame: Rect, scroll: (model: ScrollModel, frame: Rect)?)?
        func walk(_ node: ViewNode, _ origin: Point) {
            guard found == nil else { return }
            let global = Point(x: origin.x + node.frame.origin.x + node.effects.offset.width,
                               y: origin.y + node.frame.origin.y + node.effects.offset.height)
            let frame = Rect(origin: global, size: node.frame.size)
            if node === area {
                found = (frame, scrolls.last)
                return
            }
            var pushed = false
            if case .scroll(let model) = node.kind, model.axis == .vertical {
                scrolls.append((model, frame))
                pushed = true
            }
            for child in node.children { walk(child, global) }
            if pushed { scrolls.removeLast() }
        }
        walk(tree, .zero)
        guard let found, let scroll = found.scroll else { return }
        let margin = 8.0
        let top = scroll.frame.minY, bottom = min(scroll.frame.maxY, keyboardTop)
        if found.frame.maxY > bottom {
            scroll.model.scroll(by: min(found.frame.maxY - bottom + margin, found.frame.minY - top))
        } else if found.frame.minY < top {
            scroll.model.scroll(by: found.frame.minY - top - margin)
        }
    }

    /// The most presentations shown at once.
    static var presentationLimit: Int { 16 }

    /// The views that take touches (those with gestures) and where they are
    /// laid out, in screen points, front-to-back order aside: what `--layout`
    /// reports for a view app.
    public func touchableFrames() -> [(id: String, frame: Rect)] {
        var result: [(id: String, frame: Rect)] = []
        visitLaidOut { node, frame, visible in
            if !node.gestures.isEmpty, visible.map({ frame.overlap(with: $0) != nil }) ?? true {
                result.append((node.layerID.rawValue, frame))
            }
            return true
        }
        return result
    }

    /// What `--layout` reports of a view app, in the order drawn (presentations
    /// last), each with where it is (screen points, offsets included), whether
    /// it takes touches, the first text it shows and its `accessibilityLabel`:
    /// - each view that takes touches (has gestures: buttons, a control's parts,
    ///   views with gestures), each disabled button or control part (taking none),
    ///   each view named with `accessibilityIdentifier` (a presentation is named
    ///   after its kind: `alert`, `sheet`, …), and each control listed as a whole
    ///   (a `Stepper`: its label's text, its halves after it), named by its
    ///   identifier or else by its identity path, as a `Button` without one;
    /// - each `Text` not already reported by the innermost view listed around it
    ///   (a button's title is the button's text), taking no touches of its own:
    ///   a screen without identifiers is found by what it shows.
    ///
    /// Only what is on the screen: a view whose frame misses `screen`, lies
    /// outside the part its scroll views show or is clipped away by a clipping
    /// ancestor (`.clipped()`, `clipShape`, a wheel's rows beyond the wheel) is
    /// left out, and a `Text` under `opacity(0)` or `.hidden()` too.
    public func layoutEntries(screen: Size) -> [LayoutEntry] {
        var result: [LayoutEntry] = []
        let bounds = Rect(origin: .zero, size: screen)
        // `listedText`: the text of the innermost listed view around the node (nil: none or no text).
        func walk(_ node: ViewNode, _ origin: Point, _ visible: Rect?, listedText: String??, hidden: Bool) {
            let frame = node.screenFrame(inParentAt: origin)
            let onScreen = frame.overlap(with: bounds) != nil && visible.map { frame.overlap(with: $0) != nil } ?? true
            var innerText = listedText
            if !node.gestures.isEmpty || node.isNamed || node.isDisabledControl || node.isListedControl {
                // A scroll view is not named by its first row's text (a search by text would find it first).
                let text = node.effects.confinesHitTesting ? nil : node.firstText
                innerText = .some(text)
                if onScreen {
                    result.append(LayoutEntry(id: node.layerID.rawValue, frame: frame, takesTouches: !node.gestures.isEmpty,
                                              text: text, label: node.accessibilityLabel))
                }
            } else if case .drawing(.text(let styled)) = node.kind, onScreen, !hidden, listedText != .some(.some(styled.string)) {
                result.append(LayoutEntry(id: node.layerID.rawValue, frame: frame, takesTouches: false,
                                          text: styled.string, label: node.accessibilityLabel))
            }
            let inner = Self.visibleInside(node, frame: frame, visible)
            let hiddenInside = hidden || node.effects.opacity <= 0
            for child in node.children {
                walk(child, frame.origin, inner, listedText: innerText, hidden: hiddenInside)
            }
        }
        if let lastTree { walk(lastTree, .zero, nil, listedText: nil, hidden: false) }
        return result
    }

    /// The part of the screen the children of `node` (laid out at `frame`)
    /// show, given the part `visible` its ancestors show (nil: all): a scroll
    /// view or a clipping view (`.clipped()`, `clipShape`, `cornerRadius`)
    /// shows its content only inside its frame.
    private static func visibleInside(_ node: ViewNode, frame: Rect, _ visible: Rect?) -> Rect? {
        guard node.effects.confinesHitTesting || node.effects.clipCornerRadius != nil else { return visible }
        return visible.map { $0.overlap(with: frame) ?? Rect(origin: frame.origin, size: .zero) } ?? frame
    }

    /// Where the view with identity `path` was laid out (screen points,
    /// offsets included), also for views drawn without a layer of their own.
    func laidOutFrame(of path: String) -> Rect? {
        var found: Rect?
        visitLaidOut { node, frame, _ in
            if node.id.path == path { found = frame }
            return found == nil
        }
        return found
    }

    /// Visits the last laid-out tree depth first, in the order drawn, with
    /// each node's frame in screen points (offsets included) and the part of
    /// the screen its enclosing scroll views show (nil outside any); `visit`
    /// returns false to stop the walk.
    private func visitLaidOut(_ visit: (ViewNode, Rect, Rect?) -> Bool) {
        func walk(_ node: ViewNode, _ origin: Point, _ visible: Rect?) -> Bool {
            let frame = node.screenFrame(inParentAt: origin)
            guard visit(node, frame, visible) else { return false }
            let inner = Self.visibleInside(node, frame: frame, visible)
            for child in node.children {
                guard walk(child, frame.origin, inner) else { return false }
            }
            return true
        }
        if let lastTree { _ = walk(lastTree, .zero, nil) }
    }

    private func merge(_ a: Transaction?, _ b: Transaction) -> Transaction {
        guard let a else { return b }
        return a.animation == nil || b.animation != nil ? b : a
    }

    // MARK: Gesture regions

    private func updateRegions(_ tree: ViewNode) {
        guard let attacher else { return }
        var seen = Set<LayerID>()
        namedFrames.removeAll(keepingCapacity: true)
        walkRegions(tree, origin: .zero, parent: nil, attacher: attacher, seen: &seen)
        attacher.engine.setCoordinateSpaces(namedFrames)
        for id in regionParents.keys where !seen.contains(id) {
            attacher.removeRegion(for: id)
            regionParents[id] = nil
            attachedGestures[id] = nil
        }
    }

    private func walkRegions(_ node: ViewNode, origin: Point, parent: LayerID?, attacher: GestureAttacher, seen: inout Set<LayerID>) {
        let screenFrame = node.screenFrame(inParentAt: origin)
        let global = screenFrame.origin
        var parentForChildren = parent
        if let name = node.coordinateSpaceName { namedFrames[name] = screenFrame }
        if !node.gestures.isEmpty {
            let id = node.layerID
            if let known = regionParents[id], known != parent {
                attacher.removeRegion(for: id)   // moved under another view: a new region
                regionParents[id] = nil
                attachedGestures[id] = nil
            }
            let (region, isNew) = attacher.region(for: id, parent: parent, frame: screenFrame)
            // New gesture values (the body ran again) replace the old ones
            // once no finger is on them, as SwiftUI updates gestures with the body.
            let current = attachedGestures[id] ?? []
            let changed = current.count != node.gestures.count || zip(current, node.gestures).contains { $0 !== $1 }
            if isNew || (changed && attacher.engine.removeGestures(from: region)) {
                for gesture in node.gestures { gesture.attach(attacher.engine, region) }
                attachedGestures[id] = node.gestures
            }
            regionParents[id] = .some(parent)
            seen.insert(id)
            parentForChildren = id
        }
        for child in node.children where child.subtreeHas(.regions) {
            walkRegions(child, origin: global, parent: parentForChildren, attacher: attacher, seen: &seen)
        }
    }

    /// Runs the `onPreferenceChange` readers over their subtrees, now laid
    /// out (a GeometryReader's content included).
    private func readPreferences(_ node: ViewNode) {
        for reader in node.preferenceReaders { reader.read(node) }
        for child in node.children where child.subtreeHas(.actions) { readPreferences(child) }
    }

    // MARK: onAppear / onDisappear

    private func updateAppearance(_ tree: ViewNode) {
        var now: [LayerID: [() -> Void]] = [:]
        var appearing: [() -> Void] = []
        var idle: [(seconds: Double, action: () -> Void)] = []
        func walk(_ node: ViewNode) {
            idle += node.onIdle.map { (seconds: $0.0, action: $0.1) }
            if !node.onAppear.isEmpty || !node.onDisappear.isEmpty {
                now[node.layerID] = node.onDisappear
                if visible[node.layerID] == nil { appearing += node.onAppear }
            }
            for child in node.children where child.subtreeHas(.actions) { walk(child) }
        }
        walk(tree)
        if idle.count != idleHandlers.count { idleFired.removeAll() }
        idleHandlers = idle
        let disappearing = visible.filter { now[$0.key] == nil }.sorted { $0.key < $1.key }.flatMap(\.value)
        visible = now
        if started {
            appearanceActions += disappearing + appearing
        } else {
            pendingAppear += appearing
        }
    }
}

/// A view as `--layout` reports it.
public struct LayoutEntry: Sendable {
    /// Its `accessibilityIdentifier`, or its identity path.
    public let id: String
    /// Where it is, in screen points.
    public let frame: Rect
    /// Whether it has gestures (a disabled control has none).
    public let takesTouches: Bool
    /// The first text it shows, if any.
    public let text: String?
    /// Its `accessibilityLabel`, if it has one.
    public let label: String?
}

/// The dates of view hosts.
public enum HostDates {
    /// The date a host shows at time 0 unless its shell sets another:
    /// 2026-01-01 09:00:00 UTC, a fixed date so replays show the same dates.
    public static let defaultOrigin = Date(timeIntervalSince1970: 1_767_258_000)
}
