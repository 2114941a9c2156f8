import Geometry
import Testing
import TouchModel
import TouchTrace

/// The one way a trace becomes touch frames: which device, which origin, which mapping.
@Suite("Touch frames from trace records")
struct TouchFrameDecoderTests {
    static let keyboard = TraceDevice(description: DeviceDescription(
        name: "Keyboard", codes: [EventType.syn: [SynCode.report], EventType.key: [30]]))
    static let screen = TraceDevice(description: .syntheticTouchscreen(width: 1000, height: 500))

    /// A keyboard (device 0) whose key press comes 1 s before a tap on the touchscreen (device 1),
    /// which is still down when the records end.
    static func records() -> [TraceRecord] {
        var tap = TraceBuilder(device: screen.description, startTime: 11)
        tap.down(at: Point(x: 500, y: 250))
        tap.move(to: Point(x: 750, y: 250), over: 0.05)
        return [.device(index: 0, keyboard), .device(index: 1, screen),
                .event(device: 0, InputEvent(time: 10_000_000, type: EventType.key, code: 30, value: 1)),
                .event(device: 0, InputEvent(time: 10_000_000, type: EventType.syn, code: SynCode.report, value: 0))]
            + tap.events.map { .event(device: 1, $0) }
    }

    static func decode(_ choice: TouchFrameDecoder.DeviceChoice, _ mapping: TouchFrameDecoder.Mapping)
        throws -> (TouchFrameDecoder, [TouchFrameDecoder.Frame]) {
        var decoder = TouchFrameDecoder(choice: choice, mapping: mapping, path: "test.yaml")
        var frames: [TouchFrameDecoder.Frame] = []
        for record in records() { if let frame = try decoder.feed(record) { frames.append(frame) } }
        return (decoder, frames)
    }

    @Test("the touchscreen is chosen past a keyboard, and times count from its first event and from the trace's")
    func originsOfDeviceAndTrace() throws {
        let (decoder, frames) = try Self.decode(.firstTouchDevice, .deviceUnits)
        #expect(decoder.touchDevice?.index == 1)
        let first = try #require(frames.first)
        #expect(first.device == 1)
        #expect(first.sinceDeviceStart == 0)
        #expect(first.sinceTraceStart == 1_000_000)
        #expect(frames.map(\.sinceTraceStart) == frames.map { $0.sinceDeviceStart + 1_000_000 })
        #expect(first.frame.contacts.first?.position == Point(x: 500, y: 250))
    }

    @Test("mapped onto a screen, positions land where libinput puts them: the device range's middle is the screen's")
    func screenMapping() throws {
        let (_, frames) = try Self.decode(.firstWithPositions, .screen(Size(width: 800, height: 480)))
        let position = try #require(frames.first?.frame.contacts.first?.position)
        #expect(position == Point(x: 400, y: 240))
    }

    @Test("every device is decoded on its own with .every")
    func everyDevice() throws {
        let (decoder, frames) = try Self.decode(.every, .deviceUnits)
        #expect(Set(decoder.decoded.keys) == [0, 1])
        #expect(frames.allSatisfy { $0.device == 1 }, "a keyboard assembles no touch frames")
    }

    @Test("a finger still down at the end is cancelled, mapped as the others were")
    func cancelsWhatIsStillDown() throws {
        let (decoder, frames) = try Self.decode(.firstWithPositions, .screen(Size(width: 800, height: 480)))
        let last = try #require(frames.last)
        let cancelled = try #require(decoder.cancelRemaining(device: 1, at: last.frame.time))
        #expect(cancelled.frame.contacts.count == 1)
        #expect(cancelled.frame.contacts[0].change.contains(.cancelled))
        #expect(cancelled.frame.contacts[0].position == last.frame.contacts[0].position)
        #expect(cancelled.sinceDeviceStart == last.sinceDeviceStart)
    }

    @Test("a touch device without both position axes cannot be mapped onto a screen: the error names it")
    func noPositionAxes() throws {
        // Multi-touch X alone: a touch protocol (A), but no Y to map.
        let blind = TraceDevice(description: DeviceDescription(
            name: "Blind", codes: [EventType.syn: [SynCode.report], EventType.abs: [AbsCode.mtPositionX]],
            absInfo: [AbsCode.mtPositionX: AbsInfo(minimum: 0, maximum: 99)]))
        #expect(blind.description.touchProtocol != .none)
        var onScreen = TouchFrameDecoder(choice: .firstTouchDevice, mapping: .screen(nil), path: "t.yaml")
        #expect(throws: TouchFrameDecoder.NoPositionAxes(device: "Blind")) { try onScreen.feed(.device(index: 0, blind)) }
        var inUnits = TouchFrameDecoder(choice: .firstTouchDevice, mapping: .deviceUnits, path: "t.yaml")
        _ = try inUnits.feed(.device(index: 0, blind))
        #expect(inUnits.touchDevice?.index == 0, "in device units it needs no axes to map")
    }
}
