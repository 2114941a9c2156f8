import Testing
import TouchModel
import TouchTrace

/// Event names and ranges come from libevdev's tables, the kernel's own list.
@Suite("Event names")
struct EventNamesTests {
    @Test("types and codes are named as the kernel's headers name them, and ranges end where its tables do")
    func namesAndRanges() {
        #expect(EventCodes.codeName(type: EventType.abs, code: AbsCode.mtSlot) == "ABS_MT_SLOT")
        #expect(EventCodes.typeName(EventType.key) == "EV_KEY")
        #expect(EventCodes.isKnown(type: 0x3, code: 0x3f))
        #expect(!EventCodes.isKnown(type: 0x3, code: 0x40))
        #expect(!EventCodes.isKnown(type: 0x1e))
    }

    @Test("an event's own description needs no table: numbers only")
    func numericDescription() {
        let event = InputEvent(time: 12_000_500, type: EventType.abs, code: AbsCode.mtPositionX, value: 640)
        #expect(event.description == "12.000500 type 3 code 53 value 640")
    }
}
