/// A Gaussian-like blur of an 8-bit alpha mask: three box blurs in each
/// direction, whose repeated convolution approaches a Gaussian (σ² = 3·r·(r+1)/3 = r(r+1)
/// for a box of radius r), at a cost independent of the radius.
enum BoxBlur {
    /// The box radius in pixels whose three passes reach `reach` pixels in all
    /// (each pass spreads by the radius).
    static func boxRadius(reach: Double) -> Int {
        guard reach.isFinite, reach > 0 else { return 0 }
        return max(1, Int((reach / 3).rounded()))
    }

    /// Blurs `height` rows of `width` bytes (rows `stride` apart) in place.
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius: Int) {
        guard radius > 0, width > 0, height > 0 else { return }
        let length = max(width, height)
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: length)
        defer { line.deallocate() }
        for _ in 0..<3 {
            for row in 0..<height {
                pass(pixels + row * stride, step: 1, count: width, radius: radius, scratch: line)
            }
        }
        for _ in 0..<3 {
            for column in 0..<width {
                pass(pixels + column, step: stride, count: height, radius: radius, scratch: line)
            }
        }
    }

    /// One box pass along a line of `count` samples `step` bytes apart; outside is 0.
    private static func pass(_ start: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int,
                             scratch: UnsafeMutablePointer<UInt8>) {
        for index in 0..<count { scratch[index] = start[index * step] }
        let window = UInt32(2 * radius + 1)
        let half = window / 2
        var sum: UInt32 = 0
        for index in 0..<min(radius, count) { sum += UInt32(scratch[index]) }
        for index in 0..<count {
            let entering = index + radius, leaving = index - radius - 1
            if entering < count { sum += UInt32(scratch[entering]) }
            if leaving >= 0 { sum -= UInt32(scratch[leaving]) }
            start[index * step] = UInt8((sum + half) / window)
        }
    }
}
