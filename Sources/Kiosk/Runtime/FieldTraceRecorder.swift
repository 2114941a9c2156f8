import Foundation
import Synchronization
import TouchModel
import TouchTrace

/// The field-trace ring of a live kiosk or `touchdeck record --ring`: the
/// last seconds of touches in memory (`TouchRing`: bounded in seconds and
/// bytes, changes only), written to `directory` as the next free
/// `field-trace-N.yaml` on demand (SIGUSR1, `POST /trace`), keeping the
/// newest `keptFiles` there. Safe to use from the loop's thread and the web
/// server's at once: a write copies the ring under its lock and builds and
/// writes the trace outside it, so the loop never waits for the disk; one
/// write runs at a time.
public final class FieldTraceRecorder: Sendable {
    /// Where traces are written.
    public let directory: String
    /// Seconds kept.
    public let seconds: Double
    /// Traces kept in `directory`: writing one more removes the oldest.
    public let keptFiles: Int
    fileprivate let ring: Mutex<TouchRing>
    /// True while a trace is written.
    private let writing = Mutex(false)

    /// What one write produced.
    public struct Written: Sendable, Equatable {
        /// The file written.
        public var path: String
        /// Scans (`SYN_REPORT`s) in it, as `touchdeck trace inspect` counts them.
        public var frames: Int
        /// Seconds it spans, first event to last, as `touchdeck trace inspect` reads them.
        public var seconds: Double
        /// Contacts left out: more fingers down at once than the trace's device has slots.
        public var droppedContacts: Int
        /// Older traces removed to keep `keptFiles`.
        public var removed: [String]
    }

    /// - Parameters:
    ///   - seconds: how much to keep.
    ///   - device: the device the traces describe.
    ///   - scale: device units per unit of the frames' positions.
    ///   - maximumBytes: the ring's memory at most (`TouchRing`).
    ///   - keptFiles: traces kept in `directory` (20).
    public init(seconds: Double, device: DeviceDescription, scale: Double = 1, maximumBytes: Int = 8 << 20, directory: String, keptFiles: Int = 20) {
        self.directory = directory
        self.seconds = seconds
        self.keptFiles = max(1, keptFiles)
        ring = Mutex(TouchRing(window: seconds, device: device, scale: scale, maximumBytes: maximumBytes))
    }

    /// A ring for a kiosk's screen: frames in screen points, written as a
    /// touchscreen of 10 units per point, which a replay at the same
    /// `--screen` maps back onto the same points. Its `slots` (64) hold every
    /// finger a kiosk lets down at once: its touchscreens' and its browsers'.
    public convenience init(seconds: Double, screen: Size, directory: String, keptFiles: Int = 20, slots: Int32 = 64) {
        let device = DeviceDescription.syntheticTouchscreen(
            name: "Touchdeck field trace", width: Int32((screen.width * 10).rounded()), height: Int32((screen.height * 10).rounded()), slots: slots)
        self.init(seconds: seconds, device: device, scale: 10, directory: directory, keptFiles: keptFiles)
    }

    /// Keeps `frame`.
    public func record(_ frame: TouchFrame) {
        ring.withLock { $0.append(frame) }
    }

    /// Writes what is kept now to the next free `field-trace-N.yaml` (after
    /// the highest number there), then removes the oldest traces beyond `keptFiles`.
    /// - Throws: an error naming the directory or file when it cannot be
    ///   written, or `FieldTraceError.busy` while another write runs.
    @discardableResult
    public func write() throws -> Written {
        guard writing.withLock({ busy in defer { busy = true }; return !busy }) else { throw FieldTraceError.busy(directory) }
        defer { writing.withLock { $0 = false } }
        // Only the copy is under the ring's lock; building and writing are not.
        let trace = ring.withLock { $0.snapshot }.trace()
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw FieldTraceError(path: directory, message: "cannot create the directory: \(error.localizedDescription)")
        }
        let existing = Self.traces(in: directory)
        let target = (directory as NSString).appendingPathComponent("field-trace-\((existing.last?.number ?? 0) + 1).yaml")
        do {
            try trace.write(to: target)
        } catch {
            throw FieldTraceError(path: target, message: "cannot write the trace: \(error)")
        }
        var removed: [String] = []
        for old in existing.prefix(max(0, existing.count + 1 - keptFiles)) where (try? manager.removeItem(atPath: old.path)) != nil {
            removed.append(old.path)
        }
        let events = trace.events
        let seconds = Double((events.last?.time ?? 0) - (events.first?.time ?? 0)) / 1_000_000
        return Written(path: target, frames: events.count(where: \.isSynReport), seconds: seconds,
                       droppedContacts: trace.droppedContacts, removed: removed)
    }

    /// The `field-trace-N.yaml` files in `directory`, by number.
    static func traces(in directory: String) -> [(number: Int, path: String)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.compactMap { name -> (number: Int, path: String)? in
            guard name.hasPrefix("field-trace-"), name.hasSuffix(".yaml"),
                  let number = Int(name.dropFirst("field-trace-".count).dropLast(".yaml".count)) else { return nil }
            return (number, (directory as NSString).appendingPathComponent(name))
        }.sorted { $0.number < $1.number }
    }
}

extension FieldTraceRecorder.Written {
    /// "wrote the last 12.5 s of touches (1400 frames) to PATH", with what was left out or removed.
    public var summary: String {
        var line = "wrote the last \(String(format: "%.1f", seconds)) s of touches (\(frames) frames) to \(path)"
        if droppedContacts > 0 { line += "; \(droppedContacts) contacts left out (more fingers down at once than the trace's slots)" }
        if !removed.isEmpty { line += "; removed \(removed.joined(separator: ", ")) to keep the newest" }
        return line
    }
}

extension FieldTraceRecorder {
    /// What is kept now, as libinput-record YAML text (for `GET /trace`).
    public func yaml() throws -> String {
        let trace = ring.withLock { $0.snapshot }.trace()
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

    /// A write asked for while another runs.
    static func busy(_ directory: String) -> FieldTraceError {
        FieldTraceError(path: directory, message: "a trace is being written already; ask again when it is done")
    }

    /// Whether this is `busy` (the web server answers 429 to it).
    public var isBusy: Bool { message.hasPrefix("a trace is being written already") }
}
