import TouchUI

/// The selected card's transactions: a horizontally scrolling row of
/// merchant, amount and date under a heading, sliding up from the bottom.
nonisolated struct TransactionHistoryView: View, Equatable {
    let history: [Purchase]
    let size: Size

    static let itemWidth = 170.0
    static let gap = 12.0

    var body: some View {
        let itemHeight = max(90, size.height - 56)
        ZStack(alignment: .topLeading) {
            Color(red8: 0xF2, 0xF2, 0xF7)
            Text("Transactions")
                .font(.system(size: 20, weight: .bold, design: .rounded))
                .foregroundColor(.black)
                .frame(width: size.width - 32, height: 30, alignment: .leading)
                .offset(x: 16, y: 8)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: Self.gap) {
                    ForEach(history) { purchase in
                        PurchaseView(purchase: purchase, width: Self.itemWidth, height: itemHeight)
                    }
                }
                // Room above the row for the items' shadows.
                .padding(EdgeInsets(top: 8, leading: Self.gap, bottom: 0, trailing: Self.gap))
                .frame(maxHeight: .infinity, alignment: .top)
            }
            .frame(width: size.width, height: size.height - 36)
            .offset(y: 36)
        }
        .frame(width: size.width, height: size.height)
        .clipped()
    }
}

/// One purchase: the merchant's initial in a tinted circle, its name, the
/// amount and the date, on a white rounded card.
nonisolated struct PurchaseView: View {
    let purchase: Purchase
    let width: Double
    let height: Double

    var body: some View {
        ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: 14).fill(Color.white)
            ZStack(alignment: .top) {
                Circle().fill(Color(purchase.tint))
                Text(String(purchase.merchant.prefix(1)))
                    .font(.system(size: 17, weight: .bold))
                    .foregroundColor(.white)
                    .frame(width: 34, height: 24)
                    .offset(y: 6)
            }
            .frame(width: 34, height: 34)
            .offset(x: 12, y: 12)
            Text(purchase.merchant)
                .font(.system(size: 15, weight: .semibold))
                .foregroundColor(.black)
                .frame(width: width - 24, height: 22, alignment: .leading)
                .offset(x: 12, y: 52)
            Text(purchase.amount)
                .font(.system(size: 15, weight: .bold))
                .foregroundColor(.black)
                .frame(width: width - 24, height: 22, alignment: .leading)
                .offset(x: 12, y: 74)
            Text(purchase.date)
                .font(.system(size: 13))
                .foregroundColor(Color(red8: 0x8E, 0x8E, 0x93))
                .frame(width: 68, height: 20, alignment: .trailing)
                .offset(x: width - 80, y: 16)
        }
        .frame(width: width, height: height)
        .shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.12), radius: 4, x: 0, y: 2)
        .drawingGroup()
    }
}
