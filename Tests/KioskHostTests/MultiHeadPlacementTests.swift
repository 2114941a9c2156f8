import Display
import Geometry
import KioskConfig
import KioskHost
import Testing
import TestSupport
import TouchDevices
import TouchModel

/// `displays:` and `devices[].display`: the config, and where a touch on a
/// head's panel lands on the kiosk's picture.
@Suite("Several displays: config and touches")
struct MultiHeadPlacementTests {
    @Test("a displays: list loads with each entry's connector, mode and rotation; devices name their screen")
    func loads() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("heads.yaml", """
            displays:
              - connector: HDMI-A-1
                mode: 1920x1080@60
              - connector: HDMI-A-2
                rotation: 90
            devices:
              - name: "ILITEK ILITEK-TP"
                display: HDMI-A-2
              - name: "Goodix Capacitive TouchScreen"
                calibration: "1 0 0 0 1 0"
                display: HDMI-A-1
            """)
        let settings = try SettingsLoader(environment: [:]).load(path: file)
        #expect(settings.displays == [DisplayEntry(connector: "HDMI-A-1", mode: DRMModeName(width: 1920, height: 1080, refresh: 60)),
                                      DisplayEntry(connector: "HDMI-A-2", rotation: .quarter)])
        #expect(settings.deviceDisplays.map(\.connector) == ["HDMI-A-2", "HDMI-A-1"])
        // The display-only entry sets no calibration.
        #expect(settings.devices.map(\.identity.name) == ["Goodix Capacitive TouchScreen"])
        #expect(settings.deviceDisplays.connector(for: DeviceIdentity(name: "ILITEK ILITEK-TP", vendor: 0x222a, product: 1)) == "HDMI-A-2")
        // The first entry's rotation is the kiosk's.
        let rotation = try TouchPlacement(option: nil, settings: settings).rotation
        #expect(rotation == .none)
        // Without the list, `display:` is the one screen as before.
        let single = try directory.write("single.yaml", "display:\n  rotation: 270\n")
        let one = try SettingsLoader(environment: [:]).load(path: single)
        let oneRotation = try TouchPlacement(option: nil, settings: one).rotation
        #expect(one.displays.isEmpty && oneRotation == .threeQuarters)
    }

    @Test("errors name the key, its line and what exists: an unknown screen, a connector listed twice, display: keys beside the list, an entry that says nothing")
    func rejects() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("bad.yaml", """
            display:
              rotation: 90
            displays:
              - connector: HDMI-A-1
              - connector: HDMI-A-1
              - connector: DSI-1
            devices:
              - name: "ILITEK ILITEK-TP"
                display: HDMI-A-7
              - name: "Goodix"
            """)
        let error = try #require(throws: ConfigError.self) { try SettingsLoader(environment: [:]).load(path: file) }
        let lines = error.issues.map(\.description)
        #expect(lines.contains { $0.hasPrefix("\(file):9:") && $0.contains("devices[1].display") && $0.contains("\"HDMI-A-7\"")
                && $0.contains("displays: has HDMI-A-1, HDMI-A-1, DSI-1") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("\(file):5:") && $0.contains("displays[2].connector") && $0.contains("listed already (displays[1])") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("\(file):2:") && $0.contains("display.rotation") && $0.contains("displays:") }, "\(lines)")
        #expect(lines.contains { $0.contains("devices[2]") && $0.contains("calibration, display or both") }, "\(lines)")
        // A bad value inside an entry is caught by the same checks as display:'s.
        let badValue = try directory.write("value.yaml", "displays:\n  - connector: hdmi\n    rotation: 45\n")
        let valueError = try #require(throws: ConfigError.self) { try SettingsLoader(environment: [:]).load(path: badValue) }
        let valueLines = valueError.issues.map(\.description)
        #expect(valueLines.contains { $0.contains("displays[1].connector") && $0.contains("HDMI-A-1") }, "\(valueLines)")
        #expect(valueLines.contains { $0.contains("displays[1].rotation") && $0.contains("0, 90, 180 or 270") }, "\(valueLines)")
        // devices[].display without a displays: list says there is none.
        let alone = try directory.write("alone.yaml", "devices:\n  - name: Panel\n    display: HDMI-A-1\n")
        let aloneError = try #require(throws: ConfigError.self) { try SettingsLoader(environment: [:]).load(path: alone) }
        #expect(aloneError.description.contains("there is no displays: list"), "\(aloneError)")
    }

    /// The panel position (normalised) showing picture point `p` on a head.
    private func panelPosition(of p: Point, on head: HeadPlacement) -> Point {
        let turned = Point(x: p.x + Double(head.offset.x), y: p.y + Double(head.offset.y))
        // A quarter clockwise: turned (tx, ty) lies at physical (height of the turned panel − ty, tx).
        let physical = Point(x: Double(head.turned.height) - turned.y, y: turned.x)
        return Point(x: physical.x / Double(head.turned.height), y: physical.y / Double(head.turned.width))
    }

    @Test("a touch on a mirror turned 90° and centred lands on the picture point shown under it")
    func mirrorTouches() {
        // 800×480 picture on a 1024×768 monitor turned 90° (768×1024 turned): 16 px cut each side, 272 px black above and below.
        let head = HeadPlacement(connector: "HDMI-A-2", rotation: .quarter, turned: (768, 1024), picture: (800, 480), offset: (-16, 272))
        let matrix = TouchPlacement.touchMatrix(head)
        for p in [Point(x: 0, y: 0), Point(x: 800, y: 480), Point(x: 100, y: 400), Point(x: 640, y: 30)] {
            let n = matrix.apply(panelPosition(of: p, on: head))
            #expect(abs(n.x * 800 - p.x) < 1e-9 && abs(n.y * 480 - p.y) < 1e-9, "\(p) → \(n)")
        }
        // The head that sets the size: its rotation alone.
        let first = HeadPlacement(connector: "HDMI-A-1", rotation: .none, turned: (800, 480), picture: (800, 480), offset: (0, 0))
        #expect(TouchPlacement.touchMatrix(first) == .identity)
    }

    @Test("a device's touches follow the screen it names; others the first screen's")
    func perDevice() {
        var input = InputConfiguration(screen: Size(width: 800, height: 480))
        input.deviceDisplays = [DeviceDisplay(identity: DeviceIdentity(name: "Right panel"), connector: "HDMI-A-2")]
        TouchPlacement.apply(heads: [
            HeadPlacement(connector: "HDMI-A-1", rotation: .half, turned: (800, 480), picture: (800, 480), offset: (0, 0)),
            HeadPlacement(connector: "HDMI-A-2", rotation: .quarter, turned: (768, 1024), picture: (800, 480), offset: (-16, 272)),
        ], to: &input)
        #expect(input.displayRotation == .half)
        #expect(input.displayTouchMatrices["HDMI-A-2"] != nil)
        func device(_ name: String) -> InputDeviceInfo {
            var description = DeviceDescription(name: name, id: DeviceID(bustype: 3, vendor: 0x222a, product: 1))
            description.absInfo = [AbsCode.x: AbsInfo(minimum: 0, maximum: 999), AbsCode.y: AbsInfo(minimum: 0, maximum: 999)]
            return InputDeviceInfo(node: "/dev/input/event5", description: description)
        }
        let onRight = input.mapping(for: device("Right panel"))?.map(Point(x: 500, y: 500))
        let onLeft = input.mapping(for: device("Left panel"))?.map(Point(x: 0, y: 0))
        // The middle of the turned head is the middle of the picture; the first head's corner, turned 180°, is the picture's far corner.
        #expect(onRight.map { abs($0.x - 400) < 0.5 && abs($0.y - 240) < 0.5 } == true, "\(String(describing: onRight))")
        #expect(onLeft.map { abs($0.x - 800) < 0.5 && abs($0.y - 480) < 0.5 } == true, "\(String(describing: onLeft))")
    }
}
