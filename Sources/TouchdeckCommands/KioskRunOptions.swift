import ArgumentParser
import Kiosk
import KioskHost
import Seat
import TouchDevices

/// Everything `touchdeck run APP` takes besides the app, and all a kiosk
/// builder's own executable (`@main struct MyKiosk: App`) takes: the options
/// become a ``KioskHost/Configuration`` and the kiosk runs through ``KioskHost``.
struct KioskRunOptions: ParsableArguments {
    /// What the options do, for `--help` (after the command's own first paragraph).
    static let discussion = """
        Live: reads the touchscreens (or --input) and draws on DRM/KMS or fbdev, chosen \
        automatically (or --display). Ctrl-C or SIGTERM stops it. SIGHUP never stops it: with \
        --config it has the file checked for changes at once (it is also checked every 2 s), \
        without it the signal is ignored.

        Where seatd or logind runs, the screen and touchscreens are opened through it (libseat), \
        so a normal user can run the kiosk; it pauses while another VT is in front and draws the \
        whole screen when its VT comes back (--seat; `touchdeck console restore` gives a VT back \
        to its console after a kiosk was killed).

        --replay TRACE runs the same app on a trace on a virtual clock: the app starts and its \
        start-up animation settles before the trace's first event (--start-delay sets another \
        gap), and the run goes as fast as the machine allows (--realtime paces it). Frames go to \
        --display, by default PNG files and a contact sheet in ./touchdeck-out.

        --overlay draws, over the app, each touch with its id and trail, the tap, long-press and \
        drag distances around its touch-down, and the phases of the gestures it reached: live, \
        on a replay, and in PNG frames alike.

        --display web[:PORT] shows the app in a browser (http://127.0.0.1:8080/ by default) and \
        takes its pointer events as touches (a mouse is one finger, a touch screen's fingers are \
        fingers, Alt+drag pinches and rotates about the centre): no touchscreen or screen needed. \
        --mirror web[:PORT] does the same beside a real display. The server also answers \
        /metrics (Prometheus), /healthz and /trace; --listen starts it without a preview. \
        Beyond loopback it is served over TLS with a token.

        --ring SECONDS keeps the last seconds of touches; SIGUSR1 or POST /trace writes them \
        to a trace that --replay plays again.

        With no touchscreen, or no screen, it says so and replays the app's bundled tour \
        (--wait-for-devices waits for them instead, as a service should).
        """

    @Option(help: "Replay this trace instead of reading touchscreens.")
    var replay: String?

    @Option(help: "evemu device description for a headerless .events trace.")
    var desc: String?

    @Option(help: "drm:/dev/dri/cardN, fbdev:/dev/fbN, png:DIRECTORY or web[:PORT] (a browser; default: DRM, then fbdev, else png:./touchdeck-out).")
    var display: String?

    @Option(help: "Live: web[:PORT] shows the screen in a browser too, whose touches count as well.")
    var mirror: String?

    @Option(help: "Screen size WIDTHxHEIGHT in points, for PNG output and --layout (default: the display's, or 800x480); with --display-rotation 90 or 270 the panel's, the app getting HEIGHTxWIDTH.")
    var screen: String?

    @Option(help: "Turn the picture and the touches together, degrees clockwise: 0, 90, 180 or 270 (default: display.rotation from --config, else 0). --rotate turns touches alone.")
    var displayRotation: Int?

    @Option(help: "Config file (see `touchdeck config defaults`).")
    var config: String?

    @Option(help: "Write app events as JSON lines to FILE, or - for standard output.")
    var events: String?

    @Flag(help: "Print where the app's views that take touches or have an accessibilityIdentifier are (id, frame, text), as JSON, and exit: once the app has started, or with --replay after the replay has played (its frames drawn only if --display is given).")
    var layout = false

    @Option(help: "Replay: seconds from the app's start to the trace's first event (default: when the start-up animation settles).")
    var startDelay: Double?

    @Flag(help: "Replay: pace the trace in real time instead of as fast as possible.")
    var realtime = false

    @Option(help: "The date the app shows, e.g. \"Friday, 21 November\" (default: today).")
    var date: String?

    @Flag(help: "Draw touches, their trails, the gestures' tolerance circles and the recognizer phases over the app.")
    var overlay = false

    @Option(help: "Live: touch device nodes (default: every touchscreen, with hotplug).")
    var input: [String] = []

    @Option(help: "Live: how devices are opened: auto (through seatd or logind when one runs, else directly), libseat (through a seat manager or not at all) or direct (as root or through the input and video groups; no VT switching).")
    var seat: String = "auto"
    @Flag(help: "Live: with no screen or no touchscreen yet, wait for them to appear (a kiosk started at boot, a service) instead of replaying the bundled tour.")
    var waitForDevices = false

    @OptionGroup var reading: InputReadingOptions

    @OptionGroup var server: ServerOptions

    @OptionGroup var ringOptions: RingOptions

    /// The kiosk these options describe, running `app`.
    func configuration(app: KioskAppDefinition) throws -> KioskHost.Configuration {
        guard let seatMode = SeatMode(rawValue: seat) else { throw ValidationError("--seat must be auto, libseat or direct, not \(seat)") }
        var configuration = KioskHost.Configuration(app: app)
        configuration.configFile = config
        configuration.replay = replay
        configuration.traceDescription = desc
        configuration.display = display
        configuration.mirror = mirror
        configuration.screen = try screen.map { try DimensionsOption.parse($0, option: "--screen") }
        configuration.displayRotation = displayRotation
        configuration.events = events
        configuration.startDelay = startDelay
        configuration.realtime = realtime
        configuration.date = date
        configuration.overlay = overlay
        configuration.input = try reading.configuration(nodes: input, screen: nil, includeTouchpads: false)
        configuration.seat = seatMode
        configuration.waitForDevices = waitForDevices
        try server.apply(to: &configuration)
        configuration.ring = ringOptions.ring
        configuration.ringDirectory = ringOptions.ringDirectory
        return configuration
    }

    /// Runs `app` as the options say (or prints its layout with `--layout`),
    /// logging under `label`.
    func run(_ app: KioskAppDefinition, label: String) throws {
        try runningKiosk {
            let host = KioskHost(configuration: try configuration(app: app), logger: makeLogger(label, verbose: reading.verbose))
            if layout { print(try host.layout()) } else { try host.runBlocking() }
        }
    }
}
