import Scene

/// A screen of a `NavigationStack` with its bars: iPadOS's 50 pt navigation
/// bar (back button and leading items, the inline title centred, trailing
/// items), a large title under it, the content, a bottom bar when the
/// toolbar has items for it, and the strip along the leading edge where a
/// drag swipes the screen back.
nonisolated struct NavigationScreenChrome: View {
    let title: String
    let mode: NavigationBarItem.TitleDisplayMode
    /// The previous screen's title; nil on the root.
    let backTitle: String?
    let backHidden: Bool
    let toolbar: [AnyView]
    /// Whether the back button is named `back` (only the top screen's is).
    let names: Bool
    /// Whether the edge swipe pops this screen.
    let swipes: Bool
    let model: NavigationModel
    /// The number of screens pushed under and including this one.
    let depth: Int
    let content: ResolvedNodes
    /// What `.toolbar(_:for:)` and the toolbar background modifiers ask.
    var bar = NavigationBarOptions()
    @Environment(\.tintColor) private var tint

    /// UINavigationBar's height on iPadOS.
    static let barHeight = 50.0
    /// How close to the leading edge a drag must start to swipe back.
    static let edgeWidth = 20.0

    var body: some View {
        ZStack(alignment: .topLeading) {
            VStack(spacing: 0) {
                if !bar.navigationBarHidden {
                    navigationBar
                }
                if mode == .large && !title.isEmpty && !bar.navigationBarHidden {
                    Text(title)
                        .font(.system(size: 34, weight: .bold))
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding(.horizontal, 20)
                        .frame(height: 52, alignment: .bottom)
                        .padding(.bottom, 8)
                }
                content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                if !toolbar.isEmpty && !bar.bottomBarHidden {
                    bottomBar
                }
            }
            if swipes {
                edgeStrip
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.white)
    }

    private var navigationBar: some View {
        ZStack {
            HStack(spacing: 16) {
                if let backTitle, !backHidden {
                    backButton(backTitle)
                }
                HStack(spacing: 16) { ToolbarSlotContent(items: toolbar, slot: .leading) }
                Spacer(minLength: 0)
                HStack(spacing: 16) { ToolbarSlotContent(items: toolbar, slot: .trailing) }
            }
            .padding(.horizontal, 16)
            ToolbarSlotContent(items: toolbar, slot: .principal)
            if mode == .inline {
                Text(title).font(.headline).foregroundColor(bar.colorScheme == .dark ? .white : nil)
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: Self.barHeight)
        .background(bar.backgroundHidden ? AnyView(Color.clear) : bar.background ?? AnyView(Color(white: 0.98)))
        .overlay(alignment: .bottom) { if !bar.backgroundHidden { Divider() } }
    }

    private func backButton(_ previous: String) -> some View {
        let model = self.model
        let depth = self.depth
        return Button(action: { model.pop(toCount: depth - 1) }) {
            HStack(spacing: 4) {
                Text("‹").font(.system(size: 28, weight: .medium)).offset(y: -2)
                Text(previous.isEmpty ? "Back" : previous)
            }
        }
        .accessibilityIdentifier(ifAny: names ? "back" : nil)
    }

    /// UIToolbar at the bottom: 50 pt on iPadOS; nothing when no item goes there.
    private var bottomBar: some View {
        BottomToolbar(items: toolbar)
    }

    private var edgeStrip: some View {
        let model = self.model
        return Color.clear
            .frame(width: Self.edgeWidth)
            .frame(maxHeight: .infinity)
            .padding(.top, Self.barHeight)
            .contentShape(Rectangle())
            .gesture(DragGesture(minimumDistance: 10)
                .onChanged { model.swiped($0.translation.width) }
                .onEnded { model.swipeEnded(translation: $0.translation.width, velocity: $0.velocity.width) }
                .onCancel { _ in model.swipeCancelled() })
    }
}

/// The bottom bar of a screen's toolbar: its `.bottomBar` items spread
/// across a 50 pt bar, or nothing when it has none.
nonisolated struct BottomToolbar: PrimitiveView, ResolvableView {
    let items: [AnyView]

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let probe = graph.resolve(ToolbarSlotContent(items: items, slot: .bottom), at: id.child("items"))
        guard !probe.isEmpty else { return [] }
        let bar = HStack(spacing: 16) { ResolvedNodes(nodes: probe) }
            .padding(.horizontal, 16)
            .frame(maxWidth: .infinity)
            .frame(height: NavigationScreenChrome.barHeight)
            .background(Color(white: 0.98))
            .overlay(alignment: .top) { Divider() }
        return graph.resolve(bar, at: id.child("bar"))
    }
}
