import Foundation
import Scene

/// Evaluates views into nodes: asks composite views for their bodies, lets
/// primitives make their nodes, ties `@State`/`@GestureState` to identities
/// and watches observed models, so that a change marks the tree for another
/// evaluation.
final class ViewGraph {
    /// Set when anything a body read changed.
    let changes = ChangeFlag()
    /// Model change handlers run, retired ones' included (for tests).
    let modelHandlersRun = Generation()
    // Stored properties here skip the runtime's exclusivity checks (docs/architecture.md, "Exclusivity checks").
    /// The environment of the view being resolved (font, foreground, …).
    @exclusivity(unchecked) var environment = ViewEnvironment()
    /// The time of this evaluation and the transaction of its changes, for
    /// views and modifiers that animate themselves.
    @exclusivity(unchecked) var time = 0.0
    /// The date of this pass (`ViewHost.date(at:)`).
    @exclusivity(unchecked) var date = Date(timeIntervalSince1970: 0)
    /// The next date of each timeline shown in this pass, with its identity.
    @exclusivity(unchecked) var timelineDates: [(date: Date, path: String)] = []
    /// The executor the views' tasks run on.
    let tasks = HostTaskExecutor()
    /// `Timer.publish` timers subscribed by the views, on the host's clock.
    let timers = HostTimers()
    /// Where `@AppStorage` keeps values (the kiosk's, `AppStorageStore.standard`, unless the host is given another).
    @exclusivity(unchecked) var appStorage = AppStorageStore.standard
    /// Where `@SceneStorage` keeps values: in memory, for the host's one scene.
    let sceneStorage = AppStorageStore()
    @exclusivity(unchecked) var transaction = Transaction()
    /// Actions to run once this pass is laid out (`onChange`), in order.
    @exclusivity(unchecked) var afterPass: [() -> Void] = []
    /// Actions preference readers found after layout (`onPreferenceChange`).
    @exclusivity(unchecked) var afterLayout: [() -> Void] = []
    /// Presentations (`.sheet`, `.alert`, …) met in this pass, in order.
    @exclusivity(unchecked) var presentations: [Presentation] = []
    /// What views hand up to the navigation container around them (titles,
    /// toolbars, destinations, tab items), met in this pass, in order; a
    /// container takes out what its content added.
    @exclusivity(unchecked) var navigationItems: [NavigationItem] = []
    /// Text fields met in this pass, in order (for focus and typing).
    @exclusivity(unchecked) var textFields: [TextFieldEntry] = []
    /// Text entry's focus, caret and keyboard: kept by the graph so that the
    /// fields see them as they resolve.
    let textInput = TextInputController()
    /// Sizes text as the renderer draws it (the host's), for the text fields.
    @exclusivity(unchecked) var textMetrics = TextMetrics(measurer: nil)
    /// Self-animating values met in this evaluation.
    @exclusivity(unchecked) var animations: [any AnimationRecord] = []
    /// Counts passes (a pass: one evaluation of the whole tree, from
    /// `beginPass()` to `endPass()`): the deprecated `.animation(_:)` animates every change.
    @exclusivity(unchecked) private(set) var pass = 0
    /// State storages by key (a dynamic property's is `path.label`): the
    /// objects kept for an identity across passes, such as `@State` and
    /// `@GestureState` boxes, scroll models, animation records and epochs.
    @exclusivity(unchecked) private var storages: [String: AnyObject] = [:]
    /// Storage keys asked for in this pass: their storages stay at `endPass()`.
    @exclusivity(unchecked) private var touched: Set<String> = []
    /// Per composite view identity: the view and the body it last gave.
    @exclusivity(unchecked) private var bodies: [ViewID: BodyRecord] = [:]
    /// Identities whose body was asked for in this pass: their body records stay.
    @exclusivity(unchecked) private var bodiesTouched: Set<ViewID> = []
    /// Views whose own state changed since the last pass.
    @exclusivity(unchecked) private var dirtyViews: Set<String> = []
    /// Bodies evaluated in the last pass, by view identity (for tests and statistics).
    @exclusivity(unchecked) private(set) var evaluatedBodies: [String] = []

    /// A body record: what the graph keeps of a composite view between passes
    /// so that its body need not run again while its inputs, state and
    /// environment are unchanged.
    private struct BodyRecord {
        /// The view (a `KeptValue<V>`) and its body (a `KeptValue<V.Body>`).
        let view: AnyObject
        let body: AnyObject
        let environment: ViewEnvironment
        /// What the body's evaluations read of observed models: ended with the record.
        let observed: SiteEpoch
    }

