import Scene

/// One node of the resolved view tree: what a primitive view, a layout
/// modifier or an effect wrapper turns into. The host lays nodes out and
/// turns each into a Scene layer with the node's identity as its id.
final class ViewNode {
    let id: ViewID
    // Stored properties here skip the runtime's exclusivity checks (docs/architecture.md, "Exclusivity checks").
    /// The layer id: the identity, unless `matchedGeometryEffect` shares it.
    @exclusivity(unchecked) var layerID: LayerID {
        didSet { emitted = nil }
    }
    @exclusivity(unchecked) var kind: NodeKind {
        didSet {
            sizeCache = []
            placedSize = nil
            emitted = nil
        }
    }
    @exclusivity(unchecked) var children: [ViewNode]
    /// Set by the effect modifiers; any write marks the node as drawn in a
    /// layer of its own (`hasEffects`), whatever the values, so a layer does
    /// not come and go as an offset passes through zero.
    @exclusivity(unchecked) var effects = LayerEffects() {
        didSet {
            hasEffects = true
            emitted = nil
        }
    }
    /// Whether an effect modifier has set `effects`: the node then has a layer of its own.
    @exclusivity(unchecked) private(set) var hasEffects = false
    /// Gestures attached to this view, innermost (first attached) first.
    @exclusivity(unchecked) var gestures: [ViewGesture] = [] {
        didSet { emitted = nil }  // with gestures a node has a layer of its own
    }
    /// Named by `accessibilityIdentifier`: `--layout` lists it.
    @exclusivity(unchecked) var isNamed = false
    /// `.accessibilityLabel(_:)`: `--layout` reports it as the view's label.
    @exclusivity(unchecked) var accessibilityLabel: String?
    /// `.preference(key:value:)` values set on the view.
    @exclusivity(unchecked) var preferences: [PreferenceValue] = []
    /// `onPreferenceChange` readers of the subtree, run after layout.
    @exclusivity(unchecked) var preferenceReaders: [PreferenceReader] = []
    /// A `Divider`: a stack turns it across its axis.
    @exclusivity(unchecked) var isDivider = false
    /// `.tag(_:)`: the value a `Picker` option stands for.
    @exclusivity(unchecked) var tag: AnyHashable?
    /// `.swipeActions(edge:allowsFullSwipe:content:)` on a list row's view: its row reveals them.
    @exclusivity(unchecked) var swipeActions: [SwipeActionsSet] = []
    /// A list row made by a `ForEach` with `onDelete` outside a lazy stack: deletes its element.
    @exclusivity(unchecked) var rowDelete: (() -> Void)?
    /// A `Button`'s action (and what closes the presentation or row it is in):
    /// what a full swipe over a row performs of its first swipe action.
    @exclusivity(unchecked) var buttonAction: (() -> Void)?
    /// `.coordinateSpace(name:)`.
    @exclusivity(unchecked) var coordinateSpaceName: String?
    /// A button under `.disabled(true)`: it has no gestures, and `--layout`
    /// still lists it, as taking no touches.
    @exclusivity(unchecked) var isDisabledControl = false
    /// A control `--layout` lists as a whole (a `Stepper`: its label's text),
    /// with or without an identifier, its parts listed after it.
    @exclusivity(unchecked) var isListedControl = false
    /// `.layoutPriority(_:)`: a stack sizes its higher-priority children first.
    @exclusivity(unchecked) var layoutPriority: Double = 0
    @exclusivity(unchecked) var onAppear: [() -> Void] = []
    @exclusivity(unchecked) var onDisappear: [() -> Void] = []
    /// `.onIdle(after:perform:)`: seconds without a touch, and what to do then.
    @exclusivity(unchecked) var onIdle: [(Double, () -> Void)] = []
    /// Frame in the parent node's coordinates, set by layout.
    @exclusivity(unchecked) var frame = Rect.zero
    /// Sizes computed for proposals: the node's subtree never changes once
    /// resolved (a change resolves new nodes), so they hold across passes.
    @exclusivity(unchecked) var sizeCache: [(ProposedSize, Size)] = []
    /// The size the children were last placed for: placing the node at the
    /// same size again leaves them where they are.
    @exclusivity(unchecked) var placedSize: Size?
    /// Where on the screen the node was last placed (its frame's origin,
    /// offsets included): a subtree with a `GeometryReader` is placed again
    /// when it moves, for the reader's `frame(in: .global)`.
    @exclusivity(unchecked) var placedOrigin: Point?
    /// The layer last emitted for the node, kept while its frame stays and
    /// nothing its layer shows is changed on it (identity, kind, effects,
    /// gestures: each drops it). A reused subtree's copies keep it, so the
    /// scene sees the very layer value again and skips diffing it.
    @exclusivity(unchecked) var emitted: Layer?
    /// What the host's walks after layout look for in the subtree, found
    /// the first time one asks: the subtree never changes once resolved
    /// (a reused subtree's top nodes are copies, which find it anew).
    @exclusivity(unchecked) private var subtreeNeeds: WalkNeeds?

