import Geometry
import TouchModel

/// The one way trace records become touch frames: which devices count, each
/// device's events assembled (multi-touch protocol B, A or single-touch) and
/// mapped, with times measured from the trace's and the device's first
/// events. Replays, the attract loop, calibration, `recognize`, labelled
/// recordings, `trace frames` and `trace inspect` all read traces through it
/// (`TouchFrameStream` pulls from a trace; this type is fed record by record).
public struct TouchFrameDecoder {
    /// Which devices' frames come out.
    public enum DeviceChoice: Sendable {
        /// The first device with position axes, whatever it reports: what a
        /// kiosk replays (a trace's touchscreen, or the single device of a test trace).
        case firstWithPositions
        /// The first device that reports touches; mapped onto a screen, one
        /// without position axes is an error (`NoPositionAxes`).
        case firstTouchDevice
        /// Every device, each with its own assembler.
        case every
    }

    /// Where positions go.
    public enum Mapping: Sendable {
        /// Device units as recorded.
        case deviceUnits
        /// Onto a screen of `size` points (nil: one point per device unit,
        /// from the axis minimum) as libinput transforms coordinates:
        /// normalised, calibrated, oriented, scaled.
        case screen(Size?, calibration: CalibrationMatrix = .identity, orientation: ScreenOrientation = ScreenOrientation())
    }

    /// One assembled frame.
    public struct Frame: Sendable {
        /// The device's index in the trace.
        public var device: Int
        /// The frame, positions mapped, time as recorded (µs).
        public var frame: TouchFrame
        /// Microseconds since the device's first event.
        public var sinceDeviceStart: Int64
        /// Microseconds since the trace's first event (of any device).
        public var sinceTraceStart: Int64
    }

    /// A device whose frames come out.
    public struct Decoded {
        public let index: Int
        public let device: TraceDevice
        /// Nil for `.deviceUnits`.
        public let mapping: ScreenMapping?
        fileprivate let assembler: FrameAssembler
        fileprivate var origin: Int64?
        /// The time (µs, as recorded) of its first event, once there was one: frames count from it.
        public var firstEventTime: Int64? { origin }
        /// Events its assembler ignored (slots beyond the slot count and the like).
        public var ignoredEvents: Int { assembler.ignoredEvents }
    }

    public let choice: DeviceChoice
    public let mapping: Mapping
    /// Names the trace in errors.
    public let path: String
    /// The devices whose frames come out, by index.
    public private(set) var decoded: [Int: Decoded] = [:]
    /// The first event's time (µs), once there was one.
    public private(set) var traceOrigin: Int64?
    /// The last event's time (µs) of any device, once there was one.
    public private(set) var lastEventTime: Int64?

    public init(choice: DeviceChoice, mapping: Mapping, path: String) {
        self.choice = choice
        self.mapping = mapping
        self.path = path
    }

    /// The one device of a `.first…` choice, once found.
    public var touchDevice: Decoded? { decoded.values.min { $0.index < $1.index } }

    /// The touch device chosen has no position axes to map onto a screen.
    public struct NoPositionAxes: Error, Equatable, Sendable {
        /// The device's name.
        public var device: String

        public init(device: String) {
            self.device = device
        }
    }

    /// Takes one record; returns the frame it completes, if any.
    /// - Throws: `NoPositionAxes` for a touch device that cannot be mapped (`.firstTouchDevice`).
    public mutating func feed(_ record: TraceRecord) throws -> Frame? {
        switch record {
        case .device(let index, let device):
            if choice != .every, !decoded.isEmpty { return nil }
            let description = device.description
            switch choice {
            case .every: break
            case .firstWithPositions: guard description.positionAxes != nil else { return nil }
            case .firstTouchDevice:
                guard description.touchProtocol != .none else { return nil }
                if case .screen = mapping, description.positionAxes == nil { throw NoPositionAxes(device: description.name) }
            }
            decoded[index] = Decoded(index: index, device: device, mapping: screenMapping(for: description),
                                     assembler: FrameAssembler(device: description), origin: nil)
            return nil
        case .event(let index, let event):
            let traceStart = traceOrigin ?? event.time
            traceOrigin = traceStart
            lastEventTime = event.time
            guard var entry = decoded[index] else { return nil }
            let deviceStart = entry.origin ?? event.time
            if entry.origin == nil {
                entry.origin = deviceStart
                decoded[index] = entry
            }
            guard let frame = entry.assembler.feed(event) else { return nil }
            return Frame(device: index, frame: entry.mapping?.map(frame) ?? frame,
                         sinceDeviceStart: frame.time - deviceStart, sinceTraceStart: frame.time - traceStart)
        }
    }

    /// The contacts of `device` still down, cancelled at `time` (µs as
    /// recorded): a trace that ends mid-touch. Nil when none is down.
    public func cancelRemaining(device: Int, at time: Int64) -> Frame? {
        guard let entry = decoded[device], let frame = entry.assembler.cancelAll(time: time) else { return nil }
        return Frame(device: device, frame: entry.mapping?.map(frame) ?? frame,
                     sinceDeviceStart: time - (entry.origin ?? time), sinceTraceStart: time - (traceOrigin ?? time))
    }

    private func screenMapping(for description: DeviceDescription) -> ScreenMapping? {
        guard case .screen(let size, let calibration, let orientation) = mapping, let axes = description.positionAxes else { return nil }
        return ScreenMapping(x: axes.x, y: axes.y, screen: size ?? ScreenMapping.deviceUnits(x: axes.x, y: axes.y),
                             calibration: calibration, orientation: orientation)
    }
}

/// A trace read as touch frames: `TouchFrameDecoder` pulling from a record source.
public struct TouchFrameStream<Source: TraceRecordSource> {
    public let source: Source
    public private(set) var decoder: TouchFrameDecoder

    public init(_ source: Source, choice: TouchFrameDecoder.DeviceChoice, mapping: TouchFrameDecoder.Mapping, path: String) {
        self.source = source
        decoder = TouchFrameDecoder(choice: choice, mapping: mapping, path: path)
    }

    /// The next frame; nil at the end of the trace.
    public mutating func next() throws -> TouchFrameDecoder.Frame? {
        while let record = try source.next() {
            if let frame = try decoder.feed(record) { return frame }
        }
        return nil
    }

    /// The one device of a `.first…` choice, or an error naming the trace when it has none.
    public func requireTouchDevice() throws -> TouchFrameDecoder.Decoded {
        guard let device = decoder.touchDevice else {
            throw TraceError(file: decoder.path, "no device in the trace reports touch positions")
        }
        return device
    }
}
