import Testing
import TouchModel
@testable import TouchDevices

/// Which calibration a device gets when it is opened (at start or plugged in
/// again), and how the display's rotation follows it.
@Suite("Per-device calibration")
struct DeviceCalibrationChoiceTests {
    static func device(name: String, udev: String? = nil, phys: String? = nil) -> InputDeviceInfo {
        var description = DeviceDescription(name: name, id: DeviceID(bustype: 3, vendor: 0x222a, product: 1))
        description.absInfo = [AbsCode.x: AbsInfo(minimum: 0, maximum: 999), AbsCode.y: AbsInfo(minimum: 0, maximum: 999)]
        return InputDeviceInfo(node: "/dev/input/event5", description: description,
                               udevProperties: udev.map { ["LIBINPUT_CALIBRATION_MATRIX": $0] } ?? [:], phys: phys)
    }

    static let listed = CalibrationMatrix(1.1, 0, -0.05, 0, 0.9, 0.05)
    static let list = [DeviceCalibration(identity: DeviceIdentity(name: "Panel", vendor: 0x222a, product: 1, phys: "usb-1"), matrix: listed)]

    @Test("--calibration, then the config's entry for the device, then udev's, then none")
    func precedence() {
        let configured = InputConfiguration(deviceCalibrations: Self.list)
        #expect(configured.calibration(for: Self.device(name: "Panel", udev: "2 0 0 0 2 0", phys: "usb-1")) == Self.listed)
        #expect(configured.calibration(for: Self.device(name: "Panel", udev: "2 0 0 0 2 0", phys: "usb-2")) == CalibrationMatrix(2, 0, 0, 0, 2, 0))
        #expect(configured.calibration(for: Self.device(name: "Other")) == .identity)
        let overridden = InputConfiguration(calibration: .identity, deviceCalibrations: Self.list)
        #expect(overridden.calibration(for: Self.device(name: "Panel", phys: "usb-1")) == .identity)
    }

    @Test("an evdev device's mapping composes its calibration with the display's rotation")
    func mappingComposes() throws {
        let configuration = InputConfiguration(screen: Size(width: 480, height: 800), deviceCalibrations: Self.list,
                                               displayRotation: .quarter)
        let mapping = try #require(configuration.mapping(for: Self.device(name: "Panel", phys: "usb-1")))
        #expect(mapping.combinedMatrix == Self.listed.followed(by: ScreenOrientation.Rotation.quarter.displayTouchMatrix))
        // The raw centre: calibrated to (0.5, 0.5) on the panel, the centre of the portrait screen too.
        let centre = mapping.map(Point(x: 500, y: 500))
        #expect(abs(centre.x - 240) < 1e-9 && abs(centre.y - 400) < 1e-9)
    }
}
