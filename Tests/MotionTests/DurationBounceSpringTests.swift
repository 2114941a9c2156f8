import Foundation
import Testing
@testable import Motion

/// iOS 17's duration-and-bounce springs (Spring+DurationBounce.swift).
@Suite("Springs by duration and bounce")
struct DurationBounceSpringTests {
    @Test("Spring(duration: 0.5, bounce: 0.3) is Apple's example: mass 1, stiffness 157.9, damping 17.6")
    func applesExample() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(isClose(spring.stiffness, 157.9, 0.05))
        #expect(isClose(spring.damping, 17.6, 0.05))
        #expect(isClose(spring.duration, 0.5) && isClose(spring.bounce, 0.3))
    }

    @Test("bounce 0 is critically damped; a negative bounce is overdamped, and reads back", arguments: [-0.5, -0.2, 0.0, 0.15, 0.3, 0.8])
    func bounceRoundTrip(bounce: Double) {
        let spring = Spring(duration: 0.4, bounce: bounce)
        #expect(isClose(spring.bounce, bounce, 1e-12))
        #expect(isClose(spring.response, 0.4))
        if bounce == 0 { #expect(spring.dampingRatio == 1) }
        if bounce < 0 { #expect(spring.dampingRatio > 1) }
    }

    @Test("the named springs: smooth 0, snappy 0.15, bouncy 0.3, plus extraBounce; 0.5 s by default")
    func namedSprings() {
        #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
        #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
        #expect(Spring.bouncy == Spring(duration: 0.5, bounce: 0.3))
        #expect(isClose(Spring.snappy(duration: 0.3, extraBounce: 0.1).bounce, 0.25, 1e-12))
        #expect(Animation.snappy == .spring(Spring(duration: 0.5, bounce: 0.15)))
        #expect(Animation.bouncy(duration: 0.8, extraBounce: -0.1) == .spring(Spring(duration: 0.8, bounce: 0.2)))
        #expect(Animation.smooth(duration: 0.25) == .spring(response: 0.25, dampingFraction: 1))
        #expect(Animation.spring(duration: 0.3, bounce: 0.2, blendDuration: 0.1) == .spring(Spring(response: 0.3, dampingRatio: 0.8), blendDuration: 0.1))
        // The iOS 13 forms keep their meaning beside the new ones.
        #expect(Animation.spring() == .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
        #expect(Animation.interactiveSpring() == .spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
        #expect(Animation.interactiveSpring(duration: 0.2) == .spring(Spring(duration: 0.2, bounce: 0), blendDuration: 0.25))
    }

    @Test("out-of-range and non-finite bounces are clamped, never an undamped or NaN spring")
    func clamped() {
        #expect(Spring(duration: 0.5, bounce: -1).dampingRatio.isFinite)
        #expect(Spring(duration: 0.5, bounce: -1).dampingRatio > 100)
        #expect(Spring(duration: 0.5, bounce: 2).dampingRatio == 0)
        #expect(Spring(duration: 0.5, bounce: .nan).dampingRatio == 1)
    }

    /// The largest value a 0→100 move reaches, sampled every millisecond for 2 s.
    private func peak(_ animation: Animation) -> Double {
        var highest = 0.0
        for ms in 0...2000 {
            let w = animation.weights(elapsed: Double(ms) / 1000, distance: 100)
            highest = max(highest, 100 - 100 * w.valueFromOffset)
        }
        return highest
    }

    @Test("timelines: bouncy overshoots by e^(−πζ/√(1−ζ²)) of the move (4.6 %), snappy by 0.6 %, smooth not at all")
    func overshoot() {
        func expected(_ zeta: Double) -> Double { 100 * (1 + exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())) }
        #expect(isClose(peak(.bouncy), expected(0.7), 0.05))
        #expect(isClose(peak(.snappy), expected(0.85), 0.05))
        #expect(peak(.smooth) <= 100 + 1e-9)
        #expect(peak(.bouncy) > 104)
    }

    @Test("a longer duration is a slower spring: at the same moment it has gone less far")
    func durationPaces() {
        let fast = Animation.snappy(duration: 0.3).weights(elapsed: 0.1, distance: 100).valueFromOffset
        let slow = Animation.snappy(duration: 0.8).weights(elapsed: 0.1, distance: 100).valueFromOffset
        #expect(fast < slow)  // less of the starting offset is left
        #expect(Animation.snappy(duration: 0.3).duration(distance: 100) < Animation.snappy(duration: 0.8).duration(distance: 100))
    }
}
