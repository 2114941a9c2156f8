import Geometry
import Seat

/// One screen of a `displays:` list, as the display layer takes it (the config's entry itself).
public typealias DRMHeadRequest = DisplayEntry

/// Where the kiosk's picture sits on one head: what maps a touch on that
/// head's panel onto the picture.
public struct HeadPlacement: Sendable, Equatable {
    public var connector: String
    public var rotation: DisplayRotation
    /// The panel's size turned by `rotation`.
    public var turned: (width: Int, height: Int)
    /// The picture's size (the kiosk's screen).
    public var picture: (width: Int, height: Int)
    /// Where the picture's origin lies on the turned panel (negative: cut off).
    public var offset: (x: Int, y: Int)

    public init(connector: String, rotation: DisplayRotation, turned: (width: Int, height: Int), picture: (width: Int, height: Int),
                offset: (x: Int, y: Int)) {
        self.connector = connector
        self.rotation = rotation
        self.turned = turned
        self.picture = picture
        self.offset = offset
    }

    public static func == (a: HeadPlacement, b: HeadPlacement) -> Bool {
        a.connector == b.connector && a.rotation == b.rotation && a.turned == b.turned && a.picture == b.picture && a.offset == b.offset
    }
}

/// Several connectors of one card showing the kiosk at once (the config's
/// `displays:` list), on one open card (one DRM master) and a CRTC each: the
/// first head that can show sets the picture's size; the others mirror it,
/// each turned by its own rotation and centred (a mirror asked for no mode
/// gets the monitor's mode of the picture's size when it lists one).
/// A listed head with no monitor yet waits: when udev announces a change on
/// the card (`connectorsChanged`) and its monitor is there, it is opened and
/// shows the picture from then on; `placements` then lists it.
/// Everything a screen does — resume after a VT switch, hotplug, blanking — is done on every head.
public final class MultiHeadDisplay: DisplaySink, ScreenPower {
    /// The heads, each wrapped to take the picture (turned, centred), first the one that sets the size.
    public private(set) var heads: [any DisplaySink]
    /// Per head, where the picture sits on it.
    public private(set) var placements: [HeadPlacement]
    /// The open card the heads share; nil for heads given by a caller (tests).
    private let card: DRMCard?
    /// Listed heads not shown yet (no monitor at start), with their place in the list.
    private var pending: [(index: Int, request: DRMHeadRequest)]
    /// The CRTCs the heads drive.
    private var busy: Set<UInt32>
    /// The picture's size: the first shown head's turned mode.
    public let picture: (width: Int, height: Int)

    init(heads: [any DisplaySink], placements: [HeadPlacement], card: DRMCard? = nil,
         pending: [(index: Int, request: DRMHeadRequest)] = [], busy: Set<UInt32> = []) {
        self.heads = heads
        self.placements = placements
        self.card = card
        self.pending = pending
        self.busy = busy
        picture = placements.first?.picture ?? (heads.first?.width ?? 0, heads.first?.height ?? 0)
    }

    public var width: Int { picture.width }
    public var height: Int { picture.height }

    /// The listed connectors waiting for a monitor.
    public var waiting: [String] { pending.map(\.request.connector) }

    /// Opens `path` through `opener` and a head per request that has a monitor.
    /// What cannot be shown is told to `problems`, naming its key
    /// (`displays[2].connector`) and what the card has; a listed connector
    /// with no monitor waits for one (see `connectorsChanged`). Throws when no head can show.
    public static func open(path: String, requests: [DRMHeadRequest], opener: any DeviceOpener = DirectOpener.shared,
                            problems: (String) -> Void = { _ in }, notes: (String) -> Void = { _ in }) throws -> MultiHeadDisplay {
        let card = try DRMCard(path: path, opener: opener)
        guard let connectors = DRMProbe.connectors(fd: card.fd) else {
            throw DisplayError(device: path, "not a KMS device (drmModeGetResources failed)")
        }
        let listed = connectors.map(\.summary).joined(separator: ", ")
        var opened: [(display: DRMDisplay, request: DRMHeadRequest)] = []
        var pending: [(index: Int, request: DRMHeadRequest)] = []
        var busy = Set<UInt32>()
        var picture: (width: Int, height: Int)?
        for (index, head) in requests.enumerated() {
            let key = "displays[\(index + 1)]"
            guard let info = connectors.first(where: { $0.name == head.connector }) else {
                problems("\(key).connector: \(path) has no connector \"\(head.connector)\" (it has \(listed.isEmpty ? "none" : listed)): not shown")
                continue
            }
            guard info.connected, !info.modes.isEmpty else {
                problems("\(key).connector: \(head.connector) on \(path) has no monitor connected (\(listed)): shown when one is plugged in")
                pending.append((index, head))
                continue
            }
            do {
                let display = try openHead(card: card, info: info, head: head, picture: picture, busy: busy)
                for line in display.problems { problems(key + line.dropFirst("display".count)) }
                if let note = display.rotationNote { notes(key + note.dropFirst("display".count)) }
                busy.insert(display.crtcID)
                opened.append((display, head))
                if picture == nil {
                    picture = head.rotation.swapsSides ? (display.panelSize.height, display.panelSize.width) : display.panelSize
                }
            } catch {
                problems("\(key): \(head.connector) cannot show: \(error)")
            }
        }
        guard let picture, !opened.isEmpty else {
            throw DisplayError(device: path, "none of the displays: list's connectors can show (\(listed.isEmpty ? "no connectors" : listed))")
        }
        let placed = opened.map { place($0.display, rotation: $0.request.rotation, picture: picture) }
        return MultiHeadDisplay(heads: placed.map(\.sink), placements: placed.map(\.placement), card: card, pending: pending, busy: busy)
    }

