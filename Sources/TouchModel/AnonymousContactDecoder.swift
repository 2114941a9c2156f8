/// Multitouch protocol A: each frame lists every contact anonymously, one
/// group per `SYN_MT_REPORT`. Stable ids come from the device's tracking ids
/// when it sends them, otherwise from nearest-neighbour matching against the
/// previous frame (the closest pairs first). A palm (`MT_TOOL_PALM`) is
/// cancelled, or never reported when it lands as one, and stays hidden until
/// it lifts.
final class AnonymousContactDecoder: ContactDecoder {
    private struct Group {
        var x: Int32?, y: Int32?
        var pressure: Int32?, major: Int32?, minor: Int32?
        var trackingID: Int32?
        var tool: Int32 = MTToolType.finger
        var isEmpty: Bool { x == nil && y == nil && trackingID == nil }
    }

    private var group = Group()
    private var reported: [Group] = []
    private var sawReport = false
    private var touchReleased = false
    private var contacts: [(contact: TouchContact, trackingID: Int32?)] = []
    private var lastX: Int32 = 0, lastY: Int32 = 0

    init(device: DeviceDescription) {}

    func apply(_ event: InputEvent) -> Bool {
        switch event.type {
        case EventType.abs:
            switch event.code {
            case AbsCode.mtPositionX: group.x = event.value
            case AbsCode.mtPositionY: group.y = event.value
            case AbsCode.mtPressure: group.pressure = event.value
            case AbsCode.mtTouchMajor: group.major = event.value
            case AbsCode.mtTouchMinor: group.minor = event.value
            case AbsCode.mtTrackingID: group.trackingID = event.value
            case AbsCode.mtToolType: group.tool = event.value
            default: break
            }
        case EventType.key where event.code == KeyCode.btnTouch:
            touchReleased = event.value == 0
        default: break
        }
        return true
    }

    func contactSeparator() {
        sawReport = true
        guard !group.isEmpty else { return }
        // Protocol A resends every axis per contact; a missing one keeps the last value seen.
        if let x = group.x { lastX = x } else { group.x = lastX }
        if let y = group.y { lastY = y } else { group.y = lastY }
        reported.append(group)
        group = Group()
    }

    func commit(time: Int64, ids: inout ContactIDSource) -> TouchFrame? {
        defer {
            reported.removeAll(keepingCapacity: true)
            group = Group()
            sawReport = false
            touchReleased = false
        }
        // A frame with no MT data says nothing about contacts unless the touch button went up.
        guard sawReport || touchReleased else { return nil }
        if !sawReport { reported.removeAll() }
        let points = reported.filter { ($0.trackingID ?? 0) >= 0 }
        let matches = match(points)
        var out: [TouchContact] = []
        var next: [(contact: TouchContact, trackingID: Int32?)] = []
        for (index, old) in contacts.enumerated() {
            guard let pointIndex = matches.pointForContact[index] else {
                var ended = old.contact
                ended.change = old.contact.tool == .palm ? .cancelled : .ended
                if old.contact.tool != .palm { out.append(ended) }
                continue
            }
            var moved = old.contact
            let point = points[pointIndex]
            let position = Point(x: Double(point.x ?? 0), y: Double(point.y ?? 0))
            moved.change = position == moved.position ? [] : .moved
            update(&moved, from: point, position: position)
            // A palm stays hidden until it lifts, even if the device later
            // calls it a finger: it was cancelled, or never reported at all.
            if point.tool == MTToolType.palm || old.contact.tool == .palm {
                if old.contact.tool != .palm {
                    moved.change = .cancelled
                    out.append(moved)
                }
                moved.tool = .palm
                next.append((moved, point.trackingID))
                continue
            }
            out.append(moved)
            next.append((moved, point.trackingID))
        }
        for pointIndex in points.indices where !matches.matchedPoints.contains(pointIndex) {
            let point = points[pointIndex]
            var contact = TouchContact(id: ids.take(), position: Point(x: Double(point.x ?? 0), y: Double(point.y ?? 0)), change: .began)
            update(&contact, from: point, position: contact.position)
            if point.tool != MTToolType.palm { out.append(contact) }
            next.append((contact, point.trackingID))
        }
        contacts = next.map { entry in
            var stored = entry.contact
            stored.change = []
            return (stored, entry.trackingID)
        }
        return makeFrame(time: time, out.filter { $0.tool != .palm || $0.change == .cancelled })
    }

    private func update(_ contact: inout TouchContact, from point: Group, position: Point) {
        contact.position = position
        contact.pressure = point.pressure
        contact.touchMajor = point.major
        contact.touchMinor = point.minor
        contact.tool = ToolType(rawValue: point.tool) ?? .unknown
    }

    /// Pairs previous contacts with this frame's points: by tracking id where
    /// both have one, then closest pairs first.
    private func match(_ points: [Group]) -> (pointForContact: [Int: Int], matchedPoints: Set<Int>) {
        var pointForContact: [Int: Int] = [:]
        var matchedPoints = Set<Int>()
        for (contactIndex, entry) in contacts.enumerated() {
            guard let id = entry.trackingID,
                  let pointIndex = points.indices.first(where: { points[$0].trackingID == id && !matchedPoints.contains($0) })
            else { continue }
            pointForContact[contactIndex] = pointIndex
            matchedPoints.insert(pointIndex)
        }
        var pairs: [(distance: Double, contact: Int, point: Int)] = []
        for (contactIndex, entry) in contacts.enumerated() where pointForContact[contactIndex] == nil && entry.trackingID == nil {
            for pointIndex in points.indices where !matchedPoints.contains(pointIndex) && points[pointIndex].trackingID == nil {
                let point = Point(x: Double(points[pointIndex].x ?? 0), y: Double(points[pointIndex].y ?? 0))
                pairs.append((entry.contact.position.distance(to: point), contactIndex, pointIndex))
            }
        }
        pairs.sort { ($0.distance, $0.contact, $0.point) < ($1.distance, $1.contact, $1.point) }
        for pair in pairs where pointForContact[pair.contact] == nil && !matchedPoints.contains(pair.point) {
            pointForContact[pair.contact] = pair.point
            matchedPoints.insert(pair.point)
        }
        return (pointForContact, matchedPoints)
    }

    func discardPending() {
        // A partial contact list would end every contact missing from it:
        // forget it, so the frame that closes the drop changes nothing.
        reported.removeAll(keepingCapacity: true)
        group = Group()
        sawReport = false
        touchReleased = false
    }

    func cancelAll(time: Int64) -> TouchFrame? {
        let out = contacts.filter { $0.contact.tool != .palm }.map { entry in
            var contact = entry.contact
            contact.change = .cancelled
            return contact
        }
        contacts.removeAll()
        discardPending()
        return makeFrame(time: time, out)
    }

    var activeContacts: [TouchContact] { contacts.map(\.contact).filter { $0.tool != .palm } }
}
