import Geometry
import Glibc

/// An image file's format and size, read from it without drawing it.
public struct ImageFileInfo: Sendable, Equatable {
    public var format: ImageFormat
    /// Pixels for a PNG or JPEG; the document's own size in points for an SVG
    /// (its `width`/`height`, else its `viewBox`).
    public var size: Size
}

/// Reading image files within `ImageLimits`.
public enum ImageFile {
    /// The whole file, or why not: missing, unreadable or over `limits.maxFileBytes`
    /// (checked before reading).
    public static func read(_ path: String, limits: ImageLimits = .standard) -> Result<[UInt8], ImageFileError> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        defer { close(fd) }
        var facts = stat()
        guard fstat(fd, &facts) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        guard facts.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG) else { return .failure(.unreadable("not a regular file")) }
        let size = Int(facts.st_size)
        guard size <= limits.maxFileBytes else {
            return .failure(.tooLarge("\(size) bytes, over the limit of \(limits.maxFileBytes)"))
        }
        var bytes = [UInt8](repeating: 0, count: size)
        var done = 0
        while done < size {
            let got = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + done, size - done, off_t(done)) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { break }   // shrank while read: what was read is the file
            done += got
        }
        return .success(done == size ? bytes : Array(bytes.prefix(done)))
    }

    /// The file's format and size, or why it cannot be drawn. A PNG's and a
    /// JPEG's headers are read (a truncated body shows when decoding); an SVG
    /// is parsed whole by librsvg.
    public static func probe(_ path: String, limits: ImageLimits = .standard) -> Result<ImageFileInfo, ImageFileError> {
        read(path, limits: limits).flatMap { probe(bytes: $0, limits: limits) }
    }

    /// `probe(_:limits:)` of bytes already read.
    public static func probe(bytes: [UInt8], limits: ImageLimits = .standard) -> Result<ImageFileInfo, ImageFileError> {
        guard let format = ImageFormat.sniff(bytes) else { return .failure(.notAnImage) }
        let size: Result<Size, ImageFileError>
        switch format {
        case .png: size = PNGDecoder.size(of: bytes)
        case .jpeg: size = JPEGDecoder.size(of: bytes)
        case .svg: size = SVGDocument.make(bytes).map(\.size)
        }
        return size.flatMap { size in
            if format != .svg, let refusal = pixelRefusal(size, limits: limits) { return .failure(refusal) }
            return .success(ImageFileInfo(format: format, size: size))
        }
    }

    /// Why a raster this size is refused, or nil when it is within `limits`.
    static func pixelRefusal(_ size: Size, limits: ImageLimits) -> ImageFileError? {
        let pixels = size.width * size.height
        guard pixels > Double(limits.maxPixels) || size.width > 32767 || size.height > 32767 else { return nil }
        return .tooLarge("\(Int(size.width))×\(Int(size.height)) pixels, over the limit of \(limits.maxPixels)")
    }
}
