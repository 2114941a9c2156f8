/// One pointer event from a browser (or any pointer-event source): a mouse,
/// a pen or one finger of a touch screen, already in screen points.
public struct PointerEvent: Hashable, Sendable {
    /// What the pointer did.
    public enum Kind: String, Hashable, Sendable {
        case down, move, up, cancel
    }

    public var kind: Kind
    /// The source's id for the pointer (a DOM `pointerId`): stable while it is down.
    public var pointer: Int
    public var position: Point
    /// Microseconds, on the clock the frames are stamped with.
    public var time: Int64
    /// Held at `down`: the pointer becomes two fingers mirrored about the
    /// assembler's `pinchCentre`, for a pinch or a rotation with a mouse.
    public var pinch: Bool

    public init(kind: Kind, pointer: Int, position: Point, time: Int64, pinch: Bool = false) {
        self.kind = kind
        self.pointer = pointer
        self.position = position
        self.time = time
        self.pinch = pinch
    }
}

/// Turns pointer events into touch frames with the same contract as the
/// `FrameAssembler`: each frame holds every contact still down plus those
/// that ended or were cancelled in it; a contact begins once and ends once;
/// contact ids are the assembler's own and never reused.
///
/// A mouse is one finger. A touch screen's pointers are one finger each, so
/// real multi-touch comes through as it is. A pointer that went down with
/// `pinch` is two fingers: the pointer and its mirror image about
/// `pinchCentre` (as the iOS Simulator's Option key does), so moving it
/// towards or away from the centre pinches and circling it rotates.
///
/// Pure: it never reads a clock; frames carry the events' times.
public struct PointerFrameAssembler: Sendable {
    /// The point a pinching pointer is mirrored about (the screen's centre).
    public var pinchCentre: Point
    private struct Down: Sendable {
        var contact: Int
        /// The mirrored finger of a pinching pointer.
        var mirror: Int?
    }
    private var down: [Int: Down] = [:]
    private var positions: [Int: Point] = [:]
    private var nextContact = 1

    public init(pinchCentre: Point) {
        self.pinchCentre = pinchCentre
    }

    /// Contacts down now.
    public var activeContacts: Int { positions.count }

    /// The frame `event` makes, or nil when it changes nothing (a move or an
    /// up of a pointer that is not down, a second down of one that is).
    public mutating func frame(for event: PointerEvent) -> TouchFrame? {
        var changes: [Int: ContactChange] = [:]
        switch event.kind {
        case .down:
            guard down[event.pointer] == nil else { return nil }
            var entry = Down(contact: takeContact())
            positions[entry.contact] = event.position
            changes[entry.contact] = .began
            if event.pinch {
                let mirror = takeContact()
                entry.mirror = mirror
                positions[mirror] = mirrored(event.position)
                changes[mirror] = .began
            }
            down[event.pointer] = entry
        case .move:
            guard let entry = down[event.pointer] else { return nil }
            guard positions[entry.contact] != event.position else { return nil }
            positions[entry.contact] = event.position
            changes[entry.contact] = .moved
            if let mirror = entry.mirror {
                positions[mirror] = mirrored(event.position)
                changes[mirror] = .moved
            }
        case .up, .cancel:
            guard let entry = down.removeValue(forKey: event.pointer) else { return nil }
            var end: ContactChange = event.kind == .up ? .ended : .cancelled
            if event.kind == .up, positions[entry.contact] != event.position {
                positions[entry.contact] = event.position
                end.insert(.moved)
                if let mirror = entry.mirror { positions[mirror] = mirrored(event.position) }
            }
            changes[entry.contact] = end
            if let mirror = entry.mirror { changes[mirror] = end }
        }
        return makeFrame(time: event.time, changes: changes)
    }

    /// One frame for the moves of several pointers read together (one loop
    /// turn's): each pointer's last position wins, stamped with the newest
    /// event's time. Nil when it changes nothing. Events other than moves
    /// are not taken: pass them to `frame(for:)`.
    public mutating func frame(moving events: [PointerEvent]) -> TouchFrame? {
        var changes: [Int: ContactChange] = [:]
        var time: Int64?
        for event in events where event.kind == .move {
            guard let entry = down[event.pointer], positions[entry.contact] != event.position else { continue }
            time = max(time ?? event.time, event.time)
            positions[entry.contact] = event.position
            changes[entry.contact] = .moved
            if let mirror = entry.mirror {
                positions[mirror] = mirrored(event.position)
                changes[mirror] = .moved
            }
        }
        guard let time else { return nil }
        return makeFrame(time: time, changes: changes)
    }

    /// Cancels every contact (the browser went away); nil when none is down.
    public mutating func cancelAll(time: Int64) -> TouchFrame? {
        guard !positions.isEmpty else { return nil }
        var changes: [Int: ContactChange] = [:]
        for id in positions.keys { changes[id] = .cancelled }
        down.removeAll()
        return makeFrame(time: time, changes: changes)
    }

    private mutating func takeContact() -> Int {
        defer { nextContact += 1 }
        return nextContact
    }

    private func mirrored(_ point: Point) -> Point {
        Point(x: 2 * pinchCentre.x - point.x, y: 2 * pinchCentre.y - point.y)
    }

    /// Every contact down plus the changed ones; ended contacts are forgotten after.
    private mutating func makeFrame(time: Int64, changes: [Int: ContactChange]) -> TouchFrame {
        let contacts = positions.keys.sorted().map { id in
            TouchContact(id: id, position: positions[id] ?? .zero, change: changes[id] ?? [])
        }
        for (id, change) in changes where change.contains(.ended) || change.contains(.cancelled) {
            positions[id] = nil
        }
        return TouchFrame(time: time, contacts: contacts)
    }
}
