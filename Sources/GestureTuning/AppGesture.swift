import Foundation
import Geometry
import GestureLanguage
import Gestures
import TouchModel

/// A gesture an app attaches, as written in Swift (`TapGesture(count: 2)`,
/// `LongPressGesture(minimumDuration: 1)`, `DragGesture(minimumDistance: 20)`):
/// what `touchdeck tune --gesture` takes. It says which config keys the
/// gesture reads (an argument given in code overrides its key) and is replayed
/// alone over the labelled touches to check that a tuned config does not
/// break it.
public struct AppGesture: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        case tap = "TapGesture"
        case longPress = "LongPressGesture"
        case drag = "DragGesture"
    }

    public var kind: Kind
    /// `TapGesture(count:)`.
    public var count = 1
    /// `LongPressGesture(minimumDuration:maximumDistance:)`, `DragGesture(minimumDistance:)`: nil reads the config.
    public var minimumDuration: Double?
    public var maximumDistance: Double?
    public var minimumDistance: Double?

    public init(kind: Kind, count: Int = 1, minimumDuration: Double? = nil, maximumDistance: Double? = nil, minimumDistance: Double? = nil) {
        self.kind = kind
        self.count = count
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
        self.minimumDistance = minimumDistance
    }

    /// What `touchdeck tune` assumes without `--gesture`: a card interface's
    /// taps, double taps, long presses and drags.
    public static let standard: [AppGesture] = [
        AppGesture(kind: .tap, count: 2), AppGesture(kind: .tap), AppGesture(kind: .longPress), AppGesture(kind: .drag),
    ]

    /// A problem with a `--gesture` expression.
    public struct ParseError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Parses one gesture as written in Swift, with `touchdeck recognize`'s
    /// expression language (`GestureExpression`): `TapGesture(count: 2)`,
    /// `SpatialTapGesture()`, `LongPressGesture(minimumDuration: 1)`,
    /// `DragGesture(minimumDistance: 20)`. Combinations are refused: each
    /// gesture the app attaches is checked on its own.
    public init(parsing text: String) throws {
        let expression: GestureExpression
        do { expression = try GestureExpressionParser.parse(text) } catch {
            throw ParseError(description: "'\(text)': \(error)")
        }
        switch expression {
        case .tap(let count), .spatialTap(let count, _): self.init(kind: .tap, count: max(1, count ?? 1))
        case .longPress(let duration, let distance): self.init(kind: .longPress, minimumDuration: duration, maximumDistance: distance)
        case .drag(let distance, _): self.init(kind: .drag, minimumDistance: distance)
        case .magnify, .rotate:
            throw ParseError(description: "'\(text)': MagnifyGesture and RotateGesture read no key tune moves; leave them out")
        case .sequenced, .exclusively, .simultaneously:
            throw ParseError(description: "'\(text)': give each gesture the app attaches as its own --gesture (combinations are not checked as one)")
        }
    }

    public var description: String {
        var arguments: [String] = []
        switch kind {
        case .tap: if count != 1 { arguments.append("count: \(count)") }
        case .longPress:
            if let minimumDuration { arguments.append("minimumDuration: \(Self.number(minimumDuration))") }
            if let maximumDistance { arguments.append("maximumDistance: \(Self.number(maximumDistance))") }
        case .drag: if let minimumDistance { arguments.append("minimumDistance: \(Self.number(minimumDistance))") }
        }
        return "\(kind.rawValue)(\(arguments.joined(separator: ", ")))"
    }

    private static func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }

    /// The `gestures:` keys this gesture reads.
    public var keysRead: [String] {
        switch kind {
        case .tap: ["tap.maximumDuration", "tap.maximumDistance"] + (count > 1 ? ["tap.multiTapInterval"] : [])
        case .longPress:
            (minimumDuration == nil ? ["longPress.minimumDuration"] : []) + (maximumDistance == nil ? ["longPress.maximumDistance"] : [])
        case .drag: (minimumDistance == nil ? ["drag.minimumDistance"] : []) + ["drag.swipeSpeed"]
        }
    }

    /// Whether the gesture, alone on the screen, should end on a touch
    /// labelled `label`; nil when the label says nothing about it (a double
    /// tap's first tap is a tap too).
    public func shouldEnd(on label: GestureKind) -> Bool? {
        switch kind {
        case .tap where count == 1:
            switch label {
            case .tap: true
            case .longPress, .drag, .swipe, .shortDrag: false
            default: nil
            }
        case .tap:
            switch label {
            case .doubleTap: count == 2 ? true : nil
            case .tap, .taps, .longPress, .drag, .swipe, .shortDrag: false
            default: nil
            }
        case .longPress:
            switch label {
            case .longPress: true
            case .tap, .doubleTap, .taps, .drag, .swipe, .shortDrag: false
            default: nil
            }
        case .drag:
            switch label {
            case .drag, .swipe, .shortDrag: true
            default: nil
            }
        }
    }

    /// Whether the gesture, alone on a fresh engine, ends on these frames.
    public func ends(on frames: [TouchFrame], settings: GestureSettings) -> Bool {
        let engine = GestureEngine(settings: settings)
        let region = engine.addRegion(frame: Rect(x: 0, y: 0, width: 1, height: 1))
        engine.hitTest = { _ in region }
        var ended = false
        switch kind {
        case .tap: engine.gesture(TapGesture(count: count).onEnded { ended = true }, on: region)
        case .longPress:
            engine.gesture(LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance.map { CGFloat($0) })
                .onEnded { _ in ended = true }, on: region)
        case .drag: engine.gesture(DragGesture(minimumDistance: minimumDistance.map { CGFloat($0) }).onEnded { _ in ended = true }, on: region)
        }
        for frame in frames { engine.handle(frame) }
        var rounds = 0
        while !ended, let deadline = engine.nextDeadline, rounds < 1_000 {
            engine.advance(to: deadline)
            rounds += 1
        }
        return ended
    }

    /// The labelled touches this gesture gets wrong alone under `settings`
    /// (indexes into `touches`).
    public func faults(_ touches: [LabelledTouch], settings: GestureSettings) -> [Int] {
        touches.indices.filter { index in
            guard let expected = shouldEnd(on: touches[index].label.kind) else { return false }
            return ends(on: touches[index].frames, settings: settings) != expected
        }
    }
}
