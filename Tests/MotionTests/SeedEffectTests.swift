import Geometry
import Testing
@testable import Motion

/// The seed's `Cardify` modifier: the face shown follows the interpolated
/// rotation, not the model's `isFaceUp`, so the back appears only past 90°.
struct Cardify: Animatable, Equatable {
    var rotation: Double  // degrees

    init(isFaceUp: Bool) { rotation = isFaceUp ? 0 : 180 }

    var isFaceUp: Bool { rotation < 90 }

    var animatableData: Double {
        get { rotation }
        set { rotation = newValue }
    }
}

/// The seed's countdown ring: its end angle (degrees) is the animatable data.
struct CountDownCircle: Animatable, Equatable {
    var animatableData: Double
    var startAngle: Angle { .degrees(-90) }
    var endAngle: Angle { .degrees(animatableData) }
}

@Suite("The seeds' effects")
struct SeedEffectTests {
    @Test("flip card: the face swaps exactly when the presented angle passes 90°")
    func flipCard() {
        var card = AnimatedValue(Cardify(isFaceUp: true))
        card.set(Cardify(isFaceUp: false), animation: .easeInOut(duration: 0.6), at: 0)
        // The model flips at once; the presented card does not.
        #expect(!card.modelValue.isFaceUp)
        #expect(card.presentedValue(at: 0).isFaceUp)
        // Ease-in-out is symmetric, so 90° is reached at exactly half time.
        #expect(card.presentedValue(at: 0.299).isFaceUp)
        #expect(!card.presentedValue(at: 0.301).isFaceUp)
        var previous = true
        var swaps = 0
        for frame in 0...60 {
            let presented = card.presentedValue(at: Double(frame) / 100)
            if presented.isFaceUp != previous { swaps += 1 }
            #expect(presented.isFaceUp == (presented.rotation < 90))
            previous = presented.isFaceUp
        }
        #expect(swaps == 1)
        #expect(card.presentedValue(at: 0.6) == Cardify(isFaceUp: false))
    }

    @Test("countdown ring: withAnimation(.linear(duration:)) moves the end angle exactly linearly")
    func countdownRing() {
        let remainingProgress = 0.75
        let remainingTime = 3.0
        // animatedData = remaining progress; then animate it to 0. The ring's
        // end angle is −animatedData·360 − 90, as in the seed.
        func ring(_ animatedData: Double) -> CountDownCircle {
            CountDownCircle(animatableData: -animatedData * 360 - 90)
        }
        var circle = AnimatedValue(ring(remainingProgress))
        withAnimation(.linear(duration: remainingTime)) {
            circle.set(ring(0), transaction: Transaction.current, at: 50)
        }
        for step in 0...30 {
            let t = Double(step) / 10
            let expected = -remainingProgress * 360 * (1 - t / remainingTime) - 90
            #expect(isClose(circle.presentedValue(at: 50 + t).endAngle.degrees, expected, 1e-9))
        }
        #expect(circle.wakeUp(at: 52.9) == .nextFrame)
        #expect(circle.wakeUp(at: 53) == .never)
    }

    @Test("wallet slide-in: card i waits (count − i)·0.1 s, then settles shortly after")
    func walletStagger() {
        let count = 5
        let spring = Animation.spring(response: 0.1, dampingFraction: 0.8, blendDuration: 0.02)
        // The slide-in animates the transition's progress 0 → 1 per card.
        var cards = (0..<count).map { index in
            RunningAnimation(
                animation: spring.delay(Double(count - index) * 0.1), from: 0.0, to: 1.0, startTime: 0
            )
        }
        for index in 0..<count {
            let delay = Double(count - index) * 0.1
            let untouched = cards[index].sample(at: delay - 0.001)
            #expect(untouched.value == 0 && untouched.velocity == 0)
            #expect(untouched.wakeUp == .at(delay))
            let moving = cards[index].sample(at: delay + 0.03)
            #expect(moving.value > 0.1 && moving.wakeUp == .nextFrame)
            let settled = cards[index].sample(at: delay + 0.2)
            #expect(settled.isFinished && settled.value == 1)
        }
        // The last card starts first and the first card last.
        #expect(cards[count - 1].value(at: 0.15) > 0 && cards[0].value(at: 0.15) == 0)
        // All together: the earliest wake-up across the deck.
        let wake = cards.map { $0.wakeUp(at: 0.05) }.reduce(AnimationWakeUp.never) { $0.merged(with: $1) }
        #expect(wake == .at(0.1))
        cards.removeAll { $0.isFinished(at: 1) }
        #expect(cards.isEmpty)
    }

    @Test("wallet tap: easeOut(duration: 0.15).delay(0.1) sends cards off-screen by 1400 points")
    func walletOffscreen() {
        var offset = AnimatedValue(Size(width: 0, height: -100))
        withAnimation(.easeOut(duration: 0.15).delay(0.1)) {
            offset.set(Size(width: 0, height: 1400), transaction: .current, at: 0)
        }
        #expect(offset.presentedValue(at: 0.09) == Size(width: 0, height: -100))
        #expect(offset.presentedValue(at: 0.175).height > 650)  // ease-out is past half at half time
        #expect(offset.presentedValue(at: 0.25) == Size(width: 0, height: 1400))
    }
}
