import Geometry
import Gestures
import Motion
import Scene

/// The Apple-Wallet-style card stack of the SwiftUI tutorial: tap a card to
/// show its transactions, long-press and drag to reorder. The state and the
/// gesture are the original's; the layout adapts to the screen.
public final class WalletApp: TouchApp {
    public let settings: WalletSettings
    public let history: [Purchase]
    private let changes = ChangeTracker()

    public private(set) var cards: [Card] { didSet { changes.record() } }
    public private(set) var isCardPresented = false { didSet { changes.record() } }
    public private(set) var isCardPressed = false { didSet { changes.record() } }
    public private(set) var selectedCard: Card? { didSet { changes.record() } }
    /// Horizontal scroll position of the transaction row (points from its start).
    public private(set) var historyScroll: Double = 0 { didSet { changes.record() } }

    /// The lifted card settles back with a spring when the gesture ends for
    /// any reason (lifted finger, failure, an unplugged touchscreen).
    @GestureState public var dragState: DragState

    /// Called for every event, in order.
    public var onEvent: ((WalletEvent) -> Void)?
    private var lastDragState = DragState.inactive
    private var historyScrollAtDragStart: Double = 0
    private var historyDragging = false
    /// The history row's width beyond the screen, set by the last layout.
    private var historyOverflow: Double = 0
    private struct CardFaceKey: Hashable {
        let card: Card
        let frame: Rect
    }
    private var cardFaces: [CardFaceKey: Layer] = [:]

    public init(cards: [Card] = Card.testCards, history: [Purchase] = Purchase.testHistory, settings: WalletSettings = WalletSettings()) {
        self.cards = cards
        self.history = history
        self.settings = settings
        _dragState = GestureState(
            wrappedValue: .inactive,
            resetTransaction: Transaction(animation: .spring(response: settings.reorderResponse, dampingFraction: settings.reorderDampingFraction)))
    }

    public func index(for card: Card) -> Int? {
        cards.firstIndex(of: card)
    }

    public func appear() {
        isCardPresented = true
    }

    public var hasChanges: Bool { changes.hasChanges || dragState != lastDragState }

    public func takeTransaction() -> Transaction {
        let recorded = changes.take()
        defer { lastDragState = dragState }
        if dragState != lastDragState {
            if case .dragging(let index?, _) = dragState, lastDragState.index != index {
                onEvent?(.pressing(card: cards[index].id))
            } else if case .pressing(let index?) = dragState, lastDragState.index != index {
                onEvent?(.pressing(card: cards[index].id))
            }
            // A drag follows the finger as it is; a reset settles with its transaction.
            return recorded ?? (dragState == .inactive ? $dragState.transaction : Transaction())
        }
        return recorded ?? Transaction()
    }

    // MARK: Gestures

    public func attachGestures(_ attacher: GestureAttacher) {
        for card in cards {
            attacher.gesture(gesture(for: card), on: WalletLayout.layerID(for: card))
        }
        attacher.gesture(historyGesture, on: WalletLayout.historyID)
    }

    /// The original's gesture, unchanged but for the configurable press time.
    func gesture(for card: Card) -> some Gesture {
        TapGesture()
            .onEnded({ _ in
                withAnimation(.easeOut(duration: self.settings.selectDuration).delay(self.settings.selectDelay)) {
                    self.isCardPressed.toggle()
                    self.selectedCard = self.isCardPressed ? card : nil
                }
                self.onEvent?(self.isCardPressed ? .selected(card: card.id) : .deselected(card: card.id))
            })
            .exclusively(before: LongPressGesture(minimumDuration: settings.longPressDuration)
                .sequenced(before: DragGesture())
                .updating(self.$dragState, body: { value, state, _ in
                    switch value {
                    case .first(true):
                        state = .pressing(index: self.index(for: card))
                    case .second(true, let drag):
                        state = .dragging(index: self.index(for: card), translation: drag?.translation ?? .zero)
                    default:
                        break
                    }
                })
                .onEnded({ value in
                    guard case .second(true, let drag?) = value else {
                        return
                    }
                    withAnimation(.spring(response: self.settings.reorderResponse, dampingFraction: self.settings.reorderDampingFraction)) {
                        self.rearrangeCards(with: card, dragOffset: drag.translation)
                    }
                })
            )
    }

    /// The original's reordering: the new index follows the drag's height in card offsets.
    func rearrangeCards(with card: Card, dragOffset: Size) {
        guard let draggingCardIndex = index(for: card) else {
            return
        }
        var newIndex = draggingCardIndex + Int(-dragOffset.height / settings.cardOffset)
        newIndex = newIndex >= cards.count ? cards.count - 1 : newIndex
        newIndex = newIndex < 0 ? 0 : newIndex
        let removedCard = cards.remove(at: draggingCardIndex)
        cards.insert(removedCard, at: newIndex)
        onEvent?(.reordered(card: card.id, from: draggingCardIndex, to: newIndex, order: cards.map(\.id)))
    }

    /// The transaction row scrolls with a drag and decelerates like a scroll view.
    private var historyGesture: some Gesture {
        DragGesture(minimumDistance: 5)
            .onChanged { value in
                if !self.historyDragging {
                    self.historyDragging = true
                    self.historyScrollAtDragStart = self.historyScroll
                }
                self.historyScroll = self.clampedScroll(self.historyScrollAtDragStart - value.translation.width, rubberBand: true)
            }
            .onEnded { value in
                let target = self.clampedScroll(self.historyScrollAtDragStart - value.predictedEndTranslation.width, rubberBand: false)
                withAnimation(.spring(response: 0.6, dampingFraction: 1)) {
                    self.historyScroll = target
                }
                self.historyDragging = false
            }
            .onCancel { _ in
                let target = self.clampedScroll(self.historyScroll, rubberBand: false)
                withAnimation(.spring(response: 0.4, dampingFraction: 1)) { self.historyScroll = target }
                self.historyDragging = false
            }
    }

    private func clampedScroll(_ value: Double, rubberBand: Bool) -> Double {
        let limit = max(0, historyOverflow)
        if value < 0 { return rubberBand ? value / 3 : 0 }
        if value > limit { return rubberBand ? limit + (value - limit) / 3 : limit }
        return value
    }

    // MARK: Layout

    /// A card's face (its art depends on the card and its frame alone), kept
    /// between layouts: a drag lays the app out on every touch scan.
    func cardFace(for card: Card, frame: Rect) -> Layer {
        let key = CardFaceKey(card: card, frame: frame)
        if let face = cardFaces[key] { return face }
        let face = CardArt.layer(for: card, frame: frame)
        if cardFaces.count > 4 * max(cards.count, 1) { cardFaces.removeAll() }  // screen changes leave old frames behind
        cardFaces[key] = face
        return face
    }

    public func layout(screen: Size) -> [Layer] {
        let layout = WalletLayout(screen: screen, cardCount: cards.count, settings: settings)
        historyOverflow = layout.historyContentWidth(count: history.count) - layout.historyFrame.width
        return layout.layers(for: self)
    }
}
