import Kiosk
import Testing

@Suite("Latency histogram")
struct LatencyHistogramTests {
    @Test func percentilesAreWithinOnePercentOfTheExactOnes() {
        var histogram = LatencyHistogram()
        var random = SystemRandomNumberGenerator()
        var values: [Double] = []
        for _ in 0..<20_000 {
            let value = Double.random(in: 0.5...40, using: &random) * Double.random(in: 1...3, using: &random)
            values.append(value)
            histogram.record(value)
        }
        values.sort()
        for p in [0.5, 0.9, 0.99] {
            let exact = values[Int((p * Double(values.count)).rounded(.up)) - 1]
            let approximate = histogram.percentile(p) ?? 0
            #expect(abs(approximate - exact) / exact < 0.01, "p\(Int(p * 100)): \(approximate) vs \(exact)")
        }
        #expect(histogram.count == 20_000)
        #expect(histogram.maximum == values.last && histogram.minimum == values.first)
        #expect(histogram.percentile(1) == values.last)
    }

    @Test func itsSizeDoesNotGrowWithTheLatencies() {
        var few = LatencyHistogram(), many = LatencyHistogram()
        few.record(12)
        for index in 0..<200_000 { many.record(Double(index % 5000) / 10) }
        // Same buckets whatever was recorded: a kiosk's latencies cost nothing more after hours.
        #expect(MemoryLayout.size(ofValue: few) == MemoryLayout.size(ofValue: many))
        #expect(few.median == 12 && many.count == 200_000)
    }

    @Test func emptyOddAndExtremeValues() {
        var histogram = LatencyHistogram()
        #expect(histogram.median == nil && histogram.percentile(0.9) == nil)
        histogram.record(.nan)
        histogram.record(.infinity)
        #expect(histogram.count == 0)
        histogram.record(-3)
        histogram.record(1e9)
        #expect(histogram.minimum == 0 && histogram.maximum == 1e9 && histogram.count == 2)
        #expect((histogram.percentile(0.5) ?? 1) <= LatencyHistogram.floor, "below the floor, one bucket")
    }
}
