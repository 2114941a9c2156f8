/// `0.75`, `45` (not `45.0`), for messages and the defaults file.
package func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return String(value)
}
