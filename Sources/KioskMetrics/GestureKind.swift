/// The `gesture` label of the gesture metrics: a short, readable kind from a
/// fixed set, so a kiosk's series are known from the start and their number
/// is bounded whatever gestures an app composes (a type name such as
/// `ExclusiveGesture<TapGesture, SequenceGesture<…>>` would be neither).
/// A combination is named by its combinator; a gesture of the app's own
/// type is `other`.
public enum GestureKind: String, CaseIterable, Sendable {
    case tap, spatialTap, longPress, drag, magnify, rotate
    case sequence, exclusive, simultaneous
    /// TouchUI's controls: a `Button`'s press, a list row's swipe actions, a `Stepper`'s repeat.
    case button, rowSwipe, stepperRepeat
    /// A type-erased `AnyGesture`.
    case any
    case other

    /// The kind of a gesture named `diagnosticName` (`Gesture.diagnosticName`).
    public init(diagnosticName: String) {
        // The outermost type's name: what comes before its generic arguments, without a module.
        let type = diagnosticName.split(separator: "<", maxSplits: 1).first.map(String.init) ?? diagnosticName
        let name = type.split(separator: ".").last.map(String.init) ?? type
        switch name {
        case "TapGesture": self = .tap
        case "SpatialTapGesture": self = .spatialTap
        case "LongPressGesture": self = .longPress
        case "DragGesture": self = .drag
        case "MagnifyGesture", "MagnificationGesture": self = .magnify
        case "RotateGesture", "RotationGesture": self = .rotate
        case "SequenceGesture": self = .sequence
        case "ExclusiveGesture": self = .exclusive
        case "SimultaneousGesture": self = .simultaneous
        case "Button": self = .button
        case "RowSwipe": self = .rowSwipe
        case "StepperRepeat": self = .stepperRepeat
        case "AnyGesture": self = .any
        default: self = .other
        }
    }
}
