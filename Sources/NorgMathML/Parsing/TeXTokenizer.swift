/// Splits TeX math source into tokens in one pass. `%` starts a comment to the end of the line, as
/// in TeX (`\%` is a percent sign). Nothing fails here: every scalar becomes part of some token.
enum TeXTokenizer {
    static func tokens(of source: [Unicode.Scalar]) -> [TeXToken] {
        var tokens: [TeXToken] = []
        tokens.reserveCapacity(source.count)
        var index = 0
        while index < source.count {
            let start = index
            let scalar = source[index]
            index += 1
            let kind: TeXToken.Kind
            switch scalar {
            case "\\":
                guard index < source.count else {
                    kind = .character("\\")
                    break
                }
                if isLetter(source[index]) {
                    while index < source.count, isLetter(source[index]) { index += 1 }
                } else {
                    index += 1
                }
                kind = .command(String(scalars: source[(start + 1)..<index]))
            case "{": kind = .openBrace
            case "}": kind = .closeBrace
            case "^": kind = .superscript
            case "_": kind = .subscript
            case "&": kind = .alignment
            case "%":
                while index < source.count, source[index] != "\n" { index += 1 }
                continue
            default:
                if isSpace(scalar) {
                    while index < source.count, isSpace(source[index]) { index += 1 }
                    kind = .space
                } else {
                    kind = .character(scalar)
                }
            }
            tokens.append(TeXToken(kind: kind, range: start..<index))
        }
        return tokens
    }

    /// The letters of a command name (TeX's category 11: ASCII letters only).
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
    }
}
