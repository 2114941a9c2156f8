import Geometry
import Motion
import Scene

/// The selected card's transactions: a horizontally scrolling row of
/// merchant, amount and date, sliding up from the bottom.
enum HistoryView {
    static func layer(for card: Card, history: [Purchase], frame: Rect, scroll: Double) -> Layer {
        let id = WalletLayout.historyID
        let itemWidth = WalletLayout.historyItemWidth, gap = WalletLayout.historyGap
        let itemHeight = max(90, frame.height - 56)
        let items = history.enumerated().map { index, purchase in
            item(purchase, id: id.child("row").child(purchase.id),
                 frame: Rect(x: gap + Double(index) * (itemWidth + gap), y: 0, width: itemWidth, height: itemHeight))
        }
        let row = Layer(id: id.child("row"), frame: Rect(x: 0, y: 44, width: Double(history.count) * (itemWidth + gap) + gap, height: itemHeight),
                        children: items).offset(x: -scroll)
        let heading = Layer(id: id.child("heading"), frame: Rect(x: 16, y: 8, width: frame.width - 32, height: 30),
                            content: .text("Transactions", font: .system(size: 20, weight: .bold, design: .rounded), color: .black, alignment: .leading))
        return Layer(id: id, frame: frame,
                     content: .shape(.roundedRectangle(cornerRadius: 0), fill: .color(RGBAColor(red8: 0xF2, green8: 0xF2, blue8: 0xF7)), stroke: nil),
                     children: [heading.allowsHitTesting(false), row.allowsHitTesting(false)])
            .clipped()
    }

    static func item(_ purchase: Purchase, id: LayerID, frame: Rect) -> Layer {
        let w = frame.width
        let initial = String(purchase.merchant.prefix(1))
        return Layer(id: id, frame: frame, content: .shape(.roundedRectangle(cornerRadius: 14), fill: .color(.white), stroke: nil), children: [
            Layer(id: id.child("icon"), frame: Rect(x: 12, y: 12, width: 34, height: 34),
                  content: .shape(.ellipse, fill: .color(purchase.tint), stroke: nil), children: [
                    Layer(id: id.child("icon").child("letter"), frame: Rect(x: 0, y: 6, width: 34, height: 24),
                          content: .text(initial, font: .system(size: 17, weight: .bold), color: .white, alignment: .center)),
                  ]),
            Layer(id: id.child("merchant"), frame: Rect(x: 12, y: 52, width: w - 24, height: 22),
                  content: .text(purchase.merchant, font: .system(size: 15, weight: .semibold), color: .black, alignment: .leading)),
            Layer(id: id.child("amount"), frame: Rect(x: 12, y: 74, width: w - 24, height: 22),
                  content: .text(purchase.amount, font: .system(size: 15, weight: .bold), color: .black, alignment: .leading)),
            Layer(id: id.child("date"), frame: Rect(x: w - 80, y: 16, width: 68, height: 20),
                  content: .text(purchase.date, font: .system(size: 13), color: RGBAColor(red8: 0x8E, green8: 0x8E, blue8: 0x93), alignment: .trailing)),
        ]).shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.12), radius: 4, x: 0, y: 2).drawingGroup()
    }
}
