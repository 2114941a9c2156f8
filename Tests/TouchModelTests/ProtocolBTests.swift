import Testing
import TouchModel

@Suite("Frame assembler: multitouch protocol B")
struct ProtocolBTests {
    @Test func oneFingerDownMoveUp() {
        var s = EventStream()
        s.abs(AbsCode.mtSlot, 0); s.abs(AbsCode.mtTrackingID, 7); s.abs(AbsCode.mtPositionX, 100); s.abs(AbsCode.mtPositionY, 200); s.key(KeyCode.btnTouch, 1); s.sync()
        s.abs(AbsCode.mtPositionX, 110); s.sync()
        s.abs(AbsCode.mtTrackingID, -1); s.key(KeyCode.btnTouch, 0); s.sync()
        let frames = s.frames(protocolBDevice())
        #expect(frames.count == 3)
        #expect(frames[0].contacts == [TouchContact(id: 1, position: Point(x: 100, y: 200), change: .began)])
        #expect(frames[1].contacts.map(\.change) == [.moved])
        #expect(frames[1].contacts[0].position == Point(x: 110, y: 200))
        #expect(frames[2].contacts.map(\.change) == [.ended])
        #expect(frames[2].active.isEmpty)
        #expect(frames.map(\.time) == [0, 10_000, 20_000])
    }

    @Test func trackingIDReplacedWithoutLiftEndsOneContactAndBeginsAnother() {
        var s = EventStream()
        s.abs(AbsCode.mtTrackingID, 1); s.abs(AbsCode.mtPositionX, 10); s.abs(AbsCode.mtPositionY, 10); s.sync()
        s.abs(AbsCode.mtTrackingID, 2); s.abs(AbsCode.mtPositionX, 500); s.sync()
        let frames = s.frames(protocolBDevice())
        #expect(frames.count == 2)
        let second = frames[1].contacts
        #expect(second.count == 2)
        #expect(second[0].id == 1 && second[0].change == .ended)
        #expect(second[1].id == 2 && second[1].change == .began && second[1].position.x == 500)
    }

    @Test func axisValuesWithoutTrackingIDNeverCreateAContact() {
        var s = EventStream()
        s.abs(AbsCode.mtSlot, 1); s.abs(AbsCode.mtPositionX, 300); s.abs(AbsCode.mtPositionY, 300); s.sync()
        #expect(s.frames(protocolBDevice()).isEmpty)
    }

    @Test func liftAndLandWithinOneFrameIsReportedAsBoth() {
        var s = EventStream()
        s.abs(AbsCode.mtTrackingID, 1); s.abs(AbsCode.mtPositionX, 10); s.abs(AbsCode.mtPositionY, 10); s.sync()
        s.abs(AbsCode.mtTrackingID, -1); s.abs(AbsCode.mtTrackingID, 2); s.abs(AbsCode.mtPositionX, 20); s.sync()
        let frames = s.frames(protocolBDevice())
        #expect(frames[1].contacts.map(\.change) == [.ended, .began])
        #expect(frames[1].contacts.map(\.id) == [1, 2])
    }

    @Test func touchShorterThanOneScanBeginsAndEndsInOneFrame() {
        var s = EventStream()
        s.abs(AbsCode.mtTrackingID, 4); s.abs(AbsCode.mtPositionX, 10); s.abs(AbsCode.mtTrackingID, -1); s.sync()
        let frames = s.frames(protocolBDevice())
        #expect(frames.count == 1)
        #expect(frames[0].contacts.map(\.change) == [[.began, .ended]])
    }

    @Test func palmIsCancelledNotEnded() {
        var s = EventStream()
        s.abs(AbsCode.mtTrackingID, 1); s.abs(AbsCode.mtPositionX, 10); s.abs(AbsCode.mtPositionY, 10); s.sync()
        s.abs(AbsCode.mtToolType, MTToolType.palm); s.sync()
        s.abs(AbsCode.mtPositionX, 50); s.sync()
        s.abs(AbsCode.mtTrackingID, -1); s.sync()
        let frames = s.frames(protocolBDevice(palm: true))
        #expect(frames.count == 2)
        #expect(frames[1].contacts.map(\.change) == [.cancelled])
    }

