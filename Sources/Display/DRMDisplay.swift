import Geometry
import CDRM
import Glibc
import Seat

/// DRM/KMS output through dumb buffers (`/dev/dri/card0`): the connector and
/// mode `display.connector` and `display.mode` ask for, else the first
/// connected connector in the kernel command line's mode (`video=800x480`),
/// else its preferred one, on a CRTC that can drive it, two buffers, a page
/// flip per frame (waiting for its event), and the previous CRTC restored on
/// close. A monitor unplugged and plugged in again gets the mode set again;
/// one of another size changes the display's size (`connectorsChanged`, on
/// udev's `drm` change events).
/// Opened through a seat manager (`SeatSession`), it is paused while another VT
/// is in front (the manager takes DRM master away) and `resume()` takes the screen back.
///
/// Asked for a `rotation`, it has the primary plane turn the picture when the
/// driver offers that turn (its "rotation" property, see `PlaneRotation`):
/// the frames are then drawn at the turned size (`planeRotation`), and
/// nothing need turn them in software; else `planeRotation` is `.none` and
/// the caller wraps it in a `RotatedDisplay`.
public final class DRMDisplay: ScreenSink {
    private struct Buffer {
        var handle: UInt32 = 0
        var framebuffer: UInt32 = 0
        var pitch: Int = 0
        var size: Int = 0
        var pixels: UnsafeMutableRawPointer?
        /// What changed since this buffer was last shown, to bring it up to date.
        var stale = PixelRect(x: 0, y: 0, width: 0, height: 0)
    }

    public let path: String
    /// The size frames are drawn at: the mode's, turned when the plane turns it.
    public private(set) var width: Int
    public private(set) var height: Int
    /// The mode's size (the panel's): a monitor of another size plugged in
    /// instead changes it (`connectorsChanged`).
    private(set) var panelSize: (width: Int, height: Int)
    /// How far the primary plane turns the picture (`.none`: not turned by KMS).
    public private(set) var planeRotation: DisplayRotation = .none
    /// How `display.rotation` is shown, for the log ("turned by the KMS plane…", "turned in software…"); nil unturned.
    public private(set) var rotationNote: String?
    /// The plane's turn, undone on close and set again on resume.
    private var planeTurn: PlaneTurn?
    /// The connector's name, e.g. `Virtual-1`.
    public let connectorName: String
    let fd: Int32
    /// The open card, shared with the other heads of a `displays:` list (one
    /// DRM master for all: the kernel allows one per card); nil once closed.
    private var card: DRMCard?
    let crtcID: UInt32
    var connectorID: UInt32
    var mode: drmModeModeInfo
    /// What of the request could not be met, one line each naming its key (logged as errors by the caller).
    public let problems: [String]
    /// Whether the connector has no monitor (unplugged since): frames are kept, not shown.
    var unplugged = false
    /// The monitor's modes when the mode was last set: a different list is a different monitor.
    var shownModes: [DRMModeName] = []
    private var saved: UnsafeMutablePointer<drmModeCrtc>?
    private var buffers: [Buffer] = [Buffer(), Buffer()]
    var front = 0
    var pageFlipWorks = true
    /// Set by the page-flip event handler, which gets it as the flip's user data.
    private let flipDone = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
    private var closed = false

    /// Opens `path` through `opener` (directly by default) and shows a black
    /// frame on the connector and in the mode `request` asks for (see
    /// `DRMOutputSelection`); what of the request could not be met is in `problems`.
    public convenience init(path: String = "/dev/dri/card0", opener: any DeviceOpener = DirectOpener.shared,
                            request: DRMOutputRequest = DRMOutputRequest(), rotation: DisplayRotation = .none) throws {
        try self.init(card: DRMCard(path: path, opener: opener), request: request, rotation: rotation)
    }

