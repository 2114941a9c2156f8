import Scene

/// A presented sheet over the screen, as iPadOS draws one.
///
/// In a regular width (an iPad, a kiosk's default) it is UIKit's form
/// sheet: a card at most 540×620 in the middle over a dimmed screen, its
/// size fixed (iPadOS ignores `presentationDetents` there: they apply to
/// the bottom sheet of a compact width, UISheetPresentationController's
/// documentation). In a compact width (`.environment(\.horizontalSizeClass,
/// .compact)`, a portrait phone-sized screen) it rises from the bottom edge
/// across the width to its detent's height, 10 pt short of the top at
/// `.large`, opening at the smallest detent (UIKit's default, nil
/// `selectedDetentIdentifier`).
///
/// A drag down on the sheet follows the finger; let go past a third of the
/// sheet's height (or flung down faster than 1000 pt/s) it dismisses, as
/// UIKit's sheet does, else it springs back; with detents it settles at the
/// detent nearest to where it was let go, or dismisses below half the
/// smallest. A tap on the dimmed screen dismisses it. With
/// `interactiveDismissDisabled` neither dismisses: the sheet follows a
/// downward drag a fifth as far and springs back.
nonisolated struct SheetContainer: View {
    let presentation: Presentation
    let screen: Size
    let dismiss: DismissAction
    /// The drag's vertical translation and velocity while a finger drags the sheet.
    @GestureState private var drag = SheetDrag()
    /// The detent the sheet rests at when no `selection` is bound (nil: the smallest).
    @State private var chosen: PresentationDetent?
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        SheetLayout(content: presentation.content, screen: screen, dismiss: dismiss, drag: drag, dragState: $drag,
                    chosen: chosen, choose: $chosen, compact: presentation.compactWidth || sizeClass == .compact)
    }
}

/// A drag on a sheet: how far down it has gone (negative up) and how fast.
struct SheetDrag: Equatable {
    var translation = 0.0
    var velocity = 0.0
}

/// The sheet, laid out once its content is resolved (the content says its
/// detents and the rest by `sheetOption`s in its subtree).
private nonisolated struct SheetLayout: PrimitiveView, ResolvableView {
    let content: AnyView
    let screen: Size
    let dismiss: DismissAction
    let drag: SheetDrag
    let dragState: GestureState<SheetDrag>
    let chosen: PresentationDetent?
    let choose: Binding<PresentationDetent?>
    let compact: Bool

    /// UIKit's form sheet size on an iPad.
    static let formSize = Size(width: 540, height: 620)
    /// How far short of the top a compact sheet's `.large` detent stops.
    static let topGap = 10.0

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let nodes = graph.resolve(content, at: id.child("content"))
        var changes: [(inout SheetOptions) -> Void] = []
        for node in nodes { node.collectSheetOptions(into: &changes) }
        var options = SheetOptions()
        for change in changes { change(&options) }

        let available = max(screen.height - Self.topGap, 0)
        let detents = options.detents.sorted { $0.height(in: available) < $1.height(in: available) }
        let usesDetents = compact && !detents.isEmpty
        let resting = usesDetents ? (options.selection?.wrappedValue ?? chosen).flatMap { d in detents.contains(d) ? d : nil } ?? detents[0] : nil
        let width = compact ? screen.width : min(Self.formSize.width, screen.width - 40)
        let height = resting.map { $0.height(in: available) } ?? (compact ? available : min(Self.formSize.height, screen.height - 40))

        // The sheet follows a drag down (a fifth as far when it may not be
        // dismissed or rests above a lower detent it could move to) and up
        // only between detents.
        let lowest = detents.first.map { $0.height(in: available) }
        var offset = drag.translation
        if !usesDetents {
            offset = max(offset, 0) * (options.dismissDisabled ? 0.2 : 1)
        } else if options.dismissDisabled, let lowest, height - offset < lowest {
            offset = (height - lowest) + (offset - (height - lowest)) * 0.2
        }
        let shownHeight = usesDetents ? min(max(height - min(offset, 0), 0), available) : height
        let slide = usesDetents ? max(offset, 0) : offset

        let grabber = options.dragIndicator == .visible || (options.dragIndicator == .automatic && usesDetents && detents.count > 1)
        let radius = options.cornerRadius ?? 10
        let passesTouches: Bool = {
            switch options.backgroundInteraction.kind {
            case .automatic, .disabled: return false
            case .enabled(let upThrough):
                guard let upThrough, let resting else { return true }
                return resting.height(in: available) <= upThrough.height(in: available)
            }
        }()

        let dismiss = self.dismiss, dismissDisabled = options.dismissDisabled
        let selection = options.selection, choose = self.choose
        let gesture = DragGesture(minimumDistance: 10)
            .updating(dragState) { value, state, _ in
                state = SheetDrag(translation: value.translation.height, velocity: value.velocity.height)
            }
            .onEnded { value in
                let moved = value.translation.height, speed = value.velocity.height
                guard usesDetents else {
                    if !dismissDisabled, moved > height / 3 || speed > 1000 { dismiss() }
                    return
                }
                let released = height - moved
                if !dismissDisabled, let lowest, released < lowest / 2 || (speed > 1000 && released < lowest) {
                    dismiss()
                    return
                }
                let nearest = detents.min { abs($0.height(in: available) - released) < abs($1.height(in: available) - released) }
                guard let nearest else { return }
                withAnimation(.spring(response: 0.35, dampingFraction: 1)) {
                    if let selection { selection.wrappedValue = nearest } else { choose.wrappedValue = nearest }
                }
            }

        let background = options.background ?? AnyView(Color.white)
        // Content that does not fill the sheet sits in its middle, as SwiftUI centres a sheet's root view.
        let card = ResolvedNodes(nodes: nodes)
            .frame(width: width, height: shownHeight, alignment: .center)
            .background(background)
            .overlay(alignment: .top) {
                if grabber {
                    Capsule().fill(Color(red: 0.76, green: 0.76, blue: 0.78))
                        .frame(width: 36, height: 5)
                        .padding(.top, 5)
                        .allowsHitTesting(false)
                        .accessibilityIdentifier("sheet.grabber")
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: radius))
            .contentShape(Rectangle())
            .gesture(gesture)
            .offset(y: slide)
            .accessibilityIdentifier("sheet.card")
            .transition(.move(edge: .bottom))
        let sheet = ZStack(alignment: compact ? .bottom : .center) {
            if !passesTouches {
                Color.black.opacity(0.25)
                    .contentShape(Rectangle())
                    .gesture(TapGesture().onEnded { if !dismissDisabled { dismiss() } })
                    .transition(.opacity)
            }
            card
        }
        .frame(width: screen.width, height: screen.height)
        return graph.resolve(sheet, at: id.child("sheet"))
    }
}
