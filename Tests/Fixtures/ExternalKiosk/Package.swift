// swift-tools-version: 6.2
// A kiosk builder's own package: SwiftUI-style apps (`import Touchdeck` where
// SwiftUI code says `import SwiftUI`), each executable a kiosk.
// tools/external-kiosk-test builds and runs them.
import PackageDescription

let package = Package(
    name: "ExternalKiosk",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Touchdeck", path: "../../.."),
    ],
    targets: [
        // A kiosk app with a config key of its own, events and a tour.
        .executableTarget(name: "mykiosk", dependencies: [.product(name: "Touchdeck", package: "Touchdeck")]),
        // A plain SwiftUI app: `App`, `WindowGroup`, a view with `@State`.
        .executableTarget(name: "counterkiosk", dependencies: [.product(name: "Touchdeck", package: "Touchdeck")]),
        // A check-in form: controls, a disabled button, an alert; driven through --replay … --layout.
        .executableTarget(name: "checkinkiosk", dependencies: [.product(name: "Touchdeck", package: "Touchdeck")]),
        // A list pushed to a detail and swiped back: NavigationStack through --replay … --layout.
        .executableTarget(name: "drinkskiosk", dependencies: [.product(name: "Touchdeck", package: "Touchdeck")]),
        // A café's menu: search, badges, a context menu, pull to refresh, the cart in a sheet with detents.
        .executableTarget(name: "cafekiosk", dependencies: [.product(name: "Touchdeck", package: "Touchdeck")]),
        // A staff back office: tabs with a badge, a styled form, a branded bar, a sheet refusing a drag-down.
        .executableTarget(name: "staffkiosk", dependencies: [.product(name: "Touchdeck", package: "Touchdeck")]),
        // A paging promo carousel: scroll targets, a position binding, a timer, @AppStorage.
        .executableTarget(name: "promokiosk", dependencies: [.product(name: "Touchdeck", package: "Touchdeck")]),
        // A menu board: a Grid's cell modifiers, effects, a toast, DispatchQueue.main.
        .executableTarget(name: "menuboardkiosk", dependencies: [.product(name: "Touchdeck", package: "Touchdeck")]),
        // A library catalogue: a NavigationSplitView with a sidebar and a detail.
        .executableTarget(name: "librarykiosk", dependencies: [.product(name: "Touchdeck", package: "Touchdeck")]),
        .executableTarget(name: "probecafe", dependencies: [.product(name: "Touchdeck", package: "Touchdeck")]),
        .executableTarget(name: "probepinpad", dependencies: [.product(name: "Touchdeck", package: "Touchdeck")]),
        .executableTarget(name: "probesignup", dependencies: [.product(name: "Touchdeck", package: "Touchdeck")]),
        .executableTarget(name: "probelayoutbits", dependencies: [.product(name: "Touchdeck", package: "Touchdeck")]),
        // A cart: ForEach($cart) rows with steppers and toggles, swipe to delete, a currency total.
        .executableTarget(name: "probecart", dependencies: [.product(name: "Touchdeck", package: "Touchdeck")]),
        // A front-desk check-in: @FocusState moved by .onSubmit between fields typed on the keyboard.
        .executableTarget(name: "probefrontdesk", dependencies: [.product(name: "Touchdeck", package: "Touchdeck")]),
        // Issue #39's vocabulary, items 1–8, with SwiftUI's common overloads: a compile audit.
        .executableTarget(name: "probevocabulary", dependencies: [.product(name: "Touchdeck", package: "Touchdeck")]),
        // A bakery: an adaptive lazy grid pushed to details (menu picker, slider, stepper), the order in a sheet.
        .executableTarget(name: "probebakery", dependencies: [.product(name: "Touchdeck", package: "Touchdeck")]),
        // A salon's form: menu picker, date and time pickers, a stepped slider, an alert, a confirmation dialog.
        .executableTarget(name: "probeappointment", dependencies: [.product(name: "Touchdeck", package: "Touchdeck")]),
    ]
)
