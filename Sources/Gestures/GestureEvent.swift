import TouchModel

/// What a recognizer is fed: the time, and every finger of its gesture as of
/// that time. Frames and timer ticks look the same; a tick has no changes.
public struct GestureEvent: Sendable {
    /// Seconds on the frame clock (`Double(frame.time) / 1e6`).
    public var time: Double
    /// The gesture's fingers: down ones, plus those that lifted or were
    /// cancelled in this frame. Locations are in screen points.
    public var touches: TouchList
    /// The region's frame (screen points) as of this event: the local
    /// coordinate space, which follows the region when it moves.
    public var regionFrame: Rect
    /// Frames (screen points) of the named coordinate spaces, by name.
    public var namedFrames: [String: Rect]

    public init(time: Double, touches: TouchList = TouchList(), regionFrame: Rect = .zero, namedFrames: [String: Rect] = [:]) {
        self.time = time
        self.touches = touches
        self.regionFrame = regionFrame
        self.namedFrames = namedFrames
    }

    /// `point` (screen) in `space`.
    @inlinable
    public func convert(_ point: Point, to space: CoordinateSpace) -> Point {
        switch space {
        case .global: point
        case .local: Point(x: point.x - regionFrame.origin.x, y: point.y - regionFrame.origin.y)
        case .named(let name):
            // An unknown name falls back to the screen, as SwiftUI's does.
            if let frame = namedFrames[name] { Point(x: point.x - frame.origin.x, y: point.y - frame.origin.y) } else { point }
        }
    }

    /// `point` (screen) as a unit point of the region.
    public func unitPoint(_ point: Point) -> UnitPoint {
        let size = regionFrame.size
        return UnitPoint(x: size.width > 0 ? (point.x - regionFrame.origin.x) / size.width : 0.5,
                         y: size.height > 0 ? (point.y - regionFrame.origin.y) / size.height : 0.5)
    }
}

/// The coordinate space a gesture reports locations in.
public enum CoordinateSpace: Hashable, Sendable {
    /// The screen.
    case global
    /// The region the gesture is attached to, with its origin where the
    /// region's frame is at each event (`GestureEngine.setFrame` moves it
    /// during a gesture, as a view's own transforms move SwiftUI's).
    case local
    /// The frame given that name (`GestureEngine.setCoordinateSpaces`, a
    /// view's `.coordinateSpace(name:)`), as SwiftUI's `.named(_:)`.
    case named(String)
}
