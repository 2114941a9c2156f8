#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A damped harmonic oscillator of unit mass with SwiftUI's parametrisation,
/// as SwiftUI's `Spring`: `stiffness = (2π / response)²` and
/// `damping = 4π · dampingRatio / response`, so the undamped period is
/// `response` seconds and `dampingRatio` is the fraction of critical damping.
///
/// Motion is solved in closed form (under-, critically and over-damped), so a
/// value at any time costs a few `exp`/`sin`/`cos` and no integration.
public struct Spring: Hashable, Sendable {
    /// The undamped period in seconds; 0 is an infinitely stiff spring that
    /// reaches its target at once.
    public let response: Double
    /// The fraction of critical damping: below 1 the spring overshoots, at 1 it
    /// settles fastest without overshoot, above 1 it creeps.
    public let dampingRatio: Double

    /// A spring with the given undamped period and damping ratio; negative
    /// values are treated as 0.
    public init(response: Double, dampingRatio: Double) {
        self.response = response.isFinite ? max(response, 0) : 0
        self.dampingRatio = dampingRatio.isFinite ? max(dampingRatio, 0) : 0
    }

    /// The mass, always 1.
    public var mass: Double { 1 }

    /// The spring constant, (2π / response)².
    public var stiffness: Double {
        guard response > 0 else { return .infinity }
        let omega = 2 * .pi / response
        return omega * omega
    }

    /// The damping coefficient, 4π · dampingRatio / response.
    public var damping: Double {
        guard response > 0 else { return .infinity }
        return 4 * .pi * dampingRatio / response
    }

    /// How a displacement x₀ and a velocity v₀ evolve: after a time t the
    /// displacement is `x₀·positionFromDisplacement + v₀·positionFromVelocity`
    /// and the velocity `x₀·velocityFromDisplacement + v₀·velocityFromVelocity`.
    /// The motion is linear in (x₀, v₀), so one set of weights moves any vector.
    public struct Response: Hashable, Sendable {
        /// Weight of x₀ in the displacement.
        public var positionFromDisplacement: Double
        /// Weight of v₀ in the displacement.
        public var positionFromVelocity: Double
        /// Weight of x₀ in the velocity.
        public var velocityFromDisplacement: Double
        /// Weight of v₀ in the velocity.
        public var velocityFromVelocity: Double

        /// Weights from `position` (of x₀, of v₀) and `velocity` (of x₀, of v₀).
        public init(position: (Double, Double), velocity: (Double, Double)) {
            (positionFromDisplacement, positionFromVelocity) = position
            (velocityFromDisplacement, velocityFromVelocity) = velocity
        }
    }

    /// Damping ratios this close to 1 use the critically damped solution: the
    /// other two divide by a vanishing frequency.
    static let criticalBand = 1e-6

    /// The closed-form response after `time` seconds (negative times count as 0).
    public func response(at time: Double) -> Response {
        let t = max(time, 0)
        guard response > 0 else { return Response(position: (0, 0), velocity: (0, 0)) }
        let omega = 2 * .pi / response
        let zeta = dampingRatio
        if zeta < 1 - Self.criticalBand {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let decay = exp(-zeta * omega * t)
            let (s, c) = (sin(omegaD * t), cos(omegaD * t))
            let ratio = zeta * omega / omegaD
            return Response(
                position: (decay * (c + ratio * s), decay * s / omegaD),
                velocity: (-decay * s * omega * omega / omegaD, decay * (c - ratio * s))
            )
        } else if zeta <= 1 + Self.criticalBand {
            let decay = exp(-omega * t)
            return Response(
                position: ((1 + omega * t) * decay, t * decay),
                velocity: (-omega * omega * t * decay, (1 - omega * t) * decay)
            )
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root)  // the slow root, closer to zero
            let r2 = -omega * (zeta + root)
            let (e1, e2) = (exp(r1 * t), exp(r2 * t))
            let gap = r1 - r2
            return Response(
                position: ((r1 * e2 - r2 * e1) / gap, (e1 - e2) / gap),
                velocity: (r1 * r2 * (e2 - e1) / gap, (r1 * e1 - r2 * e2) / gap)
            )
        }
    }

    /// The displacement from the target after `time` seconds, for an initial
    /// displacement `displacement` and velocity `initialVelocity`.
    public func displacement<V: VectorArithmetic>(_ displacement: V, initialVelocity: V = .zero, time: Double) -> V {
        let r = response(at: time)
        return displacement.scaled(by: r.positionFromDisplacement) + initialVelocity.scaled(by: r.positionFromVelocity)
    }

    /// The velocity after `time` seconds, for an initial displacement from the
    /// target `displacement` and velocity `initialVelocity`.
    public func velocity<V: VectorArithmetic>(_ displacement: V, initialVelocity: V = .zero, time: Double) -> V {
        let r = response(at: time)
        return displacement.scaled(by: r.velocityFromDisplacement) + initialVelocity.scaled(by: r.velocityFromVelocity)
    }

    /// The time after which the displacement stays within `epsilon · S`, where
    /// S = max(|x₀|, |v₀|/ω) is the motion's scale (ω = 2π/response). With the
    /// default epsilon of 0.001 (SwiftUI's) a 1000-point move settles within
    /// one point. The bound is an envelope of all later values, so the spring
    /// never leaves the band again; infinite for an undamped spring.
    public func settlingDuration(distance: Double, initialSpeed: Double = 0, epsilon: Double = 0.001) -> Double {
        guard response > 0 else { return 0 }
        let omega = 2 * .pi / response
        let x0 = abs(distance)
        let v0 = abs(initialSpeed)
        let band = max(x0, v0 / omega) * epsilon
        guard band > 0, band.isFinite else { return 0 }
        let zeta = dampingRatio
        guard zeta > 0 else { return .infinity }
        if zeta < 1 - Self.criticalBand {
            // |x(t)| ≤ (|x₀| + (|v₀| + ζω|x₀|)/ω_d)·e^(−ζωt)
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let amplitude = x0 + (v0 + zeta * omega * x0) / omegaD
            return max(log(amplitude / band) / (zeta * omega), 0)
        } else if zeta <= 1 + Self.criticalBand {
            return Self.criticalSettling(a: x0, b: v0 + omega * x0, omega: omega, band: band)
        } else {
            // |x(t)| ≤ (|c₁| + |c₂|)·e^(r₁t), r₁ the slow root
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root)
            let r2 = -omega * (zeta + root)
            let gap = r1 - r2
            let amplitude = (v0 + abs(r2) * x0) / gap + (abs(r1) * x0 + v0) / gap
            return max(log(amplitude / band) / -r1, 0)
        }
    }

    /// The last time (a + b·t)·e^(−ωt) equals `band`. f(t) = ln(a + b·t) − ωt
    /// − ln(band) is concave, so Newton's method started to the right of the
    /// root (found by doubling) approaches it monotonically from the right.
    static func criticalSettling(a: Double, b: Double, omega: Double, band: Double) -> Double {
        let target = log(band)
        func f(_ t: Double) -> Double { log(a + b * t) - omega * t - target }
        var t = 1 / omega
        for _ in 0..<64 where f(t) > 0 { t *= 2 }
        for _ in 0..<50 {
            let slope = b / (a + b * t) - omega
            let next = t - f(t) / slope
            if !(next < t) || t - next < 1e-12 * t { return max(next, 0) }
            t = next
        }
        return max(t, 0)
    }
}
