import FuzzSupport
import TouchModel
import TouchTrace

/// Fuzzes the touch-script parser: each input is a `.touch` script. A bad
/// script must be a `TraceError` naming the file; a good one's events go
/// through the frame assembler, and written as libinput-record YAML they
/// must read back the same — for scripts of up to `checkedEvents` events:
/// a long `move` makes a legitimately large trace, and checking it would
/// only slow the fuzzing of the parser (the assembler has its own target).
@main
enum TouchScriptFuzzer {
    static let file = "fuzz.touch"
    static let checkedEvents = 20_000

    static func main() {
        FuzzDriver.run(fuzzTouchScript)
    }

    static func check(_ script: String) {
        let builder: TraceBuilder
        do {
            builder = try TraceScript.build(script, file: file)
        } catch let error as TraceError {
            fuzzCheck(error.file == file, "error names \(error.file), not \(file): \(error)")
            fuzzCheck((error.line ?? 1) >= 1, "error names line \(error.line ?? 0): \(error)")
            return
        } catch {
            fuzzFailure("an error that is not a TraceError: \(error)")
        }
        fuzzCheck(!builder.events.isEmpty, "a script that built no events")
        guard builder.events.count <= checkedEvents else { return }
        var ledger = ContactLedger(FrameAssembler(device: builder.device))
        for event in builder.events { ledger.feed(event) }
        ledger.cancelAll(time: builder.time)
        checkRoundTrip(builder)
    }

    /// Writes the built trace and reads it back: the same device and events.
    private static func checkRoundTrip(_ builder: TraceBuilder) {
        let path = ScratchDirectory.shared.path + "/fuzz-script.yaml"
        do {
            try builder.write(to: path)
            let read = try TraceReader.open(path: path).readAll()
            fuzzCheck(read.count == 1, "the written trace has \(read.count) devices")
            fuzzCheck(read.first?.device.description == builder.device, "the written device reads back different")
            fuzzCheck(read.first?.events == builder.events, "the written events read back different")
        } catch {
            fuzzFailure("the script's trace does not round-trip: \(error)")
        }
    }
}

/// One input, as libFuzzer calls it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTouchScript(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    TouchScriptFuzzer.check(UnsafeBufferPointer(fuzzData: data, count: count).text)
    return 0
}
