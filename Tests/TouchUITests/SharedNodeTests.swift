import Testing
@testable import TouchUI

nonisolated struct Plate: View, Equatable {
    let text: String

    var body: some View { Text(text).frame(width: 80, height: 30) }
}

nonisolated struct Noticeboard: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 0) {
            Plate(text: "still")
            Plate(text: "tapped").onTapGesture { count += 1 }
            Color.blue.frame(width: 20, height: Double(10 + count))
        }
    }
}

@Suite("Reused views keep their nodes")
struct SharedNodeTests {
    /// The laid-out nodes by identity.
    static func nodes(_ host: ViewHost<Noticeboard>) -> [String: ViewNode] {
        var found: [String: ViewNode] = [:]
        func walk(_ node: ViewNode) {
            found[node.id.path] = node
            node.children.forEach(walk)
        }
        if let tree = host.lastTree { walk(tree) }
        return found
    }

    @Test("an unchanged view comes back as the same laid-out node with the same layer; one with a modifier around it changes a copy, so its gesture is attached once")
    func sameNodesAndCopies() throws {
        let h = Harness(Noticeboard())
        let still = try #require(Self.nodes(h.host)["v/b/0/b/frame"])
        let stillLayer = try #require(still.emitted?.token)
        let tapped = try #require(h.frame(of: "v/b/1/b/frame"))
        for tap in 1...3 {
            h.tap(tapped.midX, tapped.midY, at: Double(tap))
            // Each tap counted once: the gesture did not pile up on the reused badge.
            #expect(h.frame(of: "v/b/2/frame")?.height == CGFloat(10 + tap))
            let nodes = Self.nodes(h.host)
            #expect(nodes["v/b/0/b/frame"] === still)
            #expect(nodes["v/b/0/b/frame"]?.emitted?.token === stillLayer)
            #expect(nodes["v/b/1/b/frame"]?.gestures.count == 1)
            // The scene skipped the still badge's layer instead of diffing it.
            #expect(h.runner.scene.reusedLayers >= 1)
        }
    }
}
