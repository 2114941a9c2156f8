// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "CounterKiosk",
    platforms: [.macOS(.v15)],
    dependencies: [
        // A checkout of Touchdeck beside this package.
        .package(name: "Touchdeck", path: "../touchdeck"),
    ],
    targets: [
        .executableTarget(
            name: "counter",
            dependencies: [
                .product(name: "Touchdeck", package: "Touchdeck"),
            ]
        ),
    ]
)
