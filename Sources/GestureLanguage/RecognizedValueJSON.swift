import Gestures
import TouchdeckSupport
import TouchModel

/// A gesture value as `touchdeck recognize` prints it: each conformance below
/// documents its JSON shape. Kept out of the Gestures module so it knows nothing about JSON.
public protocol RecognizedValueJSON: SendableMetatype {
    /// The value's JSON.
    var recognizedJSON: JSONValue { get }
}

/// `TapGesture`'s `Void` value as a type that can conform: JSON `null`.
public struct TapValue: Hashable, Sendable, RecognizedValueJSON {
    public init() {}
    public var recognizedJSON: JSONValue { .null }
}

extension Point {
    fileprivate var json: JSONValue { .pair(x, y) }
}

extension Size {
    fileprivate var json: JSONValue { .pair(width, height) }
}

extension Bool: RecognizedValueJSON {
    /// A long press: `true` / `false`.
    public var recognizedJSON: JSONValue { .bool(self) }
}

extension SpatialTapGesture.Value: RecognizedValueJSON {
    /// `{"location": [x, y]}`.
    public var recognizedJSON: JSONValue { .object([("location", location.json)]) }
}

extension DragGesture.Value: RecognizedValueJSON {
    /// `{"location", "startLocation", "translation", "velocity", "predictedEndLocation"}`.
    public var recognizedJSON: JSONValue {
        .object([
            ("location", location.json), ("startLocation", startLocation.json), ("translation", translation.json),
            ("velocity", velocity.json), ("predictedEndLocation", predictedEndLocation.json),
        ])
    }
}

extension MagnifyGesture.Value: RecognizedValueJSON {
    /// `{"magnification": m, "startLocation": [x, y]}`.
    public var recognizedJSON: JSONValue {
        .object([("magnification", .number(magnification)), ("startLocation", startLocation.json)])
    }
}

extension RotateGesture.Value: RecognizedValueJSON {
    /// `{"rotation": degrees, "startLocation": [x, y]}`.
    public var recognizedJSON: JSONValue {
        .object([("rotation", .number(rotation.degrees)), ("startLocation", startLocation.json)])
    }
}

extension SequenceGesture.Value: RecognizedValueJSON
where First.Value: RecognizedValueJSON, Second.Value: RecognizedValueJSON {
    /// `{"first": V}` or `{"second": [V, V or null]}`.
    public var recognizedJSON: JSONValue {
        switch self {
        case .first(let value):
            .object([("first", value.recognizedJSON)])
        case .second(let first, let second):
            .object([("second", .array([first.recognizedJSON, second?.recognizedJSON ?? .null]))])
        }
    }
}

extension ExclusiveGesture.Value: RecognizedValueJSON
where First.Value: RecognizedValueJSON, Second.Value: RecognizedValueJSON {
    /// `{"first": V}` or `{"second": V}`.
    public var recognizedJSON: JSONValue {
        switch self {
        case .first(let value): .object([("first", value.recognizedJSON)])
        case .second(let value): .object([("second", value.recognizedJSON)])
        }
    }
}

extension SimultaneousGesture.Value: RecognizedValueJSON
where First.Value: RecognizedValueJSON, Second.Value: RecognizedValueJSON {
    /// `{"first": V or null, "second": V or null}`.
    public var recognizedJSON: JSONValue {
        .object([("first", first?.recognizedJSON ?? .null), ("second", second?.recognizedJSON ?? .null)])
    }
}
