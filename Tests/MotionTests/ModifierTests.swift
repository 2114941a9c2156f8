import Testing
@testable import Motion

@Suite("Delay, speed and repeats")
struct ModifierTests {
    let linear = Animation.linear(duration: 1)

    func value(_ animation: Animation, _ t: Double) -> Double {
        animation.sample(from: 0.0, to: 100.0, elapsed: t).value
    }

    @Test("delay holds the start, asks to be woken when motion begins, then shifts the curve")
    func delay() {
        let animation = Animation.easeOut(duration: 0.15).delay(0.1)
        let waiting = animation.sample(from: 0.0, to: 100.0, elapsed: 0.05)
        #expect(waiting.value == 0 && waiting.velocity == 0 && !waiting.isFinished)
        #expect(waiting.wakeUp == .at(0.1))
        for t in [0.12, 0.15, 0.2, 0.24] {
            #expect(isClose(value(animation, t), 100 * UnitCurve.easeOut.value(at: (t - 0.1) / 0.15), 1e-9))
        }
        #expect(animation.sample(from: 0.0, to: 100.0, elapsed: 0.25).isFinished)
        #expect(isClose(animation.duration(), 0.25))
        // Before the start of the animation it also waits.
        #expect(animation.sample(from: 0.0, to: 100.0, elapsed: -1).wakeUp == .at(0))
    }

    @Test("speed scales time, velocity and any delay inside it")
    func speed() {
        let fast = linear.speed(2)
        #expect(isClose(value(fast, 0.25), 50))
        #expect(isClose(fast.sample(from: 0.0, to: 100.0, elapsed: 0.25).velocity, 200))
        #expect(fast.sample(from: 0.0, to: 100.0, elapsed: 0.5).isFinished)
        #expect(isClose(linear.delay(1).speed(2).duration(), 1))
        #expect(isClose(linear.speed(2).delay(1).duration(), 1.5))
        #expect(value(linear.delay(1).speed(2), 0.49) == 0)
        #expect(isClose(value(linear.delay(1).speed(2), 0.75), 50))
        // Nonsense speeds are ignored rather than freezing the animation.
        #expect(linear.speed(0) == linear && linear.speed(-.infinity) == linear)
    }

    @Test("repeatCount without autoreverse restarts each run, then finishes at the target")
    func repeatCount() {
        let animation = linear.repeatCount(3, autoreverses: false)
        #expect(isClose(animation.duration(), 3))
        #expect(isClose(value(animation, 0.25), 25))
        #expect(isClose(value(animation, 1.25), 25))
        #expect(isClose(value(animation, 2.75), 75))
        let end = animation.sample(from: 0.0, to: 100.0, elapsed: 3)
        #expect(end.isFinished && end.value == 100)
    }

    @Test("autoreverses plays every other run backwards, with negated velocity")
    func autoreverse() {
        let animation = linear.repeatCount(3, autoreverses: true)
        #expect(isClose(value(animation, 0.25), 25))
        #expect(isClose(value(animation, 1.25), 75))
        #expect(isClose(animation.sample(from: 0.0, to: 100.0, elapsed: 1.25).velocity, -100))
        #expect(isClose(value(animation, 2.25), 25))
        #expect(animation.sample(from: 0.0, to: 100.0, elapsed: 3).isFinished)
        // An even count ends back at the start, then jumps to the model value.
        let even = linear.repeatCount(2)
        #expect(isClose(value(even, 1.999), 0.1, 1e-6))
        #expect(value(even, 2) == 100)
    }

    @Test("repeatForever never finishes and keeps asking for frames")
    func repeatForever() {
        let animation = Animation.easeInOut(duration: 0.5).repeatForever(autoreverses: true)
        #expect(animation.duration() == .infinity)
        for t in [0.1, 10.3, 1000.7] {
            let sample = animation.sample(from: 0.0, to: 1.0, elapsed: t)
            #expect(!sample.isFinished && sample.wakeUp == .nextFrame)
        }
        #expect(isClose(value(animation, 1000.25), value(animation, 0.25), 1e-9))
        #expect(isClose(value(animation, 1000.75), value(animation, 0.25), 1e-9))
        let looping = Animation.linear(duration: 2).repeatForever(autoreverses: false)
        #expect(isClose(value(looping, 7), 50, 1e-9))
    }

    @Test("a delay inside a repeat pauses every run and reports its wake-up")
    func delayInsideRepeat() {
        let animation = linear.delay(0.5).repeatCount(2, autoreverses: false)
        #expect(isClose(animation.duration(), 3))
        #expect(animation.sample(from: 0.0, to: 100.0, elapsed: 1.6).wakeUp == .at(2))
        #expect(isClose(value(animation, 2.25), 25))
    }

    @Test("a repeated spring restarts after its settling time")
    func repeatedSpring() {
        let spring = Animation.spring(response: 0.2, dampingFraction: 0.7)
        let period = spring.duration(distance: 100)
        let animation = spring.repeatCount(2, autoreverses: false)
        #expect(isClose(animation.duration(distance: 100), 2 * period))
        #expect(isClose(value(animation, period + 0.05), value(spring, 0.05), 1e-9))
    }

    @Test("nothing to animate is finished at once")
    func nothingToDo() {
        let sample = Animation.linear(duration: 1).delay(1).sample(from: 3.0, to: 3.0, elapsed: 0)
        #expect(sample.isFinished && sample.wakeUp == .never)
    }
}
