@testable import Motion

/// Whether `a` and `b` differ by at most `tolerance`.
func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// The cubic Bézier through (0,0), p1, p2, (1,1) at parameter u, in Bernstein
/// form: independent of the polynomial form `UnitCurve` uses.
func bernstein(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
    let v = 1 - u
    return 3 * v * v * u * p1 + 3 * v * u * u * p2 + u * u * u
}

/// x'' = −k·x − c·x' integrated with classical Runge–Kutta at a fine step:
/// an independent check of the closed-form spring solutions.
func integrateSpring(
    stiffness k: Double, damping c: Double, x0: Double, v0: Double, until time: Double, step: Double = 1e-5
) -> (x: Double, v: Double) {
    var (x, v) = (x0, v0)
    var t = 0.0
    func accel(_ x: Double, _ v: Double) -> Double { -k * x - c * v }
    while t < time - 1e-15 {
        let h = min(step, time - t)
        let k1x = v, k1v = accel(x, v)
        let k2x = v + h / 2 * k1v, k2v = accel(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v, k3v = accel(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v, k4v = accel(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        t += h
    }
    return (x, v)
}
