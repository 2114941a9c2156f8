import CCairo
import Geometry
import ImageFiles
import Logging

/// Image files loaded once per path and kept within a memory bound.
///
/// PNGs and JPEGs are decoded to pixels (a JPEG shown smaller than its size
/// at 1/2, 1/4 or 1/8 of it, libjpeg's scaling while decoding, and again
/// larger when it is later shown larger); SVGs are kept parsed and drawn as
/// vectors. The least recently drawn go first when the decoded bytes pass
/// `byteBudget`. A file that cannot be drawn is remembered as such (and
/// logged once), so it is neither retried every frame nor fatal.
final class ImageStore {
    /// What a path holds.
    enum Picture {
        case raster(CairoImage, fullSize: Size, denominator: Int)
        case vector(SVGDocument)
    }

    private struct Entry {
        var picture: Picture?
        var bytes: Int
        var lastUse: Int
    }

    private static let logger = Logger(label: "touchdeck.render")
    /// Decoded bytes kept at most (64 MiB) beside the picture drawn last.
    let byteBudget: Int
    /// Paths remembered at most (failures included), so bad input cannot grow it without end.
    let entryLimit: Int
    let limits: ImageLimits
    private var entries: [String: Entry] = [:]
    private(set) var byteCount = 0
    private var clock = 0
    /// Paths that could not be drawn, with the reason (at most `entryLimit`).
    private(set) var problems: [String: String] = [:]

    init(byteBudget: Int = 64 << 20, entryLimit: Int = 1024, limits: ImageLimits = .standard) {
        self.byteBudget = byteBudget
        self.entryLimit = entryLimit
        self.limits = limits
    }

    /// The picture at `path`, decoded to cover `wanted` pixels (a JPEG may
    /// be decoded smaller than its size), or nil when it cannot be drawn.
    func picture(at path: String, wanted: Size) -> Picture? {
        clock += 1
        if var entry = entries[path] {
            entry.lastUse = clock
            entries[path] = entry
            guard case let .raster(image, full, denominator)? = entry.picture, denominator > 1,
                  Double(image.width) < wanted.width.rounded(.down) || Double(image.height) < wanted.height.rounded(.down),
                  ImageDecoder.jpegDenominator(full: full, wanted: wanted) < denominator else { return entry.picture }
            // Shown larger than it was decoded for: decode it again, larger.
        }
        let picture = load(path, wanted: wanted)
        let bytes: Int
        switch picture {
        case let .raster(image, _, _)?: bytes = image.byteCount
        case .vector?: bytes = 0
        case nil: bytes = 0
        }
        byteCount -= entries[path]?.bytes ?? 0
        entries[path] = Entry(picture: picture, bytes: bytes, lastUse: clock)
        byteCount += bytes
        evict(keeping: path)
        return picture
    }

    private func load(_ path: String, wanted: Size) -> Picture? {
        let loaded = ImageFile.read(path, limits: limits).flatMap { bytes -> Result<Picture, ImageFileError> in
            if ImageFormat.sniff(bytes) == .svg { return SVGDocument.make(bytes).map { .vector($0) } }
            return ImageDecoder.decodeRaster(bytes, wanted: wanted, limits: limits).flatMap { raster in
                guard let image = CairoImage(adopting: raster.surface) else { return .failure(.tooLarge("cairo could not hold the pixels")) }
                return .success(.raster(image, fullSize: raster.fullSize, denominator: raster.denominator))
            }
        }
        switch loaded {
        case .success(let picture):
            return picture
        case .failure(let error):
            report(path, error.description)
            return nil
        }
    }

    /// Logs `reason` for `path` once (and keeps it in `problems`).
    func report(_ path: String, _ reason: String) {
        guard problems[path] == nil, problems.count < entryLimit else { return }
        problems[path] = reason
        Self.logger.warning("image \(path) \(reason); drawing a placeholder")
    }

    /// Whether a decoded or parsed picture of `path` is kept (for tests).
    func holds(_ path: String) -> Bool { entries[path]?.picture != nil }

    /// Paths remembered, failures included (for tests).
    var entryCount: Int { entries.count }

    /// Drops the least recently used pictures, never `path`, while over the budget or the entry limit.
    private func evict(keeping path: String) {
        while byteCount > byteBudget || entries.count > entryLimit {
            guard let oldest = entries.filter({ $0.key != path }).min(by: { $0.value.lastUse < $1.value.lastUse }) else { return }
            byteCount -= oldest.value.bytes
            entries[oldest.key] = nil
        }
    }
}
