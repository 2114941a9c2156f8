import Testing
import TouchModel

/// Event streams the frame-assembler fuzz target (`tools/fuzz frames`) found
/// breaking the assembler's promises, each cut down to its cause.
@Suite("Frame assembler: streams found by fuzzing")
struct FrameAssemblerFuzzRegressionTests {
    /// A lift and then `SYN_DROPPED` in one frame: the lift was thrown away
    /// with the incomplete frame while the slot was already empty, so the
    /// contact was never ended, not even by `cancelAll`.
    @Test func liftBeforeSynDroppedStillEndsTheContact() {
        var s = EventStream()
        s.abs(AbsCode.mtTrackingID, 1); s.abs(AbsCode.mtPositionX, 10); s.sync()
        s.abs(AbsCode.mtTrackingID, -1); s.dropped(); s.abs(AbsCode.mtPositionX, 999); s.sync()
        let assembler = FrameAssembler(device: protocolBDevice())
        let frames = s.events.compactMap { assembler.feed($0) }
        #expect(frames.map { $0.contacts.map(\.change) } == [[.began], [.ended]])
        #expect(frames.last?.contacts.first?.id == 1)
        // What came after SYN_DROPPED is still skipped.
        #expect(frames.last?.contacts.first?.position.x == 10)
        #expect(assembler.activeContacts.isEmpty)
        #expect(assembler.cancelAll(time: 90_000) == nil)
    }

    /// A touch that lands and then `SYN_DROPPED` in one frame begins with the frame that closes the drop.
    @Test func touchBeforeSynDroppedBeginsWithTheClosingReport() {
        var s = EventStream()
        s.abs(AbsCode.mtTrackingID, 1); s.abs(AbsCode.mtPositionX, 10); s.dropped(); s.sync()
        s.abs(AbsCode.mtTrackingID, -1); s.sync()
        let frames = s.frames(protocolBDevice())
        #expect(frames.map { $0.contacts.map(\.change) } == [[.began], [.ended]])
        #expect(frames.map { $0.contacts.map(\.id) } == [[1], [1]])
    }

    /// An unplug (`cancelAll`) after a lift but before its `SYN_REPORT`: the
    /// lifted contact was dropped with the unfinished frame and never ended.
    @Test func cancelAllCancelsAContactLiftedInTheUnfinishedFrame() {
        var s = EventStream()
        s.abs(AbsCode.mtTrackingID, 1); s.abs(AbsCode.mtSlot, 1); s.abs(AbsCode.mtTrackingID, 2); s.sync()
        s.abs(AbsCode.mtTrackingID, -1)
        let assembler = FrameAssembler(device: protocolBDevice())
        _ = s.events.compactMap { assembler.feed($0) }
        let frame = assembler.cancelAll(time: 50_000)
        #expect(frame?.contacts.map(\.id) == [1, 2])
        #expect(frame?.contacts.map(\.change) == [.cancelled, .cancelled])
        #expect(assembler.activeContacts.isEmpty)
    }

    /// Protocol A: a contact that landed as a palm and then turned into a
    /// finger was reported moving without ever having begun.
    @Test func protocolAPalmThatTurnsIntoAFingerStaysHidden() {
        var s = EventStream()
        s.abs(AbsCode.mtToolType, MTToolType.palm); s.abs(AbsCode.mtPositionX, 10); s.abs(AbsCode.mtPositionY, 10); s.mtReport(); s.sync()
        s.abs(AbsCode.mtPositionX, 20); s.abs(AbsCode.mtPositionY, 10); s.mtReport(); s.sync()
        s.mtReport(); s.sync()
        let assembler = FrameAssembler(device: protocolADevice())
        var active: [[Int]] = []
        let frames = s.events.compactMap { event -> TouchFrame? in
            defer { if event.isSynReport { active.append(assembler.activeContacts.map(\.id)) } }
            return assembler.feed(event)
        }
        #expect(frames.isEmpty)
        #expect(active == [[], [], []])
    }

    /// Protocol A: a finger cancelled as a palm that turned back into a
    /// finger was reported again after its cancel.
    @Test func protocolACancelledPalmIsNotReportedAgain() {
        var s = EventStream()
        s.abs(AbsCode.mtPositionX, 10); s.abs(AbsCode.mtPositionY, 10); s.mtReport(); s.sync()
        s.abs(AbsCode.mtToolType, MTToolType.palm); s.abs(AbsCode.mtPositionX, 10); s.abs(AbsCode.mtPositionY, 10); s.mtReport(); s.sync()
        s.abs(AbsCode.mtPositionX, 30); s.abs(AbsCode.mtPositionY, 10); s.mtReport(); s.sync()
        s.mtReport(); s.sync()
        let frames = s.frames(protocolADevice())
        #expect(frames.map { $0.contacts.map(\.change) } == [[.began], [.cancelled]])
        #expect(frames.map { $0.contacts.map(\.id) } == [[1], [1]])
    }

    /// A slot range of 2³¹ slots (`A: 2f 0 2147483647` in an evemu file) made
    /// the assembler allocate a slot for each: out of memory. It keeps the
    /// kernel's limit of 1024 and ignores events for slots beyond.
    @Test func hugeSlotRangeIsCappedAtTheKernelLimit() {
        var device = protocolBDevice()
        device.absInfo[AbsCode.mtSlot] = AbsInfo(minimum: 0, maximum: Int32.max)
        var s = EventStream()
        s.abs(AbsCode.mtSlot, 1023); s.abs(AbsCode.mtTrackingID, 1); s.abs(AbsCode.mtPositionX, 10); s.sync()
        s.abs(AbsCode.mtSlot, 1024); s.abs(AbsCode.mtTrackingID, 2); s.abs(AbsCode.mtPositionX, 20); s.sync()
        let assembler = FrameAssembler(device: device)
        let frames = s.events.compactMap { assembler.feed($0) }
        #expect(frames.map { $0.contacts.map(\.change) } == [[.began]])
        #expect(assembler.activeContacts.map(\.position.x) == [10])
        #expect(assembler.ignoredEvents == 3)
    }

    /// A slot range at the bottom of `Int32` (`A: 2f -2147483648 -2147483647`)
    /// overflowed computing the first slot, `value - minimum`.
    @Test func slotRangeAtTheBottomOfInt32DoesNotOverflow() {
        var device = protocolBDevice()
        device.absInfo[AbsCode.mtSlot] = AbsInfo(minimum: Int32.min, maximum: Int32.min + 1)
        var s = EventStream()
        s.abs(AbsCode.mtTrackingID, 1); s.abs(AbsCode.mtPositionX, 10); s.sync()
        s.abs(AbsCode.mtSlot, 1); s.abs(AbsCode.mtTrackingID, 2); s.sync()
        let frames = s.frames(device)
        #expect(frames.map { $0.contacts.map(\.id) } == [[1], [1, 2]])
    }
}
