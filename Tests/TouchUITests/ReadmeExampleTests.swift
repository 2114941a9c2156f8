import Render
import Testing
import TouchUI

/// The README's first view, verbatim.
nonisolated struct ReadmeCounter: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("Tapped \(count) times").font(.system(size: 28, weight: .bold))
            Capsule().fill(Color.blue).frame(width: 160, height: 56)
                .overlay { Text("Tap me").foregroundColor(.white) }
                .onTapGesture { withAnimation(.spring()) { count += 1 } }
        }
    }
}

@Suite("README")
struct ReadmeExampleTests {
    @Test("the README's counter counts taps on its capsule, not beside it")
    func counter() throws {
        let h = Harness(ReadmeCounter(), screen: Size(width: 480, height: 320))
        let capsule = try #require(h.frame(of: "v/b/1/frame/withov"))
        #expect(capsule.size == Size(width: 160, height: 56))
        h.tap(capsule.midX, capsule.midY, at: 0.1)
        h.tap(capsule.minX - 20, capsule.midY, at: 0.6)
        h.advance(to: 2)
        #expect(h.texts().contains("Tapped 1 times"))
    }
}
