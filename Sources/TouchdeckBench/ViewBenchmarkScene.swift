import Geometry
import TouchUI

/// The view layer's benchmark: a wallet-like stack of cards written as
/// views (a `ZStack` of `ForEach` cards, each a rounded rectangle with two
/// labels and a shadow), one dragged by a long press then a drag through
/// `@GestureState` — so `touchdeck bench views` times view evaluation,
/// layout, gesture regions, the scene and rendering per drag frame.
public nonisolated struct ViewBenchmarkStack: View {
    struct Card: Identifiable {
        let id: String
        let color: Color
    }

    enum Drag: Equatable {
        case inactive
        case dragging(id: String, translation: Size)
    }

    let cards: [Card] = [
        Card(id: "visa", color: .blue), Card(id: "master", color: .orange), Card(id: "amex", color: .green),
        Card(id: "discover", color: .purple), Card(id: "union", color: .red),
    ]
    /// The offset between cards, as the wallet's.
    public static let cardOffset = 50.0
    @GestureState private var drag = Drag.inactive

    public init() {}

    public var body: some View {
        ZStack {
            ForEach(cards) { card in
                let index = Double(cards.firstIndex { $0.id == card.id } ?? 0)
                CardFace(card: card)
                    .padding(.horizontal, 35)
                    .offset(offset(card, index: index))
                    .zIndex(-index)
                    .gesture(LongPressGesture(minimumDuration: 0.05).sequenced(before: DragGesture())
                        .updating($drag) { value, state, _ in
                            if case .second(true, let drag) = value {
                                state = .dragging(id: card.id, translation: drag?.translation ?? .zero)
                            }
                        })
            }
        }
    }

    /// A card's face: its own view, so its body is evaluated once and reused
    /// while only the offsets around it change.
    nonisolated struct CardFace: View {
        let card: Card

        var body: some View {
            RoundedRectangle(cornerRadius: 12)
                .fill(card.color)
                .overlay(alignment: .topLeading) {
                    VStack(alignment: .leading, spacing: 6) {
                        Text(card.id.uppercased()).font(.system(size: 22, weight: .bold))
                        Text("**** **** **** 1234").font(.system(size: 15))
                    }
                    .foregroundColor(.white)
                    .padding()
                }
                .frame(height: 190)
                .drawingGroup()
                .shadow(radius: 4, y: 2)
        }
    }

    private func offset(_ card: Card, index: Double) -> Size {
        var offset = Size(width: 0, height: -Self.cardOffset * index)
        if case .dragging(card.id, let translation) = drag {
            offset.height += translation.height
            offset.width += translation.width > 10 ? 20 : translation.width < -10 ? -20 : 0
        }
        return offset
    }
}
