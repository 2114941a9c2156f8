import KioskConfig
import KioskRuntime
import Testing
import TouchModel

/// Typing on a keyboard or scanner is activity for the idle logic, and wakes without being swallowed.
@Suite("Idle and typing")
struct IdleTypingTests {
    @Test("typing restarts the idle count and makes the app one to send home")
    func typingRestartsTheCount() {
        var machine = IdleMachine(schedule: IdleSchedule(timeout: 5), start: 0)
        let typed = machine.typed(at: 3)
        #expect(typed.deliver && typed.actions.isEmpty)
        #expect(machine.nextDeadline == 8)
        #expect(machine.advance(to: 8) == [.resetHome])
    }

    @Test("a key in the attract loop or on a blank screen ends that stage and is still delivered")
    func typingWakes() {
        var machine = IdleMachine(schedule: IdleSchedule(timeout: 5, attractAfter: 10, blankAfter: 20), start: 0)
        _ = machine.advance(to: 15)
        #expect(machine.stage == .attract)
        let stop = machine.typed(at: 16)
        #expect(stop.deliver && stop.actions == [.stopAttract])
        #expect(machine.stage == .active)
        _ = machine.advance(to: 100)
        #expect(machine.stage == .blank)
        let wake = machine.typed(at: 101)
        #expect(wake.deliver && wake.actions == [.wake])
        #expect(!machine.isSwallowing)
    }
}
