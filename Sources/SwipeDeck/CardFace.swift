import Geometry
import Motion
import Scene

/// A profile's card, as the tutorial's `CardView`: the picture on the top
/// 75 %, then name and age, occupation and mutual friends on the left and an
/// info button on the right; white, rounded corners, a shadow.
enum CardFace {
    /// `unit` scales the tutorial's point sizes (its card is about 300 × 400):
    /// taken from the top card so a card keeps its text size as it moves up.
    static func layer(for profile: Profile, frame: Rect, unit: Double) -> Layer {
        let id = DeckLayout.layerID(for: profile.id)
        let w = frame.width, h = frame.height
        let pictureHeight = h * 0.75
        let inset = 16 * unit
        let infoSize = 26 * unit
        let titleSize = 26 * unit, lineSize = 15 * unit, spacing = 5 * unit
        let block = titleSize * 1.3 + 2 * (lineSize * 1.35 + spacing)
        let top = pictureHeight + max(4 * unit, (h - pictureHeight - block) / 2)
        let textWidth = max(0, w - 2 * inset - infoSize - 8 * unit)
        let grey = RGBAColor(red8: 0x8E, green8: 0x8E, blue8: 0x93)
        let children = [
            Avatar.layer(profile.look, id: id.child("picture"), frame: Rect(x: 0, y: 0, width: w, height: pictureHeight)),
            text(id.child("title"), profile.title, frame: Rect(x: inset, y: top, width: textWidth, height: titleSize * 1.3),
                 font: .system(size: titleSize, weight: .bold), color: .black),
            text(id.child("occupation"), profile.occupation,
                 frame: Rect(x: inset, y: top + titleSize * 1.3 + spacing, width: textWidth, height: lineSize * 1.35),
                 font: .system(size: lineSize, weight: .bold), color: .black),
            text(id.child("mutual"), profile.mutualFriendsText,
                 frame: Rect(x: inset, y: top + titleSize * 1.3 + lineSize * 1.35 + 2 * spacing, width: textWidth, height: lineSize * 1.35),
                 font: .system(size: lineSize), color: grey),
            infoButton(id.child("info"), frame: Rect(x: w - inset - infoSize, y: pictureHeight + (h - pictureHeight - infoSize) / 2,
                                                     width: infoSize, height: infoSize), color: grey),
        ]
        let radius = 10 * unit
        return Layer(id: id, frame: frame, content: .shape(.roundedRectangle(cornerRadius: radius), fill: .color(.white), stroke: nil),
                     children: children.map { $0.allowsHitTesting(false) })
            .clipped(cornerRadius: radius)
            .shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.3), radius: 5 * unit, x: 0, y: 2 * unit)
            .drawingGroup()
    }

    static func text(_ id: LayerID, _ string: String, frame: Rect, font: Font, color: RGBAColor,
                     alignment: TextAlignment = .leading) -> Layer {
        Layer(id: id, frame: frame, content: .text(string, font: font, color: color, alignment: alignment))
    }

    /// SwiftUI's `info.circle`: a thin ring with an "i".
    static func infoButton(_ id: LayerID, frame: Rect, color: RGBAColor) -> Layer {
        let d = frame.width
        let glyph = Path([
            .move(to: Point(x: d / 2, y: d * 0.44)), .line(to: Point(x: d / 2, y: d * 0.74)),
        ])
        return Layer(id: id, frame: frame, content: .shape(.ellipse, fill: nil, stroke: Stroke(color, lineWidth: max(1, d * 0.07))),
                     children: [
                        Layer(id: id.child("dot"), frame: Rect(x: d * 0.44, y: d * 0.22, width: d * 0.12, height: d * 0.12),
                              content: .shape(.ellipse, fill: .color(color), stroke: nil)),
                        Layer(id: id.child("stem"), frame: Rect(x: 0, y: 0, width: d, height: d),
                              content: .shape(.path(glyph), fill: nil, stroke: Stroke(color, lineWidth: d * 0.1))),
                     ].map { $0.allowsHitTesting(false) })
    }
}
