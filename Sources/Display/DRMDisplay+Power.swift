import CDRM
import Glibc

extension DRMDisplay: ScreenPower {
    /// Sets the connector's "DPMS" property (`drmModeConnectorSetProperty`):
    /// the kernel then switches the CRTC off, and
    /// `/sys/class/drm/cardN-CONNECTOR/dpms` reads `Off`.
    public func setScreen(on: Bool) throws {
        guard let property = dpmsProperty() else {
            throw DisplayError(device: path, "connector \(connectorName) has no DPMS property")
        }
        let value = UInt64(on ? DRM_MODE_DPMS_ON : DRM_MODE_DPMS_OFF)
        guard drmModeConnectorSetProperty(fd, connectorID, property, value) == 0 else {
            throw DisplayError(device: path, "cannot set DPMS \(on ? "on" : "off") on \(connectorName): \(String(cString: strerror(errno)))")
        }
    }

    public var powerMethod: String { "DPMS of connector \(connectorName)" }

    /// The id of the connector's "DPMS" property, if it has one.
    private func dpmsProperty() -> UInt32? {
        guard let properties = drmModeObjectGetProperties(fd, connectorID, UInt32(DRM_MODE_OBJECT_CONNECTOR)) else { return nil }
        defer { drmModeFreeObjectProperties(properties) }
        for index in 0..<Int(properties.pointee.count_props) {
            guard let property = drmModeGetProperty(fd, properties.pointee.props[index]) else { continue }
            defer { drmModeFreeProperty(property) }
            let name = withUnsafeBytes(of: property.pointee.name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name == "DPMS" { return property.pointee.prop_id }
        }
        return nil
    }
}
