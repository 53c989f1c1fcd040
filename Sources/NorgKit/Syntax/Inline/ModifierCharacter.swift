/// The bytes that spell attached modifiers, and what each one means.
enum ModifierCharacter {
    /// The styled modifier a byte spells, if any.
    static func styled(_ byte: UInt8) -> AttachedModifier? {
        switch byte {
        case UInt8(ascii: "*"): .bold
        case UInt8(ascii: "/"): .italic
        case UInt8(ascii: "_"): .underline
        case UInt8(ascii: "-"): .strikethrough
        case UInt8(ascii: "!"): .spoiler
        case UInt8(ascii: "^"): .superscript
        case UInt8(ascii: ","): .subscript
        case UInt8(ascii: "%"): .null
        default: nil
        }
    }

    /// The verbatim modifier a byte spells, if any.
    static func verbatim(_ byte: UInt8) -> VerbatimModifier? {
        switch byte {
        case UInt8(ascii: "`"): .code
        case UInt8(ascii: "$"): .math
        case UInt8(ascii: "&"): .variable
        default: nil
        }
    }

    static func isModifier(_ byte: UInt8) -> Bool { styled(byte) != nil || verbatim(byte) != nil }

    /// A small index per modifier byte, for per-character memo tables.
    static func slot(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "*"): 0
        case UInt8(ascii: "/"): 1
        case UInt8(ascii: "_"): 2
        case UInt8(ascii: "-"): 3
        case UInt8(ascii: "!"): 4
        case UInt8(ascii: "^"): 5
        case UInt8(ascii: ","): 6
        case UInt8(ascii: "%"): 7
        case UInt8(ascii: "`"): 8
        case UInt8(ascii: "$"): 9
        default: 10
        }
    }

    static let slotCount = 11

    /// Bytes the scanner must look at; every other byte is plain text.
    static let isSpecial: [Bool] = (0..<256).map { value in
        let byte = UInt8(value)
        return isModifier(byte) || byte == 0x0A || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "{")
            || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ":")
    }
}

extension AttachedModifier {
    /// The byte that spells the modifier.
    /// A switch, not `rawValue.asciiValue`: the `Character` round trip costs many times more.
    var byte: UInt8 {
        switch self {
        case .bold: UInt8(ascii: "*")
        case .italic: UInt8(ascii: "/")
        case .underline: UInt8(ascii: "_")
        case .strikethrough: UInt8(ascii: "-")
        case .spoiler: UInt8(ascii: "!")
        case .superscript: UInt8(ascii: "^")
        case .subscript: UInt8(ascii: ",")
        case .null: UInt8(ascii: "%")
        }
    }

    /// Superscript cannot nest in subscript and the reverse (spec, attached modifiers).
    var excludes: AttachedModifier? {
        switch self {
        case .superscript: .subscript
        case .subscript: .superscript
        default: nil
        }
    }
}
