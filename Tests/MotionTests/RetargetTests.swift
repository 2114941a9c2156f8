import Geometry
import Testing
@testable import Motion

@Suite("Retargeting and blending")
struct RetargetTests {
    @Test("retargeting a spring keeps the presented value and velocity", arguments: [
        Animation.spring(), .spring(response: 0.2, dampingFraction: 0.5), .interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0),
    ])
    func springKeepsVelocity(next: Animation) {
        var running = RunningAnimation(animation: .spring(), from: 0.0, to: 100.0, startTime: 10)
        let before = running.sample(at: 10.1)
        #expect(before.velocity > 100)
        running.retarget(to: -50, animation: next, at: 10.1)
        let after = running.sample(at: 10.1)
        #expect(isClose(after.value, before.value, 1e-9))
        #expect(isClose(after.velocity, before.velocity, 1e-6))
        // And the motion is smooth across the retarget: a frame later it has
        // moved about velocity × dt.
        let dt = 1e-4
        let next = running.sample(at: 10.1 + dt)
        #expect(isClose(next.value, before.value + before.velocity * dt, abs(before.velocity) * dt * 0.05))
        #expect(running.target == -50)
        #expect(isClose(running.sample(at: 30).value, -50) && running.isFinished(at: 30))
    }

    @Test("retargeting keeps velocity when the new spring has a speed modifier")
    func velocityThroughSpeed() {
        var running = RunningAnimation(animation: .spring(), from: Point(x: 0, y: 0), to: Point(x: 100, y: 40), startTime: 0)
        let before = running.sample(at: 0.12)
        running.retarget(to: Point(x: 0, y: 0), animation: .spring().speed(3), at: 0.12)
        let after = running.sample(at: 0.12)
        #expect(isClose(after.velocity.x, before.velocity.x, 1e-6))
        #expect(isClose(after.velocity.y, before.velocity.y, 1e-6))
    }

    @Test("a timing curve retargets from the presented value and from rest")
    func timingCurveFromPresented() {
        var running = RunningAnimation(animation: .linear(duration: 1), from: 0.0, to: 100.0, startTime: 0)
        running.retarget(to: 0, animation: .easeInOut(duration: 0.5), at: 0.4)
        #expect(isClose(running.value(at: 0.4), 40))
        #expect(running.sample(at: 0.4).velocity == 0)
        #expect(isClose(running.value(at: 0.65), 20, 1e-9))
        #expect(running.isFinished(at: 0.9) && running.value(at: 0.9) == 0)
    }

    @Test("retargeting without an animation jumps")
    func jump() {
        var running = RunningAnimation(animation: .spring(), from: 0.0, to: 100.0, startTime: 0)
        running.retarget(to: 7, animation: nil, at: 0.1)
        let sample = running.sample(at: 0.1)
        #expect(sample.value == 7 && sample.isFinished && sample.wakeUp == .never)
    }

    @Test("blendDuration hands over smoothly from the interrupted spring's response")
    func blend() {
        func retargeted(blend: Double) -> RunningAnimation<Double> {
            var running = RunningAnimation(animation: .spring(response: 1, dampingFraction: 1), from: 0.0, to: 100.0, startTime: 0)
            running.retarget(to: 200, animation: .spring(response: 0.2, dampingFraction: 1, blendDuration: blend), at: 0.3)
            return running
        }
        let blended = retargeted(blend: 0.5)
        let sharp = retargeted(blend: 0)
        #expect(blended.interruptedSpring == Spring(response: 1, dampingRatio: 1))
        #expect(sharp.interruptedSpring == nil)
        // The same start (value and velocity) either way…
        #expect(isClose(blended.value(at: 0.3), sharp.value(at: 0.3), 1e-9))
        #expect(isClose(blended.sample(at: 0.3).velocity, sharp.sample(at: 0.3).velocity, 1e-6))
        // …but during the blend the stiff new spring takes over gradually, so
        // the blended motion lags behind the sharp one,
        #expect(blended.value(at: 0.4) < sharp.value(at: 0.4) - 1)
        // with velocity equal to the derivative of the value,
        for t in [0.35, 0.5, 0.7, 0.79] {
            let h = 1e-6
            let numeric = (blended.value(at: t + h) - blended.value(at: t - h)) / (2 * h)
            #expect(isClose(blended.sample(at: t).velocity, numeric, 1e-3 * max(1, abs(numeric))))
        }
        // and once the blend is over it follows the new spring exactly.
        #expect(isClose(blended.value(at: 0.85), sharp.value(at: 0.85), 1e-9))
        #expect(!blended.isFinished(at: 0.79))
    }

    @Test("an interactive spring following a finger stays continuous over many retargets")
    func followFinger() {
        var running = RunningAnimation(animation: .interactiveSpring(), from: 0.0, to: 0.0, startTime: 0)
        var previous = 0.0
        var time = 0.0
        for frame in 1...60 {
            time = Double(frame) / 60
            let finger = 600 * time
            let presented = running.value(at: time)
            #expect(abs(presented - previous) < 40, "no jumps at frame \(frame)")
            previous = presented
            running.retarget(to: finger, animation: .interactiveSpring(), at: time)
        }
        #expect(previous > 450 && previous < 600)
        #expect(isClose(running.value(at: time + 2), 600) && running.isFinished(at: time + 2))
    }

    @Test("wake-ups: a delayed animation sleeps until it starts, then wants frames, then nothing")
    func wakeUps() {
        let running = RunningAnimation(animation: .linear(duration: 1).delay(2), from: 0.0, to: 1.0, startTime: 100)
        #expect(running.wakeUp(at: 100.5) == .at(102))
        #expect(running.wakeUp(at: 102.5) == .nextFrame)
        #expect(running.wakeUp(at: 103) == .never)
        #expect(AnimationWakeUp.at(3).merged(with: .at(2)) == .at(2))
        #expect(AnimationWakeUp.never.merged(with: .at(2)) == .at(2))
        #expect(AnimationWakeUp.at(1).merged(with: .nextFrame) == .nextFrame)
        #expect(AnimationWakeUp.never.merged(with: .never) == .never)
    }
}
