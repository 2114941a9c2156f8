import Testing
import TouchDevices
import TouchModel
import TouchTrace

extension GuestTests {
    /// Hotplug without udev (inotify on /dev/input), as on a
    /// system with no udev daemon or a container whose udev sends no events.
    @Suite("Hotplug without udev")
    struct NoUdevHotplug {
        @Test("evdev without udev: a touchscreen plugged in later is opened, and opened again after a replug", .timeLimit(.minutes(1)))
        func pluggedInLater() throws {
            let device = DeviceDescription.syntheticTouchscreen(name: "Touchdeck Guest No-udev Hotplug")
            let input = try LiveInput(configuration: InputConfiguration(backend: .evdev, usesUdev: false))
            let added = Box<[InputDeviceInfo]>([]), removed = Box<Int>(0), frames = Box<Int>(0)
            let handle: (InputUpdate) -> Void = { update in
                switch update {
                case .deviceAdded(let info): added.value.append(info)
                case .deviceRemoved: removed.value += 1
                case .frame: frames.value += 1
                default: break
                }
            }
            try input.start(handle)
            #expect(input.devices.allSatisfy { $0.name != device.name }, "the device is not there yet")

            var uinput = try UInputDevice(description: device)
            #expect(try Guest.wait(input, timeout: 10, until: { added.value.contains { $0.name == device.name } }, handle),
                    "inotify did not open the new device")
            #expect(added.value.last?.udevProperties.isEmpty == true, "udev was not asked")
            var tap = TraceBuilder(device: device)
            tap.down(at: Point(x: 200, y: 200))
            tap.up()
            try Guest.replay(tap.events, into: uinput, reading: input, handle)
            #expect(frames.value >= 2, "the touches were read")

            uinput.destroy()
            #expect(try Guest.wait(input, timeout: 10, until: { removed.value == 1 }, handle), "the removal was not noticed")
            uinput = try UInputDevice(description: device)
            #expect(try Guest.wait(input, timeout: 10, until: { added.value.filter { $0.name == device.name }.count == 2 }, handle),
                    "the device was not reopened")
            uinput.destroy()
        }
    }
}