    /// Per composite view identity: the nodes its body resolved to last
    /// time (shared: the modifiers around the view change copies of them).
    /// A view whose inputs, environment and whole subtree are unchanged gets
    /// the same nodes back, laid out and with their layers from the last
    /// pass, and its subtree is neither evaluated nor resolved again.
    @exclusivity(unchecked) private var subtrees: [ViewID: SubtreeRecord] = [:]
    /// Identities of the subtrees reused in this pass: their state and
    /// bodies stay though nothing in them was touched.
    @exclusivity(unchecked) private var reusedSubtrees: [ViewID] = []

    /// A subtree record: the nodes a composite view's body resolved to, kept
    /// so that an unchanged view hands them out again (shared) instead of
    /// evaluating and resolving its subtree.
    private struct SubtreeRecord {
        /// The view, a `KeptValue<V>`.
        let view: AnyObject
        let environment: ViewEnvironment
        /// The resolved nodes, laid out and with their layers from the last pass.
        let nodes: [ViewNode]
        /// How many state storages, bodies and subtree records (its own
        /// included) the subtree keeps: what reusing it keeps alive.
        var kept: Census
        /// The presentations (`.sheet`, `.alert`, …) its views made.
        let presentations: [Presentation]
        /// The navigation items its views handed up.
        let navigationItems: [NavigationItem]
        /// The text fields in it.
        let textFields: [TextFieldEntry]
    }

    /// A census: the counts of state storages, bodies and subtree records that
    /// a pass keeps alive. When they match the stores' sizes, nothing is gone
    /// and `endPass` has nothing to drop.
    struct Census {
        /// State storages, body records and subtree records kept alive.
        var storages = 0, bodies = 0, subtrees = 0

        static func - (a: Census, b: Census) -> Census {
            Census(storages: a.storages - b.storages, bodies: a.bodies - b.bodies, subtrees: a.subtrees - b.subtrees)
        }

        static func += (a: inout Census, b: Census) {
            a.storages += b.storages
            a.bodies += b.bodies
            a.subtrees += b.subtrees
        }
    }
    /// The census of this pass so far: what it has touched or reused.
    @exclusivity(unchecked) private var live = Census()
    /// The composite view whose body's content is being resolved: closures
    /// run while resolving it (`ForEach` rows, a `GeometryReader`'s content)
    /// read observed models on its behalf.
    @exclusivity(unchecked) private(set) var currentOwner: String?
    /// Whether `currentOwner`'s body ran in this pass (true where there is
    /// none): when it did not, the content closures in its body are those of
    /// the last pass, and a lazy `ForEach` may hand out the rows it made then
    /// (`MadeRows`) rather than make them again.
    @exclusivity(unchecked) private(set) var currentOwnerRan = true
    /// Counts GeometryReaders resolved: their content comes later, in layout.
    @exclusivity(unchecked) var deferredContents = 0
    /// Per view type: whether it has stored properties to link (`@State`, …).
    @exclusivity(unchecked) private var hasDynamicProperties: [ObjectIdentifier: Bool] = [:]

    /// Per view type, looked up once (`ViewTypeTraits<V>`, stored under `V`'s
    /// identifier): a conformance check is a search of the runtime's tables,
    /// and every view of every pass was asked several.
    @exclusivity(unchecked) private var traitsByType: [ObjectIdentifier: AnyObject] = [:]

    private func traits<V: View>(of type: V.Type) -> ViewTypeTraits<V> {
        // Stored under `V`'s own identifier, so it is a `ViewTypeTraits<V>`.
        if let known = traitsByType[ObjectIdentifier(type)] { return unsafeDowncast(known, to: ViewTypeTraits<V>.self) }
        let made = ViewTypeTraits<V>()
        traitsByType[ObjectIdentifier(type)] = made
        return made
    }

