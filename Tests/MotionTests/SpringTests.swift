import Testing
@testable import Motion

@Suite("Springs")
struct SpringTests {
    @Test("SwiftUI's parametrisation: stiffness (2π/response)², damping 4π·ζ/response, mass 1")
    func parameters() {
        let spring = Spring(response: 0.5, dampingRatio: 0.825)
        #expect(isClose(spring.stiffness, (2 * Double.pi / 0.5) * (2 * Double.pi / 0.5)))
        #expect(isClose(spring.damping, 4 * Double.pi * 0.825 / 0.5))
        #expect(spring.mass == 1)
        #expect(Animation.spring() == .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
        #expect(Animation.spring == .spring())
        #expect(Animation.interactiveSpring() == .spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
        #expect(Animation.default == .spring(response: 0.55, dampingFraction: 1, blendDuration: 0))
    }

    @Test("closed form matches a fine RK4 integration", arguments: [
        (0.5, 0.825, 1.0, 0.0), (0.1, 0.8, -200.0, 3000.0), (0.55, 1.0, 50.0, 0.0),
        (0.3, 1.0, 10.0, -400.0), (0.4, 2.5, 1.0, 0.0), (0.6, 1.3, -30.0, 90.0), (1, 0.1, 5.0, 5.0),
    ])
    func againstIntegration(response: Double, ratio: Double, x0: Double, v0: Double) {
        let spring = Spring(response: response, dampingRatio: ratio)
        let scale = max(abs(x0), abs(v0) * response)
        for time in [0.0, 0.013, 0.05, 0.1, 0.2, 0.35, 0.7] {
            let exact = integrateSpring(stiffness: spring.stiffness, damping: spring.damping, x0: x0, v0: v0, until: time)
            let x = spring.displacement(x0, initialVelocity: v0, time: time)
            let v = spring.velocity(x0, initialVelocity: v0, time: time)
            #expect(isClose(x, exact.x, 1e-7 * scale), "x at \(time)")
            #expect(isClose(v, exact.v, 1e-6 * scale / response), "v at \(time)")
        }
    }

    @Test("critically damped and overdamped springs never cross the target from rest")
    func noOvershoot() {
        for ratio in [1.0, 1.0000001, 1.5, 4] {
            let spring = Spring(response: 0.4, dampingRatio: ratio)
            var previous = 1.0
            for step in 1...400 {
                let x = spring.displacement(1.0, time: Double(step) / 200)
                #expect(x > 0 && x <= previous, "ratio \(ratio)")
                previous = x
            }
        }
        // An underdamped one does overshoot.
        let bouncy = Spring(response: 0.4, dampingRatio: 0.3)
        #expect((1...200).contains { bouncy.displacement(1.0, time: Double($0) / 200) < -0.1 })
    }

    @Test("the damping ratio band around 1 is continuous")
    func continuityAcrossCritical() {
        let below = Spring(response: 0.5, dampingRatio: 1 - 2e-6)
        let at = Spring(response: 0.5, dampingRatio: 1)
        let above = Spring(response: 0.5, dampingRatio: 1 + 2e-6)
        for time in [0.05, 0.2, 0.6] {
            #expect(isClose(below.displacement(1.0, initialVelocity: 3, time: time), at.displacement(1.0, initialVelocity: 3, time: time), 1e-5))
            #expect(isClose(above.displacement(1.0, initialVelocity: 3, time: time), at.displacement(1.0, initialVelocity: 3, time: time), 1e-5))
        }
    }

    @Test("settling: within epsilon for good after the settling time, and not long before",
          arguments: [(0.5, 0.825), (0.1, 0.8), (0.55, 1.0), (0.4, 2.0), (0.15, 0.86)])
    func settling(response: Double, ratio: Double) {
        let spring = Spring(response: response, dampingRatio: ratio)
        let distance = 300.0
        let settle = spring.settlingDuration(distance: distance)
        let band = distance * 0.001
        for step in 0...2000 {
            let t = settle + Double(step) * 0.001
            #expect(abs(spring.displacement(distance, time: t)) <= band)
        }
        // The bound is an envelope, so a little conservative, but not wildly:
        // the motion is still outside the band at 60 % of the settling time.
        let early = stride(from: 0.0, through: settle * 0.6, by: 0.0005)
        #expect(early.contains { abs(spring.displacement(distance, time: $0)) > band })
        #expect(settle > 0 && settle < 4 * response + 1)
    }

    @Test("settling time of the seeds' springs is plausible")
    func seedSettlingTimes() {
        let wallet = Spring(response: 0.1, dampingRatio: 0.8).settlingDuration(distance: 1)
        #expect(wallet > 0.1 && wallet < 0.2)
        let standard = Spring(response: 0.5, dampingRatio: 0.825).settlingDuration(distance: 1)
        #expect(standard > 0.5 && standard < 1)
        #expect(Spring(response: 0.5, dampingRatio: 0).settlingDuration(distance: 1) == .infinity)
        #expect(Spring(response: 0.5, dampingRatio: 1).settlingDuration(distance: 0) == 0)
    }

    @Test("a spring animation ends exactly at its target and reports it")
    func animationFinishes() {
        let animation = Animation.spring(response: 0.3, dampingFraction: 0.7)
        let duration = animation.duration(distance: 100)
        let before = animation.sample(from: 0.0, to: 100.0, elapsed: duration - 1e-3)
        let after = animation.sample(from: 0.0, to: 100.0, elapsed: duration + 1e-9)
        #expect(!before.isFinished && before.wakeUp == .nextFrame)
        #expect(abs(before.value - 100) <= 0.1)
        #expect(after.isFinished && after.value == 100 && after.velocity == 0 && after.wakeUp == .never)
    }

    @Test("response 0 is an infinitely stiff spring: the target at once")
    func infinitelyStiff() {
        let sample = Animation.spring(response: 0, dampingFraction: 1).sample(from: 0.0, to: 5.0, elapsed: 0)
        #expect(sample.isFinished && sample.value == 5)
    }
}
