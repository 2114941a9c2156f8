import Foundation
import Testing
import TouchDevices
import TouchModel

/// Helpers for the tests that need a real kernel (`tools/vmtest` runs them;
/// on a machine without a writable `/dev/uinput` they are skipped).
enum Guest {
    static var uinputWritable: Bool { access("/dev/uinput", W_OK) == 0 }
    static let skipMessage: Comment = "needs a writable /dev/uinput: runs in the VM (tools/vmtest)"

    /// Waits until udev has processed `node` (libinput and the hotplug monitor need its database entry).
    static func waitForUdev(_ node: String, timeout: Double = 10) throws {
        var st = stat()
        guard stat(node, &st) == 0 else { throw DeviceError(node: node, "no such node") }
        let major = (st.st_rdev >> 8) & 0xfff, minor = (st.st_rdev & 0xff) | ((st.st_rdev >> 12) & 0xfff00)
        let entry = "/run/udev/data/c\(major):\(minor)"
        let end = MonotonicClock.now() + Int64(timeout * 1e6)
        while access(entry, F_OK) != 0 {
            guard MonotonicClock.now() < end else { throw DeviceError(node: node, "udev did not process it within \(timeout) s") }
            usleep(20_000)
        }
    }

    /// Plays `events` into `device` at their recorded spacing, letting `input`
    /// handle what arrived after every `SYN_REPORT`, then for `settle` seconds more.
    /// Returns the replay's jitter: how late, at worst, an event was written (seconds).
    @discardableResult
    static func replay(_ events: [InputEvent], into device: UInputDevice, reading input: LiveInput,
                       settle: Double = 0.3, _ handle: (InputUpdate) -> Void) throws -> Double {
        guard let first = events.first?.time else { return 0 }
        let start = MonotonicClock.now()
        var late: Int64 = 0
        for event in events {
            let due = start + (event.time - first)
            UInputPlayer.sleep(until: due)
            late = max(late, MonotonicClock.now() - due)
            try device.write(event)
            if event.isSynReport { _ = try input.wait(until: 0, handle) }
        }
        try drain(input, for: settle, handle)
        return Double(late) / 1e6
    }

    /// Handles input for `seconds`.
    static func drain(_ input: LiveInput, for seconds: Double, _ handle: (InputUpdate) -> Void) throws {
        let end = MonotonicClock.now() + Int64(seconds * 1e6)
        while MonotonicClock.now() < end { _ = try input.wait(until: end, handle) }
    }

    /// Handles input until `condition` holds or `timeout` passes; whether it held.
    static func wait(_ input: LiveInput, timeout: Double, until condition: () -> Bool,
                     _ handle: (InputUpdate) -> Void) throws -> Bool {
        let end = MonotonicClock.now() + Int64(timeout * 1e6)
        while !condition() {
            guard MonotonicClock.now() < end else { return false }
            _ = try input.wait(until: min(end, MonotonicClock.now() + 50_000), handle)
        }
        return true
    }

    /// The frames a trace's events assemble into, read directly.
    static func frames(of events: [InputEvent], device: DeviceDescription) -> [TouchFrame] {
        let assembler = FrameAssembler(device: device)
        return events.compactMap { assembler.feed($0) }
    }

    /// Checks two frame streams match: same contacts (ids, changes, positions
    /// within `tolerance` units) in the same order, times since the first
    /// frame within `jitter` seconds.
    static func expectSameFrames(_ actual: [TouchFrame], _ expected: [TouchFrame], tolerance: Double = 0.01,
                                 jitter: Double = 0.05, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual.count == expected.count, "\(label): \(actual.count) frames, expected \(expected.count)", sourceLocation: sourceLocation)
        guard let a0 = actual.first?.time, let e0 = expected.first?.time else { return }
        for (index, (a, e)) in zip(actual, expected).enumerated() {
            let same = a.contacts.count == e.contacts.count && zip(a.contacts, e.contacts).allSatisfy { ca, ce in
                ca.id == ce.id && ca.change == ce.change
                    && abs(ca.position.x - ce.position.x) <= tolerance && abs(ca.position.y - ce.position.y) <= tolerance
            }
            #expect(same, "\(label): frame \(index) differs: \(describe(a)) vs expected \(describe(e))", sourceLocation: sourceLocation)
            let dt = abs(a.seconds(since: a0) - e.seconds(since: e0))
            #expect(dt <= jitter, "\(label): frame \(index) is \(dt) s off", sourceLocation: sourceLocation)
            if !same { return }
        }
    }

    static func describe(_ frame: TouchFrame) -> String {
        frame.contacts.map { "#\($0.id)(\($0.position.x),\($0.position.y))\($0.change.rawValue)" }.joined(separator: " ")
    }
}

/// Owns values the test moves into a closure it runs synchronously.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
