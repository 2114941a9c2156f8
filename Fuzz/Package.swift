// swift-tools-version: 6.2
// libFuzzer targets for Touchdeck's parsers and its frame assembler. A package
// of its own so that a normal `swift build` never builds them: `tools/fuzz`
// builds it with `-sanitize=fuzzer,address` into `.build-fuzz` and runs it.
// The targets call libFuzzer's driver, so they link only with those flags.
import PackageDescription

/// One executable per entry point, each running libFuzzer's driver on its test function.
func fuzzer(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .executableTarget(name: name, dependencies: ["FuzzSupport"] + dependencies)
}

let package = Package(
    name: "TouchdeckFuzz",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "LibinputRecordFuzzer", targets: ["LibinputRecordFuzzer"]),
        .executable(name: "EvemuFuzzer", targets: ["EvemuFuzzer"]),
        .executable(name: "TouchScriptFuzzer", targets: ["TouchScriptFuzzer"]),
        .executable(name: "FrameAssemblerFuzzer", targets: ["FrameAssemblerFuzzer"]),
        .executable(name: "GestureExpressionFuzzer", targets: ["GestureExpressionFuzzer"]),
        .executable(name: "ConfigFuzzer", targets: ["ConfigFuzzer"]),
    ],
    dependencies: [
        .package(name: "Touchdeck", path: ".."),
    ],
    targets: [
        // libFuzzer's driver, declared for Swift (the runtime comes with -sanitize=fuzzer).
        .systemLibrary(name: "CLibFuzzer"),
        // What the targets share: the driver, scratch files, invariant checks, the contact ledger, seeds.
        .target(name: "FuzzSupport", dependencies: [
            "CLibFuzzer", .product(name: "TouchModel", package: "Touchdeck"), .product(name: "TouchTrace", package: "Touchdeck"),
        ]),
        fuzzer("LibinputRecordFuzzer", [.product(name: "TouchTrace", package: "Touchdeck")]),
        fuzzer("EvemuFuzzer", [.product(name: "TouchTrace", package: "Touchdeck")]),
        fuzzer("TouchScriptFuzzer", [
            .product(name: "TouchTrace", package: "Touchdeck"), .product(name: "TouchModel", package: "Touchdeck"),
        ]),
        fuzzer("FrameAssemblerFuzzer", [
            .product(name: "TouchModel", package: "Touchdeck"), .product(name: "TouchTrace", package: "Touchdeck"),
        ]),
        fuzzer("GestureExpressionFuzzer", [.product(name: "GestureLanguage", package: "Touchdeck")]),
        fuzzer("ConfigFuzzer", [.product(name: "KioskConfig", package: "Touchdeck")]),
    ],
    swiftLanguageModes: [.v6]
)