    /// Nodes for `view` at identity `id`.
    func resolve<V: View>(_ view: V, at id: ViewID) -> [ViewNode] {
        let traits = self.traits(of: V.self)
        if traits.isPrimitive { return traits.resolver(view, self, id) }
        // A tab not shown yet (`TabView`): its views are not made, only a place for its traits.
        if !dormantTabs.isEmpty, isDormant(id.path) { return [ViewNode(id: id, kind: .wrapper)] }
        if let record = subtrees[id], record.environment == environment, !subtreeIsDirty(id.path),
           sameInputs(kept: record.view, view, traits: traits) {
            reusedSubtrees.append(id)
            live += record.kept
            // What the subtree presents is presented again with it.
            presentations += record.presentations
            navigationItems += record.navigationItems
            textFields += record.textFields
            return record.nodes
        }
        let before = live
        link(view, at: id)
        if traits.isAnimatable, let nodes = resolveAnimating(view, at: id, traits: traits) { return nodes }
        let animationsBefore = animations.count
        let timelinesBefore = timelineDates.count
        let presentationsBefore = presentations.count
        let navigationItemsBefore = navigationItems.count
        let textFieldsBefore = textFields.count
        let deferredBefore = deferredContents
        let savedOwner = currentOwner, savedOwnerRan = currentOwnerRan
        currentOwner = id.path
        let evaluatedBefore = evaluatedBodies.count
        let body = body(of: view, at: id, traits: traits)
        currentOwnerRan = evaluatedBodies.count != evaluatedBefore
        let nodes = resolve(body, at: id.child("b"))
        currentOwner = savedOwner
        currentOwnerRan = savedOwnerRan
        // A subtree that animates itself (an Animatable view, a modifier
        // driven by the clock) is resolved on every pass; so is one holding a
        // GeometryReader, whose content is resolved later, as it is placed,
        // or a TimelineView, which says its next date on every pass.
        if animations.count == animationsBefore && deferredContents == deferredBefore && timelineDates.count == timelinesBefore {
            live.subtrees += 1
            // Handed out again while the view is unchanged: laid out and drawn
            // as they were, unless a modifier around the view changes a copy.
            for node in nodes { node.isShared = true }
            subtrees[id] = SubtreeRecord(view: traits.keptView.keep(view), environment: environment, nodes: nodes, kept: live - before,
                                         presentations: Array(presentations[presentationsBefore...]),
                                         navigationItems: Array(navigationItems[navigationItemsBefore...]),
                                         textFields: Array(textFields[textFieldsBefore...]))
        } else {
            subtrees[id] = nil
        }
        return nodes
    }

    /// An `Animatable` view's nodes with its animatable data at this pass's
    /// point of its animation; nil when it is not animating. Apart from
    /// `resolve`, whose every call would otherwise look up `Optional<V>`'s
    /// metadata for this rare path's cast.
    @inline(never)
    private func resolveAnimating<V: View>(_ view: V, at id: ViewID, traits: ViewTypeTraits<V>) -> [ViewNode]? {
        guard let animatable = view as? any Animatable, let animated = animating(animatable, key: id.path) as? V else { return nil }
        subtrees[id] = nil
        // What its body holds is made anew from interpolated data.
        let savedOwnerRan = currentOwnerRan
        currentOwnerRan = true
        defer { currentOwnerRan = savedOwnerRan }
        return resolve(body(of: animated, at: id, traits: traits), at: id.child("b"))
    }

    /// Whether `kept` (a record's `KeptValue`) holds a `V` whose inputs equal `view`'s.
    private func sameInputs<V: View>(kept: AnyObject, _ view: V, traits: ViewTypeTraits<V>) -> Bool {
        traits.keptView.holds(kept)
            && ViewInputs.equal(traits.keptView.value(in: kept), view,
                                hasDynamicProperties: hasDynamicProperties[ObjectIdentifier(V.self)] ?? true, comparer: traits.inputs)
    }

    /// Whether a view at or under `path` had its own state changed.
    private func subtreeIsDirty(_ path: String) -> Bool {
        guard !dirtyViews.isEmpty else { return false }
        // `path` itself or a path below it ("path/…"), compared in place: this
        // runs for every view resolved while a state change is pending (each
        // drag frame), and building "path/" allocated a string each time.
        let own = path.utf8
        return dirtyViews.contains { dirty in
            let bytes = dirty.utf8
            guard bytes.starts(with: own) else { return false }
            let rest = bytes.index(bytes.startIndex, offsetBy: own.count)
            return rest == bytes.endIndex || bytes[rest] == UInt8(ascii: "/")
        }
    }

