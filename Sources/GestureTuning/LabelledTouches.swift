import Geometry
import TouchModel
import TouchTrace

/// One labelled attempt with its touch frames, in screen points, times in
/// microseconds since the recording's first event.
public struct LabelledTouch: Sendable {
    public var label: GestureLabel
    /// Where it came from: the labels file and its line.
    public var source: String
    /// Who made it (the labels file's `person:`), when named.
    public var person: String?
    public var frames: [TouchFrame]

    public init(label: GestureLabel, source: String, person: String? = nil, frames: [TouchFrame]) {
        self.label = label
        self.source = source
        self.person = person
        self.frames = frames
    }
}

/// Loads labelled recordings into `LabelledTouch`es: the recording's first
/// touch device is assembled into frames (as the kiosk does: MT protocol A or
/// B or single-touch), positions mapped onto the labels' screen, and each
/// label takes the frames between its start and end. A recording cut off
/// mid-frame (its recorder killed) is read up to its last whole frame.
public enum LabelledTouchLoader {
    /// Loads the labels file at `labelsPath` and its recording, mapped as
    /// the live kiosk maps the device under `placement`.
    /// - Throws: `TraceError` naming the file and line (labels or recording).
    public static func load(labelsPath: String, placement: KioskTouchPlacement = KioskTouchPlacement()) throws -> [LabelledTouch] {
        let labels = try LabelsFile.load(path: labelsPath)
        let recordingPath = labels.recordingPath(labelsPath: labelsPath)
        let frames = try frames(recordingPath: recordingPath, screen: labels.screen, placement: placement)
        return try split(frames, by: labels, labelsPath: labelsPath)
    }

    /// For a path given on the command line: a labels file as is, or a
    /// recording with its `NAME.labels.yaml` beside it.
    public static func labelsPath(forArgument path: String) -> String {
        path.hasSuffix(".labels.yaml") ? path : LabelsFile.path(besideRecording: path)
    }

    /// Every frame of the recording's first touch device, mapped, with
    /// times relative to the recording's first event.
    static func frames(recordingPath: String, screen: Size?, placement: KioskTouchPlacement = KioskTouchPlacement()) throws -> [TouchFrame] {
        var mapping = TouchFrameDecoder.Mapping.screen(screen)
        if !placement.isIdentity {
            // Which device the frames come from decides its calibration: find it first.
            var probe = TouchFrameStream(try TraceReader.open(path: recordingPath, recoverTruncated: true), choice: .firstTouchDevice, mapping: .screen(screen),
                                         path: recordingPath)
            while probe.decoder.touchDevice == nil, try probe.next() != nil {}
            let device = probe.decoder.touchDevice?.device.description
            // The kiosk applies the display's rotation after the calibration (`ScreenMapping.combinedMatrix`).
            let calibration = (device.map { placement.calibration(for: $0) } ?? .identity)
                .followed(by: placement.displayRotation.displayTouchMatrix)
            mapping = .screen(screen, calibration: calibration)
        }
        var stream = TouchFrameStream(try TraceReader.open(path: recordingPath, recoverTruncated: true), choice: .firstTouchDevice,
                                      mapping: mapping, path: recordingPath)
        var frames: [TouchFrame] = []
        do {
            while let next = try stream.next() {
                var frame = next.frame
                frame.time = next.sinceTraceStart
                frames.append(frame)
            }
        } catch let error as TouchFrameDecoder.NoPositionAxes {
            throw TraceError(file: recordingPath, "device '\(error.device)' has no position axes")
        }
        guard stream.decoder.touchDevice != nil else {
            throw TraceError(file: recordingPath, "no touch device in the recording (none reports ABS_MT_POSITION_X/Y or ABS_X/Y)")
        }
        return frames
    }

    /// The frames of each label; a label must hold whole touches.
    static func split(_ frames: [TouchFrame], by labels: LabelsFile, labelsPath: String) throws -> [LabelledTouch] {
        var result: [LabelledTouch] = []
        var cursor = 0
        for label in labels.labels {
            let start = Int64((label.start * 1_000_000).rounded()), end = Int64((label.end * 1_000_000).rounded())
            while cursor < frames.count, frames[cursor].time < start { cursor += 1 }
            var window: [TouchFrame] = []
            while cursor < frames.count, frames[cursor].time <= end {
                window.append(frames[cursor])
                cursor += 1
            }
            let here = "\(labelsPath):\(label.line)"
            guard let first = window.first else {
                throw TraceError(file: labelsPath, line: label.line, "no touch between \(label.start) s and \(label.end) s")
            }
            if first.contacts.contains(where: { !$0.change.contains(.began) }) {
                throw TraceError(file: labelsPath, line: label.line,
                                 "a finger is already down at \(label.start) s: start the label before the touch")
            }
            var down = Set<Int>()
            for frame in window {
                for contact in frame.contacts {
                    if contact.isActive { down.insert(contact.id) } else { down.remove(contact.id) }
                }
            }
            if !down.isEmpty {
                throw TraceError(file: labelsPath, line: label.line,
                                 "a finger is still down at \(label.end) s: end the label after the last lift")
            }
            result.append(LabelledTouch(label: label, source: here, person: labels.person, frames: window))
        }
        return result
    }
}

/// How the live kiosk places a touch device's positions on its screen, from
/// its config: the device's calibration matrix (`devices:`) and the display's
/// rotation (`display.rotation`). `touchdeck tune` measures labelled touches
/// through it so that distances and directions are the kiosk's. (The
/// tslib-style filters are options of `touchdeck run`, not config keys, so
/// there are none to apply.)
public struct KioskTouchPlacement: Sendable {
    public var devices: [DeviceCalibration]
    public var displayRotation: ScreenOrientation.Rotation

    public init(devices: [DeviceCalibration] = [], displayRotation: ScreenOrientation.Rotation = .none) {
        self.devices = devices
        self.displayRotation = displayRotation
    }

    var isIdentity: Bool { devices.isEmpty && displayRotation == .none }

    /// The device's configured matrix, else identity (a recording keeps no udev calibration).
    func calibration(for device: DeviceDescription) -> CalibrationMatrix {
        devices.first(name: device.name, vendor: device.id.vendor, product: device.id.product, phys: nil)?.matrix ?? .identity
    }
}
