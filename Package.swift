// swift-tools-version: 6.2
import PackageDescription
#if canImport(Glibc)
import Glibc
#endif

/// How the `touchdeck` binary is linked on Linux, to keep a kiosk's resident memory down
/// (a kiosk at 800×480 runs within 48 MB). Measured on the home tour's PNG replay at 800×480:
/// 56.2 MB as Swift links it by default, 52.4 MB without the exported symbol table, 49.8 MB
/// with the relative relocations packed as well, 43.2 MB with the code a kiosk runs gathered.
/// - `--no-export-dynamic`: Swift links executables with `-export-dynamic`, which put 1.6 MB of
///   symbol table in the loaded image that the dynamic loader reads at start. Nothing
///   looks the binary's own symbols up at run time (the backtracer reads the file).
/// - lld, which Swift toolchains for Linux ship beside `swift`, where it is on the PATH:
///   - `-z pack-relative-relocs` (DT_RELR): the 2.9 MB table of 121,000 relative relocations
///     a position-independent binary carries becomes a 24 kB bitmap. It needs glibc 2.36
///     (Debian 12, Ubuntu 24.04) where the binary runs (kiosks build where they run).
///   - `--symbol-ordering-file tools/link-order.txt` (`tools/make-link-order` writes it): the
///     functions a kiosk runs placed together, so the 64 kB runs the kernel maps around each
///     page of code touched hold them, not the rest of 26 MB of code (11 MB resident before,
///     for 1.5 MB of functions run). Names the binary no longer has are skipped.
let kioskLinkerFlags: [String] = {
    #if os(Linux)
    var flags = ["-Xlinker", "--no-export-dynamic"]
    let path = getenv("PATH").map { String(cString: $0) } ?? ""
    guard path.split(separator: ":").contains(where: { access("\($0)/ld.lld", X_OK) == 0 }) else { return flags }
    flags.append("-use-ld=lld")
    var text = [CChar](repeating: 0, count: 64)  // "glibc 2.36"
    _ = confstr(Int32(_CS_GNU_LIBC_VERSION), &text, text.count)
    let words = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self).split(separator: " ")
    let libc = words.last?.split(separator: ".").compactMap { Int($0) } ?? []
    if libc.count >= 2, (libc[0], libc[1]) >= (2, 36) {
        flags += ["-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"]
    }
    let order = Context.packageDirectory + "/tools/link-order.txt"
    if access(order, R_OK) == 0 {
        flags += ["-Xlinker", "--symbol-ordering-file=\(order)", "-Xlinker", "--no-warn-symbol-ordering"]
    }
    return flags
    #else
    return []
    #endif
}()

