import Testing
import TouchDevices
import TouchModel

/// Tests on a real kernel (uinput, evdev, udev, libinput), run by `tools/vmtest`
/// in a VM. Serialized: they share udev and the input subsystem.
@Suite("Guest", .serialized, .enabled(if: Guest.uinputWritable, Guest.skipMessage))
struct GuestTests {}

extension GuestTests {
    /// A trace replayed into uinput and read back gives the trace's own frames.
    @Suite("Replay round trip")
    struct RoundTrip {
        @Test("evdev: a protocol B replay reads back as the trace's frames", .timeLimit(.minutes(1)))
        func evdevB() throws { try roundTrip(GuestTraces.protocolB(), .evdev, "protocol B") }

        @Test("libinput: a protocol B replay reads back as the trace's frames", .timeLimit(.minutes(1)))
        func libinputB() throws { try roundTrip(GuestTraces.protocolB(), .libinput, "protocol B") }

        @Test("evdev: a protocol A replay reads back as the trace's frames", .timeLimit(.minutes(1)))
        func evdevA() throws { try roundTrip(GuestTraces.protocolA(), .evdev, "protocol A") }

        @Test("libinput: a protocol A replay reads back as the trace's frames", .timeLimit(.minutes(1)))
        func libinputA() throws { try roundTrip(GuestTraces.protocolA(), .libinput, "protocol A") }

        @Test("evdev: a single-touch replay reads back as the trace's frames", .timeLimit(.minutes(1)))
        func evdevSingle() throws { try roundTrip(GuestTraces.singleTouch(), .evdev, "single touch") }

        @Test("libinput: a single-touch replay reads back as the trace's frames", .timeLimit(.minutes(1)))
        func libinputSingle() throws { try roundTrip(GuestTraces.singleTouch(), .libinput, "single touch") }

        private func roundTrip(_ trace: (DeviceDescription, [InputEvent]), _ backend: InputBackend, _ label: String) throws {
            let (device, events) = trace
            let uinput = try UInputDevice(description: device)
            try Guest.waitForUdev(uinput.devnode)
            let input = try LiveInput(configuration: InputConfiguration(backend: backend, nodes: [uinput.devnode]), hotplug: false)
            let frames = Box<[TouchFrame]>([])
            let handle: (InputUpdate) -> Void = { if case .frame(_, let frame) = $0 { frames.value.append(frame) } }
            try input.start(handle)
            #expect(input.devices.map(\.node) == [uinput.devnode])
            let jitter = try Guest.replay(events, into: uinput, reading: input, handle)
            let expected = Guest.frames(of: events, device: device)
            #expect(!expected.isEmpty)
            // Times may differ by how late the replay wrote (an emulated CPU on a busy host) plus 10 ms.
            Guest.expectSameFrames(frames.value, expected, jitter: jitter + 0.01, "\(label) via \(backend)")
        }
    }
}
