/// Who a touch device is, as a config file names it: enough to find the same
/// panel again after it is unplugged, on the next boot when its node moved,
/// and to tell two identical panels apart.
///
/// A device's full identity has every field it reports; a config entry gives
/// some of them, and every field it gives must agree. The fields, from the
/// most specific: `serial` (udev's `ID_SERIAL_SHORT`, the USB serial number)
/// and `uniq` (`EVIOCGUNIQ`) go with the panel to any port; `idPath` (udev's
/// `ID_PATH`, e.g. `platform-3f804000.i2c` or `pci-0000:00:14.0-usb-0:2:1.0`)
/// names the port or bus address, which tells identical panels apart even
/// where `phys` is empty or the same (I²C); `phys` (`EVIOCGPHYS`) likewise;
/// then the vendor and product ids, and the name.
public struct DeviceIdentity: Hashable, Sendable, CustomStringConvertible {
    /// The kernel's name (`EVIOCGNAME`).
    public var name: String
    /// USB/I²C vendor and product ids; nil matches any.
    public var vendor: UInt16?
    public var product: UInt16?
    /// Where the device is attached (`EVIOCGPHYS`, e.g. `usb-0000:00:14.0-2/input0`);
    /// nil or empty matches any (uinput devices and some drivers set none).
    public var phys: String?
    /// udev's `ID_PATH`: the bus path to the device; nil or empty matches any.
    public var idPath: String?
    /// The device's unique id (`EVIOCGUNIQ`); nil or empty matches any.
    public var uniq: String?
    /// udev's `ID_SERIAL_SHORT` (a serial number the device reports); nil or empty matches any.
    public var serial: String?

    public init(name: String, vendor: UInt16? = nil, product: UInt16? = nil, phys: String? = nil,
                idPath: String? = nil, uniq: String? = nil, serial: String? = nil) {
        self.name = name
        self.vendor = vendor
        self.product = product
        self.phys = phys
        self.idPath = idPath
        self.uniq = uniq
        self.serial = serial
    }

    /// Whether `device` (a device's full identity) is this one: every field
    /// this identity gives must agree.
    public func matches(_ device: DeviceIdentity) -> Bool {
        guard device.name == name else { return false }
        if let wanted = vendor, wanted != device.vendor { return false }
        if let wanted = product, wanted != device.product { return false }
        for (wanted, actual) in [(phys, device.phys), (idPath, device.idPath), (uniq, device.uniq), (serial, device.serial)] {
            if let wanted, !wanted.isEmpty, wanted != (actual ?? "") { return false }
        }
        return true
    }

    /// Whether a device called `name` with these ids and `phys` is this one
    /// (a device known by its evdev identity alone).
    public func matches(name: String, vendor: UInt16, product: UInt16, phys: String?) -> Bool {
        matches(DeviceIdentity(name: name, vendor: vendor, product: product, phys: phys))
    }

    /// How much this identity pins down, for choosing among entries that all
    /// match a device: a serial or uniq (one panel) outweighs an `ID_PATH` or
    /// `phys` (one port), which outweighs the ids (one model), then the name alone.
    public var specificity: Int {
        func given(_ value: String?) -> Bool { !(value ?? "").isEmpty }
        return (given(serial) ? 64 : 0) + (given(uniq) ? 64 : 0) + (given(idPath) ? 16 : 0) + (given(phys) ? 8 : 0)
            + (vendor != nil ? 2 : 0) + (product != nil ? 2 : 0)
    }

    /// What a new config entry keeps of this (full) identity: the name and
    /// ids, and the most specific field that stays true — the serial or uniq
    /// when the device has one (it follows the panel to another port), else
    /// `ID_PATH` (the port), else `phys`.
    public var kept: DeviceIdentity {
        var kept = DeviceIdentity(name: name, vendor: vendor, product: product)
        func given(_ value: String?) -> String? { (value ?? "").isEmpty ? nil : value }
        if let serial = given(serial) {
            kept.serial = serial
        } else if let uniq = given(uniq) {
            kept.uniq = uniq
        } else if let idPath = given(idPath) {
            kept.idPath = idPath
        } else {
            kept.phys = given(phys)
        }
        return kept
    }

    public var description: String {
        var text = "\"\(name)\""
        if let vendor, let product { text += " " + hex(vendor) + ":" + hex(product) }
        if let serial, !serial.isEmpty { text += " serial \(serial)" }
        if let uniq, !uniq.isEmpty { text += " uniq \(uniq)" }
        if let idPath, !idPath.isEmpty { text += " at \(idPath)" } else if let phys, !phys.isEmpty { text += " at \(phys)" }
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

/// A config entry for one device (`devices:`), found by its identity.
public protocol DeviceEntry {
    var identity: DeviceIdentity { get }
}

extension Sequence where Element: DeviceEntry {
    /// The entry for `device` (its full identity): of those that match, the
    /// most specific; the first of equally specific ones.
    public func mostSpecific(for device: DeviceIdentity) -> Element? {
        var best: Element?
        for entry in self where entry.identity.matches(device) {
            if best.map({ entry.identity.specificity > $0.identity.specificity }) ?? true { best = entry }
        }
        return best
    }
}

extension DeviceCalibration: DeviceEntry {}

extension Array where Element == DeviceCalibration {
    /// The entry for `device` (its full identity): of those that match, the
    /// most specific; the first of equally specific ones.
    public func entry(for device: DeviceIdentity) -> DeviceCalibration? { mostSpecific(for: device) }

    /// The entry for a device known by its evdev identity alone.
    public func first(name: String, vendor: UInt16, product: UInt16, phys: String?) -> DeviceCalibration? {
        entry(for: DeviceIdentity(name: name, vendor: vendor, product: product, phys: phys))
    }
}

/// The screen a touch device sits on (the config's `devices[].display`, with
/// a `displays:` list): its touches are turned and placed as that screen's picture is.
public struct DeviceDisplay: Hashable, Sendable {
    public var identity: DeviceIdentity
    /// The screen's connector name (`HDMI-A-2`).
    public var connector: String

    public init(identity: DeviceIdentity, connector: String) {
        self.identity = identity
        self.connector = connector
    }
}

extension DeviceDisplay: DeviceEntry {}

extension Array where Element == DeviceDisplay {
    /// The connector of the most specific entry that matches `device` (the first of equally specific ones).
    public func connector(for device: DeviceIdentity) -> String? { mostSpecific(for: device)?.connector }
}
