import Geometry
import Motion
import Scene

/// The app's state as layers: `layout(state) -> scene`.
struct DeckScene {
    let layout: DeckLayout
    let app: SwipeDeckApp

    /// Text sizes follow the top card, so a card moving up keeps its look.
    var unit: Double { min(layout.topCard.width / 300, layout.topCard.height / 400) }

    func layers() -> [Layer] {
        var layers = [DeckControls.header(date: app.date, frame: layout.headerFrame, scale: layout.scale)]
        guard app.isPresented else { return layers }
        let settings = app.settings
        let visible = Array(app.deck.prefix(max(0, settings.visibleCount)))
        for (depth, profile) in visible.enumerated() {
            let translation = depth == 0 ? app.topTranslation : 0
            layers.append(card(profile, frame: layout.cardFrame(depth: depth), translation: translation)
                // The tutorial's `.animation(.interactiveSpring())` on the card: it follows the
                // finger and springs back with it; moving up a place takes the transaction's `.spring()`.
                .animation(settings.interactiveAnimation, value: translation)
                .zIndex(Double(10 + visible.count - depth))
                .allowsHitTesting(depth == 0))
        }
        for (order, departure) in app.departures.enumerated() {
            // Flying off continues the drag's formula: offset and rotation keep going that way.
            let offset = departure.direction.sign * layout.flyOffDistance
            layers.append(card(departure.profile, frame: layout.cardFrame(depth: 0), translation: offset)
                .animation(settings.deckAnimation, value: offset)
                .zIndex(Double(50 + order))
                .allowsHitTesting(false))
        }
        let empty = app.deck.isEmpty
        layers.append(DeckControls.button(.dislike, frame: layout.dislikeButton, enabled: !empty))
        layers.append(DeckControls.button(.like, frame: layout.likeButton, enabled: !empty))
        if empty {
            layers.append(DeckControls.emptyMessage(frame: layout.emptyMessage, scale: layout.scale))
            layers.append(DeckControls.reloadButton(frame: layout.reloadButton, scale: layout.scale))
        }
        return layers
    }

    /// A card moved `translation` sideways (y stays 0) and turned
    /// `translation / screenWidth × maximumRotation` degrees about its bottom edge.
    func card(_ profile: Profile, frame: Rect, translation: Double) -> Layer {
        let degrees = app.settings.rotation(forTranslation: translation, screenWidth: layout.screen.width)
        return CardFace.layer(for: profile, frame: frame, unit: unit)
            .offset(x: translation, y: 0)
            .rotationEffect(.degrees(degrees), anchor: .bottom)
            .transition(.opacity)
    }
}
