/// The alphabets of `\mathbf`, `\mathbb`, `\mathcal` … as Unicode's mathematical alphanumeric
/// characters, which is how MathML Core expects them (its `mathvariant` only knows `normal`).
enum MathAlphabet: Equatable {
    /// `\mathrm`, `\operatorname`: upright, the letters unchanged.
    case roman
    case bold
    case italic
    case boldItalic
    case script
    case fraktur
    case doubleStruck
    case sansSerif
    case monospace

    /// The font commands, by name.
    static let byCommand: [String: MathAlphabet] = [
        "mathrm": .roman, "mathup": .roman, "mathbf": .bold, "mathit": .italic,
        "boldsymbol": .boldItalic, "bm": .boldItalic, "mathbfit": .boldItalic, "mathcal": .script,
        "mathscr": .script, "mathfrak": .fraktur, "mathbb": .doubleStruck, "mathsf": .sansSerif,
        "mathtt": .monospace,
    ]

    /// `scalar` in this alphabet: ASCII letters and digits, and Greek letters in bold and italic;
    /// anything else unchanged.
    func map(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        if let exception = exceptions[scalar] { return exception }
        let mapped: UInt32?
        switch value {
        case 0x41...0x5A: mapped = capitals.map { $0 + value - 0x41 }
        case 0x61...0x7A: mapped = capitals.map { $0 + 26 + value - 0x61 }
        case 0x30...0x39: mapped = digits.map { $0 + value - 0x30 }
        case 0x391...0x3A9: mapped = greekCapitals.map { $0 + value - 0x391 }
        case 0x3B1...0x3C9: mapped = greekCapitals.map { $0 + 26 + value - 0x3B1 }
        default: mapped = nil
        }
        return mapped.flatMap(Unicode.Scalar.init) ?? scalar
    }

    /// Where the alphabet's capital A is (its small a follows 26 later).
    private var capitals: UInt32? {
        switch self {
        case .roman: nil
        case .bold: 0x1D400
        case .italic: 0x1D434
        case .boldItalic: 0x1D468
        case .script: 0x1D49C
        case .fraktur: 0x1D504
        case .doubleStruck: 0x1D538
        case .sansSerif: 0x1D5A0
        case .monospace: 0x1D670
        }
    }

    private var digits: UInt32? {
        switch self {
        case .bold: 0x1D7CE
        case .doubleStruck: 0x1D7D8
        case .sansSerif: 0x1D7E2
        case .monospace: 0x1D7F6
        default: nil
        }
    }

    /// Where the alphabet's capital Alpha is (small alpha 26 later: the block keeps a slot for
    /// each Greek code point, final sigma included).
    private var greekCapitals: UInt32? {
        switch self {
        case .bold: 0x1D6A8
        case .italic: 0x1D6E2
        case .boldItalic: 0x1D71C
        default: nil
        }
    }

    /// Letters Unicode had encoded before the mathematical block (its slots for them are empty).
    private var exceptions: [Unicode.Scalar: Unicode.Scalar] {
        switch self {
        case .italic: Self.italicExceptions
        case .script: Self.scriptExceptions
        case .fraktur: Self.frakturExceptions
        case .doubleStruck: Self.doubleStruckExceptions
        default: [:]
        }
    }

    private static let italicExceptions: [Unicode.Scalar: Unicode.Scalar] = ["h": "ℎ"]
    private static let scriptExceptions: [Unicode.Scalar: Unicode.Scalar] = [
        "B": "ℬ", "E": "ℰ", "F": "ℱ", "H": "ℋ", "I": "ℐ", "L": "ℒ", "M": "ℳ", "R": "ℛ",
        "e": "ℯ", "g": "ℊ", "o": "ℴ",
    ]
    private static let frakturExceptions: [Unicode.Scalar: Unicode.Scalar] = [
        "C": "ℭ", "H": "ℌ", "I": "ℑ", "R": "ℜ", "Z": "ℨ",
    ]
    private static let doubleStruckExceptions: [Unicode.Scalar: Unicode.Scalar] = [
        "C": "ℂ", "H": "ℍ", "N": "ℕ", "P": "ℙ", "Q": "ℚ", "R": "ℝ", "Z": "ℤ",
    ]
}
