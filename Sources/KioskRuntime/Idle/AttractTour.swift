import Foundation
import Geometry
import TouchTrace

/// Whether a screen is wider than tall, taller than wide, or square.
public enum ScreenShape: Sendable, Equatable {
    case landscape, portrait, square

    public init(_ size: Size) {
        self = size.width > size.height ? .landscape : size.height > size.width ? .portrait : .square
    }

    /// Whether a trace aimed at a screen of this shape lands right on `screen`'s.
    public func fits(_ screen: ScreenShape) -> Bool { self == screen || self == .square || screen == .square }

    /// The suffix of a tour recorded for this shape: `tour-portrait.yaml` beside `tour.yaml`.
    var suffix: String? {
        switch self {
        case .landscape: "-landscape"
        case .portrait: "-portrait"
        case .square: nil
        }
    }
}

/// The attract loop's tour for the screen it plays on. A tour is a trace
/// aimed at one screen shape: the app lays itself out afresh on a portrait
/// screen (`display.rotation: 90`), so a landscape tour stretched onto it
/// taps the wrong places. The rule: a tour `DIR/NAME.yaml` may have
/// variants beside it for the other shape, `DIR/NAME-portrait.yaml` and
/// `DIR/NAME-landscape.yaml`, each a trace of its own aimed at that
/// shape's layout; the one whose recorded shape (its touch device's axis
/// ranges) fits the screen plays. When none fits, nothing plays.
public enum AttractTour {
    /// A tour read for a screen: the one that plays, and a line for the log.
    public struct Choice: Sendable {
        /// The recording to play; nil when no variant fits the screen.
        public var recording: AttractRecording?
        /// The file it was read from (the configured one when none fits).
        public var path: String
        /// Why another file or none plays; nil when the configured one fits.
        public var note: String?
    }

    /// The variants a tour may have beside it, for `service install` to copy
    /// and for `read` to try: `NAME-portrait.yaml` and `NAME-landscape.yaml`
    /// (from an oriented name, the plain one and the other shape's).
    public static func variants(of path: String) -> [String] {
        let (stem, ext) = plainName(of: path)
        return [stem, stem + "-portrait", stem + "-landscape"].map { $0 + ext }.filter { $0 != path }
    }

    /// `path` without its `-portrait`/`-landscape` suffix, split before its extension.
    private static func plainName(of path: String) -> (stem: String, ext: String) {
        let url = URL(fileURLWithPath: path)
        let ext = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
        var stem = String(path.dropLast(ext.count))
        for suffix in ["-portrait", "-landscape"] where stem.hasSuffix(suffix) { stem.removeLast(suffix.count) }
        return (stem, ext)
    }

    /// Reads `path` for `screen`: itself when it fits the screen's shape,
    /// else the first variant beside it that does (`variants(of:)`).
    /// - Throws: the configured file's read errors (a variant that cannot be read is passed over).
    public static func read(_ path: String, screen: Size, exists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) },
                            load: (String) throws -> AttractRecording) throws -> Choice {
        let configured = try load(path)
        let shape = ScreenShape(screen)
        if configured.fits(screen) { return Choice(recording: configured, path: path) }
        let recorded = configured.recordedSize.map { ScreenShape($0) } ?? .square
        let wanted = variants(of: path).filter(exists)
        for candidate in wanted {
            guard let recording = try? load(candidate), recording.fits(screen) else { continue }
            return Choice(recording: recording, path: candidate,
                          note: "the screen is \(shape) (\(Int(screen.width))x\(Int(screen.height))): the attract loop plays \(candidate), not the \(recorded) \(path)")
        }
        let (stem, ext) = plainName(of: path)
        let expected = shape.suffix.map { stem + $0 + ext } ?? path
        return Choice(recording: nil, path: path,
                      note: "\(path) was recorded for a \(recorded) screen and this one is \(shape) (display.rotation): its taps would miss, so the attract stage only waits; record a \(shape) tour as \(expected) (a .touch script aimed with `touchdeck run APP --layout --screen \(Int(screen.width))x\(Int(screen.height))`, built with `touchdeck trace build`)")
    }

    /// Reads `path` for `screen` with the attract loop's reader.
    public static func read(_ path: String, screen: Size) throws -> Choice {
        try read(path, screen: screen) { file in try AttractRecording(reading: TraceReader.open(path: file), path: file, screen: screen) }
    }
}
