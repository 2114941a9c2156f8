@testable import Render
import Foundation
import TestSupport
import Testing

/// `TurnedLookCompositor` composites a row's interior (all four bilinear
/// taps inside the look) without checking each tap: the interior must be
/// exactly the pixels whose taps are all inside, whatever the walk; and it
/// skips the pixels outside a row's span: none of their taps may reach the look.
@Suite("The interior of a sampled row")
struct SampleWalkInteriorTests {
    /// A row walking across a `width` × `height` image: `count` pixels from (`u`, `v`), stepping (`stepU`, `stepV`) (32.32).
    struct Walk {
        var width, height, count: Int
        var u, v, stepU, stepV: Int64
    }

    /// A random walk: steps of any turn and a scale from ¼ to 3, sometimes
    /// exactly along an axis, starting around the image, inside or out.
    static func randomWalk(_ random: inout SplitMix64, trial: Int) -> Walk {
        let unit = 4_294_967_296.0
        let width = 1 + random.below(300), height = 1 + random.below(300)
        let count = 1 + random.below(700)
        let angle = Double(random.below(3600)) / 3600 * 2 * .pi
        let scale = 0.25 + Double(random.below(1000)) / 1000 * 2.75
        var stepU = SampleWalk.fine(cos(angle) / scale), stepV = SampleWalk.fine(sin(angle) / scale)
        if trial % 7 == 0 { stepV = 0 }
        if trial % 11 == 0 { stepU = 0 }
        let u = Int64((Double(random.below(width + 300)) - 150 + Double(random.below(1000)) / 1000) * unit)
        let v = Int64((Double(random.below(height + 300)) - 150 + Double(random.below(1000)) / 1000) * unit)
        return Walk(width: width, height: height, count: count, u: u, v: v, stepU: stepU, stepV: stepV)
    }

    /// Runs `check` on 2,000 random walks from `seed` (with the generator, for more draws).
    static func forRandomWalks(seed: UInt64, _ check: (_ trial: Int, _ walk: Walk, _ random: inout SplitMix64) -> Void) {
        var random = SplitMix64(seed: seed)
        for trial in 0..<2000 { check(trial, randomWalk(&random, trial: trial), &random) }
    }

    /// Whether pixel `k` of a walk from (`u`, `v`) has all four taps in a `width` × `height` image.
    static func allTapsInside(_ k: Int, u: Int64, v: Int64, stepU: Int64, stepV: Int64, width: Int, height: Int) -> Bool {
        let i = (u &+ Int64(k) &* stepU) >> 32, j = (v &+ Int64(k) &* stepV) >> 32
        return i >= 0 && i + 1 < width && j >= 0 && j + 1 < height
    }

    @Test("exactly the pixels with all four taps inside, over 2,000 random walks (turned, scaled, flipped, along an edge)")
    func exactlyTheInsidePixels() {
        var partial = 0
        Self.forRandomWalks(seed: 0x1A7E_41_0F) { trial, walk, random in
            var w = walk
            // A row running right along the last row of taps: one fixed-point step decides.
            if trial % 13 == 0 { w.v = Int64(w.height - 2) << 32 + Int64(random.below(2)) * (1 << 32 - 1) }
            let interior = SampleWalk.interior(count: w.count, u: w.u, v: w.v, stepU: w.stepU, stepV: w.stepV, width: w.width, height: w.height)
            let expected = (0..<w.count).filter {
                Self.allTapsInside($0, u: w.u, v: w.v, stepU: w.stepU, stepV: w.stepV, width: w.width, height: w.height)
            }
            #expect(Array(interior) == expected, "walk \(trial): \(interior) against \(expected.first ?? -1)…\(expected.last ?? -1)")
            if !expected.isEmpty && expected.count < w.count { partial += 1 }
        }
        // The walks must include rows that cross the look's edge, not only rows wholly in or out.
        #expect(partial > 200)
    }

    @Test("a row's span leaves out only pixels none of whose taps reach the image, over 2,000 random walks")
    func spanKeepsEveryTouchingPixel() {
        var cut = 0
        Self.forRandomWalks(seed: 0x5BA_4E) { trial, w, _ in
            let span = SampleWalk.span(count: w.count, u: w.u, v: w.v, stepU: w.stepU, stepV: w.stepV, width: w.width, height: w.height)
            // As the compositor samples: half a pixel back, taps at (i, j) and the next pixel each way.
            let touching = (0..<w.count).filter { k in
                let i = (w.u &+ Int64(k) &* w.stepU &- (0x8000 << 16)) >> 32, j = (w.v &+ Int64(k) &* w.stepV &- (0x8000 << 16)) >> 32
                return i >= -1 && i < Int64(w.width) && j >= -1 && j < Int64(w.height)
            }
            #expect(touching.allSatisfy { span.contains($0) }, "walk \(trial): \(span) leaves out some of \(touching.first ?? -1)…\(touching.last ?? -1)")
            if span.count < w.count { cut += 1 }
        }
        // Most rows are cut: the test is not passed by spans of the whole row.
        #expect(cut > 1000)
    }
}
