import Geometry
import Testing
@testable import Motion

@Suite("Timing curves")
struct UnitCurveTests {
    static let curves: [(String, UnitCurve, Double, Double, Double, Double)] = [
        ("easeIn", .easeIn, 0.42, 0, 1, 1),
        ("easeOut", .easeOut, 0, 0, 0.58, 1),
        ("easeInOut", .easeInOut, 0.42, 0, 0.58, 1),
        ("custom", .bezier(startControlPoint: UnitPoint(x: 0.2, y: 0.9), endControlPoint: UnitPoint(x: 0.3, y: 1)),
         0.2, 0.9, 0.3, 1),
    ]

    @Test("SwiftUI's control points")
    func controlPoints() {
        #expect(UnitCurve.easeIn.startControlPoint == UnitPoint(x: 0.42, y: 0))
        #expect(UnitCurve.easeIn.endControlPoint == UnitPoint(x: 1, y: 1))
        #expect(UnitCurve.easeOut.startControlPoint == UnitPoint(x: 0, y: 0))
        #expect(UnitCurve.easeOut.endControlPoint == UnitPoint(x: 0.58, y: 1))
        #expect(UnitCurve.easeInOut.startControlPoint == UnitPoint(x: 0.42, y: 0))
        #expect(UnitCurve.easeInOut.endControlPoint == UnitPoint(x: 0.58, y: 1))
        #expect(Animation.easeInOut == Animation.easeInOut(duration: 0.35))
    }

    @Test("Bézier end points are exact")
    func endpoints() {
        for (name, curve, _, _, _, _) in Self.curves {
            #expect(curve.value(at: 0) == 0, "\(name)")
            #expect(isClose(curve.value(at: 1), 1, 1e-12), "\(name)")
            #expect(curve.value(at: -3) == 0, "\(name) clamps below")
            #expect(isClose(curve.value(at: 7), 1, 1e-12), "\(name) clamps above")
        }
    }

    @Test("values match the Bernstein form along the whole curve")
    func againstBernstein() {
        for (name, curve, x1, y1, x2, y2) in Self.curves {
            for step in 0...200 {
                let u = Double(step) / 200
                let x = bernstein(u, x1, x2)
                let y = bernstein(u, y1, y2)
                #expect(isClose(curve.value(at: x), y, 1e-9), "\(name) at u=\(u)")
            }
        }
    }

    @Test("ease-in-out is symmetric and passes through (0.5, 0.5)")
    func easeInOutSymmetry() {
        #expect(isClose(UnitCurve.easeInOut.value(at: 0.5), 0.5, 1e-12))
        for step in 1..<50 {
            let t = Double(step) / 100
            let sum = UnitCurve.easeInOut.value(at: t) + UnitCurve.easeInOut.value(at: 1 - t)
            #expect(isClose(sum, 1, 1e-10))
        }
        // ease-in lags and ease-out leads linear at mid-time.
        #expect(UnitCurve.easeIn.value(at: 0.5) < 0.5)
        #expect(UnitCurve.easeOut.value(at: 0.5) > 0.5)
    }

    @Test("standard curves are monotonic")
    func monotonic() {
        for curve in [UnitCurve.easeIn, .easeOut, .easeInOut] {
            var previous = 0.0
            for step in 1...1000 {
                let value = curve.value(at: Double(step) / 1000)
                #expect(value >= previous)
                previous = value
            }
        }
    }

    @Test("slope matches a central difference; ease-out starts fast, ease-in slow")
    func slopes() {
        for (name, curve, _, _, _, _) in Self.curves {
            for step in 1..<100 {
                let t = Double(step) / 100
                let h = 1e-6
                let numeric = (curve.value(at: t + h) - curve.value(at: t - h)) / (2 * h)
                #expect(isClose(curve.velocity(at: t), numeric, 1e-4), "\(name) at \(t)")
            }
        }
        // Limits at the ends where dx/du vanishes: y2/x2 for ease-out at 0.
        #expect(isClose(UnitCurve.easeOut.velocity(at: 0), 1 / 0.58, 1e-3))
        #expect(isClose(UnitCurve.easeIn.velocity(at: 0), 0, 1e-9))
    }

    @Test("linear is exact")
    func linear() {
        for step in 0...1000 {
            let t = Double(step) / 1000
            #expect(UnitCurve.linear.value(at: t) == t)
            #expect(UnitCurve.linear.velocity(at: t) == 1)
        }
        let animation = Animation.linear(duration: 2)
        for step in 0..<200 {
            let t = Double(step) / 100
            let sample = animation.sample(from: 10.0, to: 30.0, elapsed: t)
            #expect(isClose(sample.value, 10 + 20 * t / 2, 1e-12))
            #expect(isClose(sample.velocity, 10, 1e-12))
        }
        #expect(animation.sample(from: 10.0, to: 30.0, elapsed: 2).isFinished)
    }

    @Test("timingCurve evaluates the given Bézier over its duration")
    func timingCurveAnimation() {
        let animation = Animation.timingCurve(0.2, 0.9, 0.3, 1, duration: 0.5)
        let u = 0.3
        let x = bernstein(u, 0.2, 0.3)
        let y = bernstein(u, 0.9, 1)
        let sample = animation.sample(from: 0.0, to: 100.0, elapsed: x * 0.5)
        #expect(isClose(sample.value, 100 * y, 1e-7))
        #expect(Animation.timingCurve(0.42, 0, 0.58, 1) == .easeInOut)
    }
}