let package = Package(
    name: "Touchdeck",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "touchdeck", targets: ["touchdeck"]),
        .library(name: "TouchModel", targets: ["TouchModel"]),
        .library(name: "TouchTrace", targets: ["TouchTrace"]),
        .library(name: "Gestures", targets: ["Gestures"]),
        .library(name: "Geometry", targets: ["Geometry"]),
        .library(name: "Motion", targets: ["Motion"]),
        .library(name: "TouchDevices", targets: ["TouchDevices"]),
        .library(name: "Display", targets: ["Display"]),
        .library(name: "Seat", targets: ["Seat"]),
        .library(name: "Scene", targets: ["Scene"]),
        .library(name: "Render", targets: ["Render"]),
        .library(name: "TouchUI", targets: ["TouchUI"]),
        .library(name: "Wallet", targets: ["Wallet"]),
        .library(name: "SwipeDeck", targets: ["SwipeDeck"]),
        .library(name: "Flip", targets: ["Flip"]),
        .library(name: "Playground", targets: ["Playground"]),
        .library(name: "CheckIn", targets: ["CheckIn"]),
        .library(name: "Cards", targets: ["Cards"]),
        .library(name: "KioskConfig", targets: ["KioskConfig"]),
        .library(name: "KioskRuntime", targets: ["KioskRuntime"]),
        .library(name: "GestureLanguage", targets: ["GestureLanguage"]),
        .library(name: "GestureTuning", targets: ["GestureTuning"]),
        .library(name: "Kiosk", targets: ["Kiosk"]),
        .library(name: "KioskService", targets: ["KioskService"]),
        .library(name: "KioskMetrics", targets: ["KioskMetrics"]),
        .library(name: "KioskCalibration", targets: ["KioskCalibration"]),
        .library(name: "KioskDoctor", targets: ["KioskDoctor"]),
        .library(name: "KioskHost", targets: ["KioskHost"]),
        .library(name: "TouchdeckCommands", targets: ["TouchdeckCommands"]),
        .library(name: "KioskWeb", targets: ["KioskWeb"]),
        // `import Touchdeck` in place of `import SwiftUI`: the view layer and `App`.
        .library(name: "Touchdeck", targets: ["Touchdeck"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(
            url: "https://github.com/apple/swift-configuration", from: "1.4.0",
            traits: [.defaults, "YAML", "Reloading"]
        ),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // The web server's self-signed certificate (X509) and its fingerprint, the page's CSP hashes (Crypto).
        .package(url: "https://github.com/apple/swift-certificates", from: "1.21.1"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        .package(url: "https://github.com/apple/swift-asn1", from: "1.7.4"),
        // `swift package generate-documentation`: the DocC catalogs under Sources/*/*.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // System-library shims: a module map and pkg-config, nothing else.
        .systemLibrary(name: "CLibevdev", pkgConfig: "libevdev", providers: [.apt(["libevdev-dev"])]),
        .systemLibrary(name: "CLibinput", pkgConfig: "libinput", providers: [.apt(["libinput-dev", "libudev-dev"])]),
        .systemLibrary(name: "CXKBCommon", pkgConfig: "xkbcommon", providers: [.apt(["libxkbcommon-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "pangocairo", providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        // libpng a band of rows at a time (a PNG run's contact sheet); C for libpng's setjmp error handling.
        .target(name: "CPNGStream", linkerSettings: [.linkedLibrary("png16")]),
        // libjpeg-turbo decoding a JPEG from memory; C for libjpeg's setjmp error handling.
        .target(name: "CJPEG", linkerSettings: [.linkedLibrary("jpeg")]),
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        .systemLibrary(name: "CDRM", pkgConfig: "libdrm", providers: [.apt(["libdrm-dev"])]),
        .systemLibrary(name: "CLibseat", pkgConfig: "libseat", providers: [.apt(["libseat-dev"])]),
        // The kernel's VT ioctls (<linux/kd.h>, <linux/vt.h>), headers only.
        .systemLibrary(name: "CConsole"),
        .systemLibrary(name: "CSystemd", pkgConfig: "libsystemd", providers: [.apt(["libsystemd-dev"])]),
        // glibc's <malloc.h> (mallopt), part of libc itself.
        .systemLibrary(name: "CMalloc"),

        .target(name: "Geometry"),
        // Devices through a seat manager (libseat), or directly; the VT's console modes.
        .target(name: "Seat", dependencies: ["CLibseat", "CConsole", .product(name: "Logging", package: "swift-log")]),
        .target(name: "TouchModel", dependencies: ["Geometry"]),
        .target(name: "TouchTrace", dependencies: ["Geometry", "TouchModel", "CLibevdev", .product(name: "Yams", package: "Yams")]),
        .target(name: "Motion", dependencies: ["Geometry"]),
        .target(name: "Scene", dependencies: ["Geometry", "Motion"]),
        .target(name: "TouchUI", dependencies: ["Geometry", "Gestures", "Motion", "Scene", "TouchModel", "ImageFiles", .product(name: "Logging", package: "swift-log"),
                                        // SwiftUI's ObservableObject and @Published are Combine's: OpenCombine's here.
                                        .product(name: "OpenCombine", package: "OpenCombine")]),
        .target(name: "Wallet", dependencies: ["TouchUI", "Geometry", "Motion"]),
        .target(name: "SwipeDeck", dependencies: ["TouchUI", "Geometry", "Motion"]),
        .target(name: "Flip", dependencies: ["TouchUI", "Geometry"]),
        .target(name: "Playground", dependencies: ["TouchUI"]),
        .target(name: "CheckIn", dependencies: ["TouchUI"]),
        .target(name: "Cards", dependencies: ["TouchUI"]),
        // Image files (PNG, JPEG, SVG) told apart by content, probed and decoded within limits.
        .target(name: "ImageFiles", dependencies: ["Geometry", "CCairo", "CJPEG", "CRsvg"]),
        .target(name: "Render", dependencies: ["Scene", "Motion", "Geometry", "CCairo", "ImageFiles", .product(name: "Logging", package: "swift-log")]),
        .target(name: "Display", dependencies: ["Geometry", "CDRM", "Seat", "CCairo", "CPNGStream", .product(name: "Logging", package: "swift-log")]),
        .target(
            name: "TouchDevices",
            dependencies: ["TouchModel", "CLibevdev", "CLibinput", "Seat", .product(name: "Logging", package: "swift-log")]
        ),
        .target(name: "Gestures", dependencies: ["Geometry", "TouchModel", "Motion"]),
        // Keyboards and barcode scanners: evdev key codes to typed text through libxkbcommon's keymaps
        // (no devices: the live kiosk and replays both feed it).
        .target(name: "KeyboardInput", dependencies: ["CXKBCommon", "TouchModel"]),
        // Small utilities several modules share: the JSON writer, number formatting, name suggestions.
        .target(name: "TouchdeckSupport"),
        // The config file: its schema, validation with file and line, loading, live reloading, calibrations.
        .target(
            name: "KioskConfig",
            dependencies: [
                "Geometry", "Gestures", "KeyboardInput", "TouchModel", "TouchdeckSupport",
                .product(name: "Configuration", package: "swift-configuration"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The app runner and replay on any trace source, the overlay and the idle logic: no devices, no displays.
        .target(name: "KioskRuntime", dependencies: ["Geometry", "Gestures", "KeyboardInput", "Motion", "Scene", "TouchUI", "TouchModel", "TouchTrace", "TouchdeckSupport", "KioskConfig"]),
        // The gesture-expression language of `touchdeck recognize`.
        .target(name: "GestureLanguage", dependencies: ["TouchdeckSupport", "Geometry", "Gestures", "TouchModel", "TouchTrace"]),
        // Labelled recordings, and thresholds tuned to recognize them (`touchdeck tune`).
        .target(
            name: "GestureTuning",
            dependencies: ["Geometry", "GestureLanguage", "Gestures", "TouchModel", "TouchTrace", "TouchdeckSupport", .product(name: "Yams", package: "Yams")]),
        // systemd's side of a kiosk service: the notify protocol and watchdog, the unit file.
        .target(name: "KioskService", dependencies: ["CSystemd", .product(name: "Logging", package: "swift-log")]),
        // The live kiosk's metrics through swift-metrics, gestures counted by an engine observer.
        .target(name: "KioskMetrics", dependencies: ["Gestures", "TouchModel", .product(name: "CoreMetrics", package: "swift-metrics")]),
        // The live kiosk (its loop, frame output, the display it waits for, the field-trace ring) and
        // the app-definition API (`ViewKioskApp`, `KioskAppDefinition`, the catalog, the standard schema).
        .target(
            name: "Kiosk",
            dependencies: [
                "CMalloc", "Display", "Geometry", "Gestures", "KeyboardInput", "KioskConfig", "KioskMetrics", "KioskRuntime", "KioskService", "Motion",
                "Render", "Scene", "Seat", "TouchDevices", "TouchModel", "TouchTrace", "TouchdeckSupport", "TouchUI",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The calibration wizard of `touchdeck calibrate`: targets, misclicks, libinput's matrix, its screens.
        .target(name: "KioskCalibration", dependencies: ["Geometry", "Kiosk", "Motion", "Scene", "TouchModel"]),
        // `touchdeck doctor`: the machine's facts and the checks made of them.
        .target(name: "KioskDoctor", dependencies: ["CSystemd", "Display", "KioskConfig", "Seat", "TouchDevices", "TouchModel"]),
        // The built-in apps as kiosk apps, and their `touchdeck bench` scenarios: only the
        // `touchdeck` executable and the tests link them (no product).
        .target(
            name: "KioskApps",
            dependencies: [
                "Kiosk", "KioskConfig", "KioskRuntime", "TouchdeckBench", "TouchdeckSupport", "TouchUI", "Geometry",
                "Wallet", "SwipeDeck", "Flip", "Playground", "Cards", "CheckIn",
            ]
        ),
        // The kiosk's web server: the browser preview with remote touch, /metrics, /healthz, field traces.
        .target(
            name: "KioskWeb",
            dependencies: [
                "Kiosk", "KioskMetrics", "Display", "TouchDevices", "TouchModel", "TouchTrace", "Geometry",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdTLS", package: "hummingbird"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // What `touchdeck bench` measures (gesture, render, app and tour scenarios) and the
        // scenes the render tests share: kept out of the modules a kiosk runs.
        .target(
            name: "TouchdeckBench",
            dependencies: ["Geometry", "TouchModel", "TouchTrace", "Gestures", "Motion", "Scene", "Render", "TouchUI", "KioskRuntime",
                           "ImageFiles", "CCairo"]
        ),
        // The kiosk as a library: one type that assembles and runs a kiosk from a configuration and an app.
        .target(
            name: "KioskHost",
            dependencies: [
                "Kiosk", "KeyboardInput", "KioskConfig", "KioskMetrics", "KioskRuntime", "KioskService", "KioskWeb", "TouchDevices", "TouchModel", "TouchTrace", "TouchdeckSupport", "Display", "Seat", "Geometry",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // The command line as a library: a kiosk builder's package runs it with its own apps.
        .target(
            name: "TouchdeckCommands",
            dependencies: [
                "CMalloc", "TouchModel", "TouchTrace", "Gestures", "GestureLanguage", "GestureTuning", "Geometry", "Kiosk", "KioskCalibration", "KioskConfig", "KioskDoctor", "KioskHost", "KioskRuntime", "KioskService", "KioskWeb", "TouchdeckBench", "TouchdeckSupport", "TouchDevices", "Display", "Seat", "Render", "TouchUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The umbrella a kiosk builder imports instead of SwiftUI: the view layer re-exported,
        // and SwiftUI's `App`, `Scene` and `WindowGroup`, whose `main` runs a kiosk through KioskHost.
        .target(name: "Touchdeck", dependencies: ["TouchUI", "Kiosk", "KioskConfig", "TouchdeckCommands", "TouchdeckSupport"]),
        .executableTarget(
            name: "touchdeck",
            dependencies: ["TouchdeckCommands", "Kiosk", "KioskApps", "TouchdeckBench"],
            linkerSettings: [.unsafeFlags(kioskLinkerFlags)]
        ),

        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "TouchModelTests", dependencies: ["TouchModel"]),
        .testTarget(name: "KeyboardInputTests", dependencies: ["KeyboardInput", "TouchModel"]),
        .testTarget(name: "TouchTraceTests", dependencies: ["TouchTrace", "TouchModel", "Geometry"]),
        .testTarget(
            name: "GesturesTests",
            dependencies: ["Gestures", "TouchModel", "Motion", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "MotionTests", dependencies: ["Motion", "Geometry"]),
        .testTarget(name: "SceneTests", dependencies: ["Scene", "Motion", "Geometry", "TestSupport"]),
        .testTarget(name: "TouchUITests", dependencies: ["TouchUI", "Scene", "Render", "ImageFiles", "TouchModel", "TouchdeckBench", "TestSupport", "Gestures", "KioskRuntime"],
                    exclude: ["Golden"]),
        .testTarget(
            name: "WalletTests",
            dependencies: ["Wallet", "TouchTrace", "Scene", "TouchUI", "Motion", "Geometry", "TouchModel", "Render", "TestSupport", "KioskRuntime"],
            exclude: ["Golden"]),
        .testTarget(
            name: "SwipeDeckTests",
            dependencies: ["SwipeDeck", "TouchdeckBench", "TouchTrace", "Scene", "Gestures", "Motion", "Geometry", "TouchModel", "Render", "TestSupport", "KioskRuntime", "TouchUI"],
            exclude: ["Golden"]),
        .testTarget(
            name: "FlipTests",
            dependencies: ["Flip", "TouchTrace", "TouchUI", "Scene", "Geometry", "Render", "TestSupport", "KioskRuntime", "TouchModel"],
            exclude: ["Golden"]),
        .testTarget(
            name: "CardsTests",
            dependencies: ["Cards", "TouchTrace", "TouchUI", "Scene", "Geometry", "Render", "TestSupport"],
            exclude: ["Golden"]),
        .testTarget(
            name: "PlaygroundTests",
            dependencies: ["Playground", "TouchTrace", "TouchUI", "Scene", "Geometry", "Render", "TestSupport"],
            exclude: ["Golden"]),
        .target(name: "TestSupport", dependencies: ["Render", "CCairo", "ImageFiles", "Motion", "Kiosk", "KioskApps", "KioskRuntime", "TouchTrace", "Scene", "TouchUI", "Geometry", "GestureTuning"], path: "Tests/TestSupport"),
        .testTarget(name: "RenderTests", dependencies: ["Render", "ImageFiles", "TouchdeckBench", "TestSupport", "Scene", "Motion", "Geometry", "CCairo"], exclude: ["Golden"]),
        .testTarget(name: "SeatTests", dependencies: ["Seat", .product(name: "Logging", package: "swift-log")]),
        .testTarget(name: "DisplayTests", dependencies: ["Display", "Geometry", "CCairo", "TestSupport"]),
        .testTarget(name: "TouchDevicesTests", dependencies: ["TouchDevices", "TouchModel", "TouchTrace", "Gestures", "TestSupport"]),
        .testTarget(
            name: "GestureLanguageTests",
            dependencies: ["GestureLanguage", "Gestures", "TouchModel", "TouchTrace", "Geometry", "TouchdeckSupport", "Kiosk", "KioskConfig", "TestSupport",
                           .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(
            name: "GestureTuningTests",
            dependencies: ["GestureTuning", "Kiosk", "KioskConfig", "Gestures", "TouchModel", "TouchTrace", "Geometry", "TestSupport", "TouchdeckSupport"]),
        .testTarget(
            name: "KioskTests",
            dependencies: ["Kiosk", "KioskConfig", "KioskRuntime", "Gestures", "TouchUI", "TouchModel", "TouchTrace", "Geometry", "Motion", "Scene", "Render", "Display", "Seat", "TouchDevices", "TestSupport",
                           "KioskApps", "KioskService", "TouchdeckSupport", .product(name: "Logging", package: "swift-log")]),
        .testTarget(name: "KioskServiceTests", dependencies: ["KioskService", "TestSupport"]),
        .testTarget(
            name: "KioskCalibrationTests",
            dependencies: ["KioskCalibration", "Kiosk", "Display", "Geometry", "TouchModel", "TouchTrace", "TestSupport"]),
        .testTarget(name: "KioskDoctorTests", dependencies: ["KioskDoctor", "Display", "Geometry", "Kiosk", "KioskConfig", "TestSupport", "TouchModel"]),
        .testTarget(
            name: "KioskAppsTests",
            dependencies: ["KioskApps", "CheckIn", "Kiosk", "KioskConfig", "KioskRuntime", "TouchdeckBench", "TouchdeckSupport", "Geometry", "Gestures",
                           "Render", "Scene", "TouchTrace", "TouchUI", "TestSupport"],
            exclude: ["Golden"]),
        .testTarget(name: "KioskRuntimeTests", dependencies: ["KioskRuntime", "KioskConfig", "TouchModel"]),
        .testTarget(name: "TouchdeckCommandsTests", dependencies: ["TouchdeckCommands", "Kiosk", "TouchModel", "Geometry", "TestSupport", "KioskCalibration", "KioskConfig"]),
        // What needs a real kernel, a browser or minutes: the QEMU suites (tools/vmtest runs
        // them in a VM; elsewhere they skip), the soak (tools/soak), headless Chromium and Prometheus.
        .testTarget(
            name: "IntegrationTests",
            dependencies: ["Kiosk", "KioskRuntime", "TouchDevices", "GestureTuning", "Gestures", "TouchdeckSupport", "TouchModel", "TouchTrace", "Geometry",
                           "Motion", "Scene", "Render", "Display", "Seat", "CDRM", "TestSupport", "KioskApps", "KioskCalibration", "KioskConfig"]),
        .testTarget(
            name: "KioskHostTests",
            dependencies: ["KioskHost", "Kiosk", "KioskApps", "KioskRuntime", "Geometry", "TestSupport", "Display", "TouchModel", "TouchDevices", "KioskConfig",
                           .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                           .product(name: "Logging", package: "swift-log")]),
        .testTarget(name: "TouchdeckTests", dependencies: ["Touchdeck", "KioskRuntime", "Render", "TouchModel"]),
        .testTarget(
            name: "KioskWebTests",
            dependencies: [
                "KioskWeb", "KioskMetrics", "Gestures", "TouchModel", "Geometry", "Display", "Kiosk", "TouchTrace", "TouchDevices", "TestSupport",
                .product(name: "Logging", package: "swift-log"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

// Test code is compiled unoptimised even in a release build (`tools/test` builds everything once,
// in release, compiled for testing): the modules under test are optimised as a kiosk runs them;
// optimising the tests themselves only cost build time.
for target in package.targets where target.type == .test || target.name == "TestSupport" {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-Onone"], .when(configuration: .release))]
}