    /// A head on `card`, opened already (several heads share one). `busyCRTCs`:
    /// those other heads drive, not taken for this one. `rotation`: turned by
    /// the primary plane when the driver can (see `planeRotation`).
    public init(card: DRMCard, request: DRMOutputRequest, busyCRTCs: Set<UInt32> = [], rotation: DisplayRotation = .none) throws {
        let path = card.path, fd = card.fd
        self.path = path
        guard let resources = drmModeGetResources(fd) else {
            throw DisplayError(device: path, "not a KMS device (drmModeGetResources failed)")
        }
        defer { drmModeFreeResources(resources) }
        let connectors = DRMProbe.connectors(fd: fd) ?? []
        guard let selection = DRMOutputSelection.choose(connectors, card: path, request: request),
              let chosen = Self.output(fd: fd, resources: resources.pointee, connector: connectors[selection.connector], mode: selection.mode,
                                       busy: busyCRTCs)
        else {
            let listed = connectors.map(\.summary).joined(separator: ", ")
            throw DisplayError(device: path, "no connected connector with a mode and a free CRTC (\(listed.isEmpty ? "no connectors" : listed))")
        }
        self.fd = fd
        self.card = card
        problems = selection.problems
        connectorID = chosen.connector
        mode = chosen.mode
        crtcID = chosen.crtc
        connectorName = connectors[selection.connector].name
        shownModes = connectors[selection.connector].modes
        panelSize = (Int(chosen.mode.hdisplay), Int(chosen.mode.vdisplay))
        width = panelSize.width
        height = panelSize.height
        saved = drmModeGetCrtc(fd, crtcID)
        do {
            if rotation != .none { try turnByPlane(rotation, crtcIndex: Self.index(of: crtcID, in: resources.pointee)) }
            if planeTurn == nil {
                for index in buffers.indices { buffers[index] = try makeBuffer() }
                try setCRTC(to: 0, failure: "cannot set mode \(width)×\(height) on CRTC \(crtcID)")
            }
        } catch {
            releaseBuffers()
            if let saved { drmModeFreeCrtc(saved) }
            // deinit closes what is left (the card, if no other head holds it): nothing to restore.
            saved = nil
            throw error
        }
    }

    /// The kernel's mode `index` of `connector` and a CRTC that can drive it; nil without one.
    static func output(fd: Int32, resources: drmModeRes, connector info: DRMConnectorInfo, mode index: Int, busy: Set<UInt32> = [])
        -> (connector: UInt32, mode: drmModeModeInfo, crtc: UInt32)? {
        guard let connector = drmModeGetConnector(fd, info.id) else { return nil }
        defer { drmModeFreeConnector(connector) }
        let c = connector.pointee
        guard index < Int(c.count_modes), let crtc = crtc(fd: fd, resources: resources, connector: c, busy: busy) else { return nil }
        return (c.connector_id, c.modes[index], crtc)
    }

    deinit { try? close() }

    /// The place of `crtc` in the card's CRTC list (what a plane's `possible_crtcs` bits count).
    static func index(of crtc: UInt32, in resources: drmModeRes) -> Int {
        (0..<Int(resources.count_crtcs)).first { resources.crtcs[$0] == crtc } ?? -1
    }

    /// Has the primary plane turn the picture when the driver offers the turn:
    /// buffers of the turned size, the plane's rotation set, the mode set. A
    /// driver without it, or a kernel that refuses it, leaves the turn to
    /// software (`planeTurn` nil, the reason in `rotationNote`).
    private func turnByPlane(_ rotation: DisplayRotation, crtcIndex: Int) throws {
        let device = DRMPlaneDevice(fd: fd, path: path)
        let turn: PlaneTurn
        switch PlaneRotation.choose(planes: device.planes(), crtcIndex: crtcIndex, rotation: rotation) {
        case .software(let reason):
            rotationNote = "display.rotation \(rotation.rawValue): turned in software (\(connectorName) on \(path): \(reason))"
            return
        case .plane(let chosen): turn = chosen
        }
        if rotation.swapsSides { (width, height) = (panelSize.height, panelSize.width) }
        do {
            for index in buffers.indices { buffers[index] = try makeBuffer() }
            try PlaneRotation.turn(turn, crtc: crtcID, on: device)
            try setCRTC(to: 0, failure: "cannot set mode \(panelSize.width)×\(panelSize.height) with the plane turned")
            planeTurn = turn
            planeRotation = rotation
            rotationNote = "display.rotation \(rotation.rawValue): turned by the KMS plane (\(connectorName) on \(path): plane \(turn.plane) \(PlaneRotation.entryName(rotation)))"
        } catch {
            // Back to an unturned plane and panel-sized buffers: software turns it.
            try? PlaneRotation.undo(turn, crtc: crtcID, on: device)
            releaseBuffers()
            (width, height) = panelSize
            rotationNote = "display.rotation \(rotation.rawValue): turned in software (the kernel refused the plane's turn: \(error))"
        }
    }

