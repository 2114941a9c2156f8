// swift-tools-version: 6.2
// A kiosk builder's own package: one app written as views, run by
// Touchdeck's whole command line. tools/external-kiosk-test builds and runs it.
import PackageDescription

let package = Package(
    name: "ExternalKiosk",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Touchdeck", path: "../../.."),
    ],
    targets: [
        .executableTarget(
            name: "mykiosk",
            dependencies: [
                .product(name: "TouchdeckCommands", package: "Touchdeck"),
                .product(name: "Kiosk", package: "Touchdeck"),
                .product(name: "TouchUI", package: "Touchdeck"),
            ]
        ),
    ]
)
