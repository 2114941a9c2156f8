import Geometry

/// Shows every frame on a display and on mirrors beside it (`touchdeck run
/// --mirror web`): the display sets the size; each mirror gets the same
/// image and damage after it.
public final class MirroredDisplay: DisplayWrapper {
    public let primary: any DisplaySink
    public let mirrors: [any DisplaySink]

    /// Mirrors must be `primary`'s size.
    public init(primary: any DisplaySink, mirrors: [any DisplaySink]) {
        self.primary = primary
        self.mirrors = mirrors
    }

    public var width: Int { primary.width }
    public var height: Int { primary.height }

    public func present(_ image: FrameImage, damage: [PixelRect], time: Double) throws {
        try primary.present(image, damage: damage, time: time)
        for mirror in mirrors { try mirror.present(image, damage: damage, time: time) }
    }

    /// Only the display has a screen to take back, or to switch off.
    public var wrapped: any DisplaySink { primary }

    /// Closes the mirrors, then the display; the first error is thrown after all were closed.
    public func close() throws {
        var failure: Error?
        for sink in mirrors + [primary] {
            do { try sink.close() } catch { failure = failure ?? error }
        }
        if let failure { throw failure }
    }
}
