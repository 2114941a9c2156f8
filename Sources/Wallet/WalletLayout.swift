import Geometry
import Motion
import Scene

/// Where everything of the wallet goes on a screen: the original's layout
/// (title bar, a stack of cards each `cardOffset` above the one in front,
/// the history below the selected card) sized to fit portrait and landscape
/// kiosks alike.
public struct WalletLayout: Sendable {
    public let screen: Size
    public let settings: WalletSettings
    public let cardCount: Int
    /// Height of the title bar.
    public let titleHeight: Double = 72
    /// The front card's frame (card 0, offset zero).
    public let frontCard: Rect
    /// Where the selected card goes: the front position when the history fits
    /// below it, else the top of the stack area (short landscape screens).
    public let selectedOffset: Double
    public let historyFrame: Rect

    static let cardAspect = 1.586  // ISO/IEC 7810 ID-1
    static let historyMinimumHeight = 150.0
    static let historyItemWidth = 170.0
    static let historyGap = 12.0

    public init(screen: Size, cardCount: Int, settings: WalletSettings) {
        self.screen = screen
        self.settings = settings
        self.cardCount = cardCount
        let stackExtra = settings.cardOffset * Double(max(0, cardCount - 1))
        let available = max(60, screen.height - titleHeight - 12)
        let width = max(120, min(screen.width - 70, 720, (available - stackExtra) * Self.cardAspect))
        let height = width / Self.cardAspect
        let frontY = titleHeight + stackExtra
        frontCard = Rect(x: (screen.width - width) / 2, y: frontY, width: width, height: height)
        let room = screen.height - (frontY + height + 10)
        selectedOffset = room >= Self.historyMinimumHeight ? 0 : -stackExtra
        let historyTop = frontY + selectedOffset + height + 10
        historyFrame = Rect(x: 0, y: historyTop, width: screen.width, height: max(Self.historyMinimumHeight, min(220, screen.height - historyTop - 10)))
    }

    public static func layerID(for card: Card) -> LayerID { LayerID("card." + card.id) }
    public static let historyID: LayerID = "history"

    /// Card `index`'s offset for the app's state: the original's `offset(for:)`.
    func offset(forIndex cardIndex: Int, app: WalletApp) -> Size {
        if app.isCardPressed {
            guard let selectedCard = app.selectedCard, let selectedCardIndex = app.index(for: selectedCard) else {
                return .zero
            }
            if cardIndex >= selectedCardIndex {
                return Size(width: 0, height: selectedOffset)
            }
            return Size(width: 0, height: max(settings.offscreenOffset, screen.height))
        }
        var pressedOffset = Size.zero
        var dragOffsetY = 0.0
        if let draggingIndex = app.dragState.index, cardIndex == draggingIndex {
            pressedOffset.height = app.dragState.isPressing ? -settings.pressedLift : 0
            switch app.dragState.translation.width {
            case let width where width < -settings.dragShiftThreshold: pressedOffset.width = -settings.dragShift
            case let width where width > settings.dragShiftThreshold: pressedOffset.width = settings.dragShift
            default: break
            }
            dragOffsetY = app.dragState.translation.height
        }
        return Size(width: pressedOffset.width, height: -settings.cardOffset * Double(cardIndex) + pressedOffset.height + dragOffsetY)
    }

    /// The original's `zIndex(for:)`.
    func zIndex(forIndex cardIndex: Int, app: WalletApp) -> Double {
        let defaultZIndex = -Double(cardIndex)
        if let draggingIndex = app.dragState.index, cardIndex == draggingIndex {
            return defaultZIndex + app.dragState.translation.height / settings.cardOffset
        }
        return defaultZIndex
    }

    /// The card's whole frame at rest (after the slide-in), by stack position.
    public func restingFrame(forIndex index: Int) -> Rect {
        frontCard.offsetBy(Size(width: 0, height: -settings.cardOffset * Double(index)))
    }

    func historyContentWidth(count: Int) -> Double {
        Double(count) * (Self.historyItemWidth + Self.historyGap) + Self.historyGap
    }

    func layers(for app: WalletApp) -> [Layer] {
        var layers = [TitleBar.layer(width: screen.width, height: titleHeight)]
        if app.isCardPresented {
            for (index, card) in app.cards.enumerated() {
                let delay = Double(app.cards.count - index) * settings.slideInStagger
                let slideIn = Animation.spring(response: settings.slideInResponse, dampingFraction: settings.slideInDampingFraction,
                                               blendDuration: settings.slideInBlendDuration).delay(delay)
                layers.append(
                    app.cardFace(for: card, frame: frontCard)
                        .offset(offset(forIndex: index, app: app))
                        .zIndex(zIndex(forIndex: index, app: app))
                        .transition(AnyTransition.slide.combined(with: .move(edge: .leading)).combined(with: .opacity))
                        .animation(slideIn, value: app.isCardPresented))
            }
        }
        if app.isCardPressed, let selected = app.selectedCard {
            layers.append(HistoryView.layer(for: selected, history: app.history, frame: historyFrame, scroll: app.historyScroll)
                .zIndex(10)
                .transition(.move(edge: .bottom)))
        }
        return layers
    }
}
