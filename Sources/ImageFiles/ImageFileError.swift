/// Why an image file cannot be drawn; `description` is the log line's reason.
public enum ImageFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file does not exist or cannot be read (the system's reason).
    case unreadable(String)
    /// Its first bytes are not a PNG's, a JPEG's or an SVG's.
    case notAnImage
    /// Over `ImageLimits`: what is too large.
    case tooLarge(String)
    /// A PNG, JPEG or SVG that its decoder rejects: truncated or corrupt (the decoder's reason).
    case damaged(ImageFormat, String)

    public var description: String {
        switch self {
        case .unreadable(let reason): "cannot be read (\(reason))"
        case .notAnImage: "is not a PNG, JPEG or SVG image"
        case .tooLarge(let what): "is too large (\(what))"
        case .damaged(let format, let reason): "is a damaged \(format.rawValue.uppercased()) (\(reason))"
        }
    }
}
