import Kiosk
import KioskMetrics
import Prometheus

/// The kiosk's metrics kept for Prometheus: a registry `/metrics` shows and
/// `KioskMetrics` writing into it through swift-metrics, every family with
/// its HELP text, with histogram buckets fit for frame times (0.25 ms …
/// 250 ms) and touch-to-screen latencies (1 ms … 1 s). Browser messages the
/// input limits dropped are counted here, from the server's threads.
public struct PrometheusKioskMetrics {
    public let registry: PrometheusCollectorRegistry
    public let metrics: KioskMetrics
    /// `touchdeck_web_input_dropped_total{reason}`.
    public let inputDrops: WebInputDropMetrics

    public init(registry: PrometheusCollectorRegistry = PrometheusCollectorRegistry()) {
        self.registry = registry
        let factory = HelpfulPrometheusFactory(registry: registry, help: KioskMetrics.help, durationBuckets: [
            "touchdeck_frame_seconds": [0.25, 0.5, 1, 2, 4, 8, 16, 33, 66, 100, 250].map { Duration.microseconds(Int64($0 * 1000)) },
            "touchdeck_touch_to_screen_seconds": [1, 2, 4, 8, 16, 25, 33, 50, 66, 100, 250, 500, 1000].map { Duration.milliseconds($0) },
        ])
        metrics = KioskMetrics(factory: factory)
        inputDrops = WebInputDropMetrics(registry: registry)
    }
}

/// `touchdeck_web_input_dropped_total{reason}`: browser messages the input
/// limits dropped (`WebInputLimits`), every reason there from the start.
/// Counted from the server's threads.
public struct WebInputDropMetrics: Sendable {
    private let counters: [WebInputDrop: Prometheus.Counter]

    init(registry: PrometheusCollectorRegistry) {
        var counters: [WebInputDrop: Prometheus.Counter] = [:]
        for reason in WebInputDrop.allCases {
            counters[reason] = registry.makeCounter(
                descriptor: MetricNameDescriptor(metricName: "touchdeck_web_input_dropped_total", unitName: "",
                                                 helpText: "Browser pointer messages dropped by the input limits, by reason."),
                labels: [("reason", reason.rawValue)])
        }
        self.counters = counters
    }

    /// Counts one dropped message.
    public func dropped(_ reason: WebInputDrop) {
        counters[reason]?.increment()
    }
}
