import Geometry
import Motion
import Render
import Scene
import TouchdeckBench

/// Small scenes for the golden images, each showing one effect of the seeds.
enum TestScenes {
    static let cardSize = Size(width: 300, height: 189)

    /// A card as in the swipe seed, turned 15° about its bottom edge (a finger
    /// dragged it right), over a second card still in place.
    static func swipeCard() -> [Layer] {
        let frame = Rect(x: 70, y: 100, width: cardSize.width, height: cardSize.height)
        let below = BenchmarkScenes.card(1, frame: frame)
        let top = BenchmarkScenes.card(0, frame: frame)
            .offset(x: 40)
            .rotationEffect(.degrees(15), anchor: .bottom)
        return [below, top]
    }

    /// The flip seed's card: white face with an outline, a countdown ring and an
    /// emoji-less label; the back is a solid card with its own label.
    static func flipCard(id: LayerID, frame: Rect, angle: Double, progress: Double = 0.7) -> Layer {
        let (w, h) = (frame.width, frame.height)
        let front = [
            Layer(id: id.child("ring"), frame: Rect(x: w / 2 - 40, y: 16, width: 80, height: 80),
                  content: .shape(.ring(lineWidth: 8), fill: .color(RGBAColor(red8: 0xFF, green8: 0x95, blue8: 0x00)), stroke: nil))
                .progress(progress),
            Layer(id: id.child("label"), frame: Rect(x: 0, y: h - 44, width: w, height: 30),
                  content: .text("FRONT", font: .system(size: 20, weight: .bold), color: .black, alignment: .center)),
        ]
        let back = [
            Layer(id: id.child("back"), frame: Rect(x: 0, y: 0, width: w, height: h),
                  content: .shape(.roundedRectangle(cornerRadius: 10), fill: .color(RGBAColor(red8: 0xFF, green8: 0x95, blue8: 0x00)), stroke: nil)),
            Layer(id: id.child("backLabel"), frame: Rect(x: 0, y: h / 2 - 15, width: w, height: 30),
                  content: .text("BACK →", font: .system(size: 20, weight: .bold), color: .white, alignment: .center)),
        ]
        return Layer(id: id, frame: frame,
                     content: .shape(.roundedRectangle(cornerRadius: 10), fill: .color(.white),
                                     stroke: Stroke(RGBAColor(red8: 0xFF, green8: 0x95, blue8: 0x00), lineWidth: 3)),
                     children: front)
            .backFace(back)
            .rotation3DEffect(.degrees(angle))
            .shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.3), radius: 4, x: 0, y: 3)
    }

    /// Three cards mid-flip: a quarter, almost edge-on, and past 90° showing the back.
    static func halfFlipped() -> [Layer] {
        [flipCard(id: "flip.a", frame: Rect(x: 20, y: 50, width: 120, height: 170), angle: 50),
         flipCard(id: "flip.b", frame: Rect(x: 170, y: 50, width: 120, height: 170), angle: 80),
         flipCard(id: "flip.c", frame: Rect(x: 320, y: 50, width: 120, height: 170), angle: 130)]
    }

    /// Chinese and Latin text in several weights and designs.
    static func chineseText() -> [Layer] {
        let lines: [(String, Font)] = [
            ("建立像 Apple Wallet App 的动画", .system(size: 22, weight: .bold)),
            ("电子钱包：长按卡片，拖曳重新排列", .system(size: 17)),
            ("有效期至 12/28 · 卡号 4000 1234", .system(size: 15, weight: .light)),
            ("Wallet 钱包", .system(size: 30, weight: .heavy, design: .rounded)),
        ]
        return lines.enumerated().map { index, line in
            Layer(id: LayerID("zh.\(index)"), frame: Rect(x: 16, y: 16 + Double(index) * 44, width: 368, height: 40),
                  content: .text(line.0, font: line.1, color: RGBAColor(red8: 0x1C, green8: 0x1C, blue8: 0x1E), alignment: .leading))
        }
    }

    /// A countdown ring at 70 % over a faint full track, as in the flip seed.
    static func countdownRing(progress: Double = 0.7) -> [Layer] {
        let orange = RGBAColor(red8: 0xFF, green8: 0x95, blue8: 0x00)
        let frame = Rect(x: 50, y: 30, width: 140, height: 140)
        return [
            Layer(id: "track", frame: frame, content: .shape(.ring(lineWidth: 14), fill: .color(orange), stroke: nil))
                .progress(1).opacity(0.25),
            Layer(id: "ring", frame: frame, content: .shape(.ring(lineWidth: 14), fill: .color(orange), stroke: nil))
                .progress(progress),
            Layer(id: "seconds", frame: Rect(x: 50, y: 80, width: 140, height: 40),
                  content: .text("7", font: .system(size: 34, weight: .bold, design: .rounded), color: .black, alignment: .center)),
        ]
    }
}
