import Scene

/// The pages of the on-screen keyboard.
enum KeyboardPage: Equatable {
    case letters
    /// iPadOS's ".?123" page: digits and common punctuation.
    case numbers
    /// Its "#+=" page: the other symbols.
    case symbols
    /// A number pad (`.numberPad`, `.decimalPad`, `.phonePad`): the decimal
    /// pad has a ".", the phone pad "+", "*" and "#".
    case numberPad(decimal: Bool, phone: Bool)
}

/// What a key does.
enum KeyAction: Equatable {
    /// Inserts its character; with shift, `shifted` (a letter's capital).
    case character(String, shifted: String)
    case shift, delete, submit, space, numbers, letters, symbols, dismiss
}

/// A key where the keyboard draws it: its `--layout` name (`key.a`,
/// `key.shift`, …), its action, its cap (in the keyboard's coordinates)
/// and whether it is a grey function key.
struct KeyboardKey: Equatable {
    let id: String
    let action: KeyAction
    var frame: Rect
    let isFunction: Bool
}

/// The keys of a page laid out for a keyboard `width` points wide, after
/// iPadOS 17's portrait keyboard: four rows; delete ending the first,
/// return the second, a shift at each end of the third, the page switches,
/// the space bar and the dismiss key (iPad's keyboard-down key) the fourth.
/// Proportions are iPad's (on a 768 pt wide keyboard: 57 pt keys, 12 pt
/// apart, 6 pt from the edges, rows 55 pt tall and 9 pt apart), scaled to
/// the width; keys are at most 8.5% of the screen's height tall, so a
/// landscape screen keeps most of itself in sight.
struct KeyboardGeometry: Equatable {
    let keys: [KeyboardKey]
    /// The keyboard's height.
    let height: Double
    /// The gaps between keys: a key's touch area reaches halfway across them.
    let gap: Double
    let rowGap: Double
    /// The key height, which the labels are sized by.
    let keyHeight: Double

