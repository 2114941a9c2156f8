import Testing
import TouchUI

// Seed 004's Cardify, as the tutorial writes it (faces filled in).
nonisolated struct Cardify: AnimatableModifier {
    init(isFaceUp: Bool) {
        animatableData = isFaceUp ? 0 : 180
    }

    var isFaceUp: Bool {
        animatableData < 90
    }

    var animatableData: Double

    func body(content: Content) -> some View {
        ZStack {
            Group {
                if isFaceUp {
                    RoundedRectangle(cornerRadius: 10).fill(Color.white)
                    content
                } else {
                    RoundedRectangle(cornerRadius: 10).fill(Color.red)
                }
            }
        }
        .rotation3DEffect(
            .degrees(animatableData),
            axis: (0, 1, 0)
        )
    }
}

nonisolated struct FlipCard: View {
    @State private var faceUp = true

    var body: some View {
        Text("A").frame(width: 200, height: 300)
            .modifier(Cardify(isFaceUp: faceUp))
            .onTapGesture { withAnimation(.linear(duration: 1)) { faceUp.toggle() } }
    }
}

@Suite("TouchUI animatable modifiers")
struct AnimatableModifierTests {
    @Test("an AnimatableModifier's body runs with the interpolated angle: the face turns at 90°")
    func flip() {
        let h = Harness(FlipCard())
        #expect(h.texts() == ["A"])
        h.tap(200, 150, at: 0.1)           // the animation starts at the lift, 0.15
        h.advance(to: 0.5)                  // 63°: still the face
        #expect(h.texts() == ["A"])
        #expect(h.host.wakeUp(at: 0.5) == .nextFrame)
        h.advance(to: 0.8)                  // 117°: the back
        #expect(h.texts() == [])
        h.advance(to: 2)
        #expect(h.texts() == [])
        #expect(h.host.wakeUp(at: 2) == .never)
        h.tap(200, 150, at: 2.1)
        h.advance(to: 4)
        #expect(h.texts() == ["A"])
    }
}
