import CoreMetrics
import Prometheus

/// swift-prometheus's bridge from swift-metrics, with HELP text: its own
/// `PrometheusMetricsFactory` registers every family with an empty help,
/// which `promtool check metrics` rejects ("no help text"), and the
/// registry refuses two helps for one family, so the help must be given
/// where the family is made. This does what that factory does, through
/// the registry's public API, with `help[label]`.
struct HelpfulPrometheusFactory: MetricsFactory {
    let registry: PrometheusCollectorRegistry
    /// HELP text by family name.
    let help: [String: String]
    /// Histogram buckets of timers by family name (others get swift-prometheus's defaults).
    let durationBuckets: [String: [Duration]]

    /// The family `label` with its help (the whole label is the name: it has no unit part of its own).
    private func descriptor(_ label: String) -> MetricNameDescriptor {
        MetricNameDescriptor(metricName: label.isEmpty ? "touchdeck_unnamed" : label, unitName: "", helpText: help[label] ?? "Touchdeck's \(label).")
    }

    func makeCounter(label: String, dimensions: [(String, String)]) -> any CounterHandler {
        registry.makeCounter(descriptor: descriptor(label), labels: dimensions)
    }

    func makeFloatingPointCounter(label: String, dimensions: [(String, String)]) -> any FloatingPointCounterHandler {
        registry.makeCounter(descriptor: descriptor(label), labels: dimensions)
    }

    func makeRecorder(label: String, dimensions: [(String, String)], aggregate: Bool) -> any RecorderHandler {
        guard aggregate else { return registry.makeGauge(descriptor: descriptor(label), labels: dimensions) }
        return registry.makeValueHistogram(descriptor: descriptor(label), labels: dimensions, buckets: PrometheusMetricsFactory.defaultValueBuckets)
    }

    func makeMeter(label: String, dimensions: [(String, String)]) -> any MeterHandler {
        registry.makeGauge(descriptor: descriptor(label), labels: dimensions)
    }

    func makeTimer(label: String, dimensions: [(String, String)]) -> any TimerHandler {
        registry.makeDurationHistogram(descriptor: descriptor(label), labels: dimensions,
                                       buckets: durationBuckets[label] ?? PrometheusMetricsFactory.defaultDurationBuckets)
    }

    func destroyCounter(_ handler: any CounterHandler) {
        if let counter = handler as? Prometheus.Counter { registry.unregisterCounter(counter) }
    }

    func destroyFloatingPointCounter(_ handler: any FloatingPointCounterHandler) {
        if let counter = handler as? Prometheus.Counter { registry.unregisterCounter(counter) }
    }

    func destroyRecorder(_ handler: any RecorderHandler) {
        if let gauge = handler as? Prometheus.Gauge { registry.unregisterGauge(gauge) }
        if let histogram = handler as? ValueHistogram { registry.unregisterValueHistogram(histogram) }
    }

    func destroyMeter(_ handler: any MeterHandler) {
        if let gauge = handler as? Prometheus.Gauge { registry.unregisterGauge(gauge) }
    }

    func destroyTimer(_ handler: any TimerHandler) {
        if let histogram = handler as? DurationHistogram { registry.unregisterDurationHistogram(histogram) }
    }
}

extension PrometheusMetricsFactory {
    /// swift-prometheus's default buckets, as its own factory starts with them.
    static var defaultDurationBuckets: [Duration] { PrometheusMetricsFactory().defaultDurationHistogramBuckets }
    static var defaultValueBuckets: [Double] { PrometheusMetricsFactory().defaultValueHistogramBuckets }
}
