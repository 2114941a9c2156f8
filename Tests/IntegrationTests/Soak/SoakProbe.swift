import Foundation

/// What the soak measures of a running process, from /proc: its resident
/// memory (`VmRSS` of /proc/PID/status) and its open file descriptors (the
/// entries of /proc/PID/fd). Nil when the process is gone.
enum SoakProbe {
    /// Resident memory in kB.
    static func residentKilobytes(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.dropFirst("VmRSS:".count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
        }
        return nil
    }

    /// Open file descriptors.
    static func openDescriptors(of pid: pid_t) -> Int? {
        guard let directory = opendir("/proc/\(pid)/fd") else { return nil }
        defer { closedir(directory) }
        var count = 0
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { count += 1 }
        }
        return count
    }
}
