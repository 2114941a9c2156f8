import CDRM
import Glibc

/// `KMSPlaneDevice` through libdrm on an open card.
struct DRMPlaneDevice: KMSPlaneDevice {
    let fd: Int32
    let path: String

    func planes() -> [KMSPlane] {
        // Without the cap the kernel lists overlay planes only.
        guard drmSetClientCap(fd, UInt64(DRM_CLIENT_CAP_UNIVERSAL_PLANES), 1) == 0,
              let resources = drmModeGetPlaneResources(fd) else { return [] }
        defer { drmModeFreePlaneResources(resources) }
        return (0..<Int(resources.pointee.count_planes)).compactMap { index in
            let id = resources.pointee.planes[index]
            guard let plane = drmModeGetPlane(fd, id) else { return nil }
            defer { drmModeFreePlane(plane) }
            return KMSPlane(id: id, possibleCRTCs: plane.pointee.possible_crtcs, properties: properties(of: id))
        }
    }

    private func properties(of plane: UInt32) -> [KMSProperty] {
        guard let list = drmModeObjectGetProperties(fd, plane, UInt32(DRM_MODE_OBJECT_PLANE)) else { return [] }
        defer { drmModeFreeObjectProperties(list) }
        return (0..<Int(list.pointee.count_props)).compactMap { index in
            guard let property = drmModeGetProperty(fd, list.pointee.props[index]) else { return nil }
            defer { drmModeFreeProperty(property) }
            let p = property.pointee
            let flags = p.flags
            let kind: KMSProperty.Kind = flags & UInt32(DRM_MODE_PROP_BITMASK) != 0 ? .bitmask
                : flags & UInt32(DRM_MODE_PROP_ENUM) != 0 ? .enumeration : .other
            let entries = (0..<Int(p.count_enums)).map { e in
                (value: p.enums[e].value, name: withUnsafeBytes(of: p.enums[e].name) { Self.string($0) })
            }
            return KMSProperty(id: p.prop_id, name: withUnsafeBytes(of: p.name) { Self.string($0) }, kind: kind,
                               entries: entries, current: list.pointee.prop_values[index])
        }
    }

    func setPlaneProperty(plane: UInt32, property: UInt32, value: UInt64) throws {
        guard drmModeObjectSetProperty(fd, plane, UInt32(DRM_MODE_OBJECT_PLANE), property, value) == 0 else {
            throw DisplayError(device: path, "cannot set the rotation of plane \(plane): \(String(cString: strerror(errno)))")
        }
    }

    func disableCRTC(_ crtc: UInt32) throws {
        guard drmModeSetCrtc(fd, crtc, 0, 0, 0, nil, 0, nil) == 0 else {
            throw DisplayError(device: path, "cannot switch CRTC \(crtc) off to turn its plane: \(String(cString: strerror(errno)))")
        }
    }

    /// A fixed-size C name, up to its first NUL.
    private static func string(_ bytes: UnsafeRawBufferPointer) -> String {
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
}
