import CLibevdev
import TouchModel

extension DeviceDescription {
    /// What libevdev read from the device: name, ids, codes, axes and properties.
    init(libevdev dev: OpaquePointer) {
        let name = libevdev_get_name(dev).map { String(cString: $0) } ?? ""
        let id = DeviceID(bustype: UInt16(truncatingIfNeeded: libevdev_get_id_bustype(dev)),
                          vendor: UInt16(truncatingIfNeeded: libevdev_get_id_vendor(dev)),
                          product: UInt16(truncatingIfNeeded: libevdev_get_id_product(dev)),
                          version: UInt16(truncatingIfNeeded: libevdev_get_id_version(dev)))
        var codes: [UInt16: [UInt16]] = [:]
        var absInfo: [UInt16: AbsInfo] = [:]
        for type in UInt16(0)...EventType.max where libevdev_has_event_type(dev, UInt32(type)) != 0 {
            let highest = libevdev_event_type_get_max(UInt32(type))
            guard highest >= 0 else { continue }
            let maxCode = UInt16(highest)
            var list: [UInt16] = []
            for code in UInt16(0)...maxCode where libevdev_has_event_code(dev, UInt32(type), UInt32(code)) != 0 {
                list.append(code)
                if type == EventType.abs, let info = libevdev_get_abs_info(dev, UInt32(code))?.pointee {
                    absInfo[code] = AbsInfo(value: info.value, minimum: info.minimum, maximum: info.maximum,
                                            fuzz: info.fuzz, flat: info.flat, resolution: info.resolution)
                }
            }
            codes[type] = list
        }
        let properties = (UInt16(0)...InputProperty.max).filter { libevdev_has_property(dev, UInt32($0)) != 0 }
        self.init(name: name, id: id, codes: codes, absInfo: absInfo, properties: properties)
    }
}
