import FuzzSupport
import TouchTrace

/// Fuzzes the `libinput record` YAML reader: each input is a whole file, read
/// to the end with `TraceReader` (a bad file must be a `TraceError` naming
/// it), and each device's events then go through the frame assembler.
///
/// Seeds: the traces `tools/fuzz` lists (evemu recordings of real devices
/// among them) written as libinput-record YAML by the project's own writer.
@main
enum LibinputRecordFuzzer {
    static func main() {
        FuzzDriver.run(fuzzLibinputRecord) { directory, traces in
            for (name, device, events) in SeedExport.readTraces(traces, limit: 60) {
                let path = directory + "/" + name + ".yaml"
                let writer = try makeTraceWriter(path: path, deviceCount: 1)
                try writer.beginDevice(device)
                for event in events { try writer.write(event) }
                try writer.finish()
            }
        }
    }
}

/// One input, as libFuzzer calls it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLibinputRecord(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let path = ScratchDirectory.shared.writeFile(UnsafeBufferPointer(fuzzData: data, count: count), named: "fuzz.yaml")
    TraceCheck.read(path: path, files: [path])
    return 0
}
