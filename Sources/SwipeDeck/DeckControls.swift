import TouchUI

/// Colours the controls share.
enum DeckColors {
    static let grey = Color(RGBAColor(red8: 0x8E, green8: 0x8E, blue8: 0x93))
    static let dislike = Color(RGBAColor(red8: 0xFF, green8: 0x4B, blue8: 0x6E))
    static let like = Color(RGBAColor(red8: 0x2E, green8: 0xCC, blue8: 0x71))
}

/// The tutorial's `DateView`: the date as a bold title, "Today" under it, at the top left.
nonisolated struct DateHeader: View, Equatable {
    let date: String
    let size: Size
    let scale: Double

    var body: some View {
        let titleSize = 28 * scale, subSize = 15 * scale
        ZStack(alignment: .topLeading) {
            Text(date)
                .font(.system(size: titleSize, weight: .bold))
                .foregroundColor(.black)
                .frame(width: size.width, height: titleSize * 1.35, alignment: .leading)
            Text("Today")
                .font(.system(size: subSize))
                .foregroundColor(DeckColors.grey)
                .frame(width: size.width, height: subSize * 1.4, alignment: .leading)
                .offset(y: titleSize * 1.35)
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
        .allowsHitTesting(false)
        .drawingGroup()
    }
}

/// A round white button with a drawn icon: the heart for like, the cross for dislike.
nonisolated struct DeckButton: View, Equatable {
    let direction: SwipeDirection
    let size: Double
    let enabled: Bool

    var body: some View {
        let d = size
        ZStack(alignment: .topLeading) {
            Circle().fill(Color.white)
            switch direction {
            case .like:
                let b = d * 0.46
                Heart().fill(DeckColors.like).frame(width: b, height: b).offset(x: (d - b) / 2, y: (d - b) / 2 + d * 0.02)
            case .dislike:
                let a = d * 0.33, c = d - a
                Path { path in
                    path.move(to: Point(x: a, y: a))
                    path.addLine(to: Point(x: c, y: c))
                    path.move(to: Point(x: c, y: a))
                    path.addLine(to: Point(x: a, y: c))
                }
                .stroke(DeckColors.dislike, lineWidth: d * 0.085)
            }
        }
        .frame(width: d, height: d)
        .shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.22), radius: 4, x: 0, y: 2)
        .opacity(enabled ? 1 : 0.35)
        .zIndex(1)
        .drawingGroup()
    }
}

/// "No more profiles" and a hint, where the deck was.
nonisolated struct EmptyDeckMessage: View, Equatable {
    let size: Size
    let scale: Double

    var body: some View {
        let titleSize = 26 * scale, subSize = 15 * scale
        ZStack(alignment: .topLeading) {
            Text("No more profiles")
                .font(.system(size: titleSize, weight: .bold))
                .foregroundColor(.black)
                .frame(width: size.width, height: titleSize * 1.35)
            Text("Reload to see everyone again.")
                .font(.system(size: subSize))
                .foregroundColor(DeckColors.grey)
                .frame(width: size.width, height: subSize * 1.4)
                .offset(y: titleSize * 1.45)
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
        .allowsHitTesting(false)
        .transition(.opacity)
    }
}

/// A capsule with a circular arrow and "Reload".
nonisolated struct ReloadButton: View, Equatable {
    let size: Size
    let scale: Double

    var body: some View {
        let h = size.height
        let r = h * 0.2
        let c = Point(x: h * 0.55, y: h / 2)
        // The arc runs clockwise on the screen from 3 o'clock to 300° (cos 0.5, sin −0.866) —
        // `clockwise: false` in SwiftUI's flipped convention; the head points along it.
        let tip = Point(x: c.x + r * 0.5, y: c.y - r * 0.866)
        let labelHeight = 20 * scale * 1.35
        ZStack(alignment: .topLeading) {
            Capsule().fill(LinearGradient(colors: [DeckColors.dislike, Color(RGBAColor(red8: 0xFF, green8: 0x8E, blue8: 0x53))],
                                          startPoint: .leading, endPoint: .trailing))
            Path { path in
                path.addArc(center: c, radius: r, startAngle: .degrees(0), endAngle: .degrees(300), clockwise: false)
                path.move(to: Point(x: tip.x - h * 0.026, y: tip.y - h * 0.097))
                path.addLine(to: tip)
                path.addLine(to: Point(x: tip.x - h * 0.097, y: tip.y + h * 0.026))
            }
            .stroke(Color.white, lineWidth: h * 0.07)
            .frame(width: h * 1.1, height: h)
            Text("Reload")
                .font(.system(size: 20 * scale, weight: .bold))
                .foregroundColor(.white)
                .frame(width: size.width - h * 1.2, height: labelHeight)
                .offset(x: h * 0.9, y: (h - labelHeight) / 2)
        }
        .frame(width: size.width, height: size.height)
        .shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.2), radius: 4, x: 0, y: 2)
        .transition(.opacity.combined(with: .scale(scale: 0.8)))
        .drawingGroup()
    }
}
