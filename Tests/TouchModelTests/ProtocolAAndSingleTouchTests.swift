import Testing
import TouchModel

@Suite("Frame assembler: protocol A and single touch")
struct ProtocolAAndSingleTouchTests {
    @Test func protocolAKeepsIdsByNearestNeighbour() {
        var s = EventStream()
        s.abs(AbsCode.mtPositionX, 100); s.abs(AbsCode.mtPositionY, 100); s.mtReport()
        s.abs(AbsCode.mtPositionX, 800); s.abs(AbsCode.mtPositionY, 800); s.mtReport(); s.sync()
        // Reported in the other order: ids must follow the points, not the order.
        s.abs(AbsCode.mtPositionX, 805); s.abs(AbsCode.mtPositionY, 790); s.mtReport()
        s.abs(AbsCode.mtPositionX, 110); s.abs(AbsCode.mtPositionY, 95); s.mtReport(); s.sync()
        s.abs(AbsCode.mtPositionX, 112); s.abs(AbsCode.mtPositionY, 95); s.mtReport(); s.sync()
        s.mtReport(); s.sync()
        let frames = s.frames(protocolADevice())
        #expect(frames.count == 4)
        #expect(frames[0].contacts.map(\.change) == [.began, .began])
        let moved = frames[1].contacts
        #expect(moved.first { $0.id == 1 }?.position == Point(x: 110, y: 95))
        #expect(moved.first { $0.id == 2 }?.position == Point(x: 805, y: 790))
        #expect(frames[2].contacts.map(\.change) == [.moved, .ended])
        #expect(frames[2].contacts.map(\.id) == [1, 2])
        #expect(frames[3].contacts.map(\.change) == [.ended])
    }

    @Test func protocolATouchButtonReleaseEndsEverything() {
        var s = EventStream()
        s.abs(AbsCode.mtPositionX, 100); s.abs(AbsCode.mtPositionY, 100); s.mtReport(); s.key(KeyCode.btnTouch, 1); s.sync()
        s.key(KeyCode.btnTouch, 0); s.sync()
        let frames = s.frames(protocolADevice())
        #expect(frames.map { $0.contacts.map(\.change) } == [[.began], [.ended]])
    }

    @Test func protocolAFrameWithoutContactDataChangesNothing() {
        var s = EventStream()
        s.abs(AbsCode.mtPositionX, 100); s.abs(AbsCode.mtPositionY, 100); s.mtReport(); s.sync()
        s.abs(AbsCode.x, 5); s.sync()
        #expect(s.frames(protocolADevice()).count == 1)
    }

    @Test func singleTouchFollowsTheTouchButton() {
        var s = EventStream()
        s.abs(AbsCode.x, 1000); s.abs(AbsCode.y, 2000); s.key(KeyCode.btnTouch, 1); s.sync()
        s.abs(AbsCode.x, 1010); s.sync()
        s.abs(AbsCode.x, 1010); s.sync()  // no real movement: no frame
        s.key(KeyCode.btnTouch, 0); s.sync()
        s.abs(AbsCode.x, 3000); s.sync()  // hovering: no contact
        let frames = s.frames(singleTouchDevice())
        #expect(frames.map { $0.contacts.map(\.change) } == [[.began], [.moved], [.ended]])
        #expect(frames[1].contacts[0].position == Point(x: 1010, y: 2000))
        #expect(frames.allSatisfy { $0.contacts[0].id == 1 })
    }

    @Test func singleTouchWithoutTouchButtonUsesPressure() {
        let device = DeviceDescription(name: "pressure", absInfo: [
            AbsCode.x: AbsInfo(minimum: 0, maximum: 100), AbsCode.y: AbsInfo(minimum: 0, maximum: 100),
            AbsCode.pressure: AbsInfo(minimum: 0, maximum: 255),
        ])
        var s = EventStream()
        s.abs(AbsCode.x, 5); s.abs(AbsCode.pressure, 40); s.sync()
        s.abs(AbsCode.pressure, 0); s.sync()
        let frames = s.frames(device)
        #expect(frames.map { $0.contacts.map(\.change) } == [[.began], [.ended]])
        #expect(frames[0].contacts[0].pressure == 40)
    }
}

@Suite("Device descriptions")
struct DeviceDescriptionTests {
    @Test func kindAndProtocolFromTheDescription() {
        #expect(protocolBDevice().kind == .touchscreen)
        #expect(protocolBDevice().touchProtocol == .b)
        #expect(protocolBDevice(slots: 10).slotCount == 10)
        #expect(protocolADevice().touchProtocol == .a)
        #expect(singleTouchDevice().touchProtocol == .single)
        var pad = protocolBDevice()
        pad.properties = [InputProperty.pointer, InputProperty.buttonpad]
        #expect(pad.kind == .touchpad)
        #expect(DeviceDescription(name: "keyboard", codes: [EventType.key: [30]]).kind == .other)
    }

    @Test func degenerateAxisDoesNotDivideByZero() {
        let axis = AbsInfo(minimum: 5, maximum: 5, resolution: 0)
        #expect(axis.span == 1)
        #expect(axis.millimetres == nil)
    }
}
