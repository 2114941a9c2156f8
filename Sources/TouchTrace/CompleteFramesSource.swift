import TouchModel

/// Keeps what a cut-off recording holds up to its last complete frame.
///
/// A recorder killed mid-way (SIGKILL, a power cut) leaves a file that ends
/// mid-line, mid-frame, or with fewer devices than its header announced. This
/// source holds each device's events back until their frame's `SYN_REPORT`, so
/// when the file turns out to be cut (the reader's error says so with
/// `isTruncation`) the half-written frame is dropped, the error is kept in
/// `truncation`, and reading ends normally. Any other problem is still thrown.
final class CompleteFramesSource: TraceRecordSource {
    private let source: any TraceRecordSource
    /// Events of the frame being read, per device, not yet released.
    private var pending: [Int: [InputEvent]] = [:]
    private var ready: [TraceRecord] = []
    private var readyIndex = 0
    private var ended = false
    /// Why reading stopped early, when the file was cut off; nil for a whole file.
    private(set) var truncation: TraceError?

    init(_ source: any TraceRecordSource) {
        self.source = source
    }

    func next() throws -> TraceRecord? {
        while true {
            if readyIndex < ready.count {
                defer { readyIndex += 1 }
                return ready[readyIndex]
            }
            ready.removeAll(keepingCapacity: true)
            readyIndex = 0
            guard !ended else { return nil }
            let record: TraceRecord?
            do {
                record = try source.next()
            } catch let error as TraceError where error.isTruncation {
                truncation = error
                ended = true
                return nil
            }
            switch record {
            case nil:
                ended = true
                if let device = pending.first(where: { !$0.value.isEmpty })?.key {
                    truncation = TraceError(file: "", "device \(device)'s last frame has no SYN_REPORT: it was left out",
                                            isTruncation: true)
                }
                return nil
            case .device?:
                return record
            case .event(let device, let event)?:
                pending[device, default: []].append(event)
                if event.isSynReport, let frame = pending.removeValue(forKey: device) {
                    ready = frame.map { .event(device: device, $0) }
                }
            }
        }
    }
}
