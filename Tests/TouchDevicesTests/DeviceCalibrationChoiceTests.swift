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

    /// A panel as udev describes it: ID_PATH from path_id, ID_SERIAL_SHORT from usb_id when the panel has a serial.
    static func panel(idPath: String, serial: String? = nil, phys: String? = nil, uniq: String? = nil) -> InputDeviceInfo {
        var description = DeviceDescription(name: "Goodix Capacitive TouchScreen", id: DeviceID(bustype: 0x18, vendor: 0x0416, product: 0x038f))
        description.absInfo = [AbsCode.x: AbsInfo(minimum: 0, maximum: 799), AbsCode.y: AbsInfo(minimum: 0, maximum: 479)]
        var properties = ["ID_INPUT": "1", "ID_INPUT_TOUCHSCREEN": "1", "ID_PATH": idPath, "ID_PATH_TAG": idPath.replacingOccurrences(of: ":", with: "_")]
        if let serial { properties["ID_SERIAL"] = "Goodix_Panel_\(serial)"; properties["ID_SERIAL_SHORT"] = serial }
        return InputDeviceInfo(node: "/dev/input/event2", description: description, udevProperties: properties, phys: phys, uniq: uniq)
    }

    @Test("two identical I2C panels with empty phys are told apart by ID_PATH")
    func identicalPanelsByIDPath() {
        let left = Self.panel(idPath: "platform-fe804000.i2c"), right = Self.panel(idPath: "platform-fe205000.i2c")
        let a = CalibrationMatrix(1.1, 0, 0, 0, 1, 0), b = CalibrationMatrix(0.9, 0, 0, 0, 1, 0)
        // What `calibrate` writes for each: the name, ids and ID_PATH (no serial, no phys).
        #expect(left.identity.kept == DeviceIdentity(name: left.name, vendor: 0x0416, product: 0x038f, idPath: "platform-fe804000.i2c"))
        let configuration = InputConfiguration(deviceCalibrations: [DeviceCalibration(identity: left.identity.kept, matrix: a),
                                                                    DeviceCalibration(identity: right.identity.kept, matrix: b)])
        #expect(configuration.calibration(for: left) == a)
        #expect(configuration.calibration(for: right) == b)
        #expect(configuration.calibration(for: Self.panel(idPath: "platform-fe600000.i2c")) == .identity)
    }

    @Test("a panel with a serial moved to another USB port keeps its entry")
    func movedPanelBySerial() {
        let before = Self.panel(idPath: "pci-0000:00:14.0-usb-0:2:1.0", serial: "0001A7", phys: "usb-0000:00:14.0-2/input0")
        let after = Self.panel(idPath: "pci-0000:00:14.0-usb-0:4:1.0", serial: "0001A7", phys: "usb-0000:00:14.0-4/input0")
        let kept = before.identity.kept
        #expect(kept.serial == "0001A7" && kept.idPath == nil && kept.phys == nil)
        let matrix = CalibrationMatrix(1.05, 0, -0.02, 0, 0.97, 0.01)
        let configuration = InputConfiguration(deviceCalibrations: [DeviceCalibration(identity: kept, matrix: matrix)])
        #expect(configuration.calibration(for: after) == matrix)
        #expect(configuration.calibration(for: Self.panel(idPath: "pci-0000:00:14.0-usb-0:4:1.0", serial: "0002B8")) == .identity)
        // uniq (EVIOCGUNIQ) likewise, when udev has no serial.
        let uniq = Self.panel(idPath: "platform-i2c-1", uniq: "GT911-77")
        #expect(uniq.identity.kept.uniq == "GT911-77" && uniq.identity.kept.idPath == nil)
    }

    @Test("the most specific matching entry wins, whatever the order")
    func mostSpecificWins() {
        let device = Self.panel(idPath: "pci-0000:00:14.0-usb-0:2:1.0", serial: "0001A7")
        let byName = DeviceCalibration(identity: DeviceIdentity(name: device.name), matrix: CalibrationMatrix(2, 0, 0, 0, 2, 0))
        let byModel = DeviceCalibration(identity: DeviceIdentity(name: device.name, vendor: 0x0416, product: 0x038f), matrix: CalibrationMatrix(3, 0, 0, 0, 3, 0))
        let byPort = DeviceCalibration(identity: DeviceIdentity(name: device.name, idPath: "pci-0000:00:14.0-usb-0:2:1.0"), matrix: CalibrationMatrix(4, 0, 0, 0, 4, 0))
        let bySerial = DeviceCalibration(identity: DeviceIdentity(name: device.name, serial: "0001A7"), matrix: CalibrationMatrix(5, 0, 0, 0, 5, 0))
        let otherSerial = DeviceCalibration(identity: DeviceIdentity(name: device.name, vendor: 0x0416, product: 0x038f, idPath: "pci-0000:00:14.0-usb-0:2:1.0", serial: "9"),
                                            matrix: CalibrationMatrix(6, 0, 0, 0, 6, 0))
        for list in [[byName, byModel, byPort, bySerial, otherSerial], [otherSerial, bySerial, byPort, byModel, byName]] {
            #expect(InputConfiguration(deviceCalibrations: list).calibration(for: device) == bySerial.matrix)
        }
        #expect(InputConfiguration(deviceCalibrations: [byName, byModel, byPort]).calibration(for: device) == byPort.matrix)
        #expect(InputConfiguration(deviceCalibrations: [byName, byModel]).calibration(for: device) == byModel.matrix)
        // The identity udev and the kernel give: every field read.
        #expect(device.identity == DeviceIdentity(name: device.name, vendor: 0x0416, product: 0x038f, idPath: "pci-0000:00:14.0-usb-0:2:1.0", serial: "0001A7"))
    }
}
