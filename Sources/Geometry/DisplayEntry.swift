/// One screen of a `displays:` list: a DRM connector, its mode and how the
/// picture is turned on it — as the config file gives it (`DisplayList`) and
/// as the display layer opens it (`MultiHeadDisplay`, which calls it `DRMHeadRequest`).
public struct DisplayEntry: Sendable, Hashable {
    /// The kernel's connector name (`HDMI-A-1`).
    public var connector: String
    /// nil: the monitor's own (the kernel's `video=` mode, else its preferred one).
    public var mode: DRMModeName?
    public var rotation: DisplayRotation

    public init(connector: String, mode: DRMModeName? = nil, rotation: DisplayRotation = .none) {
        self.connector = connector
        self.mode = mode
        self.rotation = rotation
    }
}
