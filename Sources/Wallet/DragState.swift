import Geometry

/// The original tutorial's drag state, unchanged.
public enum DragState: Equatable, Sendable {
    case inactive
    case pressing(index: Int? = nil)
    case dragging(index: Int? = nil, translation: Size)

    public var index: Int? {
        switch self {
        case .pressing(let index), .dragging(let index, _):
            return index
        case .inactive:
            return nil
        }
    }

    public var translation: Size {
        switch self {
        case .inactive, .pressing:
            return .zero
        case .dragging(_, let translation):
            return translation
        }
    }

    public var isPressing: Bool {
        switch self {
        case .pressing, .dragging:
            return true
        case .inactive:
            return false
        }
    }

    public var isDragging: Bool {
        switch self {
        case .dragging:
            return true
        case .inactive, .pressing:
            return false
        }
    }
}
