import TouchUI

/// The Apple-Wallet card stack of seed 000 as views: tap a card to show its
/// transactions, long-press and drag to reorder. The state, `offset(for:)`,
/// `zIndex(for:)`, the transitions and the gesture are the tutorial's code;
/// docs/apps.md lists what changed (settings instead of constants, the stack
/// fitted to the screen, events for the kiosk).
public nonisolated struct WalletView: View {
    let settings: WalletSettings
    let history: [Purchase]
    let onEvent: (WalletEvent) -> Void

    @State var cards: [Card]
    @State private var isCardPresented = false
    @State var isCardPressed = false
    @State var selectedCard: Card?
    /// The lifted card settles back with a spring when the gesture ends for
    /// any reason (lifted finger, failure, an unplugged touchscreen).
    @GestureState private var dragState: DragState

    /// `onEvent` hears every selection, lift and reorder, in order.
    public init(cards: [Card] = Card.testCards, history: [Purchase] = Purchase.testHistory,
                settings: WalletSettings = WalletSettings(), onEvent: @escaping (WalletEvent) -> Void = { _ in }) {
        self.settings = settings
        self.history = history
        self.onEvent = onEvent
        _cards = State(initialValue: cards)
        _dragState = GestureState(
            wrappedValue: .inactive,
            resetTransaction: Transaction(animation: .spring(response: settings.reorderResponse, dampingFraction: settings.reorderDampingFraction)))
    }

    public var body: some View {
        GeometryReader { proxy in
            let layout = WalletLayout(screen: proxy.size, cardCount: cards.count, settings: settings)
            ZStack(alignment: .topLeading) {
                TopNavBar(width: proxy.size.width, height: layout.titleHeight)

                if isCardPresented {
                    ForEach(cards) { card in
                        let offset = self.offset(for: card, in: layout)
                        CardView(card: card, size: layout.frontCard.size)
                            // The stack sits where the layout put the front card.
                            .offset(x: layout.frontCard.minX + offset.width, y: layout.frontCard.minY + offset.height)
                            .zIndex(self.zIndex(for: card))
                            .transition(AnyTransition.slide.combined(with: .move(edge: .leading)).combined(with: .opacity))
                            .animation(self.transitionAnimation(for: card), value: isCardPresented)
                            .gesture(self.gesture(for: card))
                            .accessibilityIdentifier(WalletLayout.cardID(for: card))
                    }
                }

                if isCardPressed, selectedCard != nil {
                    TransactionHistoryView(history: history, size: layout.historyFrame.size)
                        .offset(x: layout.historyFrame.minX, y: layout.historyFrame.minY)
                        .zIndex(10)
                        .transition(.move(edge: .bottom))
                        .accessibilityIdentifier(WalletLayout.historyID)
                }
            }
            .onAppear {
                isCardPresented = true
            }
        }
    }

    /// The tutorial's gesture, unchanged but for the configurable times and the events.
    private func gesture(for card: Card) -> some Gesture {
        TapGesture()
            .onEnded({ _ in
                withAnimation(.easeOut(duration: settings.selectDuration).delay(settings.selectDelay)) {
                    self.isCardPressed.toggle()
                    self.selectedCard = self.isCardPressed ? card : nil
                }
                onEvent(self.isCardPressed ? .selected(card: card.id) : .deselected(card: card.id))
            })
            .exclusively(before: LongPressGesture(minimumDuration: settings.longPressDuration)
                .sequenced(before: DragGesture())
                .updating(self.$dragState, body: { (value, state, transaction) in
                    switch value {
                    case .first(true):
                        if state.index == nil { onEvent(.pressing(card: card.id)) }
                        state = .pressing(index: self.index(for: card))
                    case .second(true, let drag):
                        if state.index == nil { onEvent(.pressing(card: card.id)) }
                        state = .dragging(index: self.index(for: card), translation: drag?.translation ?? .zero)
                    default:
                        break
                    }
                })
                .onEnded({ (value) in
                    guard case .second(true, let drag?) = value else {
                        return
                    }
                    withAnimation(.spring(response: settings.reorderResponse, dampingFraction: settings.reorderDampingFraction)) {
                        self.rearrangeCards(with: card, dragOffset: drag.translation)
                    }
                })
            )
    }

    private func index(for card: Card) -> Int? {
        guard let index = cards.firstIndex(where: { $0.id == card.id }) else {
            return nil
        }
        return index
    }

    /// The tutorial's `offset(for:)`; the selected card moves to the layout's
    /// `selectedOffset` (zero when the transactions fit below the stack).
    private func offset(for card: Card, in layout: WalletLayout) -> Size {
        guard let cardIndex = index(for: card) else {
            return Size()
        }
        if isCardPressed {
            guard let selectedCard = self.selectedCard,
                let selectedCardIndex = index(for: selectedCard) else {
                    return .zero
            }
            if cardIndex >= selectedCardIndex {
                return Size(width: 0, height: layout.selectedOffset)
            }
            return Size(width: 0, height: max(settings.offscreenOffset, layout.screen.height))
        }
        var pressedOffset = Size.zero
        var dragOffsetY = 0.0
        if let draggingIndex = dragState.index,
            cardIndex == draggingIndex {
            pressedOffset.height = dragState.isPressing ? -settings.pressedLift : 0
            switch dragState.translation.width {
            case let width where width < -settings.dragShiftThreshold: pressedOffset.width = -settings.dragShift
            case let width where width > settings.dragShiftThreshold: pressedOffset.width = settings.dragShift
            default: break
            }
            dragOffsetY = dragState.translation.height
        }
        return Size(width: 0 + pressedOffset.width, height: -settings.cardOffset * Double(cardIndex) + pressedOffset.height + dragOffsetY)
    }

    private func zIndex(for card: Card) -> Double {
        guard let cardIndex = index(for: card) else {
            return 0.0
        }
        let defaultZIndex = -Double(cardIndex)
        if let draggingIndex = dragState.index,
            cardIndex == draggingIndex {
            return defaultZIndex + Double(dragState.translation.height / settings.cardOffset)
        }
        return defaultZIndex
    }

    private func transitionAnimation(for card: Card) -> Animation {
        var delay = 0.0
        if let index = index(for: card) {
            delay = Double(cards.count - index) * settings.slideInStagger
        }
        return Animation.spring(response: settings.slideInResponse, dampingFraction: settings.slideInDampingFraction,
                                blendDuration: settings.slideInBlendDuration).delay(delay)
    }

    private func rearrangeCards(with card: Card, dragOffset: Size) {
        guard let draggingCardIndex = index(for: card) else {
            return
        }
        var newIndex = draggingCardIndex + Int(-dragOffset.height / settings.cardOffset)
        newIndex = newIndex >= cards.count ? cards.count - 1 : newIndex
        newIndex = newIndex < 0 ? 0 : newIndex
        let removedCard = cards.remove(at: draggingCardIndex)
        cards.insert(removedCard, at: newIndex)
        onEvent(.reordered(card: card.id, from: draggingCardIndex, to: newIndex, order: cards.map(\.id)))
    }
}
