import Geometry
import Kiosk
import Seat
import TouchDevices

extension KioskHost {
    /// Everything a kiosk is started with. `touchdeck run` fills it from its
    /// options; a program or a test sets the fields it needs and leaves the
    /// rest at their defaults (live, the screen chosen automatically, no
    /// config file, no web server).
    public struct Configuration: Sendable {
        /// The app to run.
        public var app: KioskAppDefinition
        /// The config file (`touchdeck config defaults` prints one); nil: the
        /// built-in defaults. Gesture thresholds follow the file while a live kiosk runs.
        public var configFile: String?
        /// A trace (libinput-record YAML or evemu) to replay on a virtual clock
        /// instead of reading touchscreens; nil: live.
        public var replay: String?
        /// The evemu device description for a headerless `.events` trace.
        public var traceDescription: String?
        /// `drm:/dev/dri/cardN`, `fbdev:/dev/fbN`, `png:DIRECTORY` or `web[:PORT]`;
        /// nil: DRM, then fbdev, else `png:touchdeck-out`.
        public var display: String?
        /// `web[:PORT]`: a live kiosk shown in a browser too, whose touches count as well.
        public var mirror: String?
        /// The panel's size in points for PNG output and layouts; nil: the display's, or 800×480.
        public var screen: Size?
        /// Degrees clockwise the picture and touches are turned (0, 90, 180, 270);
        /// nil: `display.rotation` from the config file.
        public var displayRotation: Int?
        /// Where app events go as JSON lines: a file's path, or `-` for standard output.
        public var events: String?
        /// Replay: seconds from the app's start to the trace's first event; nil: when the start-up animation settles.
        public var startDelay: Double?
        /// Replay: pace the trace in real time rather than as fast as possible.
        public var realtime = false
        /// The date the app shows ("Friday, 21 November"); nil: today.
        public var date: String?
        /// Draw touches, trails, tolerance circles and gesture phases over the app.
        public var overlay = false
        /// How touch devices are read and mapped (`nodes` empty: every
        /// touchscreen, with hotplug). Its `screen` is set from the display.
        public var input = InputConfiguration()
        /// How devices and the screen are opened: through a seat manager or directly.
        public var seat = SeatMode.auto
        /// Live: with no screen or touchscreen yet, wait for them rather than replaying the bundled tour.
        public var waitForDevices = false
        /// `[ADDRESS:]PORT` for /metrics, /healthz, /trace (and the preview); nil: `kiosk.web.listen`.
        public var listen: String?
        /// The secret the web server asks for; nil: `kiosk.web.token`.
        public var token: String?
        /// A file whose first line is the token; nil: `kiosk.web.tokenFile`.
        public var tokenFile: String?
        /// PEM certificate and key for HTTPS; nil: `kiosk.web.tlsCert`, `kiosk.web.tlsKey`.
        public var tlsCertificate: String?
        public var tlsKey: String?
        /// Serve plain HTTP beyond loopback (or `kiosk.web.insecureHttp`).
        public var insecureHTTP = false
        /// Names the kiosk is reached by, beside `kiosk.web.hostNames`.
        public var hostNames: [String] = []
        /// Seconds of touches the field-trace ring keeps; nil: `kiosk.trace.ring`.
        public var ring: Double?
        /// Where the ring writes its traces; nil: `kiosk.trace.directory`.
        public var ringDirectory: String?
        /// SIGINT and SIGTERM stop the kiosk (a process that is a kiosk).
        /// Turn it off when a `ServiceGroup` or the host program handles
        /// signals: ``KioskHost/stop()`` and task cancellation stop it then.
        public var handlesStopSignals = true

        /// A live kiosk of `app` with every other setting at its default.
        public init(app: KioskAppDefinition) {
            self.app = app
        }
    }
}
