import CCairo
import Geometry

/// A PNG or JPEG decoded into a cairo image surface.
public struct DecodedRaster {
    /// A cairo image surface the caller owns (and destroys).
    public var surface: OpaquePointer
    /// The file's own size in pixels; the surface is 1/`denominator` of it.
    public var fullSize: Size
    /// 1, or 2, 4 or 8 for a JPEG decoded smaller than its size.
    public var denominator: Int
}

/// Decoding image files' bytes within `ImageLimits`.
public enum ImageDecoder {
    /// The PNG or JPEG in `bytes`, decoded; `wanted` (pixels) lets a JPEG
    /// decode at 1/2, 1/4 or 1/8 of its size when that still covers it.
    /// An SVG is not decoded to pixels: see `SVGDocument`.
    public static func decodeRaster(_ bytes: [UInt8], wanted: Size? = nil,
                                    limits: ImageLimits = .standard) -> Result<DecodedRaster, ImageFileError> {
        switch ImageFormat.sniff(bytes) {
        case nil:
            return .failure(.notAnImage)
        case .svg?:
            return .failure(.damaged(.svg, "an SVG is drawn as vectors, not decoded"))
        case .png?:
            return checked(PNGDecoder.size(of: bytes), limits).flatMap { full in
                PNGDecoder.decode(bytes).map { DecodedRaster(surface: $0, fullSize: full, denominator: 1) }
            }
        case .jpeg?:
            return checked(JPEGDecoder.size(of: bytes), limits).flatMap { full in
                let denominator = wanted.map { jpegDenominator(full: full, wanted: $0) } ?? 1
                return JPEGDecoder.decode(bytes, denominator: denominator)
                    .map { DecodedRaster(surface: $0, fullSize: full, denominator: denominator) }
            }
        }
    }

    /// The largest of 8, 4, 2 that shrinks `full` to no less than `wanted` each way, else 1.
    public static func jpegDenominator(full: Size, wanted: Size) -> Int {
        for denominator in [8, 4, 2] {
            let d = Double(denominator)
            // libjpeg rounds scaled sizes up.
            if (full.width / d).rounded(.up) >= wanted.width, (full.height / d).rounded(.up) >= wanted.height { return denominator }
        }
        return 1
    }

    private static func checked(_ size: Result<Size, ImageFileError>, _ limits: ImageLimits) -> Result<Size, ImageFileError> {
        size.flatMap { size in ImageFile.pixelRefusal(size, limits: limits).map { .failure($0) } ?? .success(size) }
    }
}
