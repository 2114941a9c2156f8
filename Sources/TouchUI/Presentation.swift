import Scene

/// A view presented over the whole screen by a modifier somewhere in the
/// tree (`.sheet`, `.alert`, …): collected while the tree is resolved and
/// resolved above it, in the order met, as SwiftUI presents from a view at
/// window level.
struct Presentation {
    /// The presenting view's identity (and an item's id): the presented
    /// view's identity, so its state lives while it stays presented.
    let key: String
    let kind: PresentationKind
    let content: AnyView
    /// Ends the presentation (sets the binding that presents it).
    let dismiss: () -> Void
    /// Called once the presentation has gone, however it went.
    let onDismiss: (() -> Void)?
    /// The presenting view's horizontal size class is compact: a sheet rises from the bottom edge.
    var compactWidth = false
    /// What the presented content inherits of its presenter's environment
    /// (`ViewEnvironment.presented(as:)`).
    var environment = ViewEnvironment()
}

extension ViewEnvironment {
    /// The environment a presentation of `kind` made here starts from.
    ///
    /// SwiftUI resolves a presentation in its presenter's environment: since
    /// iOS 14 "sheets do inherit their environment" (oleb.net/2020/sheet-environment,
    /// confirmed by the SwiftUI team), so `@Environment(Order.self)`,
    /// `@EnvironmentObject` and custom keys set above the presenter are found
    /// in a sheet, and so is `.lineSpacing` (nathantannar4/Transmission#46:
    /// a system `.sheet` passes it where a hand-made presentation loses it).
    /// What a presentation does not take is its presenter's place: it is a
    /// new hosting controller, with its own navigation stack, toolbar, list
    /// and focus, and its own `dismiss`. So this keeps the app's values (set
    /// through `EnvironmentValues`' key subscript, `.environment(object)`,
    /// `.environmentObject`, the style modifiers: `EnvironmentStorage`'s
    /// `presented` entries) and the built-in values an app sets, and leaves
    /// the layout context (the navigation context, toolbar slot, list
    /// context, scroll content, identifier scope, …) at its start.
    ///
    /// Alerts, dialogs and menus are system chrome in SwiftUI (UIAlertController,
    /// UIMenu): their content sees the app's values, the locale and the
    /// appearance, but is drawn in its own fonts, colours and button rows, not the presenter's.
    /// None takes `.disabled` from its presenter, so a presentation can always be answered.
    func presented(as kind: PresentationKind) -> ViewEnvironment {
        let isChrome = kind != .sheet && kind != .fullScreenCover
        var inherited = ViewEnvironment()
        inherited.custom = custom.presentedEntries(leaving: isChrome ? EnvironmentValues.buttonStyleKeys : [])
        inherited.appearance = appearance
        inherited.locale = locale
        inherited.timeZone = timeZone
        inherited.calendar = calendar
        inherited.imageDirectories = imageDirectories
        inherited.tint = tint
        guard !isChrome else { return inherited }
        inherited.font = font
        inherited.fontWeight = fontWeight
        inherited.foreground = foreground
        inherited.hierarchicalStyles = hierarchicalStyles
        inherited.multilineTextAlignment = multilineTextAlignment
        inherited.textAttributes = textAttributes
        inherited.textOptions = textOptions
        inherited.imageScale = imageScale
        return inherited
    }
}

/// How a presentation is drawn.
enum PresentationKind: Equatable {
    /// iPadOS's form sheet: a card in the middle, at most 540×620, over a dimmed screen.
    case sheet
    /// The whole screen.
    case fullScreenCover
    /// A centred alert card.
    case alert
    /// A card of actions at the bottom (an action sheet).
    case dialog
    /// A picker's options: a card in the middle.
    case menu

    /// Its name in `--layout`.
    var name: String {
        switch self {
        case .sheet: "sheet"
        case .fullScreenCover: "fullScreenCover"
        case .alert: "alert"
        case .dialog: "confirmationDialog"
        case .menu: "menu"
        }
    }
}

/// What dismisses the presentation a view is in, as SwiftUI's
/// `DismissAction`: `@Environment(\.dismiss) private var dismiss`, then
/// `dismiss()`. Outside a presentation it does nothing.
public struct DismissAction: Equatable {
    let key: String
    let action: (() -> Void)?

    /// Dismisses the presentation.
    public func callAsFunction() { action?() }

    public static func == (a: DismissAction, b: DismissAction) -> Bool { a.key == b.key }
}

extension EnvironmentValues {
    /// Dismisses the presentation the view is in.
    public var dismiss: DismissAction {
        get { self[context: DismissKey.self] }
        set { self[context: DismissKey.self] = newValue }
    }

    /// Whether the view is in a presentation.
    public var isPresented: Bool { !dismiss.key.isEmpty }

    /// In an alert or dialog: a button's action also dismisses it.
    var actionDismiss: DismissAction? {
        get { self[context: ActionDismissKey.self] }
        set { self[context: ActionDismissKey.self] = newValue }
    }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(key: "", action: nil) }
}

private struct ActionDismissKey: EnvironmentKey {
    static var defaultValue: DismissAction? { nil }
}

