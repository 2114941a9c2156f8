import Testing
import TouchModel
import TouchUI

/// A start screen that goes back to "home" after 5 s untouched.
private nonisolated struct IdleHome: View {
    @State private var screen = "menu"

    var body: some View {
        Text(screen)
            .frame(width: 200, height: 100)
            .onIdle(after: 5) { screen = "home" }
    }
}

/// `.onIdle` counts as the kiosk's idle stages do (`IdleCount`).
@Suite("onIdle")
struct OnIdleTests {
    @Test(".onIdle runs once the screen has gone untouched for its delay after the last lift")
    func runsAfterTheLastLift() {
        let harness = Harness(IdleHome())
        harness.tap(50, 50, at: 1)
        harness.advance(to: 6.04)
        #expect(harness.texts() == ["menu"])
        harness.advance(to: 6.06)
        #expect(harness.texts() == ["home"])
    }

    @Test("a finger held still for longer than the delay is not idle; the count starts at its lift")
    func heldFingerIsNotIdle() {
        let harness = Harness(IdleHome())
        harness.touch(1, 50, 50, .began, at: 1)
        harness.advance(to: 30)
        #expect(harness.texts() == ["menu"])
        harness.touch(1, 50, 50, .ended, at: 30)
        harness.advance(to: 34.9)
        #expect(harness.texts() == ["menu"])
        harness.advance(to: 35.1)
        #expect(harness.texts() == ["home"])
    }
}
