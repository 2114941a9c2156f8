import Foundation
import Scene
import Testing
@testable import TouchUI

/// A box moved 100 pt right by a tap, in `withAnimation(animation)`.
private nonisolated struct Mover: View {
    let animation: Animation
    @State private var moved = false
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white
            Rectangle().fill(Color.blue).frame(width: 40, height: 40)
                .offset(x: moved ? 100 : 0)
                .accessibilityIdentifier("box")
        }
        .frame(width: 300, height: 100)
        .onTapGesture { withAnimation(animation) { moved = true } }
    }
}

@Suite("TouchUI withAnimation with iOS 17's springs (.snappy, .bouncy, .smooth, .spring(duration:bounce:))")
struct SpringCurveTests {
    /// The box's leftmost and rightmost presented x over the 2 s after a tap at 1 s, every 5 ms.
    private func travel(_ animation: Animation) -> (start: Double, peak: Double, end: Double) {
        let h = Harness(Mover(animation: animation), screen: Size(width: 300, height: 100))
        let start = h.frame(of: "box")?.minX ?? .nan
        h.tap(150, 80, at: 1)
        h.advance(to: 1.1)
        var peak = -Double.infinity
        for step in 0...400 {
            let t = 1 + Double(step) * 0.005
            func find(_ layers: [PresentedLayer]) -> Double? {
                for layer in layers {
                    if layer.id.rawValue == "box" { return Double(layer.screenBounds.minX) }
                    if let found = find(layer.children) { return found }
                }
                return nil
            }
            if let x = find(h.runner.scene.presented(at: t)) { peak = max(peak, x) }
        }
        h.advance(to: 4)
        return (Double(start), peak, Double(h.frame(of: "box")?.minX ?? .nan))
    }

    @Test("bouncy overshoots by about 4.6 % of the move, snappy by about 0.6 %, smooth not at all; all end 100 pt on")
    func overshoots() {
        let bouncy = travel(.bouncy), snappy = travel(.snappy), smooth = travel(.smooth)
        for run in [bouncy, snappy, smooth] { #expect(abs(run.end - run.start - 100) < 0.5) }
        #expect(abs(bouncy.peak - bouncy.start - 104.6) < 0.6, "\(bouncy)")
        #expect(abs(snappy.peak - snappy.start - 100.6) < 0.4, "\(snappy)")
        #expect(smooth.peak - smooth.start <= 100.01, "\(smooth)")
        // spring(duration:bounce:) is the same curve as the named spring of that bounce.
        let same = travel(.spring(duration: 0.5, bounce: 0.3))
        #expect(abs(same.peak - bouncy.peak) < 0.01)
    }
}
