#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TouchModel
import TouchTrace

/// Seeds a target makes for itself before fuzzing, from what only the
/// project's code can produce (a trace converted by its own writer, the
/// defaults file). `tools/fuzz` asks for them with two variables:
/// `TOUCHDECK_FUZZ_SEEDS` names the directory to write into, and
/// `TOUCHDECK_FUZZ_TRACES` lists trace files, one per line, to make seeds from.
/// The process then exits instead of fuzzing.
public enum SeedExport {
    /// Writes a target's seeds into a directory, given the trace files.
    public typealias Writer = (_ directory: String, _ traces: [String]) throws -> Void

    /// When the seed directory is set, calls `write` with it and the trace
    /// files and exits (1 when `write` throws); otherwise returns at once.
    static func run(_ write: Writer) {
        guard let directory = environment("TOUCHDECK_FUZZ_SEEDS") else { return }
        let traces = environment("TOUCHDECK_FUZZ_TRACES")?.split(separator: "\n").map(String.init) ?? []
        do {
            try write(directory, traces)
            exit(0)
        } catch {
            fuzzFailure("cannot write seeds into \(directory): \(error)")
        }
    }

    /// Each readable trace's devices with their first `limit` events; unreadable ones are skipped.
    public static func readTraces(_ paths: [String], limit: Int) -> [(name: String, device: TraceDevice, events: [InputEvent])] {
        var result: [(name: String, device: TraceDevice, events: [InputEvent])] = []
        for path in paths {
            guard let trace = try? TraceReader.open(path: path).readAll() else { continue }
            let name = path.split(separator: "/").last.map(String.init) ?? path
            for (index, entry) in trace.enumerated() {
                result.append(("\(name)-\(index)", entry.device, Array(entry.events.prefix(limit))))
            }
        }
        return result
    }

    /// Writes `bytes` to `directory/name`.
    public static func writeFile(_ bytes: [UInt8], to directory: String, named name: String) throws {
        let path = directory + "/" + name
        guard let file = fopen(path, "w") else { throw TraceError(file: path, "cannot write: \(String(cString: strerror(errno)))") }
        defer { fclose(file) }
        guard fwrite(bytes, 1, bytes.count, file) == bytes.count else { throw TraceError(file: path, "cannot write") }
    }

    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    }
}
