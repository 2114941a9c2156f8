import Geometry
/// A timing function from 0…1 progress in time to 0…1 progress in value, as
/// SwiftUI's `UnitCurve`: linear, or a cubic Bézier from (0, 0) to (1, 1).
public struct UnitCurve: Hashable, Sendable {
    @usableFromInline
    enum Storage: Hashable, Sendable {
        case linear
        // Polynomial coefficients of x(u) and y(u) = ((a·u + b)·u + c)·u.
        case bezier(ax: Double, bx: Double, cx: Double, ay: Double, by: Double, cy: Double)
    }

    @usableFromInline
    let storage: Storage

    /// The Bézier's first control point (for `linear`, (0, 0)).
    public let startControlPoint: UnitPoint
    /// The Bézier's second control point (for `linear`, (1, 1)).
    public let endControlPoint: UnitPoint

    /// Constant speed; exactly `value(at: t) == t`.
    public static let linear = UnitCurve(linear: ())
    /// SwiftUI's ease-in, control points (0.42, 0) and (1, 1).
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// SwiftUI's ease-out, control points (0, 0) and (0.58, 1).
    public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// SwiftUI's ease-in-out, control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

    private init(linear: Void) {
        storage = .linear
        startControlPoint = .zero
        endControlPoint = UnitPoint(x: 1, y: 1)
    }

    /// A cubic Bézier from (0, 0) to (1, 1) with the two given control points.
    ///
    /// The control points' x coordinates are clamped to 0…1 so that time maps
    /// to exactly one value; their y coordinates are free (overshoot allowed).
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(start: startControlPoint, end: endControlPoint)
    }

    private init(start: UnitPoint, end: UnitPoint) {
        let x1 = min(max(start.x, 0), 1)
        let x2 = min(max(end.x, 0), 1)
        let cx = 3 * x1
        let bx = 3 * (x2 - x1) - cx
        let cy = 3 * start.y
        let by = 3 * (end.y - start.y) - cy
        storage = .bezier(ax: 1 - cx - bx, bx: bx, cx: cx, ay: 1 - cy - by, by: by, cy: cy)
        startControlPoint = UnitPoint(x: x1, y: start.y)
        endControlPoint = UnitPoint(x: x2, y: end.y)
    }

    /// The value progress at time progress `progress` (clamped to 0…1).
    public func value(at progress: Double) -> Double {
        let t = min(max(progress, 0), 1)
        switch storage {
        case .linear:
            return t
        case let .bezier(ax, bx, cx, ay, by, cy):
            let u = Self.solve(t, ax: ax, bx: bx, cx: cx)
            return ((ay * u + by) * u + cy) * u
        }
    }

    /// The derivative d value / d progress at `progress` (clamped to 0…1);
    /// divide by the duration to get a rate per second.
    public func velocity(at progress: Double) -> Double {
        let t = min(max(progress, 0), 1)
        switch storage {
        case .linear:
            return 1
        case let .bezier(ax, bx, cx, ay, by, cy):
            var u = Self.solve(t, ax: ax, bx: bx, cx: cx)
            var dx = (3 * ax * u + 2 * bx) * u + cx
            if dx < 1e-9 {
                // dy/dx is 0/0 where a control point sits on an end point (as
                // in ease-out at 0); the limit is the slope just inside.
                u = min(max(u, 1e-6), 1 - 1e-6)
                dx = (3 * ax * u + 2 * bx) * u + cx
                if dx < 1e-12 { return 0 }
            }
            let dy = (3 * ay * u + 2 * by) * u + cy
            return dy / dx
        }
    }

    /// The Bézier parameter u with x(u) = x: Newton's method from u = x, which
    /// converges in a few steps on these curves, and bisection (x is monotonic
    /// on 0…1) where the derivative is too flat for Newton to be safe.
    static func solve(_ x: Double, ax: Double, bx: Double, cx: Double) -> Double {
        let tolerance = 1e-12
        var u = x
        for _ in 0..<8 {
            let error = ((ax * u + bx) * u + cx) * u - x
            if abs(error) < tolerance { return u }
            let slope = (3 * ax * u + 2 * bx) * u + cx
            if abs(slope) < 1e-6 { break }
            u -= error / slope
            if u < 0 || u > 1 { break }
        }
        var low = 0.0
        var high = 1.0
        u = x
        for _ in 0..<64 {
            let value = ((ax * u + bx) * u + cx) * u
            if abs(value - x) < tolerance { break }
            if value < x { low = u } else { high = u }
            u = (low + high) / 2
        }
        return u
    }
}