    /// Sets the CRTC to the mode with buffer `index` shown; `failure` begins the error.
    private func setCRTC(to index: Int, failure: String) throws {
        guard drmModeSetCrtc(fd, crtcID, buffers[index].framebuffer, 0, 0, &connectorID, 1, &mode) == 0 else {
            throw DisplayError(device: path, "\(failure): \(String(cString: strerror(errno))) (is another program the DRM master?)")
        }
    }

    /// A CRTC for the connector, not one of `busy`: its current encoder's, else the first one an encoder allows.
    static func crtc(fd: Int32, resources: drmModeRes, connector: drmModeConnector, busy: Set<UInt32> = []) -> UInt32? {
        if connector.encoder_id != 0, let encoder = drmModeGetEncoder(fd, connector.encoder_id) {
            defer { drmModeFreeEncoder(encoder) }
            if encoder.pointee.crtc_id != 0, !busy.contains(encoder.pointee.crtc_id) { return encoder.pointee.crtc_id }
        }
        for e in 0..<Int(connector.count_encoders) {
            guard let encoder = drmModeGetEncoder(fd, connector.encoders[e]) else { continue }
            defer { drmModeFreeEncoder(encoder) }
            for c in 0..<Int(resources.count_crtcs) where encoder.pointee.possible_crtcs & (1 << UInt32(c)) != 0 {
                if !busy.contains(resources.crtcs[c]) { return resources.crtcs[c] }
            }
        }
        return nil
    }

    private func makeBuffer() throws -> Buffer {
        var buffer = Buffer()
        var pitch: UInt32 = 0
        var size: UInt64 = 0
        guard drmModeCreateDumbBuffer(fd, UInt32(width), UInt32(height), 32, 0, &buffer.handle, &pitch, &size) == 0 else {
            throw DisplayError(device: path, "cannot create a \(width)×\(height) dumb buffer: \(String(cString: strerror(errno)))")
        }
        buffer.pitch = Int(pitch)
        buffer.size = Int(size)
        guard drmModeAddFB(fd, UInt32(width), UInt32(height), 24, 32, pitch, buffer.handle, &buffer.framebuffer) == 0 else {
            throw DisplayError(device: path, "cannot add a framebuffer: \(String(cString: strerror(errno)))")
        }
        var offset: UInt64 = 0
        guard drmModeMapDumbBuffer(fd, buffer.handle, &offset) == 0,
              let pixels = mmap(nil, buffer.size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, off_t(offset)), pixels != MAP_FAILED else {
            throw DisplayError(device: path, "cannot map a dumb buffer: \(String(cString: strerror(errno)))")
        }
        memset(pixels, 0, buffer.size)
        buffer.pixels = pixels
        return buffer
    }

