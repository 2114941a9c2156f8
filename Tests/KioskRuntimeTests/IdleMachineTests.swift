import KioskConfig
import KioskRuntime
import Testing
import TouchModel

/// The idle state machine on its own: times in, actions and delivery out.
@Suite("Idle state machine")
struct IdleMachineTests {
    static func frame(_ id: Int, _ change: ContactChange, at time: Double) -> TouchFrame {
        TouchFrame(time: Int64(time * 1_000_000), contacts: [TouchContact(id: id, position: Point(x: 10, y: 10), change: change)])
    }

    /// A tap (down, up) at `time`: whether each frame was delivered.
    static func tap(_ machine: inout IdleMachine, id: Int, at time: Double) -> (delivered: [Bool], actions: [IdleAction]) {
        let down = machine.touch(frame(id, .began, at: time), at: time)
        let up = machine.touch(frame(id, .ended, at: time + 0.1), at: time + 0.1)
        return ([down.deliver, up.deliver], down.actions + up.actions)
    }

    @Test("after the timeout a touched app goes home; an untouched one is left as it is")
    func timeoutGoesHome() {
        var machine = IdleMachine(schedule: IdleSchedule(timeout: 5), start: 0)
        #expect(machine.nextDeadline == 5)
        #expect(machine.advance(to: 5) == [], "nothing touched since start: no reset")
        #expect(machine.stage == .home)
        #expect(Self.tap(&machine, id: 1, at: 10).delivered == [true, true])
        #expect(machine.stage == .active)
        #expect(machine.nextDeadline == 15.1)
        #expect(machine.advance(to: 15) == [])
        #expect(machine.advance(to: 15.1) == [.resetHome])
        #expect(machine.stage == .home)
        #expect(machine.nextDeadline == nil, "no later stage")
    }

    @Test("home, then the attract loop after a further delay, then blanking after longer")
    func stagesInOrder() {
        var machine = IdleMachine(schedule: IdleSchedule(timeout: 5, attractAfter: 10, blankAfter: 20), start: 0)
        _ = Self.tap(&machine, id: 1, at: 1)
        #expect(machine.advance(to: 6.1) == [.resetHome])
        #expect(machine.nextDeadline == 16.1)
        #expect(machine.advance(to: 16.1) == [.startAttract])
        #expect(machine.stage == .attract)
        #expect(machine.advance(to: 36) == [])
        #expect(machine.advance(to: 36.1) == [.stopAttract, .blank])
        #expect(machine.stage == .blank)
        #expect(machine.nextDeadline == nil)
    }

    @Test("a late advance goes through every stage due, in order")
    func lateAdvance() {
        var machine = IdleMachine(schedule: IdleSchedule(timeout: 1, attractAfter: 1, blankAfter: 1), start: 0)
        _ = Self.tap(&machine, id: 1, at: 0)
        #expect(machine.advance(to: 100) == [.resetHome, .startAttract, .stopAttract, .blank])
    }

    @Test("a stage set to 0 is skipped; the next counts from the one before")
    func skippedStages() {
        var machine = IdleMachine(schedule: IdleSchedule(blankAfter: 30), start: 0)
        _ = Self.tap(&machine, id: 1, at: 2)
        #expect(machine.nextDeadline == 32.1)
        #expect(machine.advance(to: 32.1) == [.resetHome, .blank], "blanking a touched app also takes it home")
    }

    @Test("any touch restarts the count, and none runs out while a finger is down")
    func touchRestartsTimer() {
        var machine = IdleMachine(schedule: IdleSchedule(timeout: 3), start: 0)
        _ = Self.tap(&machine, id: 1, at: 0)
        _ = Self.tap(&machine, id: 2, at: 2.5)
        #expect(machine.advance(to: 3.1) == [], "the second tap restarted the count")
        #expect(machine.nextDeadline == 5.6)
        // A finger held down: no deadline at all until it lifts.
        _ = machine.touch(Self.frame(3, .began, at: 4), at: 4)
        #expect(machine.nextDeadline == nil)
        #expect(machine.advance(to: 100) == [])
        #expect(machine.touch(Self.frame(3, .ended, at: 100), at: 100).deliver)
        #expect(machine.nextDeadline == 103)
    }

    @Test("the touch that wakes a blank screen is swallowed until every finger lifts")
    func wakeTouchSwallowed() {
        var machine = IdleMachine(schedule: IdleSchedule(timeout: 1, blankAfter: 1), start: 0)
        #expect(machine.advance(to: 2) == [.blank])
        let down = machine.touch(Self.frame(7, .began, at: 5), at: 5)
        #expect(!down.deliver && down.actions == [.wake])
        #expect(machine.stage == .active && machine.isSwallowing)
        // A second finger joins, the first lifts: still the same sequence.
        let second = TouchFrame(time: 5_200_000, contacts: [TouchContact(id: 7, position: Point(x: 10, y: 10), change: [.moved]),
                                                             TouchContact(id: 8, position: Point(x: 50, y: 10), change: [.began])])
        #expect(!machine.touch(second, at: 5.2).deliver)
        let firstUp = TouchFrame(time: 5_300_000, contacts: [TouchContact(id: 7, position: Point(x: 10, y: 10), change: [.ended]),
                                                              TouchContact(id: 8, position: Point(x: 50, y: 10))])
        #expect(!machine.touch(firstUp, at: 5.3).deliver)
        #expect(machine.isSwallowing)
        #expect(!machine.touch(Self.frame(8, .ended, at: 5.4), at: 5.4).deliver)
        #expect(!machine.isSwallowing)
        // The next touch is the user's.
        #expect(Self.tap(&machine, id: 9, at: 6).delivered == [true, true])
        #expect(machine.nextDeadline == 7.1)
    }

    @Test("a touch during the attract loop stops it and is swallowed too")
    func touchStopsAttract() {
        var machine = IdleMachine(schedule: IdleSchedule(timeout: 1, attractAfter: 1, blankAfter: 10), start: 0)
        _ = Self.tap(&machine, id: 1, at: 0)
        #expect(machine.advance(to: 2.1) == [.resetHome, .startAttract])
        let tap = Self.tap(&machine, id: 2, at: 3)
        #expect(tap.delivered == [false, false])
        #expect(tap.actions == [.stopAttract])
        #expect(machine.stage == .active)
        // Back at home, untouched: the next timeout resets nothing, the attract loop comes again.
        #expect(machine.advance(to: 4.1) == [])
        #expect(machine.advance(to: 5.1) == [.startAttract])
    }

    @Test("a wake tap shorter than one scan (down and up in one frame) leaves nothing to swallow")
    func instantWakeTap() {
        var machine = IdleMachine(schedule: IdleSchedule(blankAfter: 1), start: 0)
        _ = machine.advance(to: 1)
        let both = machine.touch(Self.frame(1, [.began, .ended], at: 2), at: 2)
        #expect(!both.deliver && both.actions == [.wake])
        #expect(!machine.isSwallowing)
        #expect(Self.tap(&machine, id: 2, at: 3).delivered == [true, true])
    }
}
