import Motion

/// A payment card of the wallet: what its face shows.
public struct Card: Hashable, Sendable, Identifiable {
    public enum Brand: String, Hashable, Sendable {
        case visa, mastercard, amex, discover, unionpay
    }

    /// Stable id, used in events and as the card's layer id.
    public let id: String
    public let brand: Brand
    public let number: String
    public let holder: String
    public let expiry: String

    public init(id: String, brand: Brand, number: String, holder: String, expiry: String) {
        self.id = id
        self.brand = brand
        self.number = number
        self.holder = holder
        self.expiry = expiry
    }

    /// The five cards of the original tutorial's test data (with UnionPay as the fifth).
    public static let testCards: [Card] = [
        Card(id: "visa", brand: .visa, number: "4242 4242 4242 4242", holder: "Simon Ng", expiry: "02/26"),
        Card(id: "mastercard", brand: .mastercard, number: "5555 5555 5555 4444", holder: "Simon Ng", expiry: "06/27"),
        Card(id: "amex", brand: .amex, number: "3782 822463 10005", holder: "Simon Ng", expiry: "11/25"),
        Card(id: "discover", brand: .discover, number: "6011 1111 1111 1117", holder: "Simon Ng", expiry: "09/28"),
        Card(id: "unionpay", brand: .unionpay, number: "6200 0000 0000 0005", holder: "Simon Ng", expiry: "04/29"),
    ]
}

/// One line of a card's transaction history.
public struct Purchase: Hashable, Sendable, Identifiable {
    public let id: String
    public let merchant: String
    public let amount: String
    public let date: String
    /// The merchant icon's colour.
    public let tint: RGBAColor

    public init(id: String, merchant: String, amount: String, date: String, tint: RGBAColor) {
        self.id = id
        self.merchant = merchant
        self.amount = amount
        self.date = date
        self.tint = tint
    }

    /// A fixed history shared by the test cards, as in the tutorial.
    public static let testHistory: [Purchase] = [
        Purchase(id: "p1", merchant: "Apple Store", amount: "$1,299.00", date: "Nov 2", tint: RGBAColor(red8: 0x55, green8: 0x55, blue8: 0x5F)),
        Purchase(id: "p2", merchant: "Blue Bottle", amount: "$6.50", date: "Nov 4", tint: RGBAColor(red8: 0x1E, green8: 0x88, blue8: 0xE5)),
        Purchase(id: "p3", merchant: "Uniqlo", amount: "$89.90", date: "Nov 7", tint: RGBAColor(red8: 0xE5, green8: 0x39, blue8: 0x35)),
        Purchase(id: "p4", merchant: "Whole Foods", amount: "$54.21", date: "Nov 9", tint: RGBAColor(red8: 0x2E, green8: 0x7D, blue8: 0x32)),
        Purchase(id: "p5", merchant: "Netflix", amount: "$15.49", date: "Nov 12", tint: RGBAColor(red8: 0xB7, green8: 0x1C, blue8: 0x1C)),
        Purchase(id: "p6", merchant: "Shell", amount: "$48.00", date: "Nov 14", tint: RGBAColor(red8: 0xF9, green8: 0xA8, blue8: 0x25)),
        Purchase(id: "p7", merchant: "Muji", amount: "$32.00", date: "Nov 16", tint: RGBAColor(red8: 0x6D, green8: 0x4C, blue8: 0x41)),
        Purchase(id: "p8", merchant: "Spotify", amount: "$10.99", date: "Nov 18", tint: RGBAColor(red8: 0x1D, green8: 0xB9, blue8: 0x54)),
    ]
}