    public func present(_ image: FrameImage, damage: [PixelRect], time: Double) throws {
        guard !closed else { throw DisplayError(device: path, "already closed") }
        let back = 1 - front
        let changed = damage.reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) }
        // The back buffer last showed the frame before the previous one: bring
        // it up to date with both frames' damage.
        let region = changed.union(buffers[back].stale)
        guard let pixels = buffers[back].pixels else { return }
        blit(image, damage: [region], into: pixels, stride: buffers[back].pitch, width: width, height: height, format: .xrgb8888)
        buffers[back].stale = PixelRect(x: 0, y: 0, width: 0, height: 0)
        buffers[front].stale = buffers[front].stale.union(changed)
        // With no monitor the frame waits in its buffer: `connectorsChanged` shows it when one is back.
        if !unplugged { try show(back) }
        front = back
    }

    /// The framebuffer of the newest frame.
    var currentFramebuffer: UInt32 { buffers[front].framebuffer }

    private func show(_ index: Int) throws {
        if pageFlipWorks {
            flipDone.pointee = false
            if drmModePageFlip(fd, crtcID, buffers[index].framebuffer, UInt32(DRM_MODE_PAGE_FLIP_EVENT), flipDone) == 0 {
                try waitForFlip()
                return
            }
            // Drivers without page flips (or after a mode change by someone else): set the CRTC.
            pageFlipWorks = false
        }
        guard drmModeSetCrtc(fd, crtcID, buffers[index].framebuffer, 0, 0, &connectorID, 1, &mode) == 0 else {
            throw DisplayError(device: path, "cannot show the frame: \(String(cString: strerror(errno)))")
        }
    }

    /// The screen is ours again after a pause (the seat manager gave DRM
    /// master back): whoever had it meanwhile (the console) set its own
    /// framebuffer, so the CRTC is set to ours again; both buffers count as
    /// stale, and the caller presents a whole frame next.
    public func resume() throws {
        guard !closed else { throw DisplayError(device: path, "already closed") }
        let whole = PixelRect(x: 0, y: 0, width: width, height: height)
        for index in buffers.indices { buffers[index].stale = whole }
        pageFlipWorks = true
        // Whoever had the screen may have put the plane's rotation back (the console does).
        if let planeTurn { try PlaneRotation.turn(planeTurn, crtc: crtcID, on: DRMPlaneDevice(fd: fd, path: path)) }
        guard drmModeSetCrtc(fd, crtcID, buffers[front].framebuffer, 0, 0, &connectorID, 1, &mode) == 0 else {
            throw DisplayError(device: path, "cannot take the screen back (set CRTC \(crtcID)): \(String(cString: strerror(errno))) (is this process the DRM master again?)")
        }
    }

    /// Waits (at most a second) for the page-flip event of the frame just queued.
    private func waitForFlip() throws {
        var context = drmEventContext()
        context.version = 2
        context.page_flip_handler = { _, _, _, _, userData in
            userData?.assumingMemoryBound(to: Bool.self).pointee = true
        }
        while !flipDone.pointee {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 1000)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { throw DisplayError(device: path, "no page-flip event within a second") }
            guard drmHandleEvent(fd, &context) == 0 else {
                throw DisplayError(device: path, "reading the page-flip event failed")
            }
        }
    }

    public func close() throws {
        guard !closed else { return }
        closed = true
        // The console's framebuffer is not turned: the plane is put back first.
        if let planeTurn { try? PlaneRotation.undo(planeTurn, crtc: crtcID, on: DRMPlaneDevice(fd: fd, path: path)) }
        if let saved {
            var crtc = saved.pointee
            if crtc.buffer_id != 0 {
                _ = drmModeSetCrtc(fd, crtc.crtc_id, crtc.buffer_id, crtc.x, crtc.y, &connectorID, 1, &crtc.mode)
            }
            drmModeFreeCrtc(saved)
            self.saved = nil
        }
        releaseBuffers()
        // The last head of the card closes it.
        card = nil
        flipDone.deallocate()
    }

    /// Shows `newMode` (another size than the buffers'): new buffers of its
    /// size, black until the caller presents the picture laid out for it.
    func resize(to newMode: drmModeModeInfo) throws {
        releaseBuffers()
        mode = newMode
        panelSize = (Int(newMode.hdisplay), Int(newMode.vdisplay))
        // A turning plane keeps its turn: the frames are drawn at the turned size.
        (width, height) = planeRotation.swapsSides ? (panelSize.height, panelSize.width) : panelSize
        front = 0
        for index in buffers.indices { buffers[index] = try makeBuffer() }
    }

    private func releaseBuffers() {
        for buffer in buffers {
            if let pixels = buffer.pixels { munmap(pixels, buffer.size) }
            if buffer.framebuffer != 0 { drmModeRmFB(fd, buffer.framebuffer) }
            if buffer.handle != 0 { drmModeDestroyDumbBuffer(fd, buffer.handle) }
        }
        buffers = [Buffer(), Buffer()]
    }
}