    @Test func palmFromTheStartIsNeverReported() {
        var s = EventStream()
        s.abs(AbsCode.mtTrackingID, 1); s.abs(AbsCode.mtToolType, MTToolType.palm); s.abs(AbsCode.mtPositionX, 10); s.sync()
        s.abs(AbsCode.mtTrackingID, -1); s.sync()
        #expect(s.frames(protocolBDevice(palm: true)).isEmpty)
    }

    @Test func twoSlotsAreIndependentAndValuesPersistPerSlot() {
        var s = EventStream()
        s.abs(AbsCode.mtSlot, 0); s.abs(AbsCode.mtTrackingID, 1); s.abs(AbsCode.mtPositionX, 10); s.abs(AbsCode.mtPositionY, 20)
        s.abs(AbsCode.mtSlot, 1); s.abs(AbsCode.mtTrackingID, 2); s.abs(AbsCode.mtPositionX, 30); s.abs(AbsCode.mtPositionY, 40); s.sync()
        s.abs(AbsCode.mtPositionY, 45); s.sync()
        s.abs(AbsCode.mtSlot, 0); s.abs(AbsCode.mtTrackingID, -1); s.sync()
        s.abs(AbsCode.mtTrackingID, 3); s.sync()  // new contact in slot 0 at the slot's last position
        let frames = s.frames(protocolBDevice())
        #expect(frames[0].contacts.map(\.position) == [Point(x: 10, y: 20), Point(x: 30, y: 40)])
        #expect(frames[1].contacts.map(\.change) == [[], .moved])
        #expect(frames[2].contacts.map(\.change) == [.ended, []])
        #expect(frames[3].contacts.map(\.id) == [2, 3])
        #expect(frames[3].contacts[1].position == Point(x: 10, y: 20))
    }

    @Test func slotBeyondTheSlotCountIsIgnoredAndCounted() {
        var s = EventStream()
        s.abs(AbsCode.mtSlot, 9); s.abs(AbsCode.mtTrackingID, 1); s.abs(AbsCode.mtPositionX, 10); s.sync()
        let assembler = FrameAssembler(device: protocolBDevice(slots: 2))
        let frames = s.events.compactMap { assembler.feed($0) }
        #expect(frames.isEmpty)
        #expect(assembler.ignoredEvents == 3)
    }

    @Test func synDroppedDiscardsTheIncompleteFrame() {
        var s = EventStream()
        s.abs(AbsCode.mtTrackingID, 1); s.abs(AbsCode.mtPositionX, 10); s.sync()
        s.dropped(); s.abs(AbsCode.mtPositionX, 999); s.sync()
        s.abs(AbsCode.mtPositionX, 20); s.sync()
        let frames = s.frames(protocolBDevice())
        #expect(frames.count == 2)
        #expect(frames[1].contacts[0].position.x == 20)
    }

    @Test func cancelAllCancelsEveryContactOnce() {
        var s = EventStream()
        s.abs(AbsCode.mtTrackingID, 1); s.abs(AbsCode.mtSlot, 1); s.abs(AbsCode.mtTrackingID, 2); s.sync()
        let assembler = FrameAssembler(device: protocolBDevice())
        _ = s.events.compactMap { assembler.feed($0) }
        #expect(assembler.activeContacts.count == 2)
        let frame = assembler.cancelAll(time: 50_000)
        #expect(frame?.contacts.map(\.change) == [.cancelled, .cancelled])
        #expect(assembler.activeContacts.isEmpty)
        #expect(assembler.cancelAll(time: 60_000) == nil)
    }
}
