import Testing
import TouchDevices
import TouchModel
import TouchTrace

extension GuestTests {
    /// `LiveInput.reconfigure`: the screen changed size while the kiosk runs (a
    /// monitor of another size) and touches must land on the new screen.
    @Suite("Reconfigure")
    struct Reconfigure {
        @Test("evdev: after reconfigure with a screen of another size, the device is reopened and a touch at its centre lands at the new screen's centre",
              .timeLimit(.minutes(1)))
        func evdev() throws { try centreFollows(.evdev) }

        @Test("libinput: after reconfigure with a screen of another size, the device is reopened and a touch at its centre lands at the new screen's centre",
              .timeLimit(.minutes(1)))
        func libinput() throws { try centreFollows(.libinput) }

        private func centreFollows(_ backend: InputBackend) throws {
            let device = DeviceDescription.syntheticTouchscreen(name: "Touchdeck Guest Reconfigure")
            let uinput = try UInputDevice(description: device)
            try Guest.waitForUdev(uinput.devnode)
            let input = try LiveInput(configuration: InputConfiguration(backend: backend, nodes: [uinput.devnode],
                                                                        screen: Size(width: 800, height: 480)), hotplug: false)
            let began = Box<[Point]>([]), added = Box<Int>(0), removed = Box<Int>(0)
            let handle: (InputUpdate) -> Void = { update in
                switch update {
                case .frame(_, let frame): began.value += frame.began.map(\.position)
                case .deviceAdded: added.value += 1
                case .deviceRemoved: removed.value += 1
                default: break
                }
            }
            try input.start(handle)
            #expect(added.value == 1)
            func tapCentre() throws {
                var tap = TraceBuilder(device: device)
                tap.down(at: Point(x: 639.5, y: 399.5))
                tap.up()
                try Guest.replay(tap.events, into: uinput, reading: input, settle: 0.2, handle)
            }
            try tapCentre()
            var configuration = input.configuration
            configuration.screen = Size(width: 1024, height: 768)
            try input.reconfigure(configuration, handle)
            #expect(removed.value == 1 && added.value == 2, "the device was not reopened: \(removed.value) removed, \(added.value) added")
            try tapCentre()
            try #require(began.value.count == 2, "touches read: \(began.value)")
            #expect(abs(began.value[0].x - 400) < 1.5 && abs(began.value[0].y - 240) < 1.5, "before: \(began.value[0])")
            #expect(abs(began.value[1].x - 512) < 1.5 && abs(began.value[1].y - 384) < 1.5, "after: \(began.value[1])")
        }
    }
}
