#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CLibFuzzer

/// The entry point of every fuzz target: libFuzzer's driver, with the command
/// line's arguments (`-max_total_time=20`, a corpus directory, a crash file
/// to reproduce, …), calling the target's test function for each input.
///
/// SwiftPM makes an executable's `main` its module's own entry point, which
/// replaces libFuzzer's `main`, so each target starts the driver itself. (The
/// replaced `main` is still linked and refers to `LLVMFuzzerTestOneInput`, so
/// each target's test function has that C name too.)
public enum FuzzDriver {
    /// A target's test function: the input's bytes; returns 0.
    public typealias Body = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    /// Runs the fuzzer and exits with libFuzzer's status; or, when
    /// `tools/fuzz` asks for seeds (see `SeedExport`), writes them with
    /// `seeds` (if the target makes any) and exits.
    public static func run(_ body: Body, seeds: SeedExport.Writer? = nil) -> Never {
        SeedExport.run(seeds ?? { _, _ in })
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, body))
    }
}
