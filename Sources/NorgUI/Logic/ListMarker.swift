/// The marker in front of a list item: a bullet, or a number whose style depends on the level.
enum ListMarker: Sendable, Hashable {
    /// Whether the marker shows in front of a list item that is (or is not) a task: a task's status
    /// symbol takes a bullet's place, but an ordered item keeps its number.
    func isShown(besideTask isTask: Bool) -> Bool {
        guard isTask else { return true }
        if case .ordinal = self { return true }
        return false
    }

    /// An unordered item at a 1-based level.
    case bullet(level: Int)
    /// The `number`th (1-based) item of an ordered list at a 1-based level.
    case ordinal(Int, level: Int)

    /// `•`/`◦`/`▪` by level; `1.` then `a.` then `i.` by level, cycling for deeper levels.
    var text: String {
        switch self {
        case .bullet(let level):
            return ["•", "◦", "▪"][(max(level, 1) - 1) % 3]
        case .ordinal(let number, let level):
            switch (max(level, 1) - 1) % 3 {
            case 0: return "\(number)."
            case 1: return Self.letters(number) + "."
            default: return Self.roman(number) + "."
            }
        }
    }

    /// The text of the widest of `markers` (the longest; the first of equals), which sizes the
    /// marker column of their list (roman numerals do not grow with their number: `viii.` is
    /// wider than `x.`).
    static func widest<Markers: Sequence>(of markers: Markers) -> String where Markers.Element == ListMarker {
        var widest = ""
        var widestCount = 0
        for marker in markers {
            let text = marker.text
            let count = text.count
            if count > widestCount {
                widest = text
                widestCount = count
            }
        }
        return widest
    }

    /// `a`…`z`, `aa`, `ab` … (bijective base 26).
    static func letters(_ number: Int) -> String {
        var value = max(number, 1)
        var scalars: [Character] = []
        while value > 0 {
            value -= 1
            scalars.append(Character(Unicode.Scalar(UInt8(97 + value % 26))))
            value /= 26
        }
        return String(scalars.reversed())
    }

    /// Lower-case roman numerals; numbers past 3999 fall back to digits.
    static func roman(_ number: Int) -> String {
        guard number > 0, number < 4000 else { return String(number) }
        let table: [(Int, String)] = [(1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc"),
                                      (50, "l"), (40, "xl"), (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i")]
        var value = number
        var result = ""
        for (amount, numeral) in table {
            while value >= amount {
                result += numeral
                value -= amount
            }
        }
        return result
    }
}
