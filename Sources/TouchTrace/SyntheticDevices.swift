import TouchModel

extension DeviceDescription {
    /// A multitouch protocol-B touchscreen like the ones in kiosks: positions in
    /// device units 0…width-1 / 0…height-1, ten slots, `INPUT_PROP_DIRECT`.
    /// - Parameter unitsPerMillimetre: resolution written into the axes (0 = unknown).
    public static func syntheticTouchscreen(name: String = "Touchdeck Synthetic Touchscreen",
                                            width: Int32 = 1280, height: Int32 = 800,
                                            slots: Int32 = 10, unitsPerMillimetre: Int32 = 0) -> DeviceDescription {
        let x = AbsInfo(minimum: 0, maximum: width - 1, resolution: unitsPerMillimetre)
        let y = AbsInfo(minimum: 0, maximum: height - 1, resolution: unitsPerMillimetre)
        return DeviceDescription(
            name: name,
            id: DeviceID(bustype: 0x03, vendor: 0x1d6b, product: 0x7d01, version: 1),
            codes: [
                EventType.syn: [SynCode.report, SynCode.config, SynCode.mtReport, SynCode.dropped],
                EventType.key: [KeyCode.btnTouch],
                EventType.abs: [AbsCode.x, AbsCode.y, AbsCode.mtSlot, AbsCode.mtPositionX, AbsCode.mtPositionY, AbsCode.mtTrackingID],
            ],
            absInfo: [
                AbsCode.x: x, AbsCode.y: y,
                AbsCode.mtSlot: AbsInfo(minimum: 0, maximum: slots - 1),
                AbsCode.mtPositionX: x, AbsCode.mtPositionY: y,
                AbsCode.mtTrackingID: AbsInfo(minimum: 0, maximum: 65535),
            ],
            properties: [InputProperty.direct])
    }
}
