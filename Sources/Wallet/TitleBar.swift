import Geometry
import Motion
import Scene

/// "Wallet" in a rounded, heavy large title and a plus-in-circle on the right.
enum TitleBar {
    static func layer(width: Double, height: Double) -> Layer {
        let iconSize = 30.0
        let plus = Path([
            .move(to: Point(x: iconSize * 0.5, y: iconSize * 0.26)), .line(to: Point(x: iconSize * 0.5, y: iconSize * 0.74)),
            .move(to: Point(x: iconSize * 0.26, y: iconSize * 0.5)), .line(to: Point(x: iconSize * 0.74, y: iconSize * 0.5)),
        ])
        return Layer(id: "title", frame: Rect(x: 0, y: 0, width: width, height: height), children: [
            Layer(id: "title/text", frame: Rect(x: 16, y: 18, width: max(0, width - 80), height: 46),
                  content: .text("Wallet", font: .system(size: 34, weight: .heavy, design: .rounded), color: .black, alignment: .leading)),
            Layer(id: "title/add", frame: Rect(x: width - 16 - iconSize, y: 26, width: iconSize, height: iconSize),
                  content: .shape(.ellipse, fill: .color(.black), stroke: nil), children: [
                    Layer(id: "title/add/plus", frame: Rect(x: 0, y: 0, width: iconSize, height: iconSize),
                          content: .shape(.path(plus), fill: nil, stroke: Stroke(.white, lineWidth: 3))),
                  ]),
        ]).allowsHitTesting(false).drawingGroup()
    }
}
