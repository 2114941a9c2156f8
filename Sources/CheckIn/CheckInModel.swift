import Observation

/// A room a guest can book, with its price a night.
public enum RoomType: String, CaseIterable, Identifiable, Sendable {
    case single = "Single"
    case double = "Double"
    case suite = "Suite"

    public var id: Self { self }

    /// The price a night, in whole currency units.
    public var nightly: Int {
        switch self {
        case .single: 89
        case .double: 129
        case .suite: 249
        }
    }
}

/// A time of day on a 24-hour clock, as a wake-up call is booked.
public struct ClockTime: Hashable, Sendable, CustomStringConvertible {
    public var hour: Int
    public var minute: Int

    public init(hour: Int, minute: Int) {
        self.hour = hour
        self.minute = minute
    }

    /// "06:30".
    public var description: String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}

/// A finished check-in, as the app reports it.
public struct CheckIn: Hashable, Sendable {
    /// The guest's name as typed.
    public var name: String
    public var guests: Int
    public var nights: Int
    public var room: RoomType
    public var breakfast: Bool
    /// The wake-up call booked, if any.
    public var wakeUp: ClockTime?
    /// The room number handed out.
    public var roomNumber: Int
    /// What the stay costs.
    public var total: Int
}

/// The front desk's state: the check-ins done so far, and the next room to hand out.
@Observable
public final class FrontDesk {
    /// Check-ins in the order they were made.
    public private(set) var done: [CheckIn] = []
    /// Breakfast a guest a night.
    public let breakfastPrice: Int
    /// The first room number handed out.
    private let firstRoom: Int

    public init(breakfastPrice: Int = 18, firstRoom: Int = 214) {
        self.breakfastPrice = breakfastPrice
        self.firstRoom = firstRoom
    }

    /// What a stay costs: the room each night, and breakfast for each guest each night.
    public func total(guests: Int, nights: Int, room: RoomType, breakfast: Bool) -> Int {
        nights * (room.nightly + (breakfast ? guests * breakfastPrice : 0))
    }

    /// Checks a party in and hands out the next room.
    @discardableResult
    public func checkIn(name: String, guests: Int, nights: Int, room: RoomType, breakfast: Bool, wakeUp: ClockTime? = nil) -> CheckIn {
        let made = CheckIn(name: name, guests: guests, nights: nights, room: room, breakfast: breakfast, wakeUp: wakeUp,
                           roomNumber: firstRoom + done.count,
                           total: total(guests: guests, nights: nights, room: room, breakfast: breakfast))
        done.append(made)
        return made
    }
}
