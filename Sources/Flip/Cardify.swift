import TouchUI

/// Seed 004's `Cardify`: turns its content into a card that flips about the
/// vertical axis. The face is chosen from the animated angle, so it swaps
/// exactly when the card is edge-on (90°), not when the flip starts. The
/// tutorial's code, with the faces filled in as its first `Cardify` draws them.
nonisolated struct Cardify: AnimatableModifier {
    init(isFaceUp: Bool) {
        // step1: the card's state as the angle it is turned to
        animatableData = isFaceUp ? 0 : 180
    }

    var isFaceUp: Bool {
        // step3: the face follows the angle as it animates
        animatableData < 90
    }

    // step0: the angle, interpolated by the animation
    var animatableData: Double

    func body(content: Content) -> some View {
        ZStack {
            Group {
                if isFaceUp {
                    RoundedRectangle(cornerRadius: 10.0).fill(Color.white)
                    RoundedRectangle(cornerRadius: 10.0).stroke(lineWidth: 3.0)
                    content
                } else {
                    RoundedRectangle(cornerRadius: 10.0)
                }
            }
        }
        // step2
        .rotation3DEffect(
            .degrees(animatableData),
            axis: (0, 1, 0)
        )
    }
}

nonisolated extension View {
    /// `Cardify` as a modifier method, as the tutorial's extension.
    func cardify(isFaceUp: Bool) -> some View {
        self.modifier(Cardify(isFaceUp: isFaceUp))
    }
}
