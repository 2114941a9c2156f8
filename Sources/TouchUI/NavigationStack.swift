import Scene

/// A stack of screens, as SwiftUI's `NavigationStack`: the root, and above
/// it a screen for each value on the path (made by the
/// `navigationDestination(for:)` for the value's type) or pushed by a
/// `NavigationLink(destination:)`. Each screen has iPadOS's navigation bar
/// (50 pt, its title, a "‹ <previous title>" back button named `back`, its
/// toolbar items).
///
/// A push slides the new screen in from the trailing edge over 0.35 s, as
/// `UINavigationController` does, the screen below moving a third as far
/// the other way; a pop is the reverse. A drag starting within 20 pt of the
/// leading edge moves the top screen with the finger and, let go past half
/// the width or flung towards the trailing edge, pops it; otherwise it
/// springs back. `@Environment(\.dismiss)` in a pushed screen pops it.
///
/// Every screen of the stack keeps its state while it is covered; only the
/// top one (and the one below while one slides) is laid out and drawn.
public nonisolated struct NavigationStack<Data, Root: View>: PrimitiveView, ResolvableView {
    let path: PathAccess?
    let root: Root

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let model = graph.storage(for: id.path + ".navigation") { NavigationModel() }
        model.flag = graph.changes
        model.owner = id.path
        model.bound = path
        let values = model.values
        var specs = [NavigationScreenSpec(key: "root", value: nil, view: AnyView(root))]
        for (index, value) in values.enumerated() {
            specs.append(NavigationScreenSpec(key: Self.key(index + 1, "\(value)"), value: value, view: nil))
        }
        for pushed in model.pushedViews {
            specs.append(NavigationScreenSpec(key: Self.key(specs.count, "view\(pushed.serial)"), value: nil, view: pushed.view,
                                              serial: pushed.serial))
        }
        model.update(specs, animated: !graph.transaction.disablesAnimations)
        // First the progress: a finished pop lets its screen go.
        let progress = model.progress(at: graph.time)
        let departing = model.departing
        let all = specs + (departing.map { [$0] } ?? [])

        // Every screen is resolved (its state lives while it is covered), in
        // order: a screen's destinations serve the screens above it.
        var destinations: [(AnyHashable) -> AnyView?] = []
        var screens: [NavigationScreen] = []
        for (index, spec) in all.enumerated() {
            // A presented screen shows what its presenter (resolved before it) declares now.
            let view = spec.serial.flatMap(model.pushedView(serial:)) ?? spec.view ?? spec.value.flatMap { value in destinations.lazy.compactMap { $0(value) }.first }
                ?? AnyView(Text("No destination for \(spec.value.map { "\($0)" } ?? "")").foregroundColor(.gray))
            let before = graph.navigationItems.count
            let depth = min(index, specs.count)
            let dismiss = DismissAction(key: id.path + "/" + spec.key, action: { [weak model] in model?.pop(toCount: depth - 1) })
            let context = NavigationContext(model: model)
            let nodes = graph.resolve(view, at: id.child(spec.key).child("content")) { environment in
                environment.navigation = context
                guard depth > 0 else { return }
                var values = EnvironmentValues(environment)
                values.dismiss = dismiss
                environment = values.base
            }
            var screen = NavigationScreen(spec: spec, nodes: nodes)
            for item in graph.takeNavigationItems(since: before) {
                switch item.kind {
                case .title(let title): screen.title = title
                case .titleDisplayMode(let mode): screen.mode = mode
                case .backButtonHidden(let hidden): screen.backHidden = hidden
                case .toolbar(let content): screen.toolbar.append(content)
                case .destination(let make): destinations.append(make)
                case .presented(let shown, let dismissed): model.present(shown, by: item.path, dismissed: dismissed)
                case .tabItem: break
                case .barOptions(let change): change(&screen.bar)
                }
            }
            if screen.mode == .automatic { screen.mode = screens.last?.mode ?? .large }
            screens.append(screen)
        }

        // The top screen, and while one slides, the moving one over the one below it.
        let top = specs.count - 1
        var placed: [(index: Int, offset: Double)] = []
        let width = model.width
        if departing != nil {
            placed = [(top, -Self.parallaxOffset(progress, width)), (all.count - 1, progress * width)]
        } else if progress > 0, top > 0 {
            placed = [(top - 1, -Self.parallaxOffset(progress, width)), (top, progress * width)]
        } else {
            placed = [(top, 0)]
        }
        var children: [ViewNode] = [ViewNode(id: id.child("measure"), kind: .geometry({ [weak model] proxy in
            model?.measured(width: proxy.size.width)
            return []
        }))]
        for (index, offset) in placed {
            let screen = screens[index]
            let isTop = index == placed.last?.index
            let chrome = NavigationScreenChrome(
                title: screen.title, mode: screen.mode, backTitle: index > 0 ? screens[index - 1].title : nil,
                backHidden: screen.backHidden, toolbar: screen.toolbar, names: isTop, swipes: isTop && index > 0 && !screen.backHidden,
                model: model, depth: index, content: ResolvedNodes(nodes: screen.nodes), bar: screen.bar)
            let nodes = graph.resolve(chrome, at: id.child(screen.spec.key).child("chrome"))
            children += nodes.map { node in
                guard offset != 0 else { return node }
                let moved = node.writable()
                moved.effects.offset = Size(width: offset, height: 0)
                if isTop { moved.effects.shadow = Shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.15), radius: 10, x: 0, y: 0) }
                return moved
            }
        }
        if model.wakeUp(at: graph.time) != .never { graph.animations.append(model) }
        let node = ViewNode(id: id, kind: .zstack(.topLeading), children: children)
        node.effects.clipCornerRadius = 0
        return [node]
    }

    /// How far the screen below sits to the leading side while the one above is `progress` off.
    private static func parallaxOffset(_ progress: Double, _ width: Double) -> Double {
        NavigationModel.parallax * width * (1 - progress)
    }

    /// A screen's key: its depth and what it shows, without `/` (a path separator).
    private static func key(_ depth: Int, _ what: String) -> String {
        "\(depth):" + what.replacingOccurrences(of: "/", with: "∕")
    }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack showing `root`, with a path of its own.
    public init(@ViewBuilder root: () -> Root) {
        path = nil
        self.root = root()
    }

    /// A stack over `path`: pushing and popping change it, and changing it
    /// pushes and pops.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.path = PathAccess(get: { path.wrappedValue.elements }, set: { path.wrappedValue = NavigationPath(elements: $0) })
        self.root = root()
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable {
    /// A stack over `path`, an array of values of one type.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.path = PathAccess(get: { path.wrappedValue.map { AnyHashable($0) } },
                               set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
        self.root = root()
    }
}

extension NavigationPath {
    init(elements: [AnyHashable]) { self.elements = elements }
}

/// A screen of a stack as resolved: its content and what it handed up.
struct NavigationScreen {
    let spec: NavigationScreenSpec
    let nodes: [ViewNode]
    var title = ""
    var mode = NavigationBarItem.TitleDisplayMode.automatic
    var backHidden = false
    var toolbar: [AnyView] = []
    var bar = NavigationBarOptions()
}

/// What links and `dismiss` inside a stack's screens reach: the stack's model.
struct NavigationContext {
    weak var model: NavigationModel?
}

extension ViewEnvironment {
    /// The stack the view is in.
    var navigation: NavigationContext? {
        get { custom.value(for: ObjectIdentifier(NavigationContext.self)) ?? nil }
        set { custom.set(newValue, for: ObjectIdentifier(NavigationContext.self)) }
    }
}
