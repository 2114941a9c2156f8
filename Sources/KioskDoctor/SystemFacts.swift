import Display
import TouchModel

/// What `touchdeck doctor` looks at, gathered once from the machine
/// (`SystemFacts.gather`) or written by hand in tests: the checks are pure
/// functions of these facts.
public struct SystemFacts: Sendable {
    /// An input event node and whether this user can read it.
    public struct InputNode: Hashable, Sendable {
        public var node: String
        /// The device's name when it could be opened.
        public var name: String?
        /// A touchscreen (by udev's ID_INPUT_TOUCHSCREEN or its own axes), when known.
        public var isTouchscreen: Bool?
        public var readable: Bool
        /// Why it could not be opened (errno text), when it could not.
        public var problem: String?
        /// Its full identity (kernel and udev), when it could be opened.
        public var identity: DeviceIdentity?

        public init(node: String, name: String? = nil, isTouchscreen: Bool? = nil, readable: Bool, problem: String? = nil,
                    identity: DeviceIdentity? = nil) {
            self.node = node
            self.name = name
            self.isTouchscreen = isTouchscreen
            self.readable = readable
            self.problem = problem
            self.identity = identity
        }
    }

    /// A display device node, whether this user can open it read-write, and
    /// for a DRM card its connectors (none: a render-only GPU, no KMS).
    public struct DisplayNode: Hashable, Sendable {
        public var node: String
        public var accessible: Bool
        /// A DRM card's connectors, as libdrm or else sysfs reports them; nil when not known (fbdev, no sysfs).
        public var connectors: [Connector]?
        /// The kernel driver (e.g. `vc4`, `v3d`), when known.
        public var driver: String?
        /// The connectors are libdrm's answer (the probe the kiosk chooses its card by), not sysfs's.
        public var probed: Bool
        public init(node: String, accessible: Bool, connectors: [Connector]? = nil, driver: String? = nil, probed: Bool = false) {
            self.node = node
            self.accessible = accessible
            self.connectors = connectors
            self.driver = driver
            self.probed = probed
        }

        /// A DRM card judged as the kiosk judges it (`DRMCardChoice`): by
        /// libdrm's probe when the card could be opened — no KMS is no
        /// connectors, and a connector counts as connected only with modes —
        /// else by its `sysfs` connectors (whose `status` is only the last
        /// probe's: a monitor unplugged since may still read `connected`).
        public init(node: String, accessible: Bool, probe: DRMCardInfo, sysfs: [Connector]?, driver: String?) {
            guard !probe.unopened else {
                self.init(node: node, accessible: accessible, connectors: sysfs, driver: driver)
                return
            }
            let connectors = probe.problem == nil || !probe.connectors.isEmpty
                ? probe.connectors.map { Connector($0.name, connected: $0.connected && !$0.modes.isEmpty) } : []
            self.init(node: node, accessible: accessible, connectors: connectors, driver: driver, probed: true)
        }
    }

    public var user: String
    public var uid: UInt32
    /// The names of the user's groups.
    public var groups: Set<String>
    public var inputNodes: [InputNode]
    /// Whether the udev daemon runs (libinput and hotplug need it).
    public var udevRunning: Bool
    /// Where Touchdeck's udev rule is installed, if it is.
    public var udevRule: String?
    public var drmNodes: [DisplayNode]
    public var framebuffers: [DisplayNode]
    /// The seat manager `touchdeck run` tries first: "seatd" (its socket is
    /// there), "logind" (`/run/systemd/seats` is there), or nil. Whether it
    /// really runs is `seatdRunning` and `logind`.
    public var seatManager: String?
    /// Whether this user may connect to seatd's socket (its group's members may).
    public var seatdSocketUsable = true
    /// seatd's process runs (a socket outlives a seatd that stopped).
    public var seatdRunning = true
    /// What is known of logind beyond its directory.
    public var logind = Logind()
    /// The installed kiosk service unit, when there is one.
    public var serviceUnit: ServiceUnit?
    /// The account the service runs as (its `User=`, else `kiosk`), when it exists.
    public var serviceAccount: Account?
    /// The `input` group's id, when the machine has one.
    public var inputGroup: UInt32?
    /// `/dev/ttyN` for each virtual terminal the kernel has.
    public var vts: Set<String> = ["/dev/tty1"]
    /// The backlights under /sys/class/backlight.
    public var backlights: [Backlight] = []
    /// The backlight the config blanks (`idle.blank.backlight`), if any.
    public var configuredBacklight: String?
    /// The connectors the config shows the kiosk on: the `displays:` list's,
    /// else `display.connector`; empty: the first connected one.
    public var displayConnectors: [String] = []
    /// Whether `displayConnectors` come from a `displays:` list (for naming the key).
    public var displayList = false
    /// The config's `devices:` entries.
    public var calibrations: [DeviceCalibration] = []
    /// Font families found, by the file that provides them.
    public var fonts: [String: Bool]
    /// The config file checked, and its problems (empty when it is valid).
    public var config: (path: String, problems: [String])?

    public init(user: String, uid: UInt32, groups: Set<String>, inputNodes: [InputNode], udevRunning: Bool, udevRule: String?,
                drmNodes: [DisplayNode], framebuffers: [DisplayNode], seatManager: String?, fonts: [String: Bool],
                config: (path: String, problems: [String])? = nil) {
        self.user = user
        self.uid = uid
        self.groups = groups
        self.inputNodes = inputNodes
        self.udevRunning = udevRunning
        self.udevRule = udevRule
        self.drmNodes = drmNodes
        self.framebuffers = framebuffers
        self.seatManager = seatManager
        self.fonts = fonts
        self.config = config
    }
}

extension SystemFacts {
    /// Whether a seat manager opens the devices for this user: then neither
    /// the `input` and `video` groups nor the udev rule are needed.
    var seatOpensDevices: Bool {
        switch seatManager {
        case "seatd": seatdSocketUsable || uid == 0
        case "logind": logind.runs
        default: false
        }
    }
}