    /// What the host's walks after layout look for.
    struct WalkNeeds: OptionSet {
        let rawValue: UInt8
        /// Gestures or a named coordinate space (the region walk).
        static let regions = WalkNeeds(rawValue: 1)
        /// onAppear, onDisappear or onIdle actions (the appearance walk).
        static let actions = WalkNeeds(rawValue: 2)
        /// A `GeometryReader` (layout places it again when it moves).
        static let geometry = WalkNeeds(rawValue: 4)
    }

    /// Whether the node or anything under it has what `needs` names: a
    /// walk skips a subtree that has none (most of a card's views).
    func subtreeHas(_ needs: WalkNeeds) -> Bool {
        if let known = subtreeNeeds { return !known.isDisjoint(with: needs) }
        var found: WalkNeeds = []
        if !gestures.isEmpty || coordinateSpaceName != nil { found.insert(.regions) }
        if !onAppear.isEmpty || !onDisappear.isEmpty || !onIdle.isEmpty || !preferenceReaders.isEmpty { found.insert(.actions) }
        if case .geometry = kind { found.insert(.geometry) }
        for child in children where !found.isSuperset(of: [.regions, .actions, .geometry]) {
            if child.subtreeHas(.regions) { found.insert(.regions) }
            if child.subtreeHas(.actions) { found.insert(.actions) }
            if child.subtreeHas(.geometry) { found.insert(.geometry) }
        }
        subtreeNeeds = found
        return !found.isDisjoint(with: needs)
    }

    init(id: ViewID, kind: NodeKind, children: [ViewNode] = []) {
        self.id = id
        layerID = id.layerID
        self.kind = kind
        self.children = children
    }

    /// Kept in the graph's record of a view's subtree and handed out again
    /// whole while the view is unchanged (with its layout and its layer from
    /// the last pass), so not to be changed in place: a modifier around the
    /// view changes `writable()` instead.
    @exclusivity(unchecked) var isShared = false

    /// The node itself, or a copy of it when it is shared: what a modifier
    /// changes.
    func writable() -> ViewNode { isShared ? copy() : self }

    /// The `layoutPriority` a stack sees for this child: its own, or that of
    /// the view a layout modifier wraps (a trait passes through `.padding`,
    /// `.frame`, `.background`, … as in SwiftUI).
    var stackPriority: Double {
        var node = self
        while node.layoutPriority == 0 {
            switch node.kind {
            case .frame, .padding, .wrapper, .aspect:
                guard node.children.count == 1 else { return 0 }
                node = node.children[0]
            case .decorated(let primary, _):
                guard node.children.indices.contains(primary) else { return 0 }
                node = node.children[primary]
            default:
                return 0
            }
        }
        return node.layoutPriority
    }