    init(page: KeyboardPage, layout: KeyboardLayout, type: UIKeyboardType, screen: Size) {
        let scale = max(screen.width, 1) / 768
        let margin = 6 * scale, gap = 12 * scale
        let longest = max(10, layout.letterRows[0].count)
        let unit = (screen.width - 2 * margin - Double(longest) * gap) / (Double(longest) + 1.3)
        let keyHeight = min(unit * 0.97, screen.height * 0.085)
        let rowGap = keyHeight * 0.17, top = keyHeight * 0.15, bottom = keyHeight * 0.12
        self.gap = gap
        self.rowGap = rowGap
        self.keyHeight = keyHeight
        height = top + 4 * keyHeight + 3 * rowGap + bottom
        var keys: [KeyboardKey] = []
        /// A row's keys: fixed widths in units, nil ones sharing what is left.
        func row(_ index: Int, inset: Double = 0, _ specs: [(String, KeyAction, Double?, Bool)]) {
            let y = top + Double(index) * (keyHeight + rowGap)
            let available = screen.width - 2 * margin - inset - Double(specs.count - 1) * gap
            let fixed = specs.compactMap(\.2).reduce(0, +) * unit
            let flexible = specs.filter { $0.2 == nil }.count
            let fill = flexible > 0 ? max(unit, (available - fixed) / Double(flexible)) : 0
            var x = margin + inset
            for (id, action, weight, isFunction) in specs {
                let width = weight.map { $0 * unit } ?? fill
                keys.append(KeyboardKey(id: id, action: action, frame: Rect(x: x, y: y, width: width, height: keyHeight), isFunction: isFunction))
                x += width + gap
            }
        }
        func characters(_ list: [String], shifted: (String) -> String = { $0.uppercased() }) -> [(String, KeyAction, Double?, Bool)] {
            list.map { ("key." + $0, .character($0, shifted: shifted($0)), 1, false) }
        }
        let typeKeys: [(String, KeyAction, Double?, Bool)] = switch type {
        case .emailAddress: characters(["@"], shifted: { $0 })
        case .URL, .webSearch: characters(["/", ".com"], shifted: { $0 })
        default: []
        }
        switch page {
        case .letters:
            let rows = layout.letterRows
            row(0, characters(rows[0]) + [("key.delete", .delete, 1.3, true)])
            // The second row starts half a key in when it has room (iPad's QWERTY), flush when full.
            let inset = rows[1].count < longest ? unit * 0.5 : 0
            row(1, inset: inset, characters(rows[1]) + [("key.return", .submit, nil, true)])
            let punctuation = layout.punctuation.map { ("key." + $0.0, KeyAction.character($0.0, shifted: $0.1), Double?(1), false) }
            let third = characters(rows[2]) + punctuation
            row(2, [("key.shift", .shift, 1, true)] + third + [("key.shift.right", .shift, nil, true)])
            row(3, [("key.numbers", .numbers, 2.3, true)] + typeKeys + [("key.space", .space, nil, false),
                    ("key.numbers.right", .numbers, 1.3, true), ("key.dismiss", .dismiss, 1.3, true)])
        case .numbers:
            row(0, characters(["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"], shifted: { $0 }) + [("key.delete", .delete, 1.3, true)])
            row(1, inset: unit * 0.5, characters(["@", "#", "$", "&", "*", "(", ")", "'", "\""], shifted: { $0 })
                + [("key.return", .submit, nil, true)])
            row(2, [("key.symbols", .symbols, 1, true)] + characters(["%", "-", "+", "=", "/", ";", ":", ",", "."], shifted: { $0 })
                + [("key.symbols.right", .symbols, nil, true)])
            row(3, [("key.letters", .letters, 2.3, true), ("key.space", .space, nil, false),
                    ("key.letters.right", .letters, 1.3, true), ("key.dismiss", .dismiss, 1.3, true)])
        case .symbols:
            row(0, characters(["[", "]", "{", "}", "#", "%", "^", "*", "+", "="], shifted: { $0 }) + [("key.delete", .delete, 1.3, true)])
            row(1, inset: unit * 0.5, characters(["_", "\\", "|", "~", "<", ">", "€", "£", "¥"], shifted: { $0 })
                + [("key.return", .submit, nil, true)])
            row(2, [("key.numbers", .numbers, 1, true)] + characters(["•", "…", "§", "°", "`", "'", "\"", "?", "!"], shifted: { $0 })
                + [("key.numbers.right", .numbers, nil, true)])
            row(3, [("key.letters", .letters, 2.3, true), ("key.space", .space, nil, false),
                    ("key.letters.right", .letters, 1.3, true), ("key.dismiss", .dismiss, 1.3, true)])
        case .numberPad(let decimal, let phone):
            // Three columns of digits and a column of delete, return and
            // dismiss, centred: an iPhone's number pad with the keys a kiosk
            // needs to finish (iPhone's has no return key).
            let padUnit = min(unit * 2.2, (screen.width - 2 * margin - 3 * gap) / 4)
            let left = (screen.width - 4 * padUnit - 3 * gap) / 2
            func pad(_ column: Int, _ rowIndex: Int, rows: Int = 1, _ id: String, _ action: KeyAction, function: Bool = false) {
                let y = top + Double(rowIndex) * (keyHeight + rowGap)
                keys.append(KeyboardKey(id: id, action: action, frame: Rect(x: left + Double(column) * (padUnit + gap), y: y, width: padUnit,
                                                                            height: keyHeight * Double(rows) + rowGap * Double(rows - 1)),
                                        isFunction: function))
            }
            for digit in 1...9 { pad((digit - 1) % 3, (digit - 1) / 3, "key.\(digit)", .character("\(digit)", shifted: "\(digit)")) }
            if decimal { pad(0, 3, "key..", .character(".", shifted: ".")) }
            if phone { pad(0, 3, "key.+", .character("+", shifted: "+")) }
            pad(1, 3, "key.0", .character("0", shifted: "0"))
            if phone { pad(2, 3, "key.#", .character("#", shifted: "#")) }
            pad(3, 0, "key.delete", .delete, function: true)
            pad(3, 1, rows: 2, "key.return", .submit, function: true)
            pad(3, 3, "key.dismiss", .dismiss, function: true)
        }
        self.keys = keys
    }

    /// The key whose touch area (its cap grown halfway across the gaps, the
    /// outer keys' to the keyboard's edges) holds `point`, nearest the point
    /// when none does.
    func key(at point: Point) -> KeyboardKey? {
        var best: KeyboardKey?
        var bestDistance = Double.infinity
        for key in keys {
            let dx = max(key.frame.minX - point.x, 0, point.x - key.frame.maxX)
            let dy = max(key.frame.minY - point.y, 0, point.y - key.frame.maxY)
            let distance = dx * dx + dy * dy
            if distance < bestDistance {
                best = key
                bestDistance = distance
            }
        }
        return best
    }
}
