import FuzzSupport
import KioskConfig

/// Fuzzes the config loader and its schema validator: each input is a config
/// file's text, loaded with an empty environment. A bad file must be a
/// `ConfigError` whose every issue names the file (line and column from 1,
/// when given) and says what is wrong.
///
/// Seeds: the full defaults file of the kiosk's own schema (every key of the
/// gestures and the `kiosk:`, `display:`, `idle:` and `devices:` sections),
/// which reaches every kind of key's type and range check. The built-in apps'
/// sections are the same kinds of keys; leaving them out keeps the target's
/// build to the config module (the apps would bring the whole view layer).
@main
enum ConfigFuzzer {
    static let path = "fuzz.yaml"
    /// The kiosk's schema and no environment, made once.
    static let loader = SettingsLoader(schema: .kiosk, environment: [:])

    static func main() {
        FuzzDriver.run(fuzzConfig) { directory, _ in
            try SeedExport.writeFile(Array(DefaultConfigFile.render(schema: .kiosk).utf8), to: directory, named: "defaults.yaml")
        }
    }

    static func check(_ text: String) {
        do {
            _ = try loader.load(text: text, path: path)
        } catch {
            fuzzCheck(!error.issues.isEmpty, "a ConfigError without issues")
            for issue in error.issues {
                guard case .file(let file, let line, let column) = issue.source else {
                    fuzzFailure("an issue not naming the file: \(issue)")
                }
                fuzzCheck(file == path, "an issue naming \(file), not \(path): \(issue)")
                fuzzCheck((line ?? 1) >= 1 && (column ?? 1) >= 1, "an issue at line \(line ?? 0), column \(column ?? 0): \(issue)")
                fuzzCheck(!issue.message.isEmpty, "an issue without a message: \(issue)")
            }
        }
    }
}

/// One input, as libFuzzer calls it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    ConfigFuzzer.check(UnsafeBufferPointer(fuzzData: data, count: count).text)
    return 0
}
