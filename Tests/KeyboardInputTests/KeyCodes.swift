/// evdev key codes (linux/input-event-codes.h) the tests press.
enum Key {
    static let esc: UInt32 = 1, one: UInt32 = 2, two: UInt32 = 3, minus: UInt32 = 12, equal: UInt32 = 13
    static let backspace: UInt32 = 14, tab: UInt32 = 15, q: UInt32 = 16, w: UInt32 = 17, e: UInt32 = 18
    static let y: UInt32 = 21, leftBrace: UInt32 = 26, enter: UInt32 = 28, leftCtrl: UInt32 = 29, a: UInt32 = 30
    static let semicolon: UInt32 = 39, leftShift: UInt32 = 42, z: UInt32 = 44, c: UInt32 = 46, m: UInt32 = 50
    static let capsLock: UInt32 = 58, kpEnter: UInt32 = 96, rightAlt: UInt32 = 100, home: UInt32 = 102
    static let left: UInt32 = 105, end: UInt32 = 107, delete: UInt32 = 111
}
