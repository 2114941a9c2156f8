import Glibc

/// Log timestamps without a file-system call per line.
enum TimeZonePinning {
    /// Sets `TZ=:/etc/localtime` when `TZ` is unset. swift-log's
    /// `StreamLogHandler` stamps every line with `localtime`, and glibc, with
    /// no `TZ`, stats /etc/localtime on each call to see whether the zone
    /// changed. On a local disk that is a microsecond; on a network or 9p
    /// root (a netbooted kiosk, the QEMU test VM) it is a round trip: 4.5 ms
    /// a line in the VM against 0.12 ms pinned, and a `--verbose` kiosk logs
    /// a line per touch frame. Pinned, a time-zone change on the machine
    /// reaches the log after the kiosk restarts. An explicit `TZ` is kept.
    static func pinLocalTimeZone() {
        guard getenv("TZ") == nil else { return }
        setenv("TZ", ":/etc/localtime", 0)
    }
}
