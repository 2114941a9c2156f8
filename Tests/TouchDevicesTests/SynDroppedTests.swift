import Testing
import TouchDevices
import TouchModel
import TouchTrace

extension GuestTests {
    /// The kernel's buffer overflows before the reader reads.
    @Suite("SYN_DROPPED")
    struct SynDropped {
        @Test("evdev: after a buffer overflow the reader ends with exactly the contacts really down", .timeLimit(.minutes(1)))
        func resyncEndsWithTheRealContacts() throws {
            let device = DeviceDescription.syntheticTouchscreen(name: "Touchdeck Guest Overflow")
            var b = TraceBuilder(device: device)
            // Finger 0 goes down and lifts, finger 1 stays, finger 2 lands late: about 20,000 events.
            b.down(at: Point(x: 100, y: 100), finger: 0)
            b.down(at: Point(x: 300, y: 300), finger: 1)
            b.move([0: Point(x: 1200, y: 700), 1: Point(x: 600, y: 500)], over: 8)
            b.up(finger: 0)
            b.down(at: Point(x: 900, y: 200), finger: 2)
            b.move([1: Point(x: 640, y: 400), 2: Point(x: 1000, y: 250)], over: 4)

            let uinput = try UInputDevice(description: device)
            let reader = try EvdevDevice(node: uinput.devnode)
            let pipeline = TouchPipeline(device: reader.description, mapping: nil)
            var frames: [TouchFrame] = []
            // Read what is there now (nothing), then write everything without reading.
            _ = try reader.readAvailable { if let f = pipeline.feed($0) { frames.append(f) } }
            for event in b.events { try uinput.write(event) }
            #expect(b.events.count > 5_000)
            let outcome = try reader.readAvailable { if let f = pipeline.feed($0) { frames.append(f) } }
            #expect(outcome == .drained)
            #expect(reader.resyncs >= 1, "the kernel buffer never overflowed: the test proves nothing")

            let active = pipeline.assembler.activeContacts
            let positions = Set(active.map { "\(Int($0.position.x)),\(Int($0.position.y))" })
            #expect(active.count == 2, "active: \(active)")
            #expect(positions == ["640,400", "1000,250"], "active: \(active)")
            // No contact began twice or ended without beginning; the ones down are unique.
            var began: Set<Int> = [], ended: Set<Int> = []
            for frame in frames {
                for contact in frame.contacts {
                    if contact.change.contains(.began) { #expect(began.insert(contact.id).inserted, "contact \(contact.id) began twice") }
                    if !contact.isActive {
                        #expect(began.contains(contact.id), "contact \(contact.id) ended without beginning")
                        #expect(ended.insert(contact.id).inserted, "contact \(contact.id) ended twice")
                    }
                }
            }
            #expect(Set(active.map(\.id)).count == active.count)
            #expect(active.allSatisfy { began.contains($0.id) && !ended.contains($0.id) })
        }
    }
}
