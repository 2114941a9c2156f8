import TouchModel
import TouchTrace

/// Small traces for the guest tests, one per touch protocol.
enum GuestTraces {
    /// Protocol B: a drag, then two fingers spreading.
    static func protocolB() -> (DeviceDescription, [InputEvent]) {
        var b = TraceBuilder(device: .syntheticTouchscreen(name: "Touchdeck Guest B", unitsPerMillimetre: 5))
        b.down(at: Point(x: 200, y: 300))
        b.move(to: Point(x: 500, y: 320), over: 0.25)
        b.up()
        b.hold(for: 0.1)
        b.down(at: Point(x: 600, y: 400), finger: 0)
        b.down(at: Point(x: 700, y: 400), finger: 1)
        b.move([0: Point(x: 400, y: 300), 1: Point(x: 900, y: 500)], over: 0.2)
        b.up(finger: 1)
        b.up(finger: 0)
        return (b.device, b.events)
    }

    /// The same kind of gesture as protocol A: anonymous contacts per `SYN_MT_REPORT`.
    static func protocolA() -> (DeviceDescription, [InputEvent]) {
        let device = DeviceDescription(
            name: "Touchdeck Guest A", id: DeviceID(bustype: 3, vendor: 0x1d6b, product: 0x7d02, version: 1),
            codes: [EventType.syn: [SynCode.report, SynCode.mtReport], EventType.key: [KeyCode.btnTouch],
                    EventType.abs: [AbsCode.x, AbsCode.y, AbsCode.mtPositionX, AbsCode.mtPositionY]],
            absInfo: [AbsCode.x: AbsInfo(minimum: 0, maximum: 1023), AbsCode.y: AbsInfo(minimum: 0, maximum: 767),
                      AbsCode.mtPositionX: AbsInfo(minimum: 0, maximum: 1023), AbsCode.mtPositionY: AbsInfo(minimum: 0, maximum: 767)],
            properties: [InputProperty.direct])
        var events: [InputEvent] = []
        var time: Int64 = 0
        func frame(_ points: [(Int32, Int32)]) {
            for (x, y) in points {
                events += [InputEvent(time: time, type: EventType.abs, code: AbsCode.mtPositionX, value: x),
                           InputEvent(time: time, type: EventType.abs, code: AbsCode.mtPositionY, value: y),
                           InputEvent(time: time, type: EventType.syn, code: SynCode.mtReport, value: 0)]
            }
            if points.isEmpty { events.append(InputEvent(time: time, type: EventType.syn, code: SynCode.mtReport, value: 0)) }
            events.append(InputEvent(time: time, type: EventType.key, code: KeyCode.btnTouch, value: points.isEmpty ? 0 : 1))
            events.append(InputEvent(time: time, type: EventType.syn, code: SynCode.report, value: 0))
            time += 10_000
        }
        for step in 0..<20 { frame([(Int32(100 + step * 10), 200)]) }
        frame([])
        // Steps of 10 units: more than twice the fuzz mtdev assumes (range / 250), so
        // libinput's protocol-A path (mtdev) passes positions unsmoothed.
        for step in 0..<20 { frame([(Int32(300 - step * 10), 500), (Int32(700 + step * 10), 500)]) }
        frame([])
        return (device, events)
    }

    /// A single-touch device: `ABS_X`/`ABS_Y` and `BTN_TOUCH`.
    static func singleTouch() -> (DeviceDescription, [InputEvent]) {
        let device = DeviceDescription(
            name: "Touchdeck Guest Single", id: DeviceID(bustype: 3, vendor: 0x1d6b, product: 0x7d03, version: 1),
            codes: [EventType.syn: [SynCode.report], EventType.key: [KeyCode.btnTouch], EventType.abs: [AbsCode.x, AbsCode.y]],
            absInfo: [AbsCode.x: AbsInfo(minimum: 0, maximum: 4095), AbsCode.y: AbsInfo(minimum: 0, maximum: 4095)],
            properties: [InputProperty.direct])
        var events: [InputEvent] = []
        var time: Int64 = 0
        func emit(_ type: UInt16, _ code: UInt16, _ value: Int32) { events.append(InputEvent(time: time, type: type, code: code, value: value)) }
        for stroke in 0..<2 {
            for step in 0..<15 {
                emit(EventType.abs, AbsCode.x, Int32(1000 + stroke * 1500 + step * 40))
                emit(EventType.abs, AbsCode.y, Int32(2000 + step * 20))
                if step == 0 { emit(EventType.key, KeyCode.btnTouch, 1) }
                emit(EventType.syn, SynCode.report, 0)
                time += 10_000
            }
            emit(EventType.key, KeyCode.btnTouch, 0)
            emit(EventType.syn, SynCode.report, 0)
            time += 100_000
        }
        return (device, events)
    }
}