    /// A copy sharing the children: how a shared node is changed by the
    /// modifiers around its view.
    func copy() -> ViewNode {
        let copy = ViewNode(id: id, kind: kind, children: children)
        copy.layerID = layerID
        copy.sizeCache = sizeCache
        copy.placedSize = placedSize
        copy.placedOrigin = placedOrigin
        if hasEffects { copy.effects = effects }
        copy.gestures = gestures
        copy.coordinateSpaceName = coordinateSpaceName
        copy.layoutPriority = layoutPriority
        copy.isDisabledControl = isDisabledControl
        copy.isListedControl = isListedControl
        copy.isNamed = isNamed
        copy.accessibilityLabel = accessibilityLabel
        copy.isDivider = isDivider
        copy.preferences = preferences
        copy.preferenceReaders = preferenceReaders
        copy.tag = tag
        copy.swipeActions = swipeActions
        copy.rowDelete = rowDelete
        copy.buttonAction = buttonAction
        copy.onAppear = onAppear
        copy.onDisappear = onDisappear
        copy.onIdle = onIdle
        // Last: the assignments above drop it.
        copy.emitted = emitted
        return copy
    }

    /// Where the node is on the screen when its parent's origin is at
    /// `origin` (screen points): its laid-out frame moved by its offset.
    func screenFrame(inParentAt origin: Point) -> Rect {
        Rect(x: origin.x + frame.origin.x + effects.offset.width, y: origin.y + frame.origin.y + effects.offset.height,
             width: frame.size.width, height: frame.size.height)
    }

    /// Whether the node needs no layer of its own: a layout container or
    /// wrapper with nothing drawn, no effects, gestures or shared identity,
    /// and no children ordered by zIndex. Its children are drawn in its
    /// parent's layer instead, which keeps the scene and the renderer's
    /// walks short.
    var isTransparent: Bool {
        isTransparentButForOrder && !children.contains { $0.effects.zIndexSet }
    }

    /// Transparent but that its children may be ordered by zIndex.
    var isTransparentButForOrder: Bool {
        if case .drawing = kind { return false }
        if case .scroll = kind { return false }
        return !hasEffects && gestures.isEmpty && layerID == id.layerID && framedText == nil
    }