/// A view that presents `content` while `isPresented` holds.
nonisolated struct PresentingView<Content: View>: PrimitiveView, ResolvableView {
    let content: Content
    let isPresented: Binding<Bool>
    let itemKey: String?
    let kind: PresentationKind
    let presented: () -> AnyView
    let onDismiss: (() -> Void)?

    func resolve(in graph: ViewGraph, at id: ViewID) -> [ViewNode] {
        let nodes = graph.resolve(content, at: id)
        // A tab never shown presents nothing.
        if isPresented.wrappedValue, !graph.isDormant(id.path) {
            let binding = isPresented
            graph.presentations.append(Presentation(
                key: id.path + "/" + (itemKey ?? "p"), kind: kind, content: graph.content(at: id, owner: graph.currentOwner, presented),
                dismiss: { binding.wrappedValue = false }, onDismiss: onDismiss,
                compactWidth: graph.environment.appearance.horizontalSizeClass == .compact,
                environment: graph.environment.presented(as: kind)))
        }
        return nodes
    }
}

nonisolated extension View {
    /// Presents `content` while `isPresented` holds.
    func presentation<C: View>(isPresented: Binding<Bool>, kind: PresentationKind, onDismiss: (() -> Void)? = nil,
                               @ViewBuilder content: @escaping () -> C) -> some View {
        PresentingView(content: self, isPresented: isPresented, itemKey: nil, kind: kind,
                       presented: { AnyView(content()) }, onDismiss: onDismiss)
    }

    /// Presents `content` as a sheet while `isPresented` holds, as SwiftUI's
    /// `sheet(isPresented:onDismiss:content:)` on iPadOS: a form sheet (a
    /// card at most 540×620 in the middle) that slides up over a dimmed
    /// screen; a tap on the dimmed screen dismisses it.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        presentation(isPresented: isPresented, kind: .sheet, onDismiss: onDismiss, content: content)
    }

    /// Presents a sheet for `item` while it is not nil; a new item's id presents anew.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        itemPresentation(item: item, kind: .sheet, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` over the whole screen while `isPresented` holds,
    /// as SwiftUI's `fullScreenCover(isPresented:onDismiss:content:)`.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        presentation(isPresented: isPresented, kind: .fullScreenCover, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` over the whole screen for `item` while it is not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        itemPresentation(item: item, kind: .fullScreenCover, onDismiss: onDismiss, content: content)
    }

    /// A popover, presented as a sheet on a kiosk (as on a compact iPhone screen).
    public func popover<Content: View>(isPresented: Binding<Bool>, arrowEdge: Edge = .top,
                                       @ViewBuilder content: @escaping () -> Content) -> some View {
        presentation(isPresented: isPresented, kind: .sheet, content: content)
    }

    private func itemPresentation<Item: Identifiable, Content: View>(
        item: Binding<Item?>, kind: PresentationKind, onDismiss: (() -> Void)?, content: @escaping (Item) -> Content
    ) -> some View {
        let current = item.wrappedValue
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return PresentingView(content: self, isPresented: isPresented, itemKey: current.map { "\($0.id)" }, kind: kind,
                              presented: { current.map { AnyView(content($0)) } ?? AnyView(EmptyView()) }, onDismiss: onDismiss)
    }
}

/// A presentation drawn over the screen: the dimmed backdrop and the
/// presented view, in its card, with its transition.
nonisolated struct PresentationContainer: View {
    let presentation: Presentation
    let screen: Size

    var body: some View {
        let dismiss = DismissAction(key: presentation.key, action: presentation.dismiss)
        let kind = presentation.kind
        return ZStack {
            if kind != .fullScreenCover && kind != .sheet {
                Color.black.opacity(kind == .alert ? 0.2 : 0.25)
                    .contentShape(Rectangle())
                    .gesture(TapGesture().onEnded { if kind != .alert { dismiss() } })
                    .transition(.opacity)
            }
            card(dismiss)
        }
        .frame(width: screen.width, height: screen.height)
        .environment(\.dismiss, dismiss)
        // The presenter's environment (what a presentation inherits of it), then its own dismiss inside.
        .withEnvironment { [environment = presentation.environment] in $0 = environment }
        .accessibilityIdentifier(kind.name)
    }

    @ViewBuilder private func card(_ dismiss: DismissAction) -> some View {
        switch presentation.kind {
        case .sheet:
            // Its backdrop, size, detents and drag (SheetContainer.swift).
            SheetContainer(presentation: presentation, screen: screen, dismiss: dismiss)
        case .fullScreenCover:
            presentation.content
                .frame(width: screen.width, height: screen.height)
                .background(Color.white)
                .transition(.move(edge: .bottom))
        case .alert, .menu:
            presentation.content
                .environment(\.actionDismiss, dismiss)
                .transition(AnyTransition.opacity.combined(with: .scale(scale: 1.1)))
        case .dialog:
            VStack {
                Spacer()
                presentation.content.environment(\.actionDismiss, dismiss)
            }
            .padding(.bottom, 20)
            .transition(.move(edge: .bottom))
        }
    }
}