    /// A DRM head on `card` for `head`, a mirror of `picture` when there is one already.
    private static func openHead(card: DRMCard, info: DRMConnectorInfo, head: DRMHeadRequest, picture: (width: Int, height: Int)?,
                                 busy: Set<UInt32>) throws -> DRMDisplay {
        var request = DRMOutputRequest(connector: head.connector, mode: head.mode)
        if request.mode == nil, let picture {
            // A mirror takes the picture's size when its monitor has a mode of it.
            let wanted = head.rotation.swapsSides ? (picture.height, picture.width) : (picture.width, picture.height)
            request.mode = info.modes.first { $0.width == wanted.0 && $0.height == wanted.1 }
                .map { DRMModeName(width: $0.width, height: $0.height, refresh: nil) }
        }
        return try DRMDisplay(card: card, request: request, busyCRTCs: busy, rotation: head.rotation)
    }

    /// `display` wrapped to show `picture` turned by `rotation` and centred, and where the picture lies on it.
    static func place(_ display: any DisplaySink, connector: String? = nil, rotation: DisplayRotation,
                      picture: (width: Int, height: Int)) -> (sink: any DisplaySink, placement: HeadPlacement) {
        let turned = turnedPanel(display, rotation: rotation)
        let sink = RotatedDisplay.turning(display, by: rotation, turnedByPanel: (display as? DRMDisplay)?.planeRotation ?? .none,
                                          picture: picture)
        let name = connector ?? (display as? DRMDisplay)?.connectorName ?? ""
        return (sink, HeadPlacement(connector: name, rotation: rotation, turned: turned, picture: picture,
                                    offset: ((turned.0 - picture.width) / 2, (turned.1 - picture.height) / 2)))
    }

    /// The size of `display`'s panel turned by `rotation` (a DRM head whose KMS
    /// plane turns the picture draws at that size already: its panel's is the mode's).
    private static func turnedPanel(_ display: any DisplaySink, rotation: DisplayRotation) -> (Int, Int) {
        let panel: (width: Int, height: Int) = (display as? DRMDisplay)?.panelSize ?? (display.width, display.height)
        return rotation.swapsSides ? (panel.height, panel.width) : (panel.width, panel.height)
    }

    public func present(_ image: FrameImage, damage: [PixelRect], time: Double) throws {
        for head in heads { try head.present(image, damage: damage, time: time) }
    }

    /// Every head takes its CRTC back; the first error is thrown once all were tried.
    public func resume() throws { try eachHead { try $0.resume() } }

    /// Every shown head probes its connector again (see `DRMDisplay.connectorsChanged`),
    /// then each listed head still waiting is opened if its monitor is there now:
    /// it shows from the next frame (the caller presents the whole picture when
    /// `placements` grew) and its touches are placed by its new entry in `placements`.
    /// A head whose monitor was replaced by one of another size keeps the
    /// picture's size, centred on its new mode (its placement follows).
    public func connectorsChanged() throws -> [String] {
        var lines: [String] = []
        var failure: Error?
        for index in heads.indices {
            do { lines += try heads[index].connectorsChanged() } catch { failure = failure ?? error }
            let panel = (heads[index] as? RotatedDisplay)?.panel ?? heads[index]
            let rotation = placements[index].rotation
            let turned = Self.turnedPanel(panel, rotation: rotation)
            guard turned != placements[index].turned else { continue }
            if !(heads[index] is RotatedDisplay) {
                heads[index] = RotatedDisplay.turning(panel, by: rotation, turnedByPanel: (panel as? DRMDisplay)?.planeRotation ?? .none,
                                                      picture: picture)
            }
            placements[index].turned = turned
            placements[index].offset = ((turned.0 - picture.width) / 2, (turned.1 - picture.height) / 2)
        }
        guard !pending.isEmpty, let card, let connectors = DRMProbe.connectors(fd: card.fd) else {
            if let failure { throw failure }
            return lines
        }
        pending = pending.filter { index, head in
            guard let info = connectors.first(where: { $0.name == head.connector }), info.connected, !info.modes.isEmpty else { return true }
            let key = "displays[\(index + 1)]"
            do {
                let display = try Self.openHead(card: card, info: info, head: head, picture: picture, busy: busy)
                lines += display.problems.map { key + $0.dropFirst("display".count) }
                busy.insert(display.crtcID)
                let placed = Self.place(display, rotation: head.rotation, picture: picture)
                heads.append(placed.sink)
                placements.append(placed.placement)
                lines.append("\(key): \(head.connector) on \(card.path): monitor connected, mode \(display.width)x\(display.height) set, showing the kiosk")
                return false
            } catch {
                failure = failure ?? DisplayError(device: card.path, "\(key): a monitor is on \(head.connector) but it cannot show: \(error)")
                return true
            }
        }
        if let failure { throw failure }
        return lines
    }

    /// Switched off and on through every head that can be (asked each time: a head plugged in later is one of them).
    public var screenPower: (any ScreenPower)? { heads.contains { $0.screenPower != nil } ? self : nil }

    /// Every head's screen switched off or on; the first error is thrown once all were tried.
    public func setScreen(on: Bool) throws {
        try eachHead { try $0.screenPower?.setScreen(on: on) }
    }

    public var powerMethod: String { heads.compactMap(\.screenPower?.powerMethod).joined(separator: ", ") }

    public func close() throws { try eachHead { try $0.close() } }

    private func eachHead(_ body: (any DisplaySink) throws -> Void) throws {
        var failure: Error?
        for head in heads {
            do { try body(head) } catch { failure = failure ?? error }
        }
        if let failure { throw failure }
    }
}