    /// The view's body: the one it gave last time when the view's inputs
    /// are the same, its own state did not change and the environment is
    /// unchanged (SwiftUI's rule: only views whose inputs or state changed
    /// run their bodies again); otherwise a fresh evaluation.
    /// `traits`: how values of `V` compare, and the boxes they are kept in.
    private func body<V: View>(of view: V, at id: ViewID, traits: ViewTypeTraits<V>) -> V.Body {
        if bodiesTouched.insert(id).inserted { live.bodies += 1 }
        let record = bodies[id]
        if dirtyViews.isEmpty || !dirtyViews.contains(id.path), let record, record.environment == environment,
           traits.keptBody.holds(record.body), sameInputs(kept: record.view, view, traits: traits) {
            return traits.keptBody.value(in: record.body)
        }
        evaluatedBodies.append(id.path)
        let observed = record?.observed ?? SiteEpoch()
        let body = tracking(observed, owner: id.path) { runAsMainActor(view) { $0.body } }
        bodies[id] = BodyRecord(view: traits.keptView.keep(view), body: traits.keptBody.keep(body), environment: environment,
                                observed: observed)
        return body
    }

    /// Runs `make` (a closure of a body's content: a GeometryReader's, a
    /// ForEach's rows, resolved at `id`) on behalf of the view whose body
    /// holds it, as if its body had run it.
    func content<T>(at id: ViewID, owner: String?, _ make: () -> T) -> T {
        guard let owner else { return make() }
        return tracking(observed(at: id), owner: owner, make)
    }

    /// What the evaluations of a content closure or a modifier's body at `id`
    /// read of observed models, kept (and ended) with the state there.
    func observed(at id: ViewID) -> SiteEpoch {
        storage(for: id.path + "#observed") { SiteEpoch() }
    }

    /// Runs `evaluate` (a body) as an evaluation of the place `observed`
    /// belongs to, marking `owner` changed (nil: the whole tree) when an
    /// observed model property it read changes.
    func tracking<T>(_ observed: SiteEpoch, owner: String?, _ evaluate: () -> T) -> T {
        let flag = changes
        return ModelObservation.track(observed, handlersRun: modelHandlersRun, onChange: {
            flag.mark(Transaction.current, view: owner)
        }, evaluate)
    }

    /// Resolves `view` with `change` applied to the environment.
    func resolve<V: View>(_ view: V, at id: ViewID, environment change: (inout ViewEnvironment) -> Void) -> [ViewNode] {
        let saved = environment
        change(&environment)
        defer { environment = saved }
        return resolve(view, at: id)
    }

    /// Starts an evaluation of the whole tree.
    func beginPass() {
        pass += 1
        animations.removeAll(keepingCapacity: true)
        timelineDates.removeAll(keepingCapacity: true)
        presentations.removeAll(keepingCapacity: true)
        navigationItems.removeAll(keepingCapacity: true)
        textFields.removeAll(keepingCapacity: true)
        touched.removeAll(keepingCapacity: true)
        bodiesTouched.removeAll(keepingCapacity: true)
        evaluatedBodies.removeAll(keepingCapacity: true)
        reusedSubtrees.removeAll(keepingCapacity: true)
        live = Census()
        dirtyViews = changes.takeDirtyViews()
    }

    /// Ends it: state and bodies of views that are gone are dropped, as SwiftUI drops them.
    func endPass() {
        let stale = (storages: storages.count != live.storages, bodies: bodies.count != live.bodies,
                     subtrees: subtrees.count != live.subtrees)
        let sweeps = sweepsAtEnd
        sweepsAtEnd = false
        guard sweeps || stale.storages || stale.bodies || stale.subtrees else { return }
        let reused = ReusedPaths(reusedSubtrees)
        if sweeps || stale.storages {
            storages = storages.filter { touched.contains($0.key) || reused.holds($0.key) }
        }
        if sweeps || stale.bodies {
            bodies = bodies.filter { bodiesTouched.contains($0.key) || reused.holds($0.key.path) }
        }
        if sweeps || stale.subtrees {
            subtrees = subtrees.filter { bodiesTouched.contains($0.key) || reused.holds($0.key.path) }
        }
    }

    /// The storage kept for `key`, made by `make` the first time.
    func storage<S: AnyObject>(for key: String, make: () -> S) -> S {
        if touched.insert(key).inserted { live.storages += 1 }
        if let kept = storages[key] as? S { return kept }
        let made = make()
        storages[key] = made
        return made
    }

