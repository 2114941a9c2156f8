import FuzzSupport
import TouchModel

/// Fuzzes the frame assembler: an input picks a device (protocol B with 1–16
/// slots or an odd slot range, protocol A, single touch, no axes), then a raw
/// event stream in any order — codes out of place, `SYN_DROPPED` anywhere,
/// slots out of range, unplugs (`cancelAll`). The frames must keep the
/// `ContactLedger`'s invariants; at the end every contact still down is cancelled.
///
/// Seeds: the traces `tools/fuzz` lists, each device's stream encoded as an
/// input for the device most like it, and its start for each other kind.
@main
enum FrameAssemblerFuzzer {
    static func main() {
        FuzzDriver.run(fuzzFrameAssembler) { directory, traces in
            for (name, device, events) in SeedExport.readTraces(traces, limit: 1200) {
                let stream = events.flatMap(FuzzEvent.encode)
                let own = FuzzDevice.encode(device.description)
                try SeedExport.writeFile(own + stream, to: directory, named: name + ".frames")
                for kind in UInt8(0)..<6 where kind != own[0] {
                    let start = events.prefix(150).flatMap(FuzzEvent.encode)
                    try SeedExport.writeFile([kind, 0x13] + start, to: directory, named: "\(name).as-\(kind).frames")
                }
            }
        }
    }

    static func check(_ bytes: UnsafeBufferPointer<UInt8>) {
        var input = FuzzBytes(bytes)
        let device = FuzzDevice.make(&input)
        var ledger = ContactLedger(FrameAssembler(device: device))
        var time: Int64 = 0
        while !input.isAtEnd {
            switch FuzzEvent.next(&input, time: &time) {
            case .event(let event): ledger.feed(event)
            case .cancelAll(let time): ledger.cancelAll(time: time)
            }
        }
        ledger.cancelAll(time: time)
    }
}

/// One input, as libFuzzer calls it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrameAssembler(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FrameAssemblerFuzzer.check(UnsafeBufferPointer(fuzzData: data, count: count))
    return 0
}