    /// For `Text(…).frame(…)` with the text centred vertically and on one line
    /// (or its lines aligned as the frame aligns the text): the text and the
    /// alignment one text layer the frame's size draws it with.
    var framedText: (drawing: Drawing, alignment: TextAlignment)? {
        guard case .frame(let layout) = kind, layout.alignment.vertical == .center, children.count == 1 else { return nil }
        let child = children[0]
        // Not when the text is taller than the frame (`fixedSize()` inside it): its layer would cut lines.
        guard case .drawing(let drawing) = child.kind, case .text(let text) = drawing,
              child.isPlain, child.frame.width <= frame.width, child.frame.height <= frame.height else { return nil }
        let alignment: TextAlignment = switch layout.alignment.horizontal {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
        guard !text.runs.contains(where: { $0.string.contains("\n") }) || text.alignment == alignment else { return nil }
        return (drawing, alignment)
    }

    /// Drawn with nothing else to it: no effects, gestures, shared identity or actions.
    var isPlain: Bool {
        children.isEmpty && !hasEffects && gestures.isEmpty && layerID == id.layerID && onAppear.isEmpty && onDisappear.isEmpty
            && onIdle.isEmpty && coordinateSpaceName == nil && preferences.isEmpty && preferenceReaders.isEmpty
    }

    /// A shape drawn over all of `bounds` with nothing else to it: the
    /// parent's layer can draw it as its own content.
    func isPlainBackdrop(in bounds: Rect) -> Bool {
        guard case .drawing(.shape) = kind, isPlain else { return false }
        return frame.isIdentical(to: bounds)
    }
}

extension [ViewNode] {
    /// The nodes with `change` made to the first (a writable one: a copy if it is shared).
    func changingFirst(_ change: (ViewNode) -> Void) -> [ViewNode] {
        guard let first else { return self }
        let target = first.writable()
        change(target)
        var nodes = self
        nodes[0] = target
        return nodes
    }
}

/// How a node sizes and places its children.
enum NodeKind {
    /// Something drawn, with no children.
    case drawing(Drawing)
    /// `HStack` / `VStack`.
    case stack(StackLayout)
    case zstack(Alignment)
    /// `Spacer`: flexible along its stack's axis (both ways outside a stack).
    case spacer(minLength: Double, axis: Axis?)
    case frame(FrameLayout)
    case padding(EdgeInsets)
    /// `.background` / `.overlay`: `children[primary]` sets the size, the
    /// others are proposed that size and aligned on it.
    case decorated(primary: Int, alignment: Alignment)
    /// `.position`: takes the proposal, centres its child on the point.
    case position(Point)
    /// `GeometryReader`: takes the proposal; its content is made from it.
    case geometry((GeometryProxy) -> [ViewNode])
    /// `.aspectRatio`: proposes its child the largest (fit) or smallest (fill)
    /// size of the ratio around the proposal; nil ratio: the child's own.
    case aspect(ratio: Double?, fill: Bool)
    /// `ScrollView`: its content at its ideal length along the axis, moved by the model's offset.
    case scroll(ScrollModel)
    /// One child, the same size: carries effects, gestures, identity.
    case wrapper
    /// A lazy stack or grid: its children are the items in sight, resolved as it is placed.
    case lazy(LazyContainer)
    /// A `Grid`, one of its rows or a cell spanning columns.
    case grid(GridPart)
    /// A `ViewThatFits`: its one child is the candidate chosen at layout.
    case fits(FitsChoice)
}

/// What a drawing node shows.
enum Drawing {
    case shape(ShapeKind, fill: Fill?, stroke: Stroke?, trim: ClosedRange<Double>?)
    case text(StyledText)
    /// An image file; `tint` draws its alpha in that colour (template rendering).
    case image(path: String, naturalSize: Size?, resizable: Bool, tint: RGBAColor?, interpolation: ImageInterpolation)
    /// A glyph of the icon font `family`: a symbol image.
    case symbol(glyph: String, family: String, color: RGBAColor, naturalSize: Size?, resizable: Bool)
}

/// The shapes a drawing node can be.
enum ShapeKind {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case circle
    case ellipse
    case capsule
    /// A path made for the node's bounds.
    case path((Rect) -> Scene.Path)
}

/// Properties of the node's layer that do not affect layout.
struct LayerEffects {
    var offset = Size.zero
    var zIndex: Double = 0
    /// `.zIndex` was applied: its siblings' parent keeps a layer, so the
    /// order stays among them, as SwiftUI scopes zIndex to the container.
    var zIndexSet = false
    var opacity: Double = 1
    var rotation: Angle?
    var rotationAnchor = UnitPoint.center
    var rotation3D: Angle?
    var rotation3DAnchor = UnitPoint.center
    var scale: Size?
    var scaleAnchor = UnitPoint.center
    var shadow: Shadow?
    var clipCornerRadius: Double?
    /// `clipShape`: the shape whose corners the clip follows (capsule, circle).
    var clipShape: ShapeKind?
    var transition: AnyTransition?
    var animation: (Animation?, AnyHashableSendable)?
    var allowsHitTesting = true
    /// `contentShape`: the whole frame takes touches.
    var hitTestsFrame = false
    /// A scroll view: touches outside its frame reach none of its content (`Layer.confinesHitTesting`).
    var confinesHitTesting = false
    /// `drawingGroup()`: the renderer may keep the layer's look (see `Layer.cached`).
    var cached = false
    /// A 0…1 quantity the layer's content shows (a trimmed ring's sweep; see `Layer.progress`).
    var progress: Double = 0
    /// `blur`, `saturation`, … (see `Layer.filters`).
    var filters: [LayerFilter] = []
    /// `mask`: the last child masks the others (see `Layer.masksWithLastChild`).
    var masksWithLastChild = false
}

/// A gesture attached by a modifier: how to attach it to the view's region.
/// Made when the body that holds the modifier is evaluated, so the same
/// object comes back while that body is reused: the host re-attaches a
/// view's gestures only when they are new objects.
final class ViewGesture {
    let attach: (GestureEngine, RegionID) -> Void
    init(attach: @escaping (GestureEngine, RegionID) -> Void) { self.attach = attach }
}
