import Motion
import Observation

/// The deck's state and actions: the profiles left, the cards flying off,
/// and what swiping and reloading do. An `@Observable` model, so
/// `SwipeDeckView` redraws when it changes and a kiosk (or a test) can read
/// it; the date is an input: the app never reads a clock.
@Observable
public final class SwipeDeckModel {
    public let settings: SwipeDeckSettings
    /// Every profile, in deck order: what the reload brings back.
    public let profiles: [Profile]
    /// The header's date as shown ("Friday, 21 November").
    public let date: String

    /// The profiles still in the deck, top card first.
    public private(set) var deck: [Profile]
    /// Cards flying off (newest last). They stay laid out, off the screen,
    /// until a reload or until `maximumDepartures` newer ones push them out (one
    /// still in sight then fades): the app has no clock to tell when a flight
    /// ends, and a card parked off screen costs nothing to draw.
    public private(set) var departures: [Departure] = []
    /// False until the view appears: the deck springs in at start-up.
    public private(set) var isPresented = false

    /// Called for every event, in order.
    @ObservationIgnored public var onEvent: ((SwipeEvent) -> Void)?

    static let maximumDepartures = 3

    public init(profiles: [Profile] = Profile.testProfiles, date: String, settings: SwipeDeckSettings = SwipeDeckSettings()) {
        self.profiles = profiles
        self.deck = profiles
        self.date = date
        self.settings = settings
    }

    /// Ids of the profiles left, top card first.
    public var remainingIDs: [String] { deck.map(\.id) }
    /// Ids of the cards drawn, top card first.
    public var visibleIDs: [String] { deck.prefix(max(0, settings.visibleCount)).map(\.id) }

    /// The deck springs in (`.spring()`).
    public func appear() {
        withAnimation(settings.deckAnimation) { isPresented = true }
    }

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
    public func release(_ profile: String, translation: Double, predictedEndTranslation: Double, screenWidth: Double) {
        guard deck.first?.id == profile,
              let (direction, trigger) = settings.release(translation: translation, predictedEndTranslation: predictedEndTranslation,
                                                          screenWidth: screenWidth)
        else { return }
        swipe(direction, trigger: trigger)
    }
}
