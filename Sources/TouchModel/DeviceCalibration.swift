/// Who a touch device is, as a config file names it: enough to find the same
/// panel again after it is unplugged, or on the next boot when its node moved.
public struct DeviceIdentity: Hashable, Sendable, CustomStringConvertible {
    /// The kernel's name (`EVIOCGNAME`).
    public var name: String
    /// USB/I²C vendor and product ids; nil matches any.
    public var vendor: UInt16?
    public var product: UInt16?
    /// Where the device is attached (`EVIOCGPHYS`, e.g. `usb-0000:00:14.0-2/input0`);
    /// nil or empty matches any (uinput devices and some drivers set none).
    public var phys: String?

    public init(name: String, vendor: UInt16? = nil, product: UInt16? = nil, phys: String? = nil) {
        self.name = name
        self.vendor = vendor
        self.product = product
        self.phys = phys
    }

    /// Whether a device called `name` with these ids and `phys` is this one:
    /// every field this identity gives must agree.
    public func matches(name: String, vendor: UInt16, product: UInt16, phys: String?) -> Bool {
        guard name == self.name else { return false }
        if let wanted = self.vendor, wanted != vendor { return false }
        if let wanted = self.product, wanted != product { return false }
        if let wanted = self.phys, !wanted.isEmpty, wanted != (phys ?? "") { return false }
        return true
    }

    public var description: String {
        var text = "\"\(name)\""
        if let vendor, let product { text += " " + hex(vendor) + ":" + hex(product) }
        if let phys, !phys.isEmpty { text += " at \(phys)" }
        return text
    }

    private func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

/// A calibration kept for one device (the config file's `devices:` list):
/// applied whenever that device is opened, at start or plugged in again.
public struct DeviceCalibration: Hashable, Sendable {
    public var identity: DeviceIdentity
    public var matrix: CalibrationMatrix

    public init(identity: DeviceIdentity, matrix: CalibrationMatrix) {
        self.identity = identity
        self.matrix = matrix
    }
}

extension Array where Element == DeviceCalibration {
    /// The first entry naming this device, if any.
    public func first(name: String, vendor: UInt16, product: UInt16, phys: String?) -> DeviceCalibration? {
        first { $0.identity.matches(name: name, vendor: vendor, product: product, phys: phys) }
    }
}
