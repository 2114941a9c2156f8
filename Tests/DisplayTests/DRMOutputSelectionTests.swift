import Display
import Geometry
import Testing

/// Which card, connector and mode a kiosk takes, over cards as libdrm
/// describes them (`DRMProbe` reads these from the kernel; the VM tests read real ones).
@Suite("DRM card, connector and mode choice")
struct DRMOutputSelectionTests {
    static let hdmi1 = DRMConnectorInfo(id: 31, name: "HDMI-A-1", connected: true,
                                        modes: [DRMModeName(width: 1920, height: 1080, refresh: 60), DRMModeName(width: 1280, height: 720, refresh: 60),
                                                DRMModeName(width: 1920, height: 1080, refresh: 50)], defaultMode: 0)
    static let hdmi2 = DRMConnectorInfo(id: 32, name: "HDMI-A-2", connected: false, modes: [])
    static let dsi = DRMConnectorInfo(id: 40, name: "DSI-1", connected: true, modes: [DRMModeName(width: 800, height: 480, refresh: 60)])

    @Test("mode names: WxH and WxH@R; anything else is not one")
    func modeNames() {
        #expect(DRMModeName(parsing: "1920x1080@60") == DRMModeName(width: 1920, height: 1080, refresh: 60))
        #expect(DRMModeName(parsing: "800x480") == DRMModeName(width: 800, height: 480))
        for bad in ["", "1920", "1920x", "x1080", "1920x1080@", "1920X1080", "-1x5", "1920 x 1080", "0x0", "99999x1", "1920x1080@60@1", "1920x1080i"] {
            #expect(DRMModeName(parsing: bad) == nil, "\(bad)")
        }
        #expect(DRMModeName(width: 1920, height: 1080).matches(DRMModeName(width: 1920, height: 1080, refresh: 50)))
        #expect(!DRMModeName(width: 1920, height: 1080, refresh: 60).matches(DRMModeName(width: 1920, height: 1080, refresh: 50)))
    }

    @Test("nothing asked: the first connected connector in its default mode")
    func defaults() throws {
        let chosen = try #require(DRMOutputSelection.choose([Self.hdmi2, Self.hdmi1, Self.dsi], card: "/dev/dri/card1", request: DRMOutputRequest()))
        #expect(chosen.connector == 1 && chosen.mode == 0 && chosen.problems.isEmpty)
    }

    @Test("display.connector and display.mode pick a connector and one of its modes, the refresh when given")
    func named() throws {
        let request = DRMOutputRequest(connector: "HDMI-A-1", mode: DRMModeName(width: 1920, height: 1080, refresh: 50))
        let chosen = try #require(DRMOutputSelection.choose([Self.dsi, Self.hdmi1], card: "/dev/dri/card1", request: request))
        #expect(chosen.connector == 1 && chosen.mode == 2 && chosen.problems.isEmpty)
    }

    @Test("a connector the card lacks, a disconnected one, a mode the monitor lacks: errors naming the key and what exists; the kiosk goes on")
    func problems() throws {
        let missing = try #require(DRMOutputSelection.choose([Self.hdmi1, Self.hdmi2], card: "/dev/dri/card1",
                                                            request: DRMOutputRequest(connector: "HDMI-A-3")))
        #expect(missing.connector == 0 && missing.mode == 0)
        #expect(missing.problems == ["display.connector: /dev/dri/card1 has no connector \"HDMI-A-3\" (it has HDMI-A-1 (connected, 1920x1080@60), HDMI-A-2 (disconnected)); using HDMI-A-1"])
        let unplugged = try #require(DRMOutputSelection.choose([Self.hdmi1, Self.hdmi2], card: "/dev/dri/card1",
                                                              request: DRMOutputRequest(connector: "HDMI-A-2")))
        #expect(unplugged.connector == 0)
        #expect(unplugged.problems == ["display.connector: HDMI-A-2 on /dev/dri/card1 is disconnected; using HDMI-A-1"])
        let mode = try #require(DRMOutputSelection.choose([Self.hdmi1], card: "/dev/dri/card1",
                                                         request: DRMOutputRequest(mode: DRMModeName(width: 1024, height: 768))))
        #expect(mode.mode == 0)
        #expect(mode.problems == ["display.mode: HDMI-A-1 has no mode 1024x768 (it has 1920x1080@60, 1280x720@60, 1920x1080@50); using 1920x1080@60"])
    }

    @Test("no monitor on any connector: nothing to choose (the kiosk waits)")
    func noMonitor() {
        #expect(DRMOutputSelection.choose([Self.hdmi2], card: "/dev/dri/card0", request: DRMOutputRequest()) == nil)
        #expect(DRMOutputSelection.choose([], card: "/dev/dri/card0", request: DRMOutputRequest(connector: "HDMI-A-1")) == nil)
    }

    @Test("a Raspberry Pi: card0 render-only (v3d), card1 KMS with HDMI connected — card1, and the log says why card0 was skipped")
    func renderOnlySkipped() {
        let v3d = DRMCardInfo(path: "/dev/dri/card0", connectors: [], problem: "render-only (no KMS: drmModeGetResources failed: Operation not supported)")
        let vc4 = DRMCardInfo(path: "/dev/dri/card1", connectors: [Self.hdmi1, Self.hdmi2])
        let choice = DRMCardChoice.choose([v3d, vc4])
        #expect(choice.path == "/dev/dri/card1")
        #expect(choice.summary == "display: /dev/dri/card1, connector HDMI-A-1 (connected, 1920x1080@60): the first card with a monitor connected; skipped /dev/dri/card0: render-only (no KMS: drmModeGetResources failed: Operation not supported)")
    }

    @Test("two KMS cards: the one with a monitor wins; display.connector picks the card that has it connected")
    func connectedAndNamed() {
        let empty = DRMCardInfo(path: "/dev/dri/card0", connectors: [Self.hdmi2])
        let panel = DRMCardInfo(path: "/dev/dri/card1", connectors: [Self.dsi])
        let hdmi = DRMCardInfo(path: "/dev/dri/card2", connectors: [Self.hdmi1])
        #expect(DRMCardChoice.choose([empty, panel, hdmi]).path == "/dev/dri/card1")
        let named = DRMCardChoice.choose([empty, panel, hdmi], connector: "HDMI-A-1")
        #expect(named.path == "/dev/dri/card2")
        #expect(named.summary.contains("connector HDMI-A-1 (connected, 1920x1080@60): display.connector names it"), "\(named.summary)")
        #expect(named.summary.contains("/dev/dri/card0: no monitor connected"), "\(named.summary)")
        #expect(named.summary.contains("/dev/dri/card1: DSI-1 connected"), "\(named.summary)")
    }

    @Test("no monitor anywhere: the first KMS card, waiting; only render-only cards: none")
    func waitingAndNone() {
        let empty = DRMCardInfo(path: "/dev/dri/card1", connectors: [Self.hdmi2])
        let v3d = DRMCardInfo(path: "/dev/dri/card0", connectors: [], problem: "render-only (no KMS)")
        let waiting = DRMCardChoice.choose([v3d, empty])
        #expect(waiting.path == "/dev/dri/card1")
        #expect(waiting.summary.contains("no monitor connected yet (HDMI-A-2 (disconnected)); waiting for one"), "\(waiting.summary)")
        let none = DRMCardChoice.choose([v3d])
        #expect(none.path == nil)
        #expect(none.summary == "no DRM card to show on (/dev/dri/card0: render-only (no KMS))")
    }
}
