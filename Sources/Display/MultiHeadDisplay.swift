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
/// Everything a screen does — resume after a VT switch, hotplug, blanking — is done on every head.
public final class MultiHeadDisplay: DisplaySink {
    /// The heads, each wrapped to take the picture (turned, centred), first the one that sets the size.
    public let heads: [any DisplaySink]
    /// Per head, where the picture sits on it.
    public let placements: [HeadPlacement]
    private let power: HeadsPower?

    init(heads: [any DisplaySink], placements: [HeadPlacement]) {
        self.heads = heads
        self.placements = placements
        let switches = heads.compactMap(\.screenPower)
        power = switches.isEmpty ? nil : HeadsPower(switches)
    }

    public var width: Int { heads[0].width }
    public var height: Int { heads[0].height }

    /// Opens `path` through `opener` and a head per request that has a monitor.
    /// What cannot be shown is told to `problems`, naming its key
    /// (`displays[2].connector`) and what the card has; throws when no head can show.
    public static func open(path: String, requests: [DRMHeadRequest], opener: any DeviceOpener = DirectOpener.shared,
                            problems: (String) -> Void = { _ in }, notes: (String) -> Void = { _ in }) throws -> MultiHeadDisplay {
        let card = try DRMCard(path: path, opener: opener)
        guard let connectors = DRMProbe.connectors(fd: card.fd) else {
            throw DisplayError(device: path, "not a KMS device (drmModeGetResources failed)")
        }
        let listed = connectors.map(\.summary).joined(separator: ", ")
        var opened: [(display: DRMDisplay, request: DRMHeadRequest)] = []
        var busy = Set<UInt32>()
        var picture: (width: Int, height: Int)?
        for (index, head) in requests.enumerated() {
            let key = "displays[\(index + 1)]"
            guard let info = connectors.first(where: { $0.name == head.connector }) else {
                problems("\(key).connector: \(path) has no connector \"\(head.connector)\" (it has \(listed.isEmpty ? "none" : listed)): not shown")
                continue
            }
            guard info.connected, !info.modes.isEmpty else {
                problems("\(key).connector: \(head.connector) on \(path) has no monitor connected (\(listed)): not shown")
                continue
            }
            var request = DRMOutputRequest(connector: head.connector, mode: head.mode)
            if request.mode == nil, let picture {
                // A mirror takes the picture's size when its monitor has a mode of it.
                let wanted = head.rotation.swapsSides ? (picture.height, picture.width) : (picture.width, picture.height)
                // (The mode is the panel's: a plane that turns it draws at the turned size, as the software turn does.)
                request.mode = info.modes.first { $0.width == wanted.0 && $0.height == wanted.1 }
                    .map { DRMModeName(width: $0.width, height: $0.height, refresh: nil) }
            }
            do {
                let display = try DRMDisplay(card: card, request: request, busyCRTCs: busy, rotation: head.rotation)
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
        var heads: [any DisplaySink] = []
        var placements: [HeadPlacement] = []
        for (display, head) in opened {
            let panel = display.panelSize
            let turned = head.rotation.swapsSides ? (panel.height, panel.width) : (panel.width, panel.height)
            heads.append(RotatedDisplay.turning(display, by: head.rotation, turnedByPanel: display.planeRotation, picture: picture))
            placements.append(HeadPlacement(connector: display.connectorName, rotation: head.rotation, turned: turned, picture: picture,
                                            offset: ((turned.0 - picture.width) / 2, (turned.1 - picture.height) / 2)))
        }
        return MultiHeadDisplay(heads: heads, placements: placements)
    }

    public func present(_ image: FrameImage, damage: [PixelRect], time: Double) throws {
        for head in heads { try head.present(image, damage: damage, time: time) }
    }

    /// Every head takes its CRTC back; the first error is thrown once all were tried.
    public func resume() throws { try eachHead { try $0.resume() } }

    public func connectorsChanged() throws -> [String] {
        var lines: [String] = []
        try eachHead { lines += try $0.connectorsChanged() }
        return lines
    }

    public var screenPower: (any ScreenPower)? { power }

    public func close() throws { try eachHead { try $0.close() } }

    private func eachHead(_ body: (any DisplaySink) throws -> Void) throws {
        var failure: Error?
        for head in heads {
            do { try body(head) } catch { failure = failure ?? error }
        }
        if let failure { throw failure }
    }
}

/// Every head's screen switched off and on together.
final class HeadsPower: ScreenPower {
    private let switches: [any ScreenPower]

    init(_ switches: [any ScreenPower]) { self.switches = switches }

    func setScreen(on: Bool) throws {
        var failure: Error?
        for power in switches {
            do { try power.setScreen(on: on) } catch { failure = failure ?? error }
        }
        if let failure { throw failure }
    }

    var powerMethod: String { switches.map(\.powerMethod).joined(separator: ", ") }
}
