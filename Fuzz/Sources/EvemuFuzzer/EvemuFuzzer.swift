import FuzzSupport

/// Fuzzes the evemu reader and its `.desc` files. A NUL byte cannot occur in
/// a text trace, so it splits an input in two: without one the input is a
/// whole `.evemu` file (header, descriptor lines, events); with one, the part
/// before is a device's `.desc` and the part after its headerless `.events`,
/// read once with the description given (`--desc`) and once found beside it by name.
@main
enum EvemuFuzzer {
    static func main() {
        FuzzDriver.run(fuzzEvemu)
    }

    static func check(_ input: UnsafeBufferPointer<UInt8>) {
        let scratch = ScratchDirectory.shared
        guard let split = input.firstIndex(of: 0) else {
            let path = scratch.writeFile(input, named: "fuzz.evemu")
            TraceCheck.read(path: path, files: [path])
            return
        }
        let desc = scratch.writeFile(UnsafeBufferPointer(rebasing: input[..<split]), named: "Fuzz Device.desc")
        let events = scratch.writeFile(UnsafeBufferPointer(rebasing: input[(split + 1)...]), named: "Fuzz Device.tap.events")
        TraceCheck.read(path: events, descPath: desc, files: [events, desc])
        TraceCheck.read(path: events, files: [events, desc])
    }
}

/// One input, as libFuzzer calls it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvemu(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    EvemuFuzzer.check(UnsafeBufferPointer(fuzzData: data, count: count))
    return 0
}
