import Geometry
import Gestures
import Motion
import Scene

/// The Tinder-style swipe deck of the SwiftUI tutorial, with its like /
/// dislike challenge done: drag the top card sideways and release it past
/// the threshold to send it off that side, or use the buttons; an empty deck
/// offers to reload. State and gestures are the tutorial's; the layout
/// adapts to the screen. The date is an input: the app never reads a clock.
///
/// - A fast flick counts: a release short of the threshold still removes the
///   card when its `predictedEndTranslation` passes it (`SwipeDeckSettings.countsFlicks`,
///   on by default; the tutorial itself looks at the translation only).
/// - The card turns about the middle of its own bottom edge, which stays on
///   the deck's bottom line (SwiftUI would turn the offset card about its
///   un-offset place, letting it dip as it turns).
/// - The drag follows the finger that started it; a second finger on the card
///   joins the gesture and is ignored, and lifting the first ends the drag.
///   A button that removes the card mid-drag wins; the drag's release then does nothing.
public final class SwipeDeckApp: TouchApp {
    public let settings: SwipeDeckSettings
    /// Every profile, in deck order: what the reload brings back.
    public let profiles: [Profile]
    /// The header's date as shown ("Friday, 21 November").
    public let date: String
    private let changes = ChangeTracker()

    /// The profiles still in the deck, top card first.
    public private(set) var deck: [Profile] { didSet { changes.record() } }
    /// Cards flying off (newest last). They stay laid out, off the screen,
    /// until a reload or until `maximumDepartures` newer ones push them out (one
    /// still in sight then fades): the app has no clock to tell when a flight
    /// ends, and a card parked off screen costs nothing to draw.
    public private(set) var departures: [Departure] = [] { didSet { changes.record() } }
    /// False until `appear`: the deck springs in at start-up.
    public private(set) var isPresented = false { didSet { changes.record() } }

    /// The top card's drag. It resets when the finger lifts, the gesture fails
    /// or the touch is cancelled, springing the card back with `.interactiveSpring()`.
    @GestureState public var drag: DeckDrag?

    /// Called for every event, in order.
    public var onEvent: ((SwipeEvent) -> Void)?
    private var lastDrag: DeckDrag?
    /// The screen of the last layout: the drag's percentage is of its width.
    public private(set) var screen = Size(width: 800, height: 480)

    static let maximumDepartures = 3

    public init(profiles: [Profile] = Profile.testProfiles, date: String, settings: SwipeDeckSettings = SwipeDeckSettings()) {
        self.profiles = profiles
        self.deck = profiles
        self.date = date
        self.settings = settings
        _drag = GestureState(wrappedValue: nil, resetTransaction: Transaction(animation: settings.interactiveAnimation))
    }

    /// Ids of the profiles left, top card first.
    public var remainingIDs: [String] { deck.map(\.id) }
    /// Ids of the cards drawn, top card first.
    public var visibleIDs: [String] { deck.prefix(max(0, settings.visibleCount)).map(\.id) }

    /// The top card's translation while a finger drags it (0 at rest).
    public var topTranslation: Double {
        guard let drag, drag.profile == deck.first?.id else { return 0 }
        return drag.translation
    }

    public func appear() {
        withAnimation(settings.deckAnimation) { isPresented = true }
    }

    public var hasChanges: Bool { changes.hasChanges || drag != lastDrag }

    public func takeTransaction() -> Transaction {
        let recorded = changes.take()
        defer { lastDrag = drag }
        if drag != lastDrag {
            // While dragging, the card's own `.animation(.interactiveSpring(), value:)`
            // follows the finger; a reset settles with its transaction.
            return recorded ?? (drag == nil ? $drag.transaction : Transaction())
        }
        return recorded ?? Transaction()
    }

    // MARK: Actions

    /// Sends the top card off to `direction`'s side, as the buttons do; the
    /// others move up a place and the next profile appears at the bottom, all
    /// with `.spring()`. Does nothing on an empty deck.
    public func swipe(_ direction: SwipeDirection) {
        swipe(direction, trigger: .button)
    }

    private func swipe(_ direction: SwipeDirection, trigger: SwipeTrigger) {
        guard let top = deck.first else { return }
        withAnimation(settings.deckAnimation) {
            departures = Array((departures + [Departure(profile: top, direction: direction)]).suffix(Self.maximumDepartures))
            deck.removeFirst()
        }
        onEvent?(.swiped(profile: top.id, direction: direction, trigger: trigger))
    }

    /// Brings every profile back, with `.spring()`.
    public func reload() {
        withAnimation(settings.deckAnimation) {
            departures = []
            deck = profiles
        }
        onEvent?(.reloaded)
    }

    /// The tutorial's `onEnded`, with the flick rule of `SwipeDeckSettings.release`.
    /// A card that is no longer on top (a button sent it off mid-drag) is left alone.
    func release(_ profile: String, value: DragGesture.Value) {
        guard deck.first?.id == profile,
              let (direction, trigger) = settings.release(translation: value.translation.width,
                                                          predictedEndTranslation: value.predictedEndTranslation.width,
                                                          screenWidth: screen.width)
        else { return }
        swipe(direction, trigger: trigger)
    }

    // MARK: Gestures

    public func attachGestures(_ attacher: GestureAttacher) {
        for profile in profiles {
            attacher.gesture(dragGesture(for: profile), on: DeckLayout.layerID(for: profile.id))
        }
        attacher.gesture(TapGesture().onEnded { self.swipe(.like) }, on: DeckLayout.likeID)
        attacher.gesture(TapGesture().onEnded { self.swipe(.dislike) }, on: DeckLayout.dislikeID)
        attacher.gesture(TapGesture().onEnded { if self.deck.isEmpty { self.reload() } }, on: DeckLayout.reloadID)
    }

    /// The tutorial's gesture: the card follows the drag's width (only the top
    /// card takes touches); on release it leaves or springs back.
    func dragGesture(for profile: Profile) -> some Gesture {
        DragGesture()
            .updating($drag) { value, state, _ in
                state = DeckDrag(profile: profile.id, translation: value.translation.width)
            }
            .onEnded { value in self.release(profile.id, value: value) }
    }

    // MARK: Layout

    public func layout(screen: Size) -> [Layer] {
        self.screen = screen
        return DeckScene(layout: DeckLayout(screen: screen, settings: settings), app: self).layers()
    }

    /// Where the cards and buttons are at rest on `screen`, for `--layout`.
    public func layoutSummary(screen: Size) -> DeckLayoutSummary {
        DeckLayoutSummary(layout: DeckLayout(screen: screen, settings: settings), visible: visibleIDs, isEmpty: deck.isEmpty)
    }
}
