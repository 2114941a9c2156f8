import Kiosk
import KioskApps
import Testing

/// Runs a suite or test with Touchdeck's built-in apps in the catalog
/// (`KioskAppCatalog`), as the `touchdeck` executable installs them: the
/// standard config schema, the home screen and `KioskHost` read the apps from
/// it, and it is empty until an executable installs some. Installing the same
/// apps again changes nothing, so suites running at once may each do it.
public struct BuiltInAppsTrait: SuiteTrait, TestTrait, TestScoping {
    /// Installs the built-in apps, then runs the suite or test.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        KioskAppCatalog.install(KioskAppDefinition.builtIn)
        try await function()
    }
}

extension Trait where Self == BuiltInAppsTrait {
    /// The built-in apps in the catalog while the suite or test runs.
    public static var builtInApps: Self { BuiltInAppsTrait() }
}
