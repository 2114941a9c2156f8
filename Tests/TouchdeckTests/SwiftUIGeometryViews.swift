import Touchdeck

// SwiftUI code as it is written for an iPad, `import SwiftUI` replaced by
// `import Touchdeck` and nothing else: lengths are CGFloat (optional ones
// CGFloat?), sizes, points and rectangles CGSize, CGPoint and CGRect, as
// SwiftUI's signatures have them. That this file compiles is half the test.

/// What the views below saw, for the tests to read.
final class GeometryLog {
    var translations: [CGSize] = []
    var cardFrames: [CGRect] = []
    var halfWidths: [CGFloat] = []
    var namedFrames: [CGRect] = []
}

/// A card dragged with the finger, and a readout of where it is.
nonisolated struct DraggableCard: View {
    let log: GeometryLog
    var cardWidth: CGFloat? = 200
    var spacing: CGFloat? = 12
    @State private var offset = CGSize.zero
    @GestureState private var drag: CGSize = .zero

    var body: some View {
        VStack(alignment: .leading, spacing: spacing) {
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.blue)
                .frame(width: cardWidth, height: 100)
                .overlay {
                    GeometryReader { proxy in
                        let frame: CGRect = proxy.frame(in: .global)
                        let _ = log.cardFrames.append(frame)
                        let _ = log.namedFrames.append(proxy.frame(in: .named("deck")))
                        Color.clear
                    }
                }
                .offset(CGSize(width: offset.width + drag.width, height: offset.height + drag.height))
                .gesture(
                    DragGesture(minimumDistance: CGFloat(5), coordinateSpace: .global)
                        .updating($drag) { value, state, _ in state = value.translation }
                        .onEnded { value in
                            log.translations.append(value.translation)
                            offset.width += value.translation.width
                            offset.height += value.translation.height
                        }
                )
            Spacer(minLength: CGFloat(4))
        }
        .padding(CGFloat(10))
        .coordinateSpace(name: "deck")
    }
}

/// A bar half as wide as the space it is given, and shapes placed by CGFloat lengths.
nonisolated struct HalfWidthBar: View {
    let log: GeometryLog

    var body: some View {
        GeometryReader { g in
            let half: CGFloat = g.size.width / 2
            let corner = CGPoint(x: 1, y: 2)
            let inset: CGFloat? = nil
            VStack(spacing: 0) {
                Rectangle()
                    .frame(width: g.size.width / 2, height: 20)
                    .overlay {
                        GeometryReader { inner in
                            let _ = log.halfWidths.append(inner.size.width)
                            Color.clear
                        }
                    }
                Circle()
                    .frame(width: half / 4, height: half / 4)
                    .position(x: corner.x + half, y: corner.y + 40)
                    .padding(.horizontal, inset)
                    .cornerRadius(CGFloat(4))
                    .scaleEffect(CGFloat(1))
                    .shadow(radius: CGFloat(2), x: CGFloat(0), y: CGFloat(1))
                    .frame(minWidth: half / 2, maxWidth: .infinity, minHeight: nil, maxHeight: 80)
            }
        }
    }
}
