import Kiosk
import KioskMetrics
import Prometheus

/// The kiosk's metrics kept for Prometheus: a registry `/metrics` shows and
/// `KioskMetrics` writing into it through swift-metrics, with histogram
/// buckets fit for frame times (0.25 ms … 250 ms) and touch-to-screen
/// latencies (1 ms … 1 s).
public struct PrometheusKioskMetrics {
    public let registry: PrometheusCollectorRegistry
    public let metrics: KioskMetrics

    public init(registry: PrometheusCollectorRegistry = PrometheusCollectorRegistry()) {
        self.registry = registry
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.durationHistogramBuckets = [
            "touchdeck_frame_seconds": [0.25, 0.5, 1, 2, 4, 8, 16, 33, 66, 100, 250].map { Duration.microseconds(Int64($0 * 1000)) },
            "touchdeck_touch_to_screen_seconds": [1, 2, 4, 8, 16, 25, 33, 50, 66, 100, 250, 500, 1000].map { Duration.milliseconds($0) },
        ]
        metrics = KioskMetrics(factory: factory)
    }
}
