import Geometry

/// Where the guided screen puts things, shared by the session (which reads
/// touches against it) and the view (which draws it): the prompt area, and
/// the Undo, Skip and Redo buttons along the bottom.
public struct GuidedLayout: Hashable, Sendable {
    /// An on-screen button of the guided session.
    public enum Button: String, Hashable, Sendable, CaseIterable {
        case undo, skip, redo

        public var title: String {
            switch self {
            case .undo: "Undo"
            case .skip: "Skip"
            case .redo: "Redo"
            }
        }
    }

    public let screen: Size

    public init(screen: Size) { self.screen = screen }

    /// Height of the instructions at the top.
    public static let headerHeight = 104.0
    /// Height of the button bar at the bottom.
    public static let barHeight = 88.0

    /// Where prompts' targets go: clear of the instructions and the buttons.
    public var promptArea: Rect {
        let inset = screen.width * 0.08
        return Rect(x: inset, y: Self.headerHeight, width: max(1, screen.width - 2 * inset),
                    height: max(1, screen.height - Self.headerHeight - Self.barHeight))
    }

    /// The button's frame: three equal buttons centred in the bar.
    public func frame(of button: Button) -> Rect {
        let width = min(170, screen.width / 4), height = 56.0, gap = 24.0
        let total = 3 * width + 2 * gap
        let index = Double(Button.allCases.firstIndex(of: button) ?? 0)
        return Rect(x: (screen.width - total) / 2 + index * (width + gap), y: screen.height - Self.barHeight / 2 - height / 2,
                    width: width, height: height)
    }

    /// The button under `point`, if any.
    public func button(at point: Point) -> Button? {
        Button.allCases.first { frame(of: $0).containsHalfOpen(point) }
    }

    /// How far from its target an attempt may begin and still count: farther
    /// and the person was not doing what the prompt asked (a stray touch, a
    /// hand resting on the screen), so the attempt is discarded and asked again.
    public var missDistance: Double { max(60, min(screen.width, screen.height) * 0.12) }
}
