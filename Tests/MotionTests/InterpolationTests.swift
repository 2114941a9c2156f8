import Testing
import Geometry
@testable import Motion

@Suite("Interpolation of animatable values")
struct InterpolationTests {
    @Test("pairs interpolate component-wise and measure as one vector")
    func pairs() {
        let from = AnimatablePair(0.0, AnimatablePair(10.0, Float(0)))
        let to = AnimatablePair(100.0, AnimatablePair(-10.0, Float(4)))
        let mid = Animation.linear(duration: 1).sample(from: from, to: to, elapsed: 0.25).value
        #expect(isClose(mid.first, 25) && isClose(mid.second.first, 5) && mid.second.second == 1)
        #expect(AnimatablePair(3.0, 4.0).magnitudeSquared == 25)
    }

    @Test("a spring moves a point along the straight line to its target")
    func pointSpring() {
        var value = AnimatedValue(Point(x: 0, y: 0))
        value.set(Point(x: 300, y: 400), animation: .spring(), at: 0)
        let mid = value.presentedValue(at: 0.1)
        #expect(mid.x > 0 && mid.x < 300)
        #expect(isClose(mid.y / mid.x, 4.0 / 3.0, 1e-9))
        #expect(value.isAnimating(at: 0.1))
        #expect(value.presentedValue(at: 5) == Point(x: 300, y: 400))
    }

    @Test("angles animate in radians, without wrapping")
    func angles() {
        var angle = AnimatedValue(Angle.degrees(350))
        angle.set(.degrees(10), animation: .linear(duration: 1), at: 0)
        #expect(isClose(angle.presentedValue(at: 0.5).degrees, 180, 1e-9))
        #expect(isClose(Angle.degrees(90).radians, Double.pi / 2))
        #expect(Angle.radians(1) < Angle.radians(2))
    }

    @Test("colours animate in linear light; alpha linearly")
    func colours() {
        var colour = AnimatedValue(RGBAColor.black)
        colour.set(RGBAColor(red: 1, green: 1, blue: 1, alpha: 0), animation: .linear(duration: 1), at: 0)
        let mid = colour.presentedValue(at: 0.5)
        // Linear 0.5 encodes to about 0.735 in sRGB, well above a naive 0.5.
        #expect(isClose(mid.red, 0.7353569830524495, 1e-9))
        #expect(mid.red == mid.green && mid.green == mid.blue)
        #expect(isClose(mid.alpha, 0.5))
        // The transfer functions are inverse to each other.
        for step in 0...20 {
            let v = Double(step) / 20
            #expect(isClose(RGBAColor.encoded(fromLinear: RGBAColor.linear(fromEncoded: v)), v, 1e-12))
        }
        #expect(RGBAColor(red8: 255, green8: 0, blue8: 51).blue == 0.2)
    }

    @Test("sizes, unit points and transforms interpolate mid-flight")
    func others() {
        let linear = Animation.linear(duration: 2)
        let size = linear.sample(from: Size(width: 10, height: 20), to: Size(width: 30, height: 60), elapsed: 1).value
        #expect(size == Size(width: 20, height: 40))
        var anchor = AnimatedValue(UnitPoint.topLeading)
        anchor.set(.bottomTrailing, animation: linear, at: 0)
        #expect(anchor.presentedValue(at: 1) == .center)
        let transform = linear.sample(
            from: AffineTransform2D.identity, to: AffineTransform2D(translationX: 100, y: 0)
                .concatenating(AffineTransform2D(scaleX: 3, y: 3)), elapsed: 1
        ).value
        #expect(transform.apply(to: Point(x: 1, y: 1)) == Point(x: 152, y: 2))
        let quarter = AffineTransform2D(rotation: .degrees(90)).apply(to: Point(x: 1, y: 0))
        #expect(isClose(quarter.x, 0, 1e-12) && isClose(quarter.y, 1, 1e-12))
    }

    @Test("a value set without animation jumps, and an idle value costs nothing")
    func jumps() {
        var value = AnimatedValue(0.0)
        value.set(5, animation: .spring(), at: 0)
        value.set(9, animation: nil, at: 0.1)
        #expect(value.presentedValue(at: 0.1) == 9 && value.animation == nil)
        #expect(value.wakeUp(at: 0.1) == .never)
        value.set(10, transaction: Transaction(animation: .linear(duration: 1)), at: 1)
        value.removeAnimationIfFinished(at: 1.5)
        #expect(value.animation != nil)
        value.removeAnimationIfFinished(at: 2)
        #expect(value.animation == nil && value.presentedValue(at: 2) == 10)
    }
}

@Suite("Evaluation for many properties")
struct SharedWeightsTests {
    @Test("one set of weights moves every property like its own sample would")
    func sharedWeights() {
        let animation = Animation.spring(response: 0.3, dampingFraction: 0.6).delay(0.05)
        let opacity = (from: 0.0, to: 1.0)
        let position = (from: Point(x: 0, y: 0), to: Point(x: 0, y: 0) + Point(x: 0, y: 300))
        let weights = animation.weights(elapsed: 0.2, distance: 1)
        let movedOpacity = weights.apply(target: opacity.to, offset: opacity.from - opacity.to, initialVelocity: 0)
        #expect(movedOpacity.value == animation.sample(from: opacity.from, to: opacity.to, elapsed: 0.2).value)
        let movedPosition = weights.apply(
            target: position.to, offset: position.from - position.to, initialVelocity: .zero
        )
        let own = animation.sample(from: position.from, to: position.to, elapsed: 0.2)
        #expect(isClose(movedPosition.value.y, own.value.y, 1e-9) && isClose(movedPosition.velocity.y, own.velocity.y, 1e-9))
    }

    @Test("setting an unchanged value leaves the running motion alone")
    func unchangedValue() {
        var value = AnimatedValue(0.0)
        value.set(100, animation: .easeInOut(duration: 1), at: 0)
        let before = value.presentedValue(at: 0.5)
        value.set(100, animation: .linear(duration: 5), at: 0.4)
        #expect(value.presentedValue(at: 0.5) == before)
        #expect(value.animation?.animation == .easeInOut(duration: 1))
    }
}
