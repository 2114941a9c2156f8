import TouchUI

/// The Tinder-style deck of seed 001 as views, with its like / dislike
/// challenge done: drag the top card sideways and release it past the
/// threshold to send it off that side, or use the buttons; an empty deck
/// offers to reload. The layout adapts to the screen (`DeckLayout`).
///
/// - A fast flick counts: a release short of the threshold still removes the
///   card when its `predictedEndTranslation` passes it (`SwipeDeckSettings.countsFlicks`,
///   on by default; the tutorial itself looks at the translation only).
/// - The card turns about the middle of its own bottom edge, which stays on
///   the deck's bottom line: `.rotationEffect(_:anchor: .bottom)` before the
///   offset (the tutorial offsets first, so its card dips as it turns).
/// - The drag follows the finger that started it; a second finger fails it
///   (SwiftUI's rule: a drag is single-touch) and the card springs back.
///   A button that removes the card mid-drag wins; the drag's release then does nothing.
public nonisolated struct SwipeDeckView: View {
    let model: SwipeDeckModel

    /// The top card's drag. It resets when the finger lifts, the gesture fails
    /// or the touch is cancelled, springing the card back with `.interactiveSpring()`.
    @GestureState private var drag: DeckDrag?

    public init(model: SwipeDeckModel) {
        self.model = model
        _drag = GestureState(wrappedValue: nil, resetTransaction: Transaction(animation: model.settings.interactiveAnimation))
    }

    public var body: some View {
        GeometryReader { proxy in
            let layout = DeckLayout(screen: proxy.size, settings: model.settings)
            // Text sizes follow the top card, so a card moving up keeps its look.
            let unit = min(layout.topCard.width / 300, layout.topCard.height / 400)
            let visible = Array(model.deck.prefix(max(0, model.settings.visibleCount)))
            ZStack(alignment: .topLeading) {
                PlacedHeader(date: model.date, frame: layout.headerFrame, scale: layout.scale)

                if model.isPresented {
                    ForEach(Array(visible.enumerated()), id: \.element.id) { depth, profile in
                        // The tutorial's `.animation(.interactiveSpring())` on the card: it follows the
                        // finger and springs back with it; moving up a place takes the transaction's `.spring()`.
                        DeckRow(card: card(profile, frame: layout.cardFrame(depth: depth), translation: depth == 0 ? topTranslation : 0,
                                           layout: layout, unit: unit, animation: model.settings.interactiveAnimation,
                                           zIndex: Double(10 + visible.count - depth), takesTouches: depth == 0),
                                gesture: dragGesture(for: profile, screenWidth: proxy.size.width))
                    }
                    ForEach(Array(model.departures.enumerated()), id: \.element.id) { order, departure in
                        // Flying off continues the drag's formula: offset and rotation keep going that way.
                        card(departure.profile, frame: layout.cardFrame(depth: 0), translation: departure.direction.sign * layout.flyOffDistance,
                             layout: layout, unit: unit, animation: model.settings.deckAnimation,
                             zIndex: Double(50 + order), takesTouches: false)
                            .accessibilityIdentifier(DeckLayout.cardID(for: departure.profile.id))
                    }
                }

                let empty = model.deck.isEmpty
                PlacedButton(direction: .dislike, frame: layout.dislikeButton, enabled: !empty, model: model)
                PlacedButton(direction: .like, frame: layout.likeButton, enabled: !empty, model: model)
                if empty {
                    EmptyDeckMessage(size: layout.emptyMessage.size, scale: layout.scale)
                        .offset(x: layout.emptyMessage.minX, y: layout.emptyMessage.minY)
                        .accessibilityIdentifier(DeckLayout.emptyID)
                    ReloadButton(size: layout.reloadButton.size, scale: layout.scale)
                        .offset(x: layout.reloadButton.minX, y: layout.reloadButton.minY)
                        .onTapGesture { if model.deck.isEmpty { model.reload() } }
                        .accessibilityIdentifier(DeckLayout.reloadID)
                }
            }
            .onAppear { model.appear() }
        }
    }

    /// The top card's translation while a finger drags it (0 at rest).
    private var topTranslation: Double {
        guard let drag, drag.profile == model.deck.first?.id else { return 0 }
        return drag.translation
    }

    /// A card moved `translation` sideways (y stays 0) and turned
    /// `translation / screenWidth × maximumRotation` degrees about its bottom edge.
    private func card(_ profile: Profile, frame: Rect, translation: Double, layout: DeckLayout, unit: Double,
                      animation: Animation, zIndex: Double, takesTouches: Bool) -> DeckCard {
        DeckCard(profile: profile, frame: frame, translation: translation,
                 rotation: model.settings.rotation(forTranslation: translation, screenWidth: layout.screen.width),
                 unit: unit, animation: animation, zIndex: zIndex, takesTouches: takesTouches)
    }

    /// The tutorial's gesture: the card follows the drag's width (only the top
    /// card takes touches); on release it leaves or springs back.
    private func dragGesture(for profile: Profile, screenWidth: Double) -> some Gesture {
        DragGesture()
            .updating($drag) { value, state, _ in
                state = DeckDrag(profile: profile.id, translation: value.translation.width)
            }
            .onEnded { value in
                model.release(profile.id, translation: value.translation.width,
                              predictedEndTranslation: value.predictedEndTranslation.width, screenWidth: screenWidth)
            }
    }
}
