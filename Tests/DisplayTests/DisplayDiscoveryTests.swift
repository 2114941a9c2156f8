import Display
import Foundation
import Testing

@Suite("Display discovery")
struct DisplayDiscoveryTests {
    @Test func readsConnectorsAndFramebuffersFromSysfs() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sysfs-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let connector = root + "/class/drm/card0-Virtual-1"
        let fb = root + "/class/graphics/fb0"
        try FileManager.default.createDirectory(atPath: connector, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: fb, withIntermediateDirectories: true)
        try "800x480\n1024x768\n".write(toFile: connector + "/modes", atomically: true, encoding: .utf8)
        try "connected\n".write(toFile: connector + "/status", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: root + "/class/drm/card0", withIntermediateDirectories: true)
        try "1280,800\n".write(toFile: fb + "/virtual_size", atomically: true, encoding: .utf8)
        try "bochs-drmdrmfb\n".write(toFile: fb + "/name", atomically: true, encoding: .utf8)
        let displays = DisplayDiscovery.displays(sysfs: root)
        #expect(displays.map(\.spec) == ["drm:/dev/dri/card0", "fbdev:/dev/fb0"])
        #expect(displays[0].name == "Virtual-1" && displays[0].status == "connected")
        #expect(displays[0].size?.width == 800 && displays[0].size?.height == 480)
        #expect(displays[1].size?.width == 1280 && displays[1].name == "bochs-drmdrmfb")
        #expect(DisplayDiscovery.displays(sysfs: root + "/nothing").isEmpty)
    }
}