    /// Ties the `@State`, `@GestureState`, `@Namespace` properties of
    /// `value` (a view or a view modifier) to the storage kept for `id`.
    func link<V>(_ view: V, at id: ViewID) {
        let type = ObjectIdentifier(V.self)
        if hasDynamicProperties[type] == false { return }
        if id.path == Self.rootPath, let keys = rootStateKeys {
            // The host's root is one value for good: its properties point at
            // the storage they were tied to the first time; keep that alive.
            for key in keys where touched.insert(key).inserted { live.storages += 1 }
            return
        }
        var keys: [String] = []
        let layout: DynamicPropertyFields
        if let known = dynamicPropertyFields[type] {
            layout = known
        } else {
            layout = DynamicPropertyFields(of: view)
            dynamicPropertyFields[type] = layout
        }
        if let fields = layout.fields {
            withUnsafeBytes(of: view) { value in
                guard let base = value.baseAddress else { return }
                for field in fields {
                    let key = stateKey(field.label, at: id)
                    field.link(base + field.offset, self, key, id.path)
                    keys.append(key)
                }
            }
            hasDynamicProperties[type] = !fields.isEmpty
        } else {
            var found = false
            for child in Mirror(reflecting: view).children {
                guard let property = child.value as? any DynamicViewProperty else { continue }
                found = true
                let key = stateKey(child.label ?? "_", at: id)
                property.link(in: self, key: key, owner: id.path)
                keys.append(key)
            }
            hasDynamicProperties[type] = found
        }
        if id.path == Self.rootPath { rootStateKeys = keys }
    }

    /// Each view or modifier type's dynamic property fields, found once.
    @exclusivity(unchecked) private var dynamicPropertyFields: [ObjectIdentifier: DynamicPropertyFields] = [:]

    /// Where the storage of a view's dynamic property `label` is kept: `path.label`.
    private func stateKey(_ label: String, at id: ViewID) -> String { id.path + "." + label }

    /// The tabs of the `TabView`s being resolved that were never shown:
    /// views under them are not made (`isDormant`).
    @exclusivity(unchecked) var dormantTabs: [DormantTabs] = []

    /// Whether `path` lies in a tab never shown: its composite views are
    /// not made (a place holder stands for them), and the modifiers that act
    /// (`onChange`, `task`, a timeline, a presentation) do not act.
    func isDormant(_ path: String) -> Bool {
        dormantTabs.contains { $0.holds(path) }
    }

    /// How far this pass's collections had grown: what `rewind(to:)` goes back to.
    struct PassMarks {
        let presentations, navigationItems, textFields, animations, timelineDates, afterPass, afterLayout, deferred: Int
    }

    func passMarks() -> PassMarks {
        PassMarks(presentations: presentations.count, navigationItems: navigationItems.count, textFields: textFields.count,
                  animations: animations.count, timelineDates: timelineDates.count, afterPass: afterPass.count,
                  afterLayout: afterLayout.count, deferred: deferredContents)
    }

    /// Forgets what was resolved since `marks` (a part resolved again, in
    /// another way, in the same pass): its presentations, fields, actions, ….
    /// What it touched stays touched; the census may count a reused subtree
    /// twice, so `endPass` sweeps.
    func rewind(to marks: PassMarks) {
        presentations.removeSubrange(min(marks.presentations, presentations.count)...)
        navigationItems.removeSubrange(min(marks.navigationItems, navigationItems.count)...)
        textFields.removeSubrange(min(marks.textFields, textFields.count)...)
        animations.removeSubrange(min(marks.animations, animations.count)...)
        timelineDates.removeSubrange(min(marks.timelineDates, timelineDates.count)...)
        afterPass.removeSubrange(min(marks.afterPass, afterPass.count)...)
        afterLayout.removeSubrange(min(marks.afterLayout, afterLayout.count)...)
        deferredContents = marks.deferred
        sweepsAtEnd = true
    }

    /// Set by `rewind(to:)`: `endPass` drops what was not touched without trusting the census.
    @exclusivity(unchecked) private var sweepsAtEnd = false

    /// The identity of the host's root view.
    static let rootPath = "v"
    /// The state keys of the root view, once linked.
    @exclusivity(unchecked) private var rootStateKeys: [String]?
}

