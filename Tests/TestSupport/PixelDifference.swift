import Geometry
import Render

/// How two renderers' images of the same size differ, pixel by pixel.
public struct PixelDifference {
    /// Pixels that are not identical.
    public private(set) var differing = 0
    /// Pixels with a channel off by more than the tolerance (`GoldenImage.tolerance` unless given).
    public private(set) var overTolerance = 0
    /// The largest difference of any channel, in levels.
    public private(set) var worst = 0

    /// Over the whole image, or only over `region` (pixels outside the image count as 0).
    public init(_ a: SceneRenderer, _ b: SceneRenderer, in region: PixelRect? = nil, tolerance: Int = Int(GoldenImage.tolerance)) {
        let area = region ?? PixelRect(x: 0, y: 0, width: a.pixelWidth, height: a.pixelHeight)
        for y in area.y..<area.y + area.height {
            for x in area.x..<area.x + area.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                guard p != q else { continue }
                var largest = 0
                for shift: UInt32 in [0, 8, 16, 24] {
                    largest = max(largest, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)))
                }
                differing += 1
                if largest > tolerance { overTolerance += 1 }
                worst = max(worst, largest)
            }
        }
    }
}
