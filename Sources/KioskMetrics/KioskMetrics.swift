import CoreMetrics
import Gestures
import TouchModel

/// The live kiosk's metrics, reported through swift-metrics to whatever
/// backend the process chose (`touchdeck run` uses swift-prometheus and
/// serves them at `/metrics`). The live loop feeds it; nothing here reads a
/// clock: durations come measured.
///
/// Names (Prometheus style; see docs/operations/metrics.md):
/// - `touchdeck_frames_total`, `touchdeck_frame_seconds` (histogram: a loop
///   turn that drew, from waking to the frame presented);
/// - `touchdeck_touch_to_screen_seconds` (histogram: a touch scan's kernel
///   timestamp to the end of presenting the frame that shows it);
/// - `touchdeck_touch_reports_total{device}` (touch scans; its rate is the
///   device's report rate), `touchdeck_ghost_touches_total{device}` (contacts
///   that began and ended within one scan);
/// - `touchdeck_gestures_recognized_total{gesture}`,
///   `touchdeck_gestures_failed_total{gesture, reason}` (`GestureMetricsObserver`;
///   `gesture` is a `GestureKind`, `reason` a `GestureEndReason`);
/// - `touchdeck_device_changes_total{change="added"|"removed"}` and the gauge
///   `touchdeck_touch_devices`;
/// - `touchdeck_config_reloads_total{result="applied"|"rejected"}`.
///
/// Browser connections are devices named `web:N`; their label is `web`, so
/// reconnecting browsers do not make new series. Every series is there at
/// zero before its first event: the gesture ones from the start (their
/// labels are a fixed set), a device's from when it is added. `help` holds
/// each family's HELP text.
public final class KioskMetrics {
    private let factory: any MetricsFactory
    private let frames: Counter
    private let frameTime: CoreMetrics.Timer
    private let touchToScreen: CoreMetrics.Timer
    private let devicesAdded: Counter
    private let devicesRemoved: Counter
    private let devicesConnected: Gauge
    /// Config reloads, counted from the file watcher's thread.
    public let configReloads: ConfigReloadMetrics
    private var devices = 0
    /// Touch scans per device label.
    private var reports: [String: Counter] = [:]
    /// Ghost touches per device label: contacts that began and ended within one scan.
    private var ghosts: [String: Counter] = [:]
    private var recognized: [String: Counter] = [:]
    private var failed: [String: Counter] = [:]

    /// Metrics made by `factory` (e.g. a `PrometheusMetricsFactory`).
    public init(factory: any MetricsFactory) {
        self.factory = factory
        frames = Counter(label: "touchdeck_frames_total", factory: factory)
        frameTime = CoreMetrics.Timer(label: "touchdeck_frame_seconds", factory: factory)
        touchToScreen = CoreMetrics.Timer(label: "touchdeck_touch_to_screen_seconds", factory: factory)
        devicesAdded = Counter(label: "touchdeck_device_changes_total", dimensions: [("change", "added")], factory: factory)
        devicesRemoved = Counter(label: "touchdeck_device_changes_total", dimensions: [("change", "removed")], factory: factory)
        devicesConnected = Gauge(label: "touchdeck_touch_devices", factory: factory)
        configReloads = ConfigReloadMetrics(
            applied: Counter(label: "touchdeck_config_reloads_total", dimensions: [("result", "applied")], factory: factory),
            rejected: Counter(label: "touchdeck_config_reloads_total", dimensions: [("result", "rejected")], factory: factory))
        devicesConnected.record(0)
        for kind in GestureKind.allCases {
            counter(&recognized, kind.rawValue, "touchdeck_gestures_recognized_total", [("gesture", kind.rawValue)]).increment(by: 0)
            for reason in GestureEndReason.allCases {
                counter(&failed, kind.rawValue + "\u{0}" + reason.rawValue, "touchdeck_gestures_failed_total",
                        [("gesture", kind.rawValue), ("reason", reason.rawValue)]).increment(by: 0)
            }
        }
    }

    /// The label a device node gets: itself, or `web` for any browser.
    public static func deviceLabel(_ node: String) -> String {
        node.hasPrefix("web:") ? "web" : node
    }

    /// A frame was presented after `seconds` of work.
    public func framePresented(seconds: Double) {
        frames.increment()
        frameTime.recordNanoseconds(Int64((seconds * 1e9).rounded()))
    }

    /// A touch scan reached the screen `seconds` after its kernel timestamp.
    public func touchReachedScreen(seconds: Double) {
        touchToScreen.recordNanoseconds(Int64((max(0, seconds) * 1e9).rounded()))
    }

    /// A touch scan from `node`; counts its ghost touches too.
    public func touchReport(_ frame: TouchFrame, device node: String) {
        let label = Self.deviceLabel(node)
        counter(&reports, label, "touchdeck_touch_reports_total", [("device", label)]).increment()
        let ghostCount = frame.contacts.filter { contact in
            contact.change.contains(.began) && (contact.change.contains(.ended) || contact.change.contains(.cancelled))
        }.count
        if ghostCount > 0 {
            counter(&ghosts, label, "touchdeck_ghost_touches_total", [("device", label)]).increment(by: ghostCount)
        }
    }

    /// A touch device was opened (at start or plugged in): its series start at zero.
    public func deviceAdded(_ node: String) {
        let label = Self.deviceLabel(node)
        counter(&reports, label, "touchdeck_touch_reports_total", [("device", label)]).increment(by: 0)
        counter(&ghosts, label, "touchdeck_ghost_touches_total", [("device", label)]).increment(by: 0)
        devices += 1
        devicesAdded.increment()
        devicesConnected.record(devices)
    }

    /// A touch device went away.
    public func deviceRemoved() {
        devices = max(0, devices - 1)
        devicesRemoved.increment()
        devicesConnected.record(devices)
    }

    /// A gesture (by `Gesture.diagnosticName`, counted by its `GestureKind`) ended: recognized.
    public func gestureRecognized(_ name: String) {
        let kind = GestureKind(diagnosticName: name).rawValue
        counter(&recognized, kind, "touchdeck_gestures_recognized_total", [("gesture", kind)]).increment()
    }

    /// A gesture (by `Gesture.diagnosticName`, counted by its `GestureKind`) failed for `reason`.
    public func gestureFailed(_ name: String, reason: GestureEndReason) {
        let kind = GestureKind(diagnosticName: name).rawValue
        counter(&failed, kind + "\u{0}" + reason.rawValue, "touchdeck_gestures_failed_total",
                [("gesture", kind), ("reason", reason.rawValue)]).increment()
    }

    private func counter(_ table: inout [String: Counter], _ key: String, _ label: String, _ dimensions: [(String, String)]) -> Counter {
        if let existing = table[key] { return existing }
        let made = Counter(label: label, dimensions: dimensions, factory: factory)
        table[key] = made
        return made
    }
}

/// `touchdeck_config_reloads_total{result}`: safe to count from any thread.
public struct ConfigReloadMetrics: Sendable {
    let applied: Counter
    let rejected: Counter

    /// A changed config file was loaded (`applied`) or rejected, keeping the last good settings.
    public func reloaded(applied: Bool) {
        (applied ? self.applied : rejected).increment()
    }
}
