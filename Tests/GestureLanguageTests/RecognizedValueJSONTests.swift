import Gestures
import Geometry
import Testing
import TouchModel

@testable import GestureLanguage
import TouchdeckSupport

@Suite("JSON of gesture values")
struct RecognizedValueJSONTests {
    private let point = Point(x: 1.5, y: -2)

    @Test("primitive values")
    func primitives() {
        #expect(TapValue().recognizedJSON.text == "null")
        #expect(true.recognizedJSON.text == "true")
        #expect(SpatialTapGesture.Value(location: point).recognizedJSON.text == #"{"location": [1.5, -2]}"#)
        let drag = DragGesture.Value(
            time: 3, location: Point(x: 10, y: 20), startLocation: Point(x: 4, y: 5),
            velocity: Size(width: 100.25, height: -0.5), predictedEndLocation: Point(x: 30, y: 19))
        #expect(drag.recognizedJSON.text == """
            {"location": [10, 20], "startLocation": [4, 5], "translation": [6, 15], \
            "velocity": [100.25, -0.5], "predictedEndLocation": [30, 19]}
            """)
        let magnify = MagnifyGesture.Value(
            time: 1, magnification: 1.25, velocity: 2, startAnchor: UnitPoint(x: 0.5, y: 0.5), startLocation: point)
        #expect(magnify.recognizedJSON.text == #"{"magnification": 1.25, "startLocation": [1.5, -2]}"#)
        let rotate = RotateGesture.Value(
            time: 1, rotation: .radians(.pi / 2), velocity: .zero, startAnchor: UnitPoint(x: 0, y: 0), startLocation: point)
        #expect(rotate.recognizedJSON.text == #"{"rotation": 90, "startLocation": [1.5, -2]}"#)
    }

    @Test("combinator values")
    func combinators() {
        typealias Sequence = SequenceGesture<LongPressGesture, SpatialTapGesture>
        #expect(Sequence.Value.first(true).recognizedJSON.text == #"{"first": true}"#)
        #expect(Sequence.Value.second(true, nil).recognizedJSON.text == #"{"second": [true, null]}"#)
        #expect(Sequence.Value.second(false, .init(location: point)).recognizedJSON.text
            == #"{"second": [false, {"location": [1.5, -2]}]}"#)

        typealias Exclusive = ExclusiveGesture<LongPressGesture, SpatialTapGesture>
        #expect(Exclusive.Value.first(true).recognizedJSON.text == #"{"first": true}"#)
        #expect(Exclusive.Value.second(.init(location: point)).recognizedJSON.text == #"{"second": {"location": [1.5, -2]}}"#)

        typealias Simultaneous = SimultaneousGesture<LongPressGesture, SpatialTapGesture>
        #expect(Simultaneous.Value(first: true, second: nil).recognizedJSON.text == #"{"first": true, "second": null}"#)
        #expect(Simultaneous.Value(first: nil, second: .init(location: point)).recognizedJSON.text
            == #"{"first": null, "second": {"location": [1.5, -2]}}"#)
    }

    @Test("numbers: rounded to 6 decimals, no trailing zeros, no negative zero, null when not finite")
    func numbers() {
        #expect(JSONValue.number(0.1 + 0.2).text == "0.3")
        #expect(JSONValue.number(1 / 3).text == "0.333333")
        #expect(JSONValue.number(-0.0000001).text == "0")
        #expect(JSONValue.number(-12.5).text == "-12.5")
        #expect(JSONValue.number(.infinity).text == "null")
        #expect(JSONValue.format(0.25, decimals: 6, trimmed: false) == "0.250000")
        #expect(JSONValue.format(12, decimals: 6, trimmed: false) == "12.000000")
    }

    @Test("strings are escaped")
    func strings() {
        #expect(JSONValue.string("a\"b\\c\n\u{1}").text == #""a\"b\\c\n\u0001""#)
        #expect(JSONValue.object([("k", .array([.null, .bool(false)]))]).text == #"{"k": [null, false]}"#)
    }
}
