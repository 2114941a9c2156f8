import TouchModel
import TouchTrace

/// Reads a trace the way `touchdeck` does and checks what came back.
public enum TraceCheck {
    /// Reads `path` to the end with `TraceReader`, then runs every device's
    /// events through a `FrameAssembler` under a `ContactLedger`.
    ///
    /// A bad file must fail with a `TraceError` naming one of `files` (and a
    /// line from 1 on, when it names one); any other error, or a trap, is a bug.
    public static func read(path: String, descPath: String? = nil, files: Set<String>) {
        let trace: [(device: TraceDevice, events: [InputEvent])]
        do {
            trace = try TraceReader.open(path: path, descPath: descPath).readAll()
        } catch let error as TraceError {
            fuzzCheck(files.contains(error.file), "error names \(error.file), not one of \(files.sorted()): \(error)")
            fuzzCheck((error.line ?? 1) >= 1, "error names line \(error.line ?? 0): \(error)")
            fuzzCheck(!error.message.isEmpty, "error without a message: \(error)")
            return
        } catch {
            fuzzFailure("\(path): an error that is not a TraceError (no file or line): \(error)")
        }
        for (device, events) in trace {
            var ledger = ContactLedger(FrameAssembler(device: device.description))
            for event in events { ledger.feed(event) }
            ledger.cancelAll(time: events.last?.time ?? 0)
        }
    }
}
