import Geometry
import Testing
@testable import Display

/// A KMS card as the kernel's documentation describes its planes (drm-kms,
/// "Plane Composition Properties"; `drm_plane_create_rotation_property`,
/// `drm_plane_create_type`): every plane has the immutable enum "type"
/// (Overlay 0, Primary 1, Cursor 2); a driver that can rotate a plane adds the
/// bitmask "rotation" whose entries are the bit numbers of the turns it
/// supports (rotate-0 0, rotate-90 1, rotate-180 2, rotate-270 3, reflect-x 4,
/// reflect-y 5), its value the mask of one rotate bit and any reflects
/// (`DRM_MODE_ROTATE_0` = 1 at start). It records the calls made of it, and
/// refuses to turn a lit plane, as the kernel's atomic check does (a turned
/// source of the unturned framebuffer would need scaling).
private final class DocumentedCard: KMSPlaneDevice {
    static let allTurns: [(UInt64, String)] = [(0, "rotate-0"), (1, "rotate-90"), (2, "rotate-180"), (3, "rotate-270"),
                                               (4, "reflect-x"), (5, "reflect-y")]
    var planeList: [KMSPlane]
    var calls: [String] = []
    var lit: Set<UInt32> = [41]

    init(rotations: [(UInt64, String)]?) {
        func type(_ value: UInt64) -> KMSProperty {
            KMSProperty(id: 8, name: "type", kind: .enumeration, entries: [(0, "Overlay"), (1, "Primary"), (2, "Cursor")], current: value)
        }
        var primary = [type(1), KMSProperty(id: 17, name: "FB_ID", kind: .other), KMSProperty(id: 20, name: "CRTC_ID", kind: .other)]
        if let rotations { primary.append(KMSProperty(id: 33, name: "rotation", kind: .bitmask, entries: rotations, current: 1)) }
        planeList = [
            // A cursor and an overlay that can rotate: neither shows the picture.
            KMSPlane(id: 30, possibleCRTCs: 0b1, properties: [type(2)]),
            KMSPlane(id: 31, possibleCRTCs: 0b11, properties: [type(0), KMSProperty(id: 33, name: "rotation", kind: .bitmask,
                                                                                      entries: Self.allTurns, current: 1)]),
            // CRTC 0's primary plane, and CRTC 1's.
            KMSPlane(id: 40, possibleCRTCs: 0b1, properties: primary),
            KMSPlane(id: 41, possibleCRTCs: 0b10, properties: primary),
        ]
    }

    func planes() -> [KMSPlane] { planeList }

    func setPlaneProperty(plane: UInt32, property: UInt32, value: UInt64) throws {
        guard !lit.contains(plane) else { throw DisplayError(device: "double", "plane \(plane) is lit: Invalid argument") }
        calls.append("set plane \(plane) property \(property) = \(value)")
    }

    func disableCRTC(_ crtc: UInt32) throws {
        calls.append("CRTC \(crtc) off")
        lit.remove(crtc == 51 ? 41 : 40)
    }
}

/// A panel standing in for a DRM display, whose frames it counts.
private final class PanelDouble: ScreenSink {
    let width: Int, height: Int
    init(width: Int, height: Int) { self.width = width; self.height = height }
    func present(_ image: FrameImage, damage: [PixelRect], time: Double) throws {}
    func close() throws {}
}

@Suite("KMS plane rotation")
struct PlaneRotationTests {
    @Test("display.rotation turns clockwise; the kernel's rotate-N counter-clockwise: 90 is rotate-270")
    func entryNames() {
        #expect(DisplayRotation.allCases.map(PlaneRotation.entryName) == ["rotate-0", "rotate-270", "rotate-180", "rotate-90"])
    }

