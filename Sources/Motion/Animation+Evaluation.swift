extension Animation {
    /// The state of this animation `elapsed` seconds after it started, for a
    /// move over `distance` (|from − to|) with an initial speed `initialSpeed`
    /// (|v₀|, per second); both only matter to springs, whose settling time
    /// scales with them. A move of zero distance from rest is finished at once.
    public func weights(elapsed: Double, distance: Double, initialSpeed: Double = 0) -> AnimationWeights {
        weights(elapsed: elapsed, distance: distance, initialSpeed: initialSpeed, interrupting: nil)
    }

    /// The total time this animation runs for a move over `distance` starting
    /// at `initialSpeed`, including delays and repeats; infinite when it
    /// repeats forever.
    public func duration(distance: Double = 1, initialSpeed: Double = 0) -> Double {
        let base = baseDuration(distance: distance, baseSpeed: initialSpeed / speedProduct, interrupting: nil)
        return duration(below: modifiers.count, base: base)
    }

    /// The value, velocity and wake-up of a move from `from` to `to` starting
    /// with velocity `initialVelocity`, `elapsed` seconds after it started.
    @inlinable
    public func sample<V: VectorArithmetic>(
        from: V, to: V, initialVelocity: V = .zero, elapsed: Double
    ) -> AnimationSample<V> {
        let offset = from - to
        let weights = weights(
            elapsed: elapsed,
            distance: offset.magnitudeSquared.squareRoot(),
            initialSpeed: initialVelocity.magnitudeSquared.squareRoot()
        )
        let (value, velocity) = weights.apply(target: to, offset: offset, initialVelocity: initialVelocity)
        return AnimationSample(value: value, velocity: velocity, isFinished: weights.isFinished, wakeUp: weights.wakeUp)
    }

    /// Speed modifiers compound: an initial velocity given per second of real
    /// time is this many times slower in the base animation's own time.
    var speedProduct: Double {
        var product = 1.0
        for case let .speed(speed) in modifiers { product *= speed }
        return product
    }

    /// The weights, optionally blending in from the interrupted spring
    /// `interrupted` over this spring's blend duration.
    @usableFromInline
    func weights(
        elapsed: Double, distance: Double, initialSpeed: Double, interrupting interrupted: Spring?
    ) -> AnimationWeights {
        if distance == 0 && initialSpeed == 0 { return .finished }
        guard elapsed >= 0 else { return .holding(until: 0) }
        let speeds = speedProduct
        let baseSpeed = initialSpeed / speeds
        let base = baseDuration(distance: distance, baseSpeed: baseSpeed, interrupting: interrupted)

        // Walk from the outermost modifier in, turning elapsed time into the
        // base animation's local time; `rate` is d(local)/d(elapsed).
        var time = elapsed
        var rate = 1.0
        var insideRepeat = false
        for index in modifiers.indices.reversed() {
            switch modifiers[index] {
            case let .speed(speed):
                time *= speed
                rate *= speed
            case let .delay(delay):
                if time < delay {
                    // Running backwards (an autoreversed repeat), the pause
                    // lasts until local time reaches 0.
                    let remaining = rate > 0 ? delay - time : time
                    return .holding(until: elapsed + remaining / abs(rate))
                }
                time -= delay
            case let .repeating(count, autoreverses):
                let period = duration(below: index, base: base)
                if period <= 0 { return .finished }
                guard period.isFinite else { continue }
                if let count, time >= Double(count) * period { return .finished }
                let run = (time / period).rounded(.down)
                time -= run * period
                if autoreverses && run.truncatingRemainder(dividingBy: 2) == 1 {
                    time = period - time
                    rate = -rate
                }
                insideRepeat = true
            }
        }

        guard var weights = baseWeights(at: time, distance: distance, baseSpeed: baseSpeed, interrupting: interrupted)
        else {
            // The base has ended; inside a repeat the next run restarts it.
            if insideRepeat {
                return AnimationWeights(
                    valueFromOffset: 0, valueFromVelocity: 0, velocityFromOffset: 0, velocityFromVelocity: 0,
                    isFinished: false, wakeUp: .nextFrame
                )
            }
            return .finished
        }
        weights.valueFromVelocity /= speeds
        weights.velocityFromOffset *= rate
        weights.velocityFromVelocity *= rate / speeds
        return weights
    }

    /// The base animation's weights at local `time`, or `nil` once it ends.
    private func baseWeights(
        at time: Double, distance: Double, baseSpeed: Double, interrupting interrupted: Spring?
    ) -> AnimationWeights? {
        switch base {
        case let .timing(curve, duration):
            guard time < duration else { return nil }
            let progress = time / duration
            return AnimationWeights(
                valueFromOffset: 1 - curve.value(at: progress), valueFromVelocity: 0,
                velocityFromOffset: -curve.velocity(at: progress) / duration, velocityFromVelocity: 0,
                isFinished: false, wakeUp: .nextFrame
            )
        case let .spring(spring, blendDuration):
            let end = baseDuration(distance: distance, baseSpeed: baseSpeed, interrupting: interrupted)
            guard time < end else { return nil }
            var r = spring.response(at: time)
            if let interrupted, time < blendDuration {
                // Cross-fade from the trajectory the interrupted spring would
                // follow from the same start to this spring's, with a smoothstep
                // weight whose slope is 0 at both ends: value and velocity stay
                // continuous at the interruption and when the blend ends.
                let old = interrupted.response(at: time)
                let u = time / blendDuration
                let w = u * u * (3 - 2 * u)
                let slope = 6 * u * (1 - u) / blendDuration
                r = Spring.Response(
                    position: (
                        old.positionFromDisplacement + (r.positionFromDisplacement - old.positionFromDisplacement) * w,
                        old.positionFromVelocity + (r.positionFromVelocity - old.positionFromVelocity) * w
                    ),
                    velocity: (
                        old.velocityFromDisplacement + (r.velocityFromDisplacement - old.velocityFromDisplacement) * w
                            + (r.positionFromDisplacement - old.positionFromDisplacement) * slope,
                        old.velocityFromVelocity + (r.velocityFromVelocity - old.velocityFromVelocity) * w
                            + (r.positionFromVelocity - old.positionFromVelocity) * slope
                    )
                )
            }
            return AnimationWeights(
                valueFromOffset: r.positionFromDisplacement, valueFromVelocity: r.positionFromVelocity,
                velocityFromOffset: r.velocityFromDisplacement, velocityFromVelocity: r.velocityFromVelocity,
                isFinished: false, wakeUp: .nextFrame
            )
        }
    }

    /// How long the base animation runs, in its own time.
    private func baseDuration(distance: Double, baseSpeed: Double, interrupting interrupted: Spring?) -> Double {
        switch base {
        case let .timing(_, duration):
            return duration
        case let .spring(spring, blendDuration):
            let settle = spring.settlingDuration(distance: distance, initialSpeed: baseSpeed)
            return interrupted == nil ? settle : max(settle, blendDuration)
        }
    }

    /// The duration of the base wrapped in the first `count` modifiers.
    private func duration(below count: Int, base: Double) -> Double {
        var duration = base
        for modifier in modifiers[..<count] {
            switch modifier {
            case let .delay(delay): duration += delay
            case let .speed(speed): duration /= speed
            case let .repeating(count, _): duration = count.map { duration * Double($0) } ?? .infinity
            }
        }
        return duration
    }
}
