extension Animation {
    /// This animation, started `delay` seconds later; until then the value
    /// holds its starting state. Negative delays count as 0.
    public func delay(_ delay: Double) -> Animation {
        adding(.delay(delay.isFinite ? max(delay, 0) : 0))
    }

    /// This animation played `speed` times as fast (including any delay it
    /// already has). A speed that is not a positive finite number is ignored,
    /// since it would freeze the animation forever.
    public func speed(_ speed: Double) -> Animation {
        guard speed.isFinite, speed > 0 else { return self }
        return adding(.speed(speed))
    }

    /// This animation played `repeatCount` times; with `autoreverses` every
    /// other run plays backwards. A spring repeats over its settling time.
    /// When the last run ends the value jumps to the target if it is not
    /// there already (an even autoreversed count ends at the start), as in
    /// SwiftUI.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        adding(.repeating(count: max(repeatCount, 0), autoreverses: autoreverses))
    }

    /// This animation played over and over; it never finishes.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        adding(.repeating(count: nil, autoreverses: autoreverses))
    }
}
