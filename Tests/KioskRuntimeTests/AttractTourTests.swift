import Foundation
import TouchModel
import KioskRuntime
import Testing

/// The attract loop's tour for the screen's shape: a landscape tour is not
/// stretched onto a portrait screen; its portrait variant beside it plays.
@Suite("Attract tour for the screen's shape")
struct AttractTourTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let wallet = root.appendingPathComponent("recordings/wallet/tour.yaml").path
    static let landscape = Size(width: 800, height: 480), portrait = Size(width: 480, height: 800)

    @Test("variants sit beside the tour: NAME-portrait and NAME-landscape, and from an oriented name the plain one")
    func variantNames() {
        #expect(AttractTour.variants(of: "/d/tour.yaml") == ["/d/tour-portrait.yaml", "/d/tour-landscape.yaml"])
        #expect(AttractTour.variants(of: "/d/tour-portrait.yaml") == ["/d/tour.yaml", "/d/tour-landscape.yaml"])
        #expect(AttractTour.variants(of: "/d/demo") == ["/d/demo-portrait", "/d/demo-landscape"])
    }

    @Test("a recording knows the screen shape it was aimed at, from its device's axis ranges")
    func recordedShape() throws {
        let tour = try AttractTour.read(Self.wallet, screen: Self.landscape)
        #expect(tour.path == Self.wallet && tour.note == nil)
        #expect(tour.recording?.recordedSize == Size(width: 800, height: 480))
        #expect(tour.recording?.fits(Self.portrait) == false)
        #expect(AttractRecording(frames: []).fits(Self.portrait), "an unknown shape fits any screen")
    }

    @Test("on a portrait screen the tour's portrait variant plays, its touches within the portrait screen")
    func portraitVariantChosen() throws {
        let tour = try AttractTour.read(Self.wallet, screen: Self.portrait)
        let portraitPath = Self.root.appendingPathComponent("recordings/wallet/tour-portrait.yaml").path
        #expect(tour.path == portraitPath, "\(tour.note ?? "")")
        #expect(tour.note?.contains("the screen is portrait (480x800)") == true)
        let recording = try #require(tour.recording)
        #expect(recording.recordedSize == Size(width: 480, height: 800))
        // Its first tap is on the front card as the portrait layout places it (x 35…445), not stretched from x 400 of 800.
        let first = try #require(recording.frames.first?.frame.contacts.first?.position)
        #expect(abs(first.x - 240) < 1 && abs(first.y - 370) < 1, "\(first)")
    }

    @Test("with no variant that fits, nothing plays and the note says what to record")
    func noFittingVariant() throws {
        let directory = NSTemporaryDirectory() + "attract-tour-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let lone = directory + "/tour.yaml"
        try FileManager.default.copyItem(atPath: Self.wallet, toPath: lone)
        let tour = try AttractTour.read(lone, screen: Self.portrait)
        #expect(tour.recording == nil && tour.path == lone)
        #expect(tour.note?.contains("recorded for a landscape screen and this one is portrait") == true, "\(tour.note ?? "")")
        #expect(tour.note?.contains("\(directory)/tour-portrait.yaml") == true)
        // A variant that is itself landscape is no help either.
        try FileManager.default.copyItem(atPath: Self.wallet, toPath: directory + "/tour-portrait.yaml")
        #expect(try AttractTour.read(lone, screen: Self.portrait).recording == nil)
        // From an oriented name the note names the other shape's file beside the plain name.
        try FileManager.default.createDirectory(atPath: directory + "/p", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.root.appendingPathComponent("recordings/wallet/tour-portrait.yaml").path,
                                         toPath: directory + "/p/tour-portrait.yaml")
        let upright = try AttractTour.read(directory + "/p/tour-portrait.yaml", screen: Self.landscape)
        #expect(upright.recording == nil && upright.note?.contains("record a landscape tour as \(directory)/p/tour-landscape.yaml") == true,
                "\(upright.note ?? "")")
        // And a square screen takes the tour as it is.
        #expect(try AttractTour.read(lone, screen: Size(width: 600, height: 600)).path == lone)
    }
}
