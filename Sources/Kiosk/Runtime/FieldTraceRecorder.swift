import Foundation
import Synchronization
import TouchModel
import TouchTrace

/// The field-trace ring of a live kiosk or `touchdeck record --ring`: the
/// last seconds of touches in memory, written to `directory` as the next
/// free `field-trace-N.yaml` on demand (SIGUSR1, `POST /trace`). Safe to use
/// from the loop's thread and the web server's at once.
public final class FieldTraceRecorder: Sendable {
    /// Where traces are written.
    public let directory: String
    /// Seconds kept.
    public let seconds: Double
    fileprivate let ring: Mutex<TouchRing>

    /// What one write produced.
    public struct Written: Sendable, Equatable {
        /// The file written.
        public var path: String
        /// Touch frames in it.
        public var frames: Int
        /// Seconds it spans.
        public var seconds: Double
    }

    /// - Parameters:
    ///   - seconds: how much to keep.
    ///   - device: the device the traces describe.
    ///   - scale: device units per unit of the frames' positions.
    public init(seconds: Double, device: DeviceDescription, scale: Double = 1, directory: String) {
        self.directory = directory
        self.seconds = seconds
        ring = Mutex(TouchRing(window: seconds, device: device, scale: scale))
    }

    /// A ring for a kiosk's screen: frames in screen points, written as a
    /// touchscreen of 10 units per point, which a replay at the same
    /// `--screen` maps back onto the same points.
    public convenience init(seconds: Double, screen: Size, directory: String) {
        let device = DeviceDescription.syntheticTouchscreen(
            name: "Touchdeck field trace", width: Int32((screen.width * 10).rounded()), height: Int32((screen.height * 10).rounded()))
        self.init(seconds: seconds, device: device, scale: 10, directory: directory)
    }

    /// Keeps `frame`.
    public func record(_ frame: TouchFrame) {
        ring.withLock { $0.append(frame) }
    }

    /// Writes what is kept now to the next free `field-trace-N.yaml`.
    /// - Throws: an error naming the directory or file when it cannot be written.
    @discardableResult
    public func write() throws -> Written {
        let (trace, count, seconds) = ring.withLock { ($0.trace(), $0.count, $0.duration) }
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw FieldTraceError(path: directory, message: "cannot create the directory: \(error.localizedDescription)")
        }
        var number = 1
        var path: String { (directory as NSString).appendingPathComponent("field-trace-\(number).yaml") }
        while manager.fileExists(atPath: path) { number += 1 }
        let target = path
        do {
            try trace.write(to: target)
        } catch {
            throw FieldTraceError(path: target, message: "cannot write the trace: \(error)")
        }
        return Written(path: target, frames: count, seconds: seconds)
    }
}

extension FieldTraceRecorder {
    /// What is kept now, as libinput-record YAML text (for `GET /trace`).
    public func yaml() throws -> String {
        let trace = ring.withLock { $0.trace() }
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("touchdeck-trace-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try trace.write(to: path)
        return try String(contentsOfFile: path, encoding: .utf8)
    }
}

/// A field trace that could not be written, naming the file or directory.
public struct FieldTraceError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let message: String

    public var description: String { "\(path): \(message)" }
}
