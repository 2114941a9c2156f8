import Gestures
import Testing
import TouchDevices
import TouchModel
import TouchTrace

extension GuestTests {
    /// The device vanishes in the middle of a drag.
    @Suite("Unplug")
    struct Unplug {
        @Test("evdev: unplugging mid-drag cancels the gesture, resets its state, and touches work after a replug", .timeLimit(.minutes(1)))
        func unplugMidDrag() throws {
            let device = DeviceDescription.syntheticTouchscreen(name: "Touchdeck Guest Hotplug")
            let input = try LiveInput(configuration: InputConfiguration(backend: .evdev, calibration: CalibrationMatrix(1, 0, 0, 0, 1, 0)))
            let engine = GestureEngine()
            let region = engine.addRegion(frame: Rect(origin: .zero, size: Size(width: 1280, height: 800)))
            let offset = GestureState(wrappedValue: 0.0)
            let log = Box<[String]>([])
            engine.gesture(DragGesture(minimumDistance: 0)
                .updating(offset) { value, state, _ in state = value.translation.width }
                .onEnded { _ in log.value.append("ended") }
                .onCancel { reason in log.value.append("cancelled(\(reason))") }, on: region)
            let added = Box<[InputDeviceInfo]>([]), removed = Box<Int>(0)
            let handle: (InputUpdate) -> Void = { update in
                switch update {
                case .frame(_, let frame): engine.handle(frame)
                case .deviceAdded(let info): added.value.append(info)
                case .deviceRemoved:
                    removed.value += 1
                    engine.cancelAll(reason: .deviceRemoved)
                default: break
                }
            }
            try input.start(handle)

            var drag = TraceBuilder(device: device)
            drag.down(at: Point(x: 100, y: 400))
            drag.move(to: Point(x: 400, y: 400), over: 0.2)
            let half = drag.events

            var uinput = try UInputDevice(description: device)
            #expect(try Guest.wait(input, timeout: 10, until: { added.value.count == 1 }, handle), "hotplug did not open the device")
            try Guest.replay(half, into: uinput, reading: input, settle: 0.1, handle)
            #expect(offset.wrappedValue > 200)
            uinput.destroy()
            #expect(try Guest.wait(input, timeout: 10, until: { removed.value == 1 }, handle), "the removal was not noticed")
            #expect(log.value.first?.hasPrefix("cancelled") == true, "log: \(log.value)")
            #expect(!log.value.contains("ended"))
            #expect(offset.wrappedValue == 0)
            #expect(engine.isIdle)

            // Plugged in again: the same calibration, and a whole drag works.
            uinput = try UInputDevice(description: device)
            #expect(try Guest.wait(input, timeout: 10, until: { added.value.count == 2 }, handle), "the device was not reopened")
            #expect(added.value.count == 2 && added.value[0].udevCalibration == added.value[1].udevCalibration)
            #expect(input.configuration.calibration(for: added.value[0]) == input.configuration.calibration(for: added.value[1]))
            drag.up()
            try Guest.replay(drag.events, into: uinput, reading: input, handle)
            #expect(log.value.last == "ended", "log: \(log.value)")
            #expect(offset.wrappedValue == 0)
        }
    }
}