    @Test("offered: the CRTC's primary plane turns (its rotate bit, the previous value kept); its CRTC off before the property is set")
    func offered() throws {
        let card = DocumentedCard(rotations: DocumentedCard.allTurns)
        let choice = PlaneRotation.choose(planes: card.planes(), crtcIndex: 1, rotation: .quarter)
        // rotate-270 is bit 3: DRM_MODE_ROTATE_270 = 1 << 3.
        #expect(choice == .plane(PlaneTurn(plane: 41, property: 33, value: 8, previous: 1)))
        guard case .plane(let turn) = choice else { return }
        try PlaneRotation.turn(turn, crtc: 51, on: card)
        #expect(card.calls == ["CRTC 51 off", "set plane 41 property 33 = 8"])
        try PlaneRotation.undo(turn, crtc: 51, on: card)
        #expect(card.calls.suffix(2) == ["CRTC 51 off", "set plane 41 property 33 = 1"])
        #expect(PlaneRotation.choose(planes: card.planes(), crtcIndex: 0, rotation: .half)
            == .plane(PlaneTurn(plane: 40, property: 33, value: 4, previous: 1)))
    }

    @Test("a lit plane cannot be turned: the double refuses as the kernel does, so the order matters")
    func litPlaneRefused() {
        let card = DocumentedCard(rotations: DocumentedCard.allTurns)
        #expect(throws: DisplayError.self) { try card.setPlaneProperty(plane: 41, property: 33, value: 8) }
    }

    @Test("not offered: no rotation property (virtio-gpu, bochs), or not this turn (rotate-0/180 and reflections only): software, saying why")
    func notOffered() {
        let none = DocumentedCard(rotations: nil)
        #expect(PlaneRotation.choose(planes: none.planes(), crtcIndex: 0, rotation: .quarter)
            == .software("its primary plane 40 has no \"rotation\" property"))
        let halfOnly = DocumentedCard(rotations: [(0, "rotate-0"), (2, "rotate-180"), (4, "reflect-x"), (5, "reflect-y")])
        #expect(PlaneRotation.choose(planes: halfOnly.planes(), crtcIndex: 0, rotation: .quarter)
            == .software("its primary plane 40 offers rotate-0, rotate-180, reflect-x, reflect-y, not rotate-270"))
        #expect(PlaneRotation.choose(planes: halfOnly.planes(), crtcIndex: 0, rotation: .half)
            == .plane(PlaneTurn(plane: 40, property: 33, value: 4, previous: 1)))
        // No primary plane for the CRTC (an old kernel without universal planes lists overlays only).
        #expect(PlaneRotation.choose(planes: [], crtcIndex: 0, rotation: .quarter) == .software("no primary plane found for CRTC 0"))
    }

    @Test("turned by the plane: the display itself, no software turn; not turned: a RotatedDisplay of the panel")
    func softwareTurnOnlyWhenNeeded() throws {
        // A 1280×800 panel whose plane turns 90°: frames are drawn 800×1280 straight into it.
        let turnedPanel = PanelDouble(width: 800, height: 1280)
        let byPlane = RotatedDisplay.turning(turnedPanel, by: .quarter, turnedByPanel: .quarter)
        #expect(byPlane as? PanelDouble === turnedPanel)
        // The same panel unturned: the software turn, drawing 800×1280 onto 1280×800.
        let flatPanel = PanelDouble(width: 1280, height: 800)
        let bySoftware = try #require(RotatedDisplay.turning(flatPanel, by: .quarter) as? RotatedDisplay)
        #expect(bySoftware.rotation == .quarter && bySoftware.width == 800 && bySoftware.height == 1280)
        // A mirror turned by its plane but of another size than the picture: centred, not turned.
        let centred = try #require(RotatedDisplay.turning(turnedPanel, by: .quarter, turnedByPanel: .quarter,
                                                          picture: (width: 480, height: 800)) as? RotatedDisplay)
        #expect(centred.rotation == .none && centred.offset == (160, 240))
        #expect(RotatedDisplay.turning(flatPanel, by: .none) as? PanelDouble === flatPanel)
    }
}
