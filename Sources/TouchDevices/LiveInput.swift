#if canImport(Glibc)
import Glibc
#endif
import Logging
import Seat
import TouchModel

/// One source of live input in `LiveInput`'s wait: descriptors to poll and
/// what to do when one is readable. The device backends (libevdev, libinput)
/// are sources; so is anything else that feeds the kiosk's loop, such as the
/// browser touches of the web preview (which wake the loop through an eventfd).
///
/// A source's `descriptors` are read again before every wait, so they may
/// change (devices plugged in). `start` and `readable` run on the loop's
/// thread and report through `emit` what they read.
public protocol LiveInputSource: AnyObject {
    /// The descriptors to wait on now.
    var descriptors: [Int32] { get }
    /// Opens what the source reads, reporting e.g. `.deviceAdded`.
    func start(_ emit: (InputUpdate) -> Void) throws
    /// `fd`, one of `descriptors`, is readable: read it and report what it says.
    func readable(fd: Int32, _ emit: (InputUpdate) -> Void) throws
}

/// A device backend's side of the loop.
protocol LiveBackend: LiveInputSource {
    /// Closes every device, reporting each removed with its touches cancelled.
    func suspend(_ emit: (InputUpdate) -> Void) throws
    /// Opens the devices again, reporting each added.
    func resume(_ emit: (InputUpdate) -> Void) throws
    /// Maps devices by `configuration` from now on: those open are closed and opened again (unless suspended).
    func reconfigure(_ configuration: InputConfiguration, _ emit: (InputUpdate) -> Void) throws
}

/// Live touch input: the configured backend, its devices and hotplug, behind
/// one blocking wait. This is the live edge: the only place that waits on
/// descriptors and reads the monotonic clock. With nothing to read and no
/// deadline it sleeps in `poll` and wakes up zero times.
///
/// ```swift
/// let input = try LiveInput(configuration: InputConfiguration(screen: Size(width: 1280, height: 800)), logger: logger)
/// try input.start { update in … }
/// while try input.wait(until: engine.nextDeadline.map { … }, handle) != .stopped {}
/// ```
public final class LiveInput {
    /// Why `wait` returned.
    public enum WaitOutcome: Equatable, Sendable {
        /// Input was handled.
        case handled
        /// The deadline passed.
        case deadline
        /// The stop signal fired.
        case stopped
    }

    public private(set) var configuration: InputConfiguration
    /// When the last `wait` stopped waiting (µs on `CLOCK_MONOTONIC`): what
    /// came after it was reading and handling input.
    public private(set) var lastPollReturn: Int64 = 0
    /// Wakes `wait` from another thread (`wait` then returns `.handled`):
    /// for news that comes from elsewhere than input, such as a changed config file.
    public let wakeUp = WakeUpPipe()
    /// The device backend, if any (a web-only kiosk has none).
    private let backend: (any LiveBackend)?
    /// Every source waited on: the device backend first, then the others.
    private let sources: [any LiveInputSource]
    private let stop: StopSignal?
    private let logger: Logger

    /// Sets up the backend; devices are opened by `start`.
    /// - Parameters:
    ///   - hotplug: open devices that appear later (through udev's monitor or libinput's seat).
    ///   - stop: a signal that makes `wait` return `.stopped`.
    ///   - extraSources: more sources waited on beside the devices (e.g. browser touches).
    ///   - opener: opens the device nodes: directly, or through the seat manager.
    public init(configuration: InputConfiguration, logger: Logger = Logger(label: "touchdeck.input"),
                hotplug: Bool = true, stop: StopSignal? = nil, extraSources: [any LiveInputSource] = [],
                opener: any DeviceOpener = DirectOpener.shared) throws {
        self.configuration = configuration
        self.logger = logger
        self.stop = stop
        let backend: any LiveBackend
        switch configuration.backend {
        case .evdev: backend = EvdevBackend(configuration: configuration, logger: logger, hotplug: hotplug, opener: opener)
        case .libinput: backend = try LibinputBackend(configuration: configuration, logger: logger, hotplug: hotplug, opener: opener)
        }
        self.backend = backend
        sources = [backend] + extraSources
    }

