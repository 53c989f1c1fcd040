/// What a command without arguments stands for (`\alpha`, `\le`, `\sum`, `\sin`, `\quad` …).
struct TeXSymbol: Equatable {
    enum Kind: Equatable {
        /// `<mi>`, italic when a single letter (`\alpha`, `\infty`).
        case identifier
        /// `<mi mathvariant="normal">` (upper-case Greek, which TeX sets upright).
        case uprightIdentifier
        /// `<mo>` (binary operators, relations, arrows, punctuation).
        case `operator`
        /// `<mo>` that `\left` and `\right` may stretch, and that does not stretch elsewhere.
        case fence
        /// `<mo>` whose limits go under and over it in display style (`\sum`).
        case largeOperator
        /// `<mo>` whose limits stay beside it (`\int`).
        case integral
        /// An upright function name (`\sin`), its scripts beside it.
        case function
        /// An upright function name whose limits go under it in display style (`\lim`).
        case limitFunction
        /// Horizontal space, its text the width in em.
        case space
    }

    let text: String
    let kind: Kind

    init(_ text: String, _ kind: Kind) {
        self.text = text
        self.kind = kind
    }

    /// Every command that stands for a symbol, by name without the backslash.
    static let byName: [String: TeXSymbol] = {
        var table: [String: TeXSymbol] = [:]
        for part in [letters, operators, relations, arrows, fences, bigOperators, functions, spaces] {
            table.merge(part) { first, _ in first }
        }
        return table
    }()

    /// Delimiters after `\left`, `\middle`, `\right` and `\big` that are plain characters; `<` and
    /// `>` are angle brackets there, as in TeX.
    static let delimiterCharacters: [Unicode.Scalar: String] = [
        "(": "(", ")": ")", "[": "[", "]": "]", "|": "|", "/": "/", "<": "\u{27E8}", ">": "\u{27E9}",
    ]

    /// Characters that are fences when typed (`(`, `[`, `|` …): they keep their size unless under
    /// `\left`/`\right`.
    static let fenceCharacters: Set<Unicode.Scalar> = ["(", ")", "[", "]", "|", "/"]

    /// Bars and slashes, which TeX sets as ordinary symbols, unspaced.
    static let tightFences: Set<String> = ["|", "‖", "/"]

    /// How a typed character is written: `-` as a minus sign, `*` as an asterisk operator, `'` as
    /// a prime; others as themselves.
    static let characterReplacements: [Unicode.Scalar: String] = [
        "-": "\u{2212}", "*": "\u{2217}", "'": "\u{2032}",
    ]
}
