import Motion

/// One person in the deck: what their card shows. The picture is drawn by
/// the app from `look` (no photographs).
public struct Profile: Hashable, Sendable, Identifiable {
    /// Stable id, used in events and as the card's layer id.
    public let id: String
    public let name: String
    public let age: Int
    public let occupation: String
    public let mutualFriends: Int
    public let look: AvatarLook

    public init(id: String, name: String, age: Int, occupation: String, mutualFriends: Int, look: AvatarLook) {
        self.id = id
        self.name = name
        self.age = age
        self.occupation = occupation
        self.mutualFriends = mutualFriends
        self.look = look
    }

    /// "Ava, 27": the card's title line.
    public var title: String { "\(name), \(age)" }

    /// "12 Mutual Friends" (singular for one).
    public var mutualFriendsText: String { "\(mutualFriends) Mutual Friend\(mutualFriends == 1 ? "" : "s")" }

    /// Up to two capital initials of the name.
    public var initials: String {
        String(name.split(separator: " ").prefix(2).compactMap(\.first)).uppercased()
    }
}

/// The colours and hair style a generated avatar is drawn with.
public struct AvatarLook: Hashable, Sendable {
    public enum Hair: Hashable, Sendable { case short, long, bun, none }

    /// The picture's backdrop colour.
    public var sky: RGBAColor
    /// The hill behind the figure.
    public var hill: RGBAColor
    public var skin: RGBAColor
    public var hair: RGBAColor
    public var hairStyle: Hair
    public var shirt: RGBAColor

    public init(sky: RGBAColor, hill: RGBAColor, skin: RGBAColor, hair: RGBAColor, hairStyle: Hair, shirt: RGBAColor) {
        self.sky = sky
        self.hill = hill
        self.skin = skin
        self.hair = hair
        self.hairStyle = hairStyle
        self.shirt = shirt
    }
}

extension Profile {
    private static func rgb(_ hex: UInt32) -> RGBAColor {
        RGBAColor(red8: UInt8(hex >> 16 & 0xFF), green8: UInt8(hex >> 8 & 0xFF), blue8: UInt8(hex & 0xFF))
    }

    private static func look(_ sky: UInt32, _ hill: UInt32, skin: UInt32, hair: UInt32, _ style: AvatarLook.Hair,
                             shirt: UInt32) -> AvatarLook {
        AvatarLook(sky: rgb(sky), hill: rgb(hill), skin: rgb(skin), hair: rgb(hair), hairStyle: style, shirt: rgb(shirt))
    }

    /// Ten made-up people, as the tutorial's ten users; the first is the top card.
    public static let testProfiles: [Profile] = [
        Profile(id: "p1", name: "Ava Chen", age: 27, occupation: "Product Designer", mutualFriends: 12,
                look: look(0xFF9A8B, 0xFF6A88, skin: 0xF1C7A5, hair: 0x2B1B17, .long, shirt: 0x3F51B5)),
        Profile(id: "p2", name: "Liam Walker", age: 31, occupation: "Software Engineer", mutualFriends: 3,
                look: look(0x74EBD5, 0x3F8FD2, skin: 0xE0AC88, hair: 0x6B4226, .short, shirt: 0x37474F)),
        Profile(id: "p3", name: "Sofia Rossi", age: 24, occupation: "Architect", mutualFriends: 1,
                look: look(0xFBC2EB, 0xA18CD1, skin: 0xF5D0B5, hair: 0xA0522D, .bun, shirt: 0x00897B)),
        Profile(id: "p4", name: "Noah Okafor", age: 29, occupation: "Chef", mutualFriends: 8,
                look: look(0xF6D365, 0xFDA085, skin: 0x8D5524, hair: 0x1B1B1B, .short, shirt: 0xFFFFFF)),
        Profile(id: "p5", name: "Mia Tanaka", age: 26, occupation: "Photographer", mutualFriends: 21,
                look: look(0x84FAB0, 0x3CBFA0, skin: 0xF3D2B8, hair: 0x111111, .long, shirt: 0xE53935)),
        Profile(id: "p6", name: "Ethan Novak", age: 33, occupation: "Pilot", mutualFriends: 0,
                look: look(0xA1C4FD, 0x6A85E6, skin: 0xF0C8A0, hair: 0xD4A373, .short, shirt: 0x263238)),
        Profile(id: "p7", name: "Zara Ahmed", age: 28, occupation: "Doctor", mutualFriends: 5,
                look: look(0xFFD3A5, 0xFD6585, skin: 0xC68642, hair: 0x2E1A12, .bun, shirt: 0x26A69A)),
        Profile(id: "p8", name: "Lucas Silva", age: 30, occupation: "Musician", mutualFriends: 14,
                look: look(0xC2E9FB, 0x81A4FD, skin: 0xD9A066, hair: 0x3B2A20, .none, shirt: 0x6D4C41)),
        Profile(id: "p9", name: "Emma Larsen", age: 25, occupation: "Marine Biologist", mutualFriends: 2,
                look: look(0x96FBC4, 0x4FB6C9, skin: 0xFAE0CF, hair: 0xE8C07D, .long, shirt: 0x1E88E5)),
        Profile(id: "p10", name: "Omar Haddad", age: 32, occupation: "Teacher", mutualFriends: 9,
                look: look(0xFEE140, 0xFA709A, skin: 0xB5794E, hair: 0x1A1A1A, .short, shirt: 0x5E35B1)),
    ]
}
