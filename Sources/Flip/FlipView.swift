import TouchUI

/// Seed 004 as a kiosk screen: a row of cards (CS193p's memory cards) that
/// flip in 3-D with `Cardify` when tapped, each face running its countdown
/// ring down with `.linear` from the moment it shows; flipping a card down
/// and up again restarts its countdown.
public nonisolated struct FlipView: View {
    let settings: FlipSettings
    let onEvent: (FlipEvent) -> Void
    @State private var faceUp: [Bool]

    static let symbols = ["♠", "♥", "♦", "♣", "★", "☀"]

    /// `onEvent` hears every flip, in order.
    public init(settings: FlipSettings = FlipSettings(), onEvent: @escaping (FlipEvent) -> Void = { _ in }) {
        self.settings = settings
        self.onEvent = onEvent
        _faceUp = State(initialValue: Array(repeating: false, count: FlipLayout.cardCount(settings)))
    }

    public var body: some View {
        GeometryReader { proxy in
            let layout = FlipLayout(screen: proxy.size, settings: settings)
            ZStack(alignment: .topLeading) {
                ForEach(0..<layout.count, id: \.self) { index in
                    CardFace(symbol: Self.symbols[index % Self.symbols.count], countdown: settings.countdown, size: layout.cardSize)
                        .cardify(isFaceUp: faceUp[index])
                        .foregroundColor(Color(RGBAColor(red8: 0xFF, green8: 0x95, blue8: 0x00)))
                        .frame(width: layout.cardSize.width, height: layout.cardSize.height)
                        .offset(x: layout.frame(of: index).minX, y: layout.frame(of: index).minY)
                        .onTapGesture { flip(index) }
                        .accessibilityIdentifier(FlipLayout.cardID(index))
                }
            }
        }
    }

    private func flip(_ index: Int) {
        withAnimation(.linear(duration: settings.flipDuration)) {
            faceUp[index].toggle()
        }
        onEvent(.flipped(card: index, faceUp: faceUp[index]))
    }
}
