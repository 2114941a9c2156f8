#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TouchModel

/// Follows the frames of one `FrameAssembler` and stops the run
/// (`fuzzFailure`) when they break the assembler's promises:
///
/// - a contact's first frame flags it `began`, and no later one does;
/// - a contact ends or is cancelled once, and its id never shows again;
/// - every frame lists every contact still down, in ascending id order, once;
/// - `activeContacts` after a `SYN_REPORT` are the contacts still down;
/// - never more contacts down than the device has slots (one for single touch);
/// - `cancelAll` cancels every contact still down and nothing else.
///
/// With `TOUCHDECK_FUZZ_VERBOSE` set it prints the device, every event and
/// every frame, to read what a crashing input does.
public struct ContactLedger {
    private static let verbose = getenv("TOUCHDECK_FUZZ_VERBOSE") != nil

    private let assembler: FrameAssembler
    private let capacity: Int?
    /// Contacts down, by id.
    private var live = Set<Int>()
    /// Contacts that ended or were cancelled.
    private var gone = Set<Int>()

    /// A ledger for `assembler`'s frames.
    public init(_ assembler: FrameAssembler) {
        self.assembler = assembler
        switch assembler.device.touchProtocol {
        case .b: capacity = max(1, assembler.device.slotCount)
        case .single, .none: capacity = 1
        case .a: capacity = nil
        }
        if Self.verbose {
            let device = assembler.device
            fuzzLog("device \(device.name): protocol \(device.touchProtocol), \(device.slotCount) slots, axes \(device.absInfo.keys.sorted())")
        }
    }

    /// Feeds `event` to the assembler and checks the frame it returns, if any.
    public mutating func feed(_ event: InputEvent) {
        let frame = assembler.feed(event)
        if Self.verbose { fuzzLog("  \(event)") }
        if let frame { check(frame, after: event.description) }
        if event.isSynReport { checkActiveContacts(after: event.description) }
    }

    /// Cancels every contact and checks that exactly those still down were cancelled.
    public mutating func cancelAll(time: Int64) {
        let before = live
        let frame = assembler.cancelAll(time: time)
        if Self.verbose { fuzzLog("  cancelAll") }
        if let frame {
            fuzzCheck(frame.contacts.allSatisfy { $0.change == .cancelled },
                      "cancelAll reported a change other than cancelled: \(frame.contacts)")
            check(frame, after: "cancelAll")
        }
        fuzzCheck(live.isEmpty, "cancelAll left contacts \(live.sorted()) of \(before.sorted()) neither ended nor cancelled")
        fuzzCheck(assembler.activeContacts.isEmpty, "cancelAll left active contacts \(assembler.activeContacts)")
    }

    private mutating func check(_ frame: TouchFrame, after cause: @autoclosure () -> String) {
        if Self.verbose {
            fuzzLog("frame at \(frame.time): " + frame.contacts.map { "\($0.id) \(describe($0.change)) at \($0.position.x),\($0.position.y)" }
                .joined(separator: "; "))
        }
        let ids = frame.contacts.map(\.id)
        fuzzCheck(zip(ids, ids.dropFirst()).allSatisfy { $0 < $1 }, "frame after \(cause()): ids not strictly ascending: \(ids)")
        for contact in frame.contacts {
            let change = contact.change
            fuzzCheck(contact.id > 0, "frame after \(cause()): contact id \(contact.id) is not positive")
            fuzzCheck(!gone.contains(contact.id), "frame after \(cause()): contact \(contact.id) reported after it ended: \(contact)")
            fuzzCheck(!(change.contains(.ended) && change.contains(.cancelled)),
                      "frame after \(cause()): contact \(contact.id) both ended and cancelled")
            if live.contains(contact.id) {
                fuzzCheck(!change.contains(.began), "frame after \(cause()): contact \(contact.id) began twice")
            } else {
                fuzzCheck(change.contains(.began), "frame after \(cause()): contact \(contact.id) first reported without `began`: \(contact)")
            }
            if contact.isActive {
                live.insert(contact.id)
            } else {
                live.remove(contact.id)
                gone.insert(contact.id)
            }
        }
        let listed = Set(frame.active.map(\.id))
        fuzzCheck(listed == live, "frame after \(cause()) lists \(listed.sorted()) but contacts \(live.sorted()) are down")
        if let capacity {
            fuzzCheck(live.count <= capacity, "frame after \(cause()): \(live.count) contacts down on a device with \(capacity) slot(s)")
        }
    }

    private func checkActiveContacts(after cause: @autoclosure () -> String) {
        let active = assembler.activeContacts.map(\.id)
        fuzzCheck(Set(active) == live && active.count == live.count,
                  "after \(cause()) activeContacts are \(active) but contacts \(live.sorted()) are down")
    }
}

/// `began+ended`, `moved`, `-` for a contact that stayed put.
private func describe(_ change: ContactChange) -> String {
    let names: [(ContactChange, String)] = [(.began, "began"), (.moved, "moved"), (.ended, "ended"), (.cancelled, "cancelled")]
    let found = names.filter { change.contains($0.0) }.map(\.1)
    return found.isEmpty ? "-" : found.joined(separator: "+")
}
