import TouchModel

/// Builds raw evdev event sequences for assembler tests, frame by frame.
struct EventStream {
    private(set) var events: [InputEvent] = []
    var time: Int64 = 0

    mutating func abs(_ code: UInt16, _ value: Int32) { events.append(InputEvent(time: time, type: EventType.abs, code: code, value: value)) }
    mutating func key(_ code: UInt16, _ value: Int32) { events.append(InputEvent(time: time, type: EventType.key, code: code, value: value)) }
    mutating func mtReport() { events.append(InputEvent(time: time, type: EventType.syn, code: SynCode.mtReport, value: 0)) }
    mutating func dropped() { events.append(InputEvent(time: time, type: EventType.syn, code: SynCode.dropped, value: 0)) }
    mutating func sync(advance: Int64 = 10_000) {
        events.append(InputEvent(time: time, type: EventType.syn, code: SynCode.report, value: 0))
        time += advance
    }

    /// Feeds everything, returning the frames produced.
    func frames(_ device: DeviceDescription) -> [TouchFrame] {
        let assembler = FrameAssembler(device: device)
        return events.compactMap { assembler.feed($0) }
    }
}

func protocolBDevice(slots: Int32 = 4, palm: Bool = false) -> DeviceDescription {
    var abs: [UInt16: AbsInfo] = [
        AbsCode.mtSlot: AbsInfo(minimum: 0, maximum: slots - 1),
        AbsCode.mtPositionX: AbsInfo(minimum: 0, maximum: 1000),
        AbsCode.mtPositionY: AbsInfo(minimum: 0, maximum: 1000),
        AbsCode.mtTrackingID: AbsInfo(minimum: 0, maximum: 65535),
        AbsCode.x: AbsInfo(minimum: 0, maximum: 1000), AbsCode.y: AbsInfo(minimum: 0, maximum: 1000),
    ]
    if palm { abs[AbsCode.mtToolType] = AbsInfo(minimum: 0, maximum: 2) }
    return DeviceDescription(name: "B", codes: [EventType.key: [KeyCode.btnTouch]], absInfo: abs, properties: [InputProperty.direct])
}

func protocolADevice() -> DeviceDescription {
    DeviceDescription(name: "A", codes: [EventType.key: [KeyCode.btnTouch]], absInfo: [
        AbsCode.mtPositionX: AbsInfo(minimum: 0, maximum: 1000), AbsCode.mtPositionY: AbsInfo(minimum: 0, maximum: 1000),
    ])
}

func singleTouchDevice() -> DeviceDescription {
    DeviceDescription(name: "single", codes: [EventType.key: [KeyCode.btnTouch]], absInfo: [
        AbsCode.x: AbsInfo(minimum: 0, maximum: 4095), AbsCode.y: AbsInfo(minimum: 0, maximum: 4095),
    ])
}
