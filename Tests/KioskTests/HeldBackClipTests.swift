import Foundation
import Geometry
import Gestures
import Kiosk
import KioskApps
import KioskConfig
import KioskRuntime
import Render
import Testing
import TestSupport
import TouchTrace

/// Clips held back from what they cannot cut (`SceneRenderer.clipsOnlyWhereNeeded`)
/// leave the frames as they were but for cairo's rounding along edges: every
/// frame of every app's tour, drawn incrementally as the kiosk draws it,
/// damages the same rectangles as with every clip given to cairo, and differs
/// from it on at most 40 edge pixels (0.01 % of the screen), by at most 16
/// levels (measured: 30 pixels and 9 levels at worst, on a turned card's
/// hair). A clip left off where it cuts (the swipe deck's hill and sun
/// overflow the picture) would differ on thousands.
@Suite("Clips held back", .builtInApps)
struct HeldBackClipTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("each tour's frames are the same but for a few edge pixels with clips held back and with every clip applied",
          arguments: ["swipe", "wallet", "cards", "flip", "playground", "checkin", "home"])
    func tourFramesAlike(app name: String) throws {
        let definition = try #require(KioskAppDefinition.named(name))
        let instance = definition.make(AppSettings(gestures: GestureSettings()), AppLaunchOptions(date: "Saturday, 21 November"))
        let screen = Size(width: 800, height: 480)
        let recording = try AppRecording.replay(instance.app, screen: screen,
                                                reader: TraceReader.open(path: Self.root.appendingPathComponent(definition.tourPath).path))
        let heldBack = try SceneRenderer(width: 800, height: 480, scale: 1, background: .white)
        let applied = try SceneRenderer(width: 800, height: 480, scale: 1, background: .white)
        applied.clipsOnlyWhereNeeded = false
        // A clip that cuts leaves turned text to cairo: compare cairo with cairo.
        heldBack.samplesTurnedMasks = false
        applied.samplesTurnedMasks = false
        var held = 0, differingFrames = 0, worst = 0, most = 0
        for (index, frame) in recording.frames.enumerated() {
            let damage = heldBack.render(frame.layers)
            #expect(damage == applied.render(frame.layers), "frame \(index)")
            held += heldBack.statistics.clipsHeldBack
            #expect(applied.statistics.clipsHeldBack == 0)
            guard memcmp(heldBack.pixels, applied.pixels, heldBack.stride * heldBack.pixelHeight) != 0 else { continue }
            let difference = PixelDifference(heldBack, applied)
            differingFrames += 1
            worst = max(worst, difference.worst)
            most = max(most, difference.differing)
            #expect(difference.worst <= 16 && difference.differing <= 40,
                    "\(name) frame \(index): \(difference.differing) pixels differ, by up to \(difference.worst) levels")
        }
        print("\(name): \(recording.frames.count) frames, \(differingFrames) differ (at most \(most) pixels, \(worst) levels), \(held) clips held back")
        if name == "swipe" {
            // The turned card's text and figure are drawn unclipped on every drag frame.
            #expect(held > 1000, "clips held back over the swipe tour: \(held)")
        }
    }
}
