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

        public init(node: String, name: String? = nil, isTouchscreen: Bool? = nil, readable: Bool, problem: String? = nil) {
            self.node = node
            self.name = name
            self.isTouchscreen = isTouchscreen
            self.readable = readable
            self.problem = problem
        }
    }

    /// A display device node and whether this user can open it read-write.
    public struct DisplayNode: Hashable, Sendable {
        public var node: String
        public var accessible: Bool
        public init(node: String, accessible: Bool) {
            self.node = node
            self.accessible = accessible
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
    /// The seat manager a session could use: "seatd", "logind", or nil (the one `touchdeck run` tries first).
    public var seatManager: String?
    /// Whether this user may connect to seatd's socket (its group's members may).
    public var seatdSocketUsable = true
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
        case "logind": true
        default: false
        }
    }
}
