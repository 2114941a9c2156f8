import Geometry
import Kiosk
import KioskApps
import Render
import Testing
import TouchdeckBench

/// The built-in apps' `touchdeck bench` scenarios, which the command line only
/// runs: each sets up on a kiosk's screen, and every frame it times moves.
@Suite("Bench scenarios")
struct BenchScenarioTests {
    static let screen = Size(width: 800, height: 480)

    @Test("every built-in app but the home screen has a scenario, named after it, in the apps' order")
    func names() {
        let apps = KioskAppDefinition.builtIn.map(\.name).filter { $0 != "home" }
        #expect(AppBenchScenario.builtIn.map(\.name) == apps)
        #expect(AppBenchScenario.builtIn.filter { $0.release != nil }.map(\.name) == ["swipe"])
    }

    @Test("each scenario's workload times the frames asked for", arguments: AppBenchScenario.builtIn.map(\.name))
    func scenarioRuns(name: String) throws {
        let scenario = try #require(AppBenchScenario.builtIn.first { $0.name == name })
        let measurer = try #require(PangoTextMeasurer())
        var setups = [scenario.setup]
        if let release = scenario.release { setups.append(release.setup) }
        for setup in setups {
            let result = try AppBenchmark.run(setup(Self.screen, measurer), screen: Self.screen, frames: 24, clock: { 0 })
            #expect(result.frames == 24)
            #expect(result.screen == Self.screen)
        }
    }
}