/// Values flowing down the view tree, as SwiftUI's environment; the public
/// face of it is `EnvironmentValues`.
struct ViewEnvironment: Equatable {
    var font = Font.body
    /// `.disabled(_:)`: false once any ancestor disables its content.
    var isEnabled = true
    /// `.tint(_:)` / `.accentColor(_:)`: the colour controls are drawn in (nil: iOS's system blue).
    var tint: RGBAColor?
    /// The `.accessibilityIdentifier` of the view being resolved: a control
    /// resolved at `path` names its parts after it (`qty.increment`).
    var identifierScope: IdentifierScope?
    /// Inside a `ScrollView`'s content: a button there lets a drag scroll, as
    /// UIKit's scroll views cancel content touches that start a pan.
    var isScrollContent = false
    /// In an alert's or dialog's actions: buttons fill their row, a cancel one in bold.
    var inAlert = false
    /// Resolving a `Picker`'s options: `ForEach` rows are tagged with their ids.
    var tagsRows = false
    /// Values of custom `EnvironmentKey`s, button styles, observable models.
    var custom = EnvironmentStorage()
    /// `.fontWeight` / `.bold()` on a container: applied to text without its own font.
    var fontWeight: FontWeight?
    var foreground = Fill.color(.black)
    /// `foregroundStyle(_:_:)` / `(_:_:_:)`: the styles `.primary`, `.secondary`, … stand for.
    var hierarchicalStyles: [Fill] = []
    /// `\.colorScheme` and friends: what the screen looks like (see `EnvironmentValues`).
    var appearance = Appearance()
    var multilineTextAlignment = TextAlignment.leading
    /// `.italic()`, `.underline()`, `.kerning(_:)`, … on a container: the style of text inside.
    var textAttributes = TextAttributes()
    /// `.lineLimit(_:)`, `.truncationMode(_:)`, … : how text inside is laid out.
    var textOptions = TextLayoutOptions()
    /// `\.locale`: what `Text(_:format:)` and dates format in (see `EnvironmentValues.locale`).
    var locale = EnvironmentValues.defaultLocale
    /// `\.timeZone`: the zone dates are shown in.
    var timeZone = EnvironmentValues.defaultTimeZone
    /// `\.calendar`.
    var calendar = EnvironmentValues.defaultCalendar
    /// `.imageScale(_:)`: the size of symbol images relative to the font.
    var imageScale = Image.Scale.medium
    /// The kiosk's folders `Image(_:)` looks names up in (`ViewHost.imageDirectories`).
    var imageDirectories: [String] = []
    /// iOS's system blue: the tint where none is set.
    static let systemBlue = RGBAColor(red: 0, green: 0.478, blue: 1, alpha: 1)
    /// Colour of text and a shape's default fill.
    var foregroundColor: RGBAColor {
        switch foreground {
        case .color(let color): color
        case .linearGradient(let colors, _, _), .radialGradient(let colors, _, _, _): colors.first ?? .black
        }
    }
}

/// A `TabView`'s tabs while it resolves them: every view under `prefix`
/// (its content) is dormant unless it lies in a tab that was shown.
struct DormantTabs {
    /// The content's path and a slash.
    let prefix: String
    /// The root paths of the tabs built (shown once).
    let built: Set<String>

    /// Whether `path` lies in the content and in no built tab: neither at or
    /// under a built tab's root nor above one (a modifier around the tab's
    /// view, such as its `onChange`, whose own identity is the root's parent).
    func holds(_ path: String) -> Bool {
        guard path.hasPrefix(prefix) else { return false }
        return !built.contains { root in
            path == root || Self.lies(path, under: root) || Self.lies(root, under: path)
        }
    }

    private static func lies(_ path: String, under root: String) -> Bool {
        path.hasPrefix(root) && path.dropFirst(root.count).first == "/"
    }
}

/// The paths of the subtrees reused in a pass, to tell whether a key (a view
/// identity or a state key, `path.property`) lies in one of them. `endPass`
/// asks it of every key it keeps while rows come and go (each frame of a
/// scroll): a key's prefixes of the reused paths' lengths are looked up in a
/// set, in place, where comparing the key with each reused path, building
/// `path + "/"` each time, was a quarter of a lazy grid's drag frame.
private struct ReusedPaths {
    private let paths: Set<Substring>
    /// The reused paths' lengths in UTF-8 bytes, distinct, ascending.
    private let lengths: [Int]

    init(_ ids: [ViewID]) {
        paths = Set(ids.map { Substring($0.path) })
        lengths = Set(ids.map { $0.path.utf8.count }).sorted()
    }

    /// Whether `key` is a reused path or lies under one (the path, then `/` or `.`).
    func holds(_ key: String) -> Bool {
        let utf8 = key.utf8
        let count = utf8.count
        for length in lengths {
            guard length <= count else { break }
            let end = utf8.index(utf8.startIndex, offsetBy: length)
            if end != utf8.endIndex {
                // A separator is ASCII, so `end` is then a character boundary.
                let byte = utf8[end]
                guard byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".") else { continue }
            }
            if paths.contains(key[..<end]) { return true }
        }
        return false
    }
}