    /// Live input from `sources` alone, with no touch device: a kiosk driven
    /// from a browser on a machine with no touchscreen.
    public init(sources: [any LiveInputSource], configuration: InputConfiguration = InputConfiguration(),
                logger: Logger = Logger(label: "touchdeck.input"), stop: StopSignal? = nil) {
        self.configuration = configuration
        self.logger = logger
        self.stop = stop
        backend = nil
        self.sources = sources
    }

    /// Opens the configured (or discovered) devices, reporting each as `.deviceAdded`, then starts the other sources.
    public func start(_ handler: (InputUpdate) -> Void) throws {
        for source in sources { try source.start(handler) }
    }

    /// Closes the touch devices, each reported removed with its touches
    /// cancelled: the seat is going away (another VT came to the front).
    /// Other sources (browsers, signals) go on.
    public func suspend(_ handler: (InputUpdate) -> Void) throws {
        try backend?.suspend(handler)
    }

    /// Opens the touch devices again, each reported added: the seat is back.
    public func resume(_ handler: (InputUpdate) -> Void) throws {
        try backend?.resume(handler)
    }

    /// Maps touches by `configuration` from now on (the screen's size, the
    /// screens devices sit on): every open device is reported removed, its
    /// touches cancelled, and added again mapped the new way; while the seat
    /// is away only the configuration is kept, for when it is back.
    public func reconfigure(_ configuration: InputConfiguration, _ handler: (InputUpdate) -> Void) throws {
        self.configuration = configuration
        try backend?.reconfigure(configuration, handler)
    }

    /// The devices open now.
    public var devices: [InputDeviceInfo] {
        switch backend {
        case let evdev as EvdevBackend: return evdev.devices
        case let libinput as LibinputBackend: return libinput.openDevices
        default: return []
        }
    }

    /// Blocks until input arrives, `deadline` (µs on `CLOCK_MONOTONIC`) passes
    /// or the stop signal fires, then handles everything pending. A deadline
    /// already past only handles what is pending, without blocking.
    public func wait(until deadline: Int64? = nil, _ handler: (InputUpdate) -> Void) throws -> WaitOutcome {
        // Built afresh every turn (devices come and go), and kept cheap: this runs before every frame.
        var fds: [pollfd] = []
        fds.reserveCapacity(8)
        for source in sources {
            for fd in source.descriptors { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
        }
        if let stop { fds.append(pollfd(fd: stop.fd, events: Int16(POLLIN), revents: 0)) }
        if let wakeUp { fds.append(pollfd(fd: wakeUp.fd, events: Int16(POLLIN), revents: 0)) }
        var timeout: Int32 = -1
        if let deadline {
            let remaining = deadline - MonotonicClock.now()
            timeout = remaining <= 0 ? 0 : Int32(clamping: (remaining + 999) / 1000)
        }
        let count = poll(&fds, nfds_t(fds.count), timeout)
        lastPollReturn = MonotonicClock.now()
        if count < 0 {
            if errno == EINTR { return stop?.hasFired == true ? .stopped : .handled }
            throw DeviceError.system(node: "poll", "waiting for input failed", errno: errno)
        }
        if count == 0 { return .deadline }
        if let stop, stop.hasFired { return .stopped }
        for entry in fds where entry.revents != 0 && entry.fd != stop?.fd {
            if entry.fd == wakeUp?.fd {
                wakeUp?.drain()
            } else if let owner = sources.first(where: { $0.descriptors.contains(entry.fd) }) {
                // A source that closed the descriptor while an earlier one was handled is no longer asked.
                try owner.readable(fd: entry.fd, handler)
            }
        }
        return .handled
    }
}
