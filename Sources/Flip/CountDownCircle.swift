import TouchUI

/// Seed 004's countdown ring: an arc from 12 o'clock to `animatableData`
/// degrees, redrawn at every step of the animation that moves it.
struct CountDownCircle: Shape {
    var animatableData: Double   // degrees

    func path(in rect: CGRect) -> Path {
        var p = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        p.addArc(center: center,
                 radius: (rect.width - 10.0) / 2.0,
                 startAngle: Angle.degrees(0 - 90),
                 endAngle: Angle.degrees(animatableData),
                 clockwise: false)
        return p
    }
}

/// A card's face: its symbol inside the countdown ring, which runs down
/// with `.linear` over `countdown` seconds from the moment the face shows.
nonisolated struct CardFace: View, Equatable {
    let symbol: String
    let countdown: Double
    let size: Size

    /// The part of the countdown left (1 → 0). It starts full: TouchUI
    /// animates from the value last laid out, so the seed's "set to the
    /// remaining progress, then animate to 0" in one go would not move.
    @State private var animatedData: Double = 1.0

    private func startRemainingCountdown() {
        withAnimation(.linear(duration: countdown)) {
            animatedData = 0.0
        }
    }

    var body: some View {
        ZStack {
            CountDownCircle(animatableData: -animatedData * 360 - 90)
                .stroke(Color(RGBAColor(red8: 0xFF, green8: 0x95, blue8: 0x00)), lineWidth: max(3, size.width * 0.05))
                .opacity(0.4)
                .onAppear {
                    startRemainingCountdown()
                }
            Text(symbol).font(.system(size: size.width * 0.45, weight: .bold))
        }
        .padding(size.width * 0.08)
    }

    static func == (a: CardFace, b: CardFace) -> Bool {
        a.symbol == b.symbol && a.countdown == b.countdown && a.size == b.size
    }
}
