import Kiosk

extension KioskAppDefinition {
    /// The apps Touchdeck ships, which the `touchdeck` executable installs
    /// (`TouchdeckCLI.main(apps:)`), in the order `touchdeck run --help` lists them.
    public static let builtIn: [KioskAppDefinition] = [.wallet, .swipe, .cards, .playground, .flip, .checkIn, .home]
}
